package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Two box-rows of a 9x9 grid found as if they were the whole grid are known for what they are,
 * and the whole grid is found three rows past one end; a whole grid never is.
 */
class WholeGridTest {
    /** The grid's corners in the picture: 50 px cells from (100, 80). */
    private static final double X0 = 100;
    private static final double Y0 = 80;
    private static final double CELL = 50;

    /** A 700x620 picture of a straight 9x9 grid, thin lines {@code thin} grey levels under the paper's 235. */
    private static Mat picture(int thin) {
        OpenCvLoader.ensureLoaded();
        Mat m = new Mat(620, 700, CvType.CV_8UC1, new Scalar(235));
        for (int k = 0; k <= 9; k++) {
            boolean box = k % 3 == 0;
            Scalar ink = new Scalar(box ? 30 : 235 - thin);
            double at = k * CELL;
            Imgproc.line(m, new Point(X0, Y0 + at), new Point(X0 + 9 * CELL, Y0 + at), ink, box ? 3 : 1);
            Imgproc.line(m, new Point(X0 + at, Y0), new Point(X0 + at, Y0 + 9 * CELL), ink, box ? 3 : 1);
        }
        for (int i = 0; i < 81; i += 4) {
            Imgproc.putText(m, String.valueOf(1 + i % 9), new Point(X0 + (i % 9 + 0.3) * CELL, Y0 + (i / 9 + 0.75) * CELL),
                    Imgproc.FONT_HERSHEY_SIMPLEX, 1.1, new Scalar(20), 2);
        }
        return m;
    }

    /** Rows {@code from} to {@code to} (0..9, line numbers) of the grid, all nine columns. */
    private static Quad rows(int from, int to) {
        return Quad.of(new Point(X0, Y0 + from * CELL), new Point(X0 + 9 * CELL, Y0 + from * CELL),
                new Point(X0 + 9 * CELL, Y0 + to * CELL), new Point(X0, Y0 + to * CELL));
    }

    @Test
    void theLowerSixRowsLeadToTheWholeGridAboveThem() {
        for (int thin : new int[] {120, 6}) { // crisp thin lines, and newsprint's faint ones
            Mat m = picture(thin);
            try (WarpedGrid block = GridWarper.warpLuminance(m, rows(3, 9), 450)) {
                assertEquals(CellsAcross.Block.SIX_ROWS, CellsAcross.twoBoxes(block.square()), "thin lines " + thin);
                List<Quad> ends = WholeGrid.around(block);
                assertEquals(2, ends.size());
                assertTrue(ends.get(0).meanCornerError(rows(0, 9)) < 1, "up: " + ends.get(0));
                assertTrue(ends.get(1).meanCornerError(rows(3, 12)) < 1, "down: " + ends.get(1));
            }
            m.release();
        }
    }

    @Test
    void aWholeGridIsNoBlock() {
        for (int thin : new int[] {120, 6, 0}) { // thin lines crisp, faint, lost
            Mat m = picture(thin);
            try (WarpedGrid whole = GridWarper.warpLuminance(m, rows(0, 9), 450)) {
                assertNull(CellsAcross.twoBoxes(whole.square()), "thin lines " + thin);
                assertEquals(List.of(), WholeGrid.around(whole));
                assertEquals(thin > 0, CellsAcross.nineByNine(whole.square()), "thin lines " + thin);
            }
            m.release();
        }
    }
}
