package lens.web;

import java.util.List;
import lens.board.Grid;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.verify.CheckParams;
import lens.verify.CheckedGrid;
import lens.verify.GridCheck;
import lens.verify.GridVerdict;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * The one adapter between the web server and the photo stages, until the stage-level photo
 * function of issue 12 is on main (then this class goes and the server calls that function):
 * photo to board, its correction and its verdict, as {@code solve PHOTO} does; and the check of a
 * hand-filled grid, as {@code verify PHOTO} does.
 */
final class PhotoStage {
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

    /** @throws ApiError 422 when the photo holds no grid, or one the photo does not let be read */
    static Judged solve(Mat photo, DigitRecognizer recognizer) {
        PhotoReading.Read read = read(photo, recognizer);
        PhotoSolution s = PhotoSolver.withDefaults(recognizer).judge(read);
        if (s instanceof PhotoSolution.Unusable u) {
            throw new ApiError(ApiError.UNPROCESSABLE, u.problem().advice(), u.verdict().board().toLine());
        }
        PhotoSolution.Judged j = (PhotoSolution.Judged) s;
        return new Judged(read, j.corrections(), j.board(), j.solution(), j.verdict().reason());
    }

    /**
     * Checks a grid filled in by hand ({@link GridCheck}, as {@code verify PHOTO} does) against
     * the solution of {@code givens}, or of the printed digits read when null.
     *
     * @throws ApiError 422 when too few digits were read or the photo does not let them be read
     */
    static Checked verify(Mat photo, DigitRecognizer recognizer, Grid givens) {
        PhotoReading.Read read = read(photo, recognizer);
        CheckedGrid checked = new GridCheck(CheckParams.defaults()).check(read, givens);
        GridVerdict v = checked.verdict();
        if (v instanceof GridVerdict.TooFewDigits t) {
            throw new ApiError(ApiError.UNPROCESSABLE, "only " + t.read()
                    + " digits were read: hold the camera closer and straight above the page", checked.board().toLine());
        }
        if (v instanceof GridVerdict.Unusable || v instanceof GridVerdict.BadGivens) {
            throw new ApiError(ApiError.UNPROCESSABLE, v.lines().get(0), checked.board().toLine());
        }
        return new Checked(read, checked.revised(), checked.board(), checked.marked(), v.lines());
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
