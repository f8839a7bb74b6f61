package lens.web;

import java.util.ArrayList;
import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.ocr.correct.FilledGridCorrector;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * The one adapter between the web server and the photo stages, until the stage-level photo
 * function of issue 12 is on main (then this class goes and the server calls that function):
 * photo to board, its correction and its verdict, as {@code solve PHOTO} does; and the check of a
 * hand-filled grid, as {@code verify PHOTO} does.
 */
final class PhotoStage {
    /** Fewer givens than this never make a unique puzzle. */
    private static final int MIN_GIVENS = 17;

    private PhotoStage() {
    }

    /** A photo read and judged: {@code solution} is null when {@code reason} says why there is none. */
    record Judged(PhotoReading.Read read, List<BoardCorrector.Change> corrections, Grid board, Grid solution,
                  String reason) {
    }

    /** A checked grid: which cells are wrong and why, in words. */
    record Checked(PhotoReading.Read read, List<BoardCorrector.Change> revisions, Grid board, boolean[] wrong,
                   List<String> reasons) {
    }

    /** @throws ApiError 422 when the photo holds no grid */
    static Judged solve(Mat photo, DigitRecognizer recognizer) {
        PhotoReading.Read read = read(photo, recognizer);
        PhotoSolution.Judged j = PhotoSolver.withDefaults(recognizer).judge(read);
        return new Judged(read, j.corrections(), j.board(), j.solution(), j.verdict().reason());
    }

    /** Checks a filled grid against the rules, or against {@code solution} when it is known. */
    static Checked verify(Mat photo, DigitRecognizer recognizer, Grid solution) {
        PhotoReading.Read read = read(photo, recognizer);
        FilledGridCorrector.Revision revision = new FilledGridCorrector().correct(read.board(), read.readings());
        Grid board = revision.board();
        if (board.filledCount() < MIN_GIVENS) {
            throw new ApiError(ApiError.UNPROCESSABLE, "only " + board.filledCount()
                    + " digits were read: hold the camera closer and straight above the page", board.toLine());
        }
        boolean[] wrong = new boolean[81];
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (board.get(i) == 0) {
                wrong[i] = true;
                reasons.add(Units.cellName(i) + " is empty");
            } else if (solution != null && board.get(i) != solution.get(i)) {
                wrong[i] = true;
                reasons.add(Units.cellName(i) + " is " + board.get(i) + ", should be " + solution.get(i));
            }
        }
        if (solution == null) {
            for (Conflict c : Rules.conflicts(board)) {
                c.cells().forEach(cell -> wrong[cell] = true);
                reasons.add(c.describe());
            }
        }
        return new Checked(read, revision.changes(), board, wrong, reasons);
    }

    private static PhotoReading.Read read(Mat photo, DigitRecognizer recognizer) {
        PhotoReading r = PhotoReader.withDefaults(recognizer).read(photo, DebugSink.NONE);
        if (r instanceof PhotoReading.NoGrid ng) {
            throw new ApiError(ApiError.UNPROCESSABLE, "no Sudoku grid was found in the photo (" + ng.reason()
                    + "): photograph the whole grid, flat and in good light");
        }
        return (PhotoReading.Read) r;
    }
}
