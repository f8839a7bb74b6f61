package lens.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import lens.board.Grid;
import lens.io.IoErrors;
import lens.io.OutputException;
import lens.io.PictureWriter;
import lens.overlay.Hint;
import lens.overlay.StepDiagram;

/**
 * The pictures of {@code solve --explain --pictures DIR}: one clean diagram per step of the
 * human-style solution, {@code step-001.png}, {@code step-002.png}, ... (or {@code .svg}).
 */
public final class StepPictures {
    /** Raster for screens and the web, vector for documents. */
    public enum Format { PNG, SVG }

    private final StepDiagram diagram = new StepDiagram();

    /**
     * Writes one picture per step of {@code puzzle} into {@code dir} (created) through
     * {@link PictureWriter}, so a picture already there is kept and the new one numbered; returns
     * the files written, in order.
     *
     * @throws OutputException naming the file and the cause when one cannot be written
     */
    public List<Path> write(Grid puzzle, Path dir, Format format) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new OutputException("cannot make the folder " + dir + ": " + IoErrors.reason(e));
        }
        List<Path> files = new ArrayList<>();
        for (Hint h : Hints.all(puzzle)) {
            String title = "Step " + h.number();
            Path file = dir.resolve(String.format(Locale.ROOT, "step-%03d.%s", h.number(),
                    format.name().toLowerCase(Locale.ROOT)));
            PictureWriter.Result r = format == Format.SVG
                    ? PictureWriter.writeSvg(diagram.svg(puzzle, h.before(), h.step(), title), file)
                    : PictureWriter.writePng(diagram.png(puzzle, h.before(), h.step(), title), file);
            if (r instanceof PictureWriter.Result.Failed f) {
                throw new OutputException("step pictures not written: " + f.reason());
            }
            files.add(((PictureWriter.Result.Written) r).file());
        }
        return files;
    }
}
