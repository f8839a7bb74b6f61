package lens.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.board.Rules;
import lens.io.PictureWriter;
import lens.ocr.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.overlay.DebugPicture;
import lens.overlay.OverlayStyle;
import lens.overlay.SolutionOverlay;
import lens.pipeline.PhotoReading;
import lens.pipeline.PuzzleCorrection;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import org.opencv.core.Mat;

/**
 * {@code solve photo.jpg}: reads the grid, prints the board read and its solution, and writes
 * the photo with the missing digits drawn in ({@code photo.solved.png} or {@code --out}).
 */
final class PhotoSolve {
    /** Fewer givens than this never make a unique puzzle: the photo was not read well enough. */
    static final int MIN_GIVENS = 17;

    private PhotoSolve() {
    }

    static int run(Path file, Path out, String ocr, boolean json, boolean debug, GridFormat format) {
        Mat photo = PhotoInput.load(file);
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            PhotoReading.Read read = PhotoInput.read(photo, file, recognizer, debug);
            if (debug) {
                writeDebug(photo, read, file);
            }
            Grid board = read.board();
            if (board.filledCount() < MIN_GIVENS) {
                throw new UserError(ExitCodes.NO_GRID, "only " + board.filledCount() + " digits read in " + file
                        + " (a puzzle has at least " + MIN_GIVENS + ")");
            }
            if (new PuzzleCorrection(new BoardCorrector()).correct(read) instanceof BoardCorrector.Result.Corrected c) {
                for (BoardCorrector.Change change : c.changes()) {
                    System.err.println("sudoku-lens: corrected " + change);
                }
                board = c.board();
            }
            List<Conflict> conflicts = Rules.conflicts(board);
            if (!conflicts.isEmpty()) {
                printBoard(format, board, json);
                throw new UserError(ExitCodes.INVALID_INPUT, "the board read from " + file + " breaks the rules: "
                        + conflicts.get(0).describe());
            }
            SolveResult r = ExhaustiveSolver.solve(board);
            switch (r.status()) {
                case NONE -> {
                    printBoard(format, board, json);
                    throw new UserError(ExitCodes.NO_SOLUTION, "the board read from " + file + " has no solution");
                }
                case MULTIPLE -> {
                    printBoard(format, board, json);
                    throw new UserError(ExitCodes.MULTIPLE_SOLUTIONS, "the board read from " + file
                            + " has several solutions");
                }
                default -> {
                }
            }
            Grid solution = r.solution();
            Path target = out != null ? out : PhotoInput.beside(file, "solved");
            new SolutionOverlay(OverlayStyle.defaults()).draw(photo, read.geometry(), board, solution);
            PrintStream o = System.out;
            if (json) {
                PictureWriter.Result written = PictureWriter.write(photo, target, file);
                JsonObject j = new JsonObject();
                j.addProperty("photo", file.toString());
                j.add("corners", corners(read));
                j.addProperty("read", board.toLine());
                j.addProperty("solution", solution.toLine());
                if (written instanceof PictureWriter.Result.Written w) {
                    j.addProperty("output", w.file().toString());
                } else {
                    j.addProperty("output_error", ((PictureWriter.Result.Failed) written).reason());
                }
                o.println(new GsonBuilder().setPrettyPrinting().create().toJson(j));
                o.flush();
                Pictures.orFail(written);
            } else {
                o.println("read:");
                print(o, format, board);
                o.println("solution:");
                print(o, format, solution);
                o.flush();
                o.println("wrote " + Pictures.save(photo, target, file));
            }
            return ExitCodes.OK;
        } finally {
            photo.release();
        }
    }

    static JsonArray corners(PhotoReading.Read read) {
        JsonArray a = new JsonArray();
        for (double v : read.corners().xy()) {
            a.add(Math.round(v * 10) / 10.0);
        }
        return a;
    }

    static void writeDebug(Mat photo, PhotoReading.Read read, Path file) {
        Mat copy = photo.clone();
        DebugPicture.draw(copy, read.geometry(), read.filled());
        try {
            System.err.println("sudoku-lens: wrote " + Pictures.save(copy, PhotoInput.beside(file, "debug"), file));
        } finally {
            copy.release();
        }
    }

    private static void printBoard(GridFormat format, Grid board, boolean json) {
        if (!json) {
            System.out.println("read:");
            print(System.out, format, board);
        }
    }

    static void print(PrintStream o, GridFormat out, Grid g) {
        String text = out.format(g);
        o.print(text.endsWith("\n") ? text : text + "\n");
    }
}
