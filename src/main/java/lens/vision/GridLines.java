package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds a warped grid's lines: the long horizontal and vertical strokes (grid lines, never
 * digits), and the 10 line positions along each axis as peaks of those strokes' row or column
 * sums, each searched near its uniform place (so a bent page or a slightly wrong corner is
 * followed). When the found lines are implausibly spaced, the uniform ones are used.
 */
final class GridLines {
    private GridLines() {
    }

    /** Horizontal or vertical ink strokes longer than 1.5 cells: grid lines, never digits. */
    static Mat strokes(Mat bin, boolean horizontal, double cell) {
        int len = (int) Math.round(cell * 1.5);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, horizontal ? new Size(len, 1) : new Size(1, len));
        Mat strokes = new Mat();
        Imgproc.morphologyEx(bin, strokes, Imgproc.MORPH_OPEN, kernel);
        kernel.release();
        // Widen by a pixel across the line: the anti-aliased edges of a line are ink too.
        Mat grow = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, horizontal ? new Size(1, 3) : new Size(3, 1));
        Imgproc.dilate(strokes, strokes, grow);
        grow.release();
        return strokes;
    }

    /** The 10 line positions along one axis, from that axis's strokes; {@code search}: reach in cells. */
    static int[] positions(Mat strokes, boolean horizontal, double cell, double search) {
        int size = strokes.rows();
        Mat sums = new Mat();
        // Sum along the line direction: for horizontal lines, one sum per row.
        Core.reduce(strokes, sums, horizontal ? 1 : 0, Core.REDUCE_SUM, CvType.CV_32S);
        int[] s = new int[size];
        sums.get(0, 0, s);
        sums.release();
        int[] at = new int[10];
        int reach = (int) Math.round(cell * search);
        for (int i = 0; i <= 9; i++) {
            int expected = (int) Math.round(i * cell);
            int best = -1;
            int bestSum = (int) (0.35 * size * 255);
            for (int p = Math.max(0, expected - reach); p <= Math.min(size - 1, expected + reach); p++) {
                if (s[p] > bestSum) {
                    bestSum = s[p];
                    best = p;
                }
            }
            at[i] = best >= 0 ? best : Math.min(size, expected);
        }
        at[0] = Math.min(at[0], (int) (cell * 0.15));
        at[9] = Math.max(at[9], size - (int) (cell * 0.15));
        for (int i = 0; i < 9; i++) {
            int gap = at[i + 1] - at[i];
            if (gap < cell * 0.6 || gap > cell * 1.4) {
                return uniform(size);
            }
        }
        return at;
    }

    /** Lines evenly spaced over a square of side {@code size}. */
    static int[] uniform(int size) {
        int[] at = new int[10];
        for (int i = 0; i <= 9; i++) {
            at[i] = (int) Math.round(i * size / 9.0);
        }
        return at;
    }
}
