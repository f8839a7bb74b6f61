package lens.cli;

import java.nio.file.Path;
import java.util.List;
import lens.board.Puzzle;
import lens.pipeline.StepPictures;

/** {@code solve --explain --pictures DIR}: the picture format asked for, and one picture per step written. */
final class StepPictureFiles {
    private StepPictureFiles() {
    }

    /** The picture format when {@code --pictures} is given (png unless --format svg), else null. */
    static StepPictures.Format format(Path pictures, boolean explain, String format) {
        if (pictures == null) {
            return null;
        }
        if (!explain) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--pictures goes with --explain");
        }
        if (format == null || format.equalsIgnoreCase("png")) {
            return StepPictures.Format.PNG;
        }
        if (format.equalsIgnoreCase("svg")) {
            return StepPictures.Format.SVG;
        }
        throw new UserError(ExitCodes.INVALID_INPUT, "with --pictures, --format is png or svg, not '" + format + "'");
    }

    /** One picture per step into the pictures folder (a folder per puzzle, named by its line, for a file of many). */
    static void write(Puzzle p, boolean many, Path pictures, StepPictures.Format pictureFormat) {
        Path dir = many ? pictures.resolve("line-" + p.line()) : pictures;
        List<Path> files = new StepPictures().write(p.grid(), dir, pictureFormat);
        System.out.println("wrote " + files.size() + " step pictures into " + dir);
    }
}
