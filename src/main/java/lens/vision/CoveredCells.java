package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import lens.board.Units;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The cells something lying over the grid hides: a fingertip of the hand that holds the page, a
 * pen laid across it. Each is found by what no print makes:
 * <ul>
 * <li>a finger hides the grid's lines under it: a cell's sides with almost none of the contrast
 * their lines have elsewhere ({@link #MISSING} of it), where no glare washed them out;</li>
 * <li>a pen is dark ink far thicker than print's strokes ({@link #THICK} of a cell: what is left
 * of the ink after an opening that thick), longer than any digit ({@link #LONG} cells), about as
 * dark as the print and solid ({@link #DARK}, {@link #SOLID}: the specks of a dim photo's noise,
 * joined, make a paler lace).</li>
 * </ul>
 * Digits under such a thing are partly hidden or made up of its edges (a fingertip's outline read
 * as a 0, a pen's end as a 1), and a 7 whose foot the finger hides reads as another digit that
 * can make another proper puzzle: the reading path leaves those cells out and answers only what
 * the rest settles ({@code BoardCorrection}).
 */
public final class CoveredCells {
    /** A side of a cell is hidden when it keeps under this share of its line's median contrast. */
    static final double MISSING = 0.25;
    /** At least this many hidden sides: a single one is a digit written over its line, or a broken line. */
    static final int MIN_MISSING = 3;
    /** A finger hides three or four sides of a cell under it (an edge cell's outer side counts beside two inner ones). */
    static final int CORE = 3;
    /** The most sides of one outer line a fingertip crossing it hides (it is 1.1 to 1.6 cells wide). */
    static final int FINGER_WIDE = 2;
    /** A pen's least thickness, in cells (print's strokes are under a sixth of a cell). */
    static final double THICK = 0.28;
    /** A pen's least length, in cells (a digit is shorter than a cell). */
    static final double LONG = 1.6;
    /** A pen fills at least this share of the rectangle around it (the specks of noise joined make a lace). */
    static final double SOLID = 0.4;
    /** A pen is on average at least this share of the print's contrast darker than the paper. */
    static final double DARK = 0.75;
    /** The band along the square's sides left out of the pen's search, in cells. */
    static final double EDGE = 0.2;
    /** A cell counts as covered by a pen with this share of its area under it. */
    static final double PEN_SHARE = 0.04;

    private CoveredCells() {
    }

    /**
     * The cells (0..80, in the square's order) hidden by something over the grid, ascending; empty
     * when nothing is. {@code square}: the frontal grey square (8-bit); {@code rowLines},
     * {@code colLines}: its ten lines each way; {@code glare}: cells washed out by a lamp's glare
     * (their lines are not counted as hidden).
     */
    public static List<Integer> of(Mat square, int[] rowLines, int[] colLines, List<Integer> glare) {
        if (square.type() != CvType.CV_8UC1 || rowLines.length != 10 || colLines.length != 10) {
            return List.of();
        }
        boolean[] covered = new boolean[81];
        underFinger(square, rowLines, colLines, glare, covered);
        underPen(square, rowLines, colLines, covered);
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < 81; c++) {
            if (covered[c]) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Marks the cells a finger hides: at least {@link #MIN_MISSING} sides of cells on the inner lines
     * hidden, a cell with {@link #CORE} of them, and the cells around it with two (the median
     * contrast the sides are measured against is that of the side's own line, at least half the
     * page's: thin inner lines beside thick box lines are no hidden ones).
     */
    private static void underFinger(Mat square, int[] rows, int[] cols, List<Integer> glare, boolean[] covered) {
        int n = square.cols();
        byte[] px = new byte[(int) square.total()];
        square.get(0, 0, px);
        double cell = (rows[9] - rows[0]) / 9.0;
        // contrast of each cell's side: [0] the row lines' segments (line i, cell j), [1] the columns'
        double[][][] side = new double[2][10][9];
        double[] all = new double[180];
        int k = 0;
        for (int across = 0; across < 2; across++) {
            int[] lines = across == 0 ? rows : cols;
            int[] other = across == 0 ? cols : rows;
            for (int i = 0; i < 10; i++) {
                for (int j = 0; j < 9; j++) {
                    side[across][i][j] = contrast(px, n, square.rows(), across == 0, lines[i], other[j], other[j + 1], cell,
                            i == 0 ? 1 : i == 9 ? -1 : 0);
                    all[k++] = side[across][i][j];
                }
            }
        }
        double median = median(all);
        if (median <= 0) {
            return;
        }
        int[] hidden = new int[81];
        int missing = 0;
        // the inner lines only: the outer ones often lie partly outside the square
        for (int i = 1; i < 9; i++) {
            double rowRef = Math.max(median(side[0][i]), median / 2);
            double colRef = Math.max(median(side[1][i]), median / 2);
            for (int j = 0; j < 9; j++) {
                // row line i, between columns j and j+1: the sides of cells (i-1, j) and (i, j)
                if (side[0][i][j] < MISSING * rowRef && !glare.contains((i - 1) * 9 + j) && !glare.contains(i * 9 + j)) {
                    missing++;
                    hidden[(i - 1) * 9 + j]++;
                    hidden[i * 9 + j]++;
                }
                // column line i, between rows j and j+1: the sides of cells (j, i-1) and (j, i)
                if (side[1][i][j] < MISSING * colRef && !glare.contains(j * 9 + i - 1) && !glare.contains(j * 9 + i)) {
                    missing++;
                    hidden[j * 9 + i - 1]++;
                    hidden[j * 9 + i]++;
                }
            }
        }
        if (missing < MIN_MISSING) {
            return;
        }
        int[] outer = outerHidden(side, median, glare);
        // a cell with three sides hidden is the core; its neighbours with two hidden sides go with it
        // (two hidden sides alone are a bent page's line straying from its place); a border the
        // finger crosses counts as a side
        for (int c = 0; c < 81; c++) {
            if (hidden[c] >= CORE || hidden[c] == CORE - 1 && outer[c] > 0) {
                for (int near : Units.around(c)) {
                    if (hidden[near] + outer[near] >= 2) {
                        covered[near] = true;
                    }
                }
            }
        }
    }

    /**
     * For each cell on the grid's edge, whether the grid's outer line along it is hidden as an inner
     * one would be (1) or not (0). A fingertip reaching in from the side the hand holds hides the
     * border it crosses; the edge cells it covers have only two inner sides under it (a finger over
     * the top row's second and third cells on a training photo left its outline read as a 1 and
     * made another proper puzzle). Counted only beside two hidden inner sides (an outer line is
     * often partly outside the square), and only on a border that a fingertip's width hides
     * ({@link #FINGER_WIDE} sides at most): a fold, a shadow or the frame's edge along the border
     * hides more of it.
     */
    private static int[] outerHidden(double[][][] side, double median, List<Integer> glare) {
        int[] outer = new int[81];
        for (int across = 0; across < 2; across++) {
            for (int i : new int[] {0, 9}) {
                double ref = Math.max(median(side[across][i]), median / 2);
                int edge = i == 0 ? 0 : 8;
                List<Integer> gone = new ArrayList<>();
                for (int j = 0; j < 9; j++) {
                    int cell = across == 0 ? edge * 9 + j : j * 9 + edge;
                    if (side[across][i][j] < MISSING * ref && !glare.contains(cell)) {
                        gone.add(cell);
                    }
                }
                if (gone.size() <= FINGER_WIDE) {
                    gone.forEach(cell -> outer[cell]++);
                }
            }
        }
        return outer;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }

    /**
     * The contrast of one cell's side: the median, along the side's middle (its ends, where lines
     * cross, left out), of the paper beside the line (the lighter side; for an outer line the
     * lighter of two distances inside) less the line's darkest grey. {@code rowLine}: a row line
     * at {@code at} from {@code from} to {@code to} across, else a column line; {@code inward}: 1
     * or -1 for the grid's outer lines (only the side inside the grid is paper), 0 for the inner ones.
     */
    private static double contrast(byte[] px, int n, int m, boolean rowLine, int at, int from, int to, double cell, int inward) {
        int margin = (int) Math.round(cell * 0.2);
        // a bent page's lines stray a few pixels from the straight ones
        int reach = Math.max(2, (int) Math.round(cell * 0.12));
        int off = (int) Math.round(cell * 0.3);
        // an outer line has paper on one side only: looked at twice, as a digit's stroke may lie there
        int near = Math.max(reach + 1, (int) Math.round(cell * 0.18));
        int limit = rowLine ? m : n;
        double[] values = new double[Math.max(0, to - from)];
        int count = 0;
        for (int t = from + margin; t < to - margin; t++) {
            int darkest = 255;
            for (int d = -reach; d <= reach; d++) {
                int a = at + d;
                if (a >= 0 && a < limit) {
                    darkest = Math.min(darkest, grey(px, n, rowLine, a, t));
                }
            }
            double paper;
            int before = at - off;
            int after = at + off;
            if (inward == 1 && after < limit) {
                paper = Math.max(grey(px, n, rowLine, after, t), grey(px, n, rowLine, at + near, t));
            } else if (inward == -1 && before >= 0) {
                paper = Math.max(grey(px, n, rowLine, before, t), grey(px, n, rowLine, at - near, t));
            } else if (inward == 0 && before >= 0 && after < limit) {
                paper = Math.max(grey(px, n, rowLine, before, t), grey(px, n, rowLine, after, t));
            } else {
                continue;
            }
            values[count++] = paper - darkest;
        }
        if (count == 0) {
            return Double.MAX_VALUE;
        }
        Arrays.sort(values, 0, count);
        return values[count / 2];
    }

    private static int grey(byte[] px, int n, boolean rowLine, int a, int t) {
        return (rowLine ? px[a * n + t] : px[t * n + a]) & 0xFF;
    }

    /**
     * Marks the cells under dark ink thicker than {@link #THICK} and longer than {@link #LONG}
     * cells, solid and dark as a pen is.
     */
    private static void underPen(Mat full, int[] rows, int[] cols, boolean[] covered) {
        // at half the size: a pen is over a quarter of a cell thick, and the morphology four to
        // eight times cheaper (the whole search 5.7 -> under 2 ms a call at 450 px)
        Mat square = new Mat();
        Imgproc.resize(full, square, new Size(), 0.5, 0.5, Imgproc.INTER_AREA);
        rows = Arrays.stream(rows).map(v -> v / 2).toArray();
        cols = Arrays.stream(cols).map(v -> v / 2).toArray();
        double cell = (rows[9] - rows[0]) / 9.0;
        // a median first takes out the specks of a dim photo's noise; then how much darker than the
        // paper around it each pixel is, the paper being the square closed with a cell-wide window
        // (anything thinner than a cell taken out), so that light falling off across the page
        // leaves no dark side
        Mat smooth = new Mat();
        Imgproc.medianBlur(square, smooth, 3);
        Mat paper = new Mat();
        Mat window = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(Math.round(cell), Math.round(cell)));
        Imgproc.morphologyEx(smooth, paper, Imgproc.MORPH_CLOSE, window);
        window.release();
        Mat dark = new Mat();
        Core.subtract(paper, smooth, dark);
        paper.release();
        smooth.release();
        // the print's contrast: the darkest 2%
        Mat all = new Mat();
        int ink = Gray.percentile(dark, all, 0.98);
        all.release();
        if (ink < 20) {
            dark.release();
            square.release();
            return;
        }
        Mat depth = dark.clone();
        Imgproc.threshold(dark, dark, ink / 2.0, 255, Imgproc.THRESH_BINARY);
        // a pen's shine splits it lengthwise: closed first
        int g = Math.max(3, (int) Math.round(cell * 0.12)) | 1;
        Mat gap = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(g, g));
        Imgproc.morphologyEx(dark, dark, Imgproc.MORPH_CLOSE, gap);
        gap.release();
        // the grid's outer lines, thick and partly outside the square, are no pen
        int edge = (int) Math.round(cell * EDGE);
        Imgproc.rectangle(dark, new Point(0, 0), new Point(dark.cols() - 1, dark.rows() - 1),
                new Scalar(0), 2 * edge);
        int d = Math.max(3, (int) Math.round(cell * THICK)) | 1;
        Mat disc = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(d, d));
        Imgproc.morphologyEx(dark, dark, Imgproc.MORPH_OPEN, disc);
        disc.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(dark, contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        hierarchy.release();
        Mat pens = Mat.zeros(square.size(), CvType.CV_8UC1);
        boolean any = false;
        for (int i = 0; i < contours.size(); i++) {
            MatOfPoint2f c2 = new MatOfPoint2f(contours.get(i).toArray());
            Size s = Imgproc.minAreaRect(c2).size;
            c2.release();
            if (Math.max(s.width, s.height) >= LONG * cell && Imgproc.contourArea(contours.get(i)) >= SOLID * s.area()
                    && darkness(depth, contours.get(i)) >= DARK * ink) {
                Imgproc.drawContours(pens, contours, i, new Scalar(255), -1);
                any = true;
            }
        }
        contours.forEach(Mat::release);
        dark.release();
        depth.release();
        if (any) {
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    int x0 = Math.max(0, cols[c]);
                    int y0 = Math.max(0, rows[r]);
                    int x1 = Math.min(square.cols(), cols[c + 1]);
                    int y1 = Math.min(square.rows(), rows[r + 1]);
                    if (x1 <= x0 || y1 <= y0) {
                        continue;
                    }
                    Rect box = new Rect(x0, y0, x1 - x0, y1 - y0);
                    Mat part = new Mat(pens, box);
                    if (Core.countNonZero(part) >= PEN_SHARE * box.area()) {
                        covered[r * 9 + c] = true;
                    }
                    part.release();
                }
            }
        }
        pens.release();
        square.release();
    }

    /** The mean of {@code depth} (how much darker than the paper) inside {@code contour}. */
    private static double darkness(Mat depth, MatOfPoint contour) {
        Mat mask = Mat.zeros(depth.size(), CvType.CV_8UC1);
        Imgproc.drawContours(mask, List.of(contour), 0, new Scalar(255), -1);
        double mean = Core.mean(depth, mask).val[0];
        mask.release();
        return mean;
    }
}
