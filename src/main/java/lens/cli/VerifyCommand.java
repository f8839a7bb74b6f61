package lens.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.io.PictureWriter;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.ocr.correct.FilledGridCorrector;
import lens.overlay.OverlayStyle;
import lens.overlay.VerifyOverlay;
import lens.pipeline.PhotoReading;
import lens.solve.BoardVerdict;
import org.opencv.core.Mat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code verify photo.jpg}: checks a hand-filled grid. Printed and handwritten digits look alike
 * to the camera, so without {@code --givens} the check is the rules only (cells in a conflict,
 * and empty cells, are wrong); with the printed puzzle given, every cell that differs from its
 * unique solution is wrong. Unsure readings that break a rule are first revised by
 * {@link FilledGridCorrector} (a confidently read wrong digit stays wrong; every revision is
 * printed). Writes {@code photo.checked.png}; exit 0 when correct, 1 when not.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a photo of a hand-filled grid; wrong cells are circled in PHOTO.checked.png. Exit 0 correct, 1 mistakes.")
final class VerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PHOTO", description = "Photo of a filled-in grid.")
    Path photoFile;

    @Option(names = "--givens", paramLabel = "PUZZLE", description = "The printed puzzle (81 characters or a file): "
            + "cells are checked against its unique solution.")
    String givens;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write the checked picture (default: PHOTO.checked.png).")
    Path out;

    @Option(names = "--ocr", paramLabel = "ENGINE", description = "Digit engine (model or tesseract).")
    String ocr;

    @Option(names = "--json", description = "Print the result as JSON.")
    boolean json;

    @Option(names = "--debug", description = "Also write PHOTO.debug.png (what was found) and the stage images.")
    boolean debug;

    @Override
    public Integer call() throws Exception {
        Grid solution = givens == null ? null : solutionOfGivens();
        Mat photo = PhotoInput.load(photoFile);
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            PhotoReading.Read read = PhotoInput.read(photo, photoFile, recognizer, debug);
            if (debug) {
                PhotoSolve.writeDebug(photo, read, photoFile);
            }
            FilledGridCorrector.Revision revision = new FilledGridCorrector().correct(read.board(), read.readings());
            Grid board = revision.board();
            if (board.filledCount() < lens.board.Givens.MIN_PUZZLE) {
                throw new UserError(ExitCodes.NO_GRID, "only " + board.filledCount() + " digits read in " + photoFile);
            }
            boolean[] wrong = wrongCells(board, solution);
            List<String> reasons = reasons(board, solution);
            Path target = out != null ? out : PhotoInput.beside(photoFile, "checked");
            new VerifyOverlay(OverlayStyle.defaults()).draw(photo, read.geometry(), read.filled(), wrong);
            int count = 0;
            for (boolean w : wrong) {
                count += w ? 1 : 0;
            }
            PictureWriter.Result written = report(board, revision.changes(), wrong, reasons, count, photo, target,
                    solution != null);
            Pictures.orFail(written);
            return count == 0 ? ExitCodes.OK : ExitCodes.MISTAKES;
        } finally {
            photo.release();
        }
    }

    private Grid solutionOfGivens() {
        BoardVerdict v = BoardVerdict.of(PuzzleInput.first(givens).grid());
        if (!v.solved()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--givens puzzle has "
                    + (v instanceof BoardVerdict.Several ? "several solutions" : "no solution"));
        }
        return v.solution();
    }

    /** Empty cells, cells in a rule conflict, and (with the givens) cells that differ from the solution. */
    static boolean[] wrongCells(Grid board, Grid solution) {
        boolean[] wrong = new boolean[81];
        for (int i = 0; i < 81; i++) {
            wrong[i] = board.get(i) == 0 || (solution != null && board.get(i) != solution.get(i));
        }
        for (Conflict c : Rules.conflicts(board)) {
            for (int cell : c.cells()) {
                // With the solution known, only the cells that differ from it are wrong.
                wrong[cell] |= solution == null;
            }
        }
        return wrong;
    }

    private static List<String> reasons(Grid board, Grid solution) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (board.get(i) == 0) {
                out.add(Units.cellName(i) + " is empty");
            } else if (solution != null && board.get(i) != solution.get(i)) {
                out.add(Units.cellName(i) + " is " + board.get(i) + ", should be " + solution.get(i));
            }
        }
        if (solution == null) {
            for (Conflict c : Rules.conflicts(board)) {
                out.add(c.describe());
            }
        }
        return out;
    }

    /** Prints the verdict, then writes the picture (the verdict is printed even when that fails). */
    private PictureWriter.Result report(Grid board, List<BoardCorrector.Change> revised, boolean[] wrong,
            List<String> reasons, int count, Mat picture, Path target, boolean withGivens) {
        if (json) {
            PictureWriter.Result written = PictureWriter.write(picture, target, photoFile);
            JsonObject j = new JsonObject();
            j.addProperty("photo", photoFile.toString());
            j.addProperty("read", board.toLine());
            j.addProperty("correct", count == 0);
            j.addProperty("checked_against", withGivens ? "solution" : "rules");
            JsonArray cells = new JsonArray();
            for (int i = 0; i < 81; i++) {
                if (wrong[i]) {
                    cells.add(Units.cellName(i));
                }
            }
            j.add("wrong_cells", cells);
            JsonArray why = new JsonArray();
            reasons.forEach(why::add);
            j.add("reasons", why);
            JsonArray changed = new JsonArray();
            revised.forEach(c -> changed.add(c.toString()));
            j.add("revised", changed);
            if (written instanceof PictureWriter.Result.Written w) {
                j.addProperty("output", w.file().toString());
            } else {
                j.addProperty("output_error", ((PictureWriter.Result.Failed) written).reason());
            }
            System.out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(j));
            return written;
        }
        System.out.println("read:");
        OutputFormats.print(System.out, lens.board.GridFormat.GRID, board);
        for (BoardCorrector.Change c : revised) {
            System.out.println("revised " + c);
        }
        if (count == 0) {
            System.out.println(withGivens ? "correct: the grid is the solution of the given puzzle"
                    : "correct: the grid is complete and breaks no rule");
        } else {
            System.out.println("mistakes: " + count + " wrong cell" + (count == 1 ? "" : "s"));
            reasons.forEach(r -> System.out.println("  " + r));
        }
        System.out.flush();
        PictureWriter.Result written = PictureWriter.write(picture, target, photoFile);
        if (written instanceof PictureWriter.Result.Written w) {
            System.out.println("wrote " + w.file());
        }
        return written;
    }
}
