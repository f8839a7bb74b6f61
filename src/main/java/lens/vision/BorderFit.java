package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Fits each of a grid's four border lines on its own, in a frontal view where the border is
 * about where a rectangle says. Along each side, every cell-wide segment votes for the line's
 * position (the centroid of the stroke ink nearest the rectangle's side); the straight line most
 * votes agree with, refitted on them, is the side. The corners are the sides'
 * intersections. Unlike the rectangle, which assumes the view is already frontal, this corrects
 * a rough corner that tilted one side of the view.
 */
final class BorderFit {
    /** Fewest segments (of nine) that must see the line for a side to be fitted. */
    private static final int MIN_VOTES = 4;
    /** A segment sees the line when this share of its length is stroke ink in the best row. */
    private static final double MIN_COVER = 0.35;
    /** Votes within this many pixels of a line agree with it. */
    private static final double OUTLIER_PX = 3;

    private BorderFit() {
    }

    /**
     * The four corners (clockwise from top-left, in view pixels) of the border lines near the
     * rectangle {@code x0..x1, y0..y1}, searched within {@code reach} pixels of it and moved
     * {@code out} pixels outwards. A side with too few votes (cut off by the photo's edge, or
     * faint) stays the rectangle's side moved by {@code keptOut}.
     */
    static Point[] fit(Mat bin, double x0, double x1, double y0, double y1, double reach, double out, double keptOut) {
        double cell = (x1 - x0 + y1 - y0) / 18.0;
        Mat h = strokes(bin, true, cell);
        Mat v = strokes(bin, false, cell);
        double[] top = moved(side(h, true, y0, x0, x1, reach), y0, -out, -keptOut);
        double[] bottom = moved(side(h, true, y1, x0, x1, reach), y1, out, keptOut);
        double[] left = moved(side(v, false, x0, y0, y1, reach), x0, -out, -keptOut);
        double[] right = moved(side(v, false, x1, y0, y1, reach), x1, out, keptOut);
        h.release();
        v.release();
        return new Point[] {cross(top, left), cross(top, right), cross(bottom, right), cross(bottom, left)};
    }

    /** The fitted side moved by {@code out}, or when none, the rough one at {@code at} moved by {@code keptOut}. */
    private static double[] moved(double[] fitted, double at, double out, double keptOut) {
        return fitted == null ? new double[] {at + keptOut, 0} : new double[] {fitted[0] + out, fitted[1]};
    }

    /** Strokes at least a cell long: a border tilted by half a cell over the grid still passes. */
    private static Mat strokes(Mat bin, boolean horizontal, double cell) {
        int len = (int) Math.round(cell);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, horizontal ? new Size(len, 1) : new Size(1, len));
        Mat s = new Mat();
        Imgproc.morphologyEx(bin, s, Imgproc.MORPH_OPEN, kernel);
        kernel.release();
        return s;
    }

    /**
     * One side as {a, b}: for a horizontal side y = a + b x, for a vertical one x = a + b y.
     * {@code at} is the side's rough position across it, {@code from..to} its extent along it.
     */
    private static double[] side(Mat strokes, boolean horizontal, double at, double from, double to, double reach) {
        int across = horizontal ? strokes.rows() : strokes.cols();
        int lo = (int) Math.max(0, Math.floor(at - reach));
        int hi = (int) Math.min(across - 1, Math.ceil(at + reach));
        if (hi - lo < 2) {
            return null;
        }
        double[] ts = new double[9];
        double[] ps = new double[9];
        int n = 0;
        double seg = (to - from) / 9;
        for (int k = 0; k < 9; k++) {
            int a = (int) Math.round(from + k * seg);
            int len = Math.max(1, (int) Math.round(seg));
            int along = horizontal ? strokes.cols() : strokes.rows();
            if (a < 0 || a + len > along) {
                continue;
            }
            Rect r = horizontal ? new Rect(a, lo, len, hi - lo + 1) : new Rect(lo, a, hi - lo + 1, len);
            Mat part = strokes.submat(r);
            Mat sums = new Mat();
            Core.reduce(part, sums, horizontal ? 1 : 0, Core.REDUCE_SUM, CvType.CV_32S);
            part.release();
            int[] p = new int[hi - lo + 1];
            sums.get(0, 0, p);
            sums.release();
            double pos = peakCentroid(p, at - lo, len * 255 * MIN_COVER);
            if (!Double.isNaN(pos)) {
                ts[n] = a + len / 2.0;
                ps[n] = lo + pos;
                n++;
            }
        }
        if (n < MIN_VOTES) {
            return null;
        }
        // The line through two votes that most others agree with, then refitted on those: a
        // streak of ink beside the border in a few segments does not pull it.
        boolean[] keep = null;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double b = (ps[j] - ps[i]) / (ts[j] - ts[i]);
                double a = ps[i] - b * ts[i];
                boolean[] in = new boolean[n];
                int count = 0;
                for (int k = 0; k < n; k++) {
                    in[k] = Math.abs(ps[k] - a - b * ts[k]) <= OUTLIER_PX;
                    count += in[k] ? 1 : 0;
                }
                if (count > kept) {
                    kept = count;
                    keep = in;
                }
            }
        }
        return kept >= MIN_VOTES ? lineFit(ts, ps, n, keep) : null;
    }

    /**
     * The ink centroid (in index units) of the line nearest {@code centre} in the profile, NaN
     * when no peak reaches {@code min}. A line is a local maximum; its extent is the run of its
     * neighbours above half its height. The nearest, not the strongest: a dark page edge or bar
     * beside the grid can be stronger than its border.
     */
    private static double peakCentroid(int[] p, double centre, double min) {
        int best = -1;
        for (int i = 0; i < p.length; i++) {
            boolean peak = p[i] >= min && (i == 0 || p[i] >= p[i - 1]) && (i == p.length - 1 || p[i] >= p[i + 1]);
            if (peak && (best < 0 || Math.abs(i - centre) < Math.abs(best - centre))) {
                best = i;
            }
        }
        if (best < 0) {
            return Double.NaN;
        }
        double sum = 0;
        double weighted = 0;
        for (int i = best; i >= 0 && p[i] * 2 >= p[best]; i--) {
            sum += p[i];
            weighted += (double) p[i] * i;
        }
        for (int i = best + 1; i < p.length && p[i] * 2 >= p[best]; i++) {
            sum += p[i];
            weighted += (double) p[i] * i;
        }
        return weighted / sum;
    }

    /** Least squares p = a + b t over the kept points (all when {@code keep} is null). */
    private static double[] lineFit(double[] t, double[] p, int n, boolean[] keep) {
        double st = 0;
        double sp = 0;
        double stt = 0;
        double stp = 0;
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (keep == null || keep[i]) {
                st += t[i];
                sp += p[i];
                stt += t[i] * t[i];
                stp += t[i] * p[i];
                m++;
            }
        }
        double den = m * stt - st * st;
        double b = Math.abs(den) < 1e-9 ? 0 : (m * stp - st * sp) / den;
        return new double[] {(sp - b * st) / m, b};
    }

    /** The crossing of a horizontal side y = a + b x with a vertical side x = c + d y. */
    private static Point cross(double[] horizontal, double[] vertical) {
        double a = horizontal[0];
        double b = horizontal[1];
        double c = vertical[0];
        double d = vertical[1];
        double y = (a + b * c) / (1 - b * d);
        return new Point(c + d * y, y);
    }
}
