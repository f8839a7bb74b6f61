package lens.cli;

import java.nio.file.Path;
import java.util.List;
import lens.board.Puzzle;
import lens.pipeline.StepPictures;

/** {@code solve --explain --pictures DIR}: the picture format asked for, and one picture per step written. */
final class StepPictureFiles {
    /**
     * Puzzles whose steps one run draws at most. A hard puzzle takes about 80 pictures (4 MB of
     * PNG), so 100 take a few hundred MB; a file of the 49,158 17-clue puzzles drawn whole would
     * have written about 190 GB, and a million lines would fill any disk.
     */
    static final int MAX_PUZZLES = 100;

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

    /**
     * Exit 10 on the line of a puzzle past the {@link #MAX_PUZZLES} already drawn, before any
     * of its output; the pictures drawn so far stay.
     */
    static void checkRoom(Puzzle p, int drawn) {
        if (drawn >= MAX_PUZZLES) {
            throw new UserError(ExitCodes.INPUT_LIMIT, "line " + p.line() + ": --pictures draws the steps of at most "
                    + MAX_PUZZLES + " puzzles a run (those before this line were drawn); give a file of fewer puzzles");
        }
    }

    /** One picture per step into the pictures folder (a folder per puzzle, named by its line, for a file of many). */
    static void write(Puzzle p, boolean many, Path pictures, StepPictures.Format pictureFormat) {
        Path dir = many ? pictures.resolve("line-" + p.line()) : pictures;
        List<Path> files = new StepPictures().write(p.grid(), dir, pictureFormat);
        System.out.println("wrote " + files.size() + " step pictures into " + dir);
    }
}
