package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class CellsAcrossTest {
    private static final int SIDE = 450;

    /**
     * A warped square of a grid with {@code n} cells a side, boxes of {@code box} cells drawn
     * thicker, digits in some cells; {@code thinLines}: whether the cell lines are drawn at all.
     */
    private static Mat square(int n, int box, boolean thinLines) {
        OpenCvLoader.ensureLoaded();
        Mat m = new Mat(SIDE, SIDE, CvType.CV_8UC1, new Scalar(235));
        double cell = (SIDE - 1) / (double) n;
        for (int k = 0; k <= n; k++) {
            boolean thick = k % box == 0;
            if (!thick && !thinLines) {
                continue;
            }
            int at = (int) Math.round(k * cell);
            Imgproc.line(m, new Point(0, at), new Point(SIDE - 1, at), new Scalar(30), thick ? 3 : 1);
            Imgproc.line(m, new Point(at, 0), new Point(at, SIDE - 1), new Scalar(30), thick ? 3 : 1);
        }
        for (int i = 0; i < n * n; i += 3) {
            Imgproc.putText(m, String.valueOf(1 + i % 9), new Point((i % n + 0.3) * cell, (i / n + 0.75) * cell),
                    Imgproc.FONT_HERSHEY_SIMPLEX, cell / 45.0, new Scalar(20), 2);
        }
        return m;
    }

    @Test
    void gridsOfOtherSizesAreNamed() {
        int[][] sizes = {{6, 3}, {12, 3}, {16, 4}, {8, 4}, {15, 15}, {13, 13}, {11, 11}};
        for (int[] s : sizes) {
            Mat m = square(s[0], s[1], true);
            assertEquals(OptionalInt.of(s[0]), CellsAcross.otherThanNine(m), s[0] + " cells a side");
            m.release();
        }
    }

    /** A 9x9 grid is 9, and one whose thin lines are lost (only its boxes seen) is no other size either. */
    @Test
    void aNineByNineGridIsNotAnotherSize() {
        for (boolean thin : new boolean[] {true, false}) {
            Mat m = square(9, 3, thin);
            assertEquals(OptionalInt.empty(), CellsAcross.otherThanNine(m), "thin lines drawn: " + thin);
            m.release();
        }
    }
}
