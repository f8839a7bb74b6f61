package lens.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import lens.board.Grid;
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

    /** Writes one picture per step of {@code puzzle} into {@code dir} (created); returns the files in order. */
    public List<Path> write(Grid puzzle, Path dir, Format format) {
        List<Path> files = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            for (Hint h : Hints.all(puzzle)) {
                String title = "Step " + h.number();
                Path file = dir.resolve(String.format(Locale.ROOT, "step-%03d.%s", h.number(),
                        format.name().toLowerCase(Locale.ROOT)));
                if (format == Format.SVG) {
                    Files.writeString(file, diagram.svg(puzzle, h.before(), h.step(), title), StandardCharsets.UTF_8);
                } else if (!ImageIO.write(diagram.png(puzzle, h.before(), h.step(), title), "png", file.toFile())) {
                    throw new IOException("no PNG writer");
                }
                files.add(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the step pictures into " + dir + ": " + e.getMessage(), e);
        }
        return files;
    }
}
