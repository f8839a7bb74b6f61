package lens.vision;

import java.util.Arrays;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * Measures how a cell's digit was put on the paper, from the frontal grey square: how dark its
 * ink is against the paper around it, how wide its strokes are and how much that width varies,
 * how sharp its edges are, and its size and place in the cell. Printed digits of one page share
 * one font, one ink and one place in the cell; a pen's strokes vary, sit anywhere and are often
 * fainter: {@link lens.pipeline.InkClassifier} tells the two apart from these measurements.
 */
public final class InkMeasure {
    private InkMeasure() {
    }

    /**
     * The measurements of one filled cell ({@code cell.filled()}), in the square the cells were
     * split from, and the ink's hue in {@code colour} (the same square in colour; null or grey: no hue).
     * Sizes are fractions of the cell's side, grey levels are 0..255.
     */
    public static InkStats measure(Mat square, Mat colour, CellImage cell) {
        if (!cell.filled()) {
            throw new IllegalArgumentException("cell " + cell.index() + " is empty");
        }
        Rect b = cell.bounds();
        Rect d = cell.digitBox();
        double side = Math.min(b.width, b.height);
        Mat mask = new Mat();
        Imgproc.threshold(cell.ink(), mask, 127, 255, Imgproc.THRESH_BINARY);
        Rect digit = clip(d, square);
        if (!digit.equals(d) && mask.cols() == d.width && mask.rows() == d.height && digit.x >= d.x && digit.y >= d.y
                && digit.x + digit.width <= d.x + d.width && digit.y + digit.height <= d.y + d.height) {
            // a digit written over the grid's outer line: measured on its part in the square
            Mat inSquare = new Mat(mask, new Rect(digit.x - d.x, digit.y - d.y, digit.width, digit.height)).clone();
            mask.release();
            mask = inSquare;
        }
        Rect inner = inner(b, square);
        Mat patch = square.submat(digit);
        Mat raw = patch.cols() == mask.cols() && patch.rows() == mask.rows() ? patch : null;
        double ink = raw == null ? 0 : Core.mean(raw, mask).val[0];
        double paper = paperLevel(square, inner);
        double[] widths = strokeWidths(mask);
        double sharp = raw == null ? 0 : edgeSharpness(raw, mask);
        double[] hue = colour == null || colour.channels() != 3 || raw == null ? null
                : InkHue.of(colour, inner, digit, mask);
        double cx = (d.x + d.width / 2.0 - (b.x + b.width / 2.0)) / side;
        double cy = (d.y + d.height / 2.0 - (b.y + b.height / 2.0)) / side;
        mask.release();
        patch.release();
        return new InkStats(cell.index(), Math.max(0, paper - ink), widths[0] / side, widths[1],
                sharp / Math.max(1, paper - ink), d.height / side, d.width / side, cx, cy, hue);
    }

    /** A cell's inner three quarters (cell box {@code b}) within {@code square}: mostly paper, no grid line. */
    private static Rect inner(Rect b, Mat square) {
        int dx = b.width / 8;
        int dy = b.height / 8;
        return clip(new Rect(b.x + dx, b.y + dy, Math.max(1, b.width - 2 * dx), Math.max(1, b.height - 2 * dy)), square);
    }

    /** The paper's grey level: the 80th percentile of the cell's inner part {@code inner}. */
    private static double paperLevel(Mat square, Rect inner) {
        Mat p = square.submat(inner);
        byte[] px = new byte[(int) p.total()];
        Mat c = p.clone();
        c.get(0, 0, px);
        c.release();
        p.release();
        int[] v = new int[px.length];
        for (int i = 0; i < px.length; i++) {
            v[i] = px[i] & 0xff;
        }
        Arrays.sort(v);
        return v[(int) (v.length * 0.8)];
    }

    /**
     * The mean stroke width in pixels (twice the distance to the background along the strokes'
     * middle) and its coefficient of variation: a font's strokes are even, a pen's are not.
     */
    private static double[] strokeWidths(Mat mask) {
        Mat dist = new Mat();
        Imgproc.distanceTransform(mask, dist, Imgproc.DIST_L2, 3);
        int w = dist.cols();
        int h = dist.rows();
        float[] v = new float[w * h];
        dist.get(0, 0, v);
        dist.release();
        double sum = 0;
        double sq = 0;
        int n = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                float c = v[y * w + x];
                if (c <= 0) {
                    continue;
                }
                // A ridge pixel: no 4-neighbour is further from the background.
                boolean ridge = (x == 0 || v[y * w + x - 1] <= c) && (x == w - 1 || v[y * w + x + 1] <= c)
                        && (y == 0 || v[(y - 1) * w + x] <= c) && (y == h - 1 || v[(y + 1) * w + x] <= c);
                if (ridge) {
                    sum += 2 * c;
                    sq += 4 * c * c;
                    n++;
                }
            }
        }
        if (n == 0) {
            return new double[] {0, 0};
        }
        double mean = sum / n;
        double var = Math.max(0, sq / n - mean * mean);
        return new double[] {mean, Math.sqrt(var) / mean};
    }

    /** The mean grey-level gradient on the ink's outline (a crisp print edge is steep, a blurred pen stroke soft). */
    private static double edgeSharpness(Mat raw, Mat mask) {
        Mat mag = Gray.slopes(raw);
        Mat eroded = new Mat();
        Imgproc.erode(mask, eroded, new Mat());
        Mat edge = new Mat();
        Core.subtract(mask, eroded, edge);
        eroded.release();
        double m = Core.countNonZero(edge) == 0 ? 0 : Core.mean(mag, edge).val[0] / 8;
        edge.release();
        mag.release();
        return m;
    }

    /**
     * The part of {@code r} inside {@code m} (at least a pixel, at {@code m}'s nearest edge when
     * {@code r} lies wholly outside): a box reaching past a side is cut there, not moved in.
     */
    private static Rect clip(Rect r, Mat m) {
        int x = Math.max(0, Math.min(r.x, m.cols() - 1));
        int y = Math.max(0, Math.min(r.y, m.rows() - 1));
        return new Rect(x, y, Math.max(1, Math.min(r.x + r.width, m.cols()) - x),
                Math.max(1, Math.min(r.y + r.height, m.rows()) - y));
    }
}
