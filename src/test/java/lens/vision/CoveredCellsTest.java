package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * A frontal square of a printed grid (50 px cells, thin lines and thick box lines, digits in some
 * cells): nothing is covered on it as printed; a fingertip over its bottom middle or over its top
 * edge hides the cells under it; a dark pen laid across it hides the cells along it.
 */
class CoveredCellsTest {
    private static final int CELL = 50;
    private static final int[] LINES = {0, 50, 100, 150, 200, 250, 300, 350, 400, 449};

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** The printed grid: paper 215, lines 60, a digit in every third cell. */
    private static Mat printedGrid() {
        Mat m = new Mat(450, 450, CvType.CV_8UC1, new Scalar(215));
        for (int i = 0; i < 10; i++) {
            int w = i % 3 == 0 ? 4 : 2;
            Imgproc.line(m, new Point(LINES[i], 0), new Point(LINES[i], 449), new Scalar(60), w);
            Imgproc.line(m, new Point(0, LINES[i]), new Point(449, LINES[i]), new Scalar(60), w);
        }
        for (int c = 0; c < 81; c += 3) {
            Imgproc.putText(m, String.valueOf(c % 9 + 1), new Point(c % 9 * CELL + 15, c / 9 * CELL + 38),
                    Imgproc.FONT_HERSHEY_SIMPLEX, 1.1, new Scalar(50), 3);
        }
        return m;
    }

    @Test
    void aPrintedGridIsNotCovered() {
        Mat m = printedGrid();
        assertEquals(List.of(), CoveredCells.of(m, LINES, LINES, List.of()));
        m.release();
    }

    @Test
    void aFingertipHidesTheCellsUnderIt() {
        Mat m = printedGrid();
        // 1.6 cells wide, from below the grid 2.2 cells up, skin a little darker than the paper
        Imgproc.rectangle(m, new Point(3.7 * CELL, 6.8 * CELL), new Point(5.3 * CELL, 449), new Scalar(165), Imgproc.FILLED);
        List<Integer> covered = CoveredCells.of(m, LINES, LINES, List.of());
        assertTrue(covered.contains(7 * 9 + 4) && covered.contains(8 * 9 + 4), "r8c5 and r9c5 under the finger: " + covered);
        assertTrue(covered.stream().allMatch(c -> c / 9 >= 6 && c % 9 >= 3 && c % 9 <= 5), "only cells near it: " + covered);
        m.release();
    }

    /** Reaching in over the top edge it hides only two inner sides of each top-row cell, and the border. */
    @Test
    void aFingertipOverTheTopEdgeHidesTheCellsUnderIt() {
        Mat m = printedGrid();
        Imgproc.rectangle(m, new Point(1.3 * CELL, 0), new Point(2.7 * CELL, 1.6 * CELL), new Scalar(165), Imgproc.FILLED);
        List<Integer> covered = CoveredCells.of(m, LINES, LINES, List.of());
        assertTrue(covered.contains(1) && covered.contains(2), "r1c2 and r1c3 under the finger: " + covered);
        assertTrue(covered.stream().allMatch(c -> c / 9 <= 1 && c % 9 >= 1 && c % 9 <= 2), "only cells under it: " + covered);
        m.release();
    }

    @Test
    void aFingertipUnderAGlaresCoreIsLeftToTheGlare() {
        Mat m = printedGrid();
        Imgproc.rectangle(m, new Point(3.7 * CELL, 6.8 * CELL), new Point(5.3 * CELL, 449), new Scalar(230), Imgproc.FILLED);
        List<Integer> glare = List.of(6 * 9 + 3, 6 * 9 + 4, 6 * 9 + 5, 7 * 9 + 3, 7 * 9 + 4, 7 * 9 + 5, 8 * 9 + 3, 8 * 9 + 4, 8 * 9 + 5);
        assertEquals(List.of(), CoveredCells.of(m, LINES, LINES, glare));
        m.release();
    }

    @Test
    void aPenLaidAcrossHidesTheCellsAlongIt() {
        Mat m = printedGrid();
        Point from = new Point(9.5 * CELL, 8.2 * CELL);
        Point to = new Point(3.2 * CELL, 3.4 * CELL);
        Imgproc.line(m, from, to, new Scalar(35), (int) (0.4 * CELL), Imgproc.LINE_AA);
        // its shine along it, a fifth of its width and 120 grey levels lighter (as CoveringObject
        // draws one), then the camera's slight blur of a thing nearer than the page
        Imgproc.line(m, new Point(from.x, from.y - 3), new Point(to.x, to.y - 3), new Scalar(155), 4, Imgproc.LINE_AA);
        Imgproc.GaussianBlur(m, m, new org.opencv.core.Size(0, 0), 1);
        List<Integer> covered = CoveredCells.of(m, LINES, LINES, List.of());
        assertTrue(covered.contains(5 * 9 + 5), "r6c6, on the pen's way: " + covered);
        assertFalse(covered.contains(0), "r1c1 far from it: " + covered);
        m.release();
    }
}
