package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * {@link PuzzleVariant#cageSums}: small figures in one corner of many cells make a killer
 * sudoku only where few cells hold a digit in their middle, however faint that digit is beside
 * the figures. Squares are drawn here, so the rule is seen alone.
 */
class PuzzleVariantTest {
    private static final int CELL = 50;
    private static final int PAPER = 230;
    private static final int[] LINES = {0, 50, 100, 150, 200, 250, 300, 350, 400, 449};

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** A ruled 450 px square; {@code digitGrey} (negative: none) the grey of a digit in the middle of every third cell, dark figures in the top left corner of 12 others. */
    private static Mat page(int digitGrey) {
        Mat square = new Mat(450, 450, CvType.CV_8UC1, new Scalar(PAPER));
        for (int line : LINES) {
            Imgproc.line(square, new Point(line, 0), new Point(line, 449), new Scalar(30), 2);
            Imgproc.line(square, new Point(0, line), new Point(449, line), new Scalar(30), 2);
        }
        int sums = 0;
        for (int cell = 0; cell < 81; cell++) {
            int x = cell % 9 * CELL;
            int y = cell / 9 * CELL;
            if (cell % 3 == 0 && digitGrey >= 0) {
                Imgproc.putText(square, "5", new Point(x + 14, y + 40), Imgproc.FONT_HERSHEY_SIMPLEX, 1.2,
                        new Scalar(digitGrey), 3);
            } else if (cell % 3 == 1 && sums < 12) {
                Imgproc.putText(square, "12", new Point(x + 5, y + 16), Imgproc.FONT_HERSHEY_SIMPLEX, 0.4,
                        new Scalar(40), 2);
                sums++;
            }
        }
        return square;
    }

    @Test
    void cornerFiguresBesideNoDigitAreAKillersSums() {
        assertEquals(Optional.of(PuzzleVariant.Kind.KILLER), PuzzleVariant.of(page(-1), LINES, LINES));
    }

    @Test
    void cornerNotesBesideDigitsAreNoKiller() {
        assertEquals(Optional.empty(), PuzzleVariant.of(page(60), LINES, LINES));
    }

    /** Print 25 grey levels under the paper (a blurred photo's) beside dark notes is still print. */
    @Test
    void cornerNotesBesideFaintPrintAreNoKiller() {
        assertEquals(Optional.empty(), PuzzleVariant.of(page(PAPER - 25), LINES, LINES));
    }
}
