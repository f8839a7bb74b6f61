package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Evens out the light of a picture that lies partly in a shadow (a hand's or a phone's across the
 * page). Ink is thresholded against its local mean, so a shadow's edge is darker than its
 * surroundings on one side and thresholds into a band of ink: read as 1s in empty cells, joined
 * to digits, joined to the grid's border. Dividing by the paper's level removes the edge. The
 * paper's level is a closing (the brightest nearby, then the darkest of that) wider than any
 * stroke: it fills digits and grid lines but keeps a shadow's edge where it is, so no band is
 * left beside it.
 *
 * <p>A square closing keeps a step along the grid's lines exactly (a shaded box's corner too),
 * but where the edge slants, the square's corner reaches across it into any ink lying on it (a
 * bold, blurred digit, a grid line's crossing) and the level is too dark there: the digit came
 * out half erased, the lines as white notches. A slanting edge is divided by a round closing
 * instead ({@link #slantingEdgePaper}).
 *
 * <p>Dividing every photo cost the evenly lit ones (docs/reading-notebook.md), so a grid square
 * is divided only when its paper steps down within a cell ({@link #ifShaded}), and detection
 * uses the divided photo only as a second look ({@link GridDetector}).
 */
final class EvenLight {
    /**
     * A grid square is divided when, somewhere, its paper one cell away is darker than this share
     * of it. Chosen on train and validation photos: the lowest of the evenly lit, degraded and
     * pen-rendered validation squares is 0.68 (grey-shaded cells of a hand-filled page); a 60%
     * shadow is about 0.58. At 0.70 a pen render's reading changed for the worse.
     */
    static final double SHADED_STEP = 0.65;
    /**
     * A step that slants off the grid's lines ({@link #AXIS_DEGREES}) is divided from this ratio:
     * a shadow's edge at light 0.65 measures about 0.65-0.7 and was left, its band read as 1s in
     * empty cells. Shaded boxes and the degraded photos' light falling off (the reasons for
     * {@link #SHADED_STEP}) lie along the lines or step less within a cell: at 0.72 every line of
     * the train and validation battery reads the same, printed photos under {@code eval --shadow
     * 0.65} 94 -> 97 of 104 (training) and 30 -> 32 of 32 (validation) fully right, hand-filled
     * 96 -> 99 and 27 -> 27. At 0.8 degraded training photos read 40 and 70 cells fewer.
     */
    static final double SLANTING_STEP = 0.72;
    /**
     * The paper's level steps (or dips) in a cell when its darkest place there is below this
     * share of its brightest (evenly lit cells: above 0.9).
     */
    static final double EDGE_SHARE = 0.8;
    /** Where in a cell (share of its side from each side) a step across it is looked for. */
    static final double EDGE_INSET = 0.2;
    /** The ring just inside a cell's lines (share of its side from each side): where an edge enters the cell. */
    static final double EDGE_BORDER = 0.06;
    /** A shadow's edge crosses the middles of at least this many cells (a bold digit beside a box's edge, one). */
    static final int EDGE_CROSSED = 2;
    /** The closing's side as a share of the square: over a cell, wider than any stroke. */
    private static final double KERNEL_SHARE = 1.0 / 30;
    /** The round closing's diameter as a share of the square (over a cell: {@link #slantingEdgePaper}). */
    private static final double DISC_SHARE = 0.15;
    /**
     * Steps within this many degrees of the square's sides are divided by the square closing:
     * a shaded box's step is kept exactly (the round closing rounded its corners into dark
     * corners of cells: a 1 there read as 9 on two validation photos with shaded boxes); a
     * shadow's edge is measured up to about 10 degrees nearer the axes than it lies (the grid's
     * lines pull the measure), and at 10 degrees six hard shadows of 135 read fewer right than
     * at 4.
     */
    private static final double AXIS_DEGREES = 4;

    private EvenLight() {
    }

    /**
     * A grid square as read: divided by its paper's level when a shadow's edge crosses it, with
     * the cells the edge crosses ({@code edgeCells}, in the square's order; empty when the
     * square was left as it was). A digit there is read through what is left of the edge and is
     * less sure than it seems (a 7 the edge ran through was read 6 with probability 0.49).
     */
    record Levelled(Mat square, List<Integer> edgeCells) {
        Levelled {
            edgeCells = List.copyOf(edgeCells);
        }
    }

    /**
     * The grid square itself when its light is even enough, else a new square divided by the
     * paper's level in its place ({@code square} is then released).
     */
    static Levelled ifShaded(Mat square) {
        Mat level = paperLevel(square, square.cols() * KERNEL_SHARE);
        double step = steepestStep(level);
        boolean slanting = step < SLANTING_STEP && Math.toDegrees(Math.abs(stepAngle(level))) >= AXIS_DEGREES;
        if (step >= SHADED_STEP && !slanting) {
            level.release();
            return new Levelled(square, List.of());
        }
        Mat paper = slanting ? slantingEdgePaper(square) : level;
        Mat out = divided(square, paper);
        if (slanting) {
            paper.release();
        }
        List<Integer> crossed = edgeCells(level);
        level.release();
        square.release();
        return new Levelled(out, crossed);
    }

    /**
     * The cells (of a 9 x 9 grid filling the square) whose paper's level is uneven, when a
     * shadow's edge crosses the grid; none when none does. An edge crosses the middles of
     * {@value #EDGE_CROSSED} cells or more, where the digits are: along the ring
     * {@value #EDGE_INSET} of a cell inside its sides, and along the ring just inside its lines
     * ({@value #EDGE_BORDER}), the level falls below {@link #EDGE_SHARE} of its highest. A box
     * printed on grey steps along the grid's lines (a few pixels off them where the page bends:
     * outside the inner ring), and a bold blurred digit (an 8 wider than the closing, which
     * leaves a dip in the level) lies inside the outer one: neither crosses a digit (a bold digit
     * beside a box's edge meets both rings, in one cell), and pages with shaded boxes were refused
     * as shadowed (printed training photos under {@code eval --shaded-boxes 0.3}: 15 of 103). With
     * an edge across, every cell whose level falls anywhere in it is named, as before: the edge's,
     * and where noise in a dim photo dips the level, so that a speck read there as a digit is
     * doubted (naming the crossed cells alone refused three {@code --dim 8} photos).
     */
    private static List<Integer> edgeCells(Mat level) {
        double side = level.cols() / 9.0;
        int across = 0;
        for (int cell = 0; cell < 81 && across < EDGE_CROSSED; cell++) {
            if (stepsAlong(level, cell, side, EDGE_INSET) && stepsAlong(level, cell, side, EDGE_BORDER)) {
                across++;
            }
        }
        boolean crossed = across >= EDGE_CROSSED;
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; crossed && cell < 81; cell++) {
            if (falls(level, List.of(area(level, cell, side, 0)))) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** Whether the level along the ring {@code inset} (share of a cell) inside the sides of {@code cell} steps down. */
    private static boolean stepsAlong(Mat level, int cell, double side, double inset) {
        Rect a = area(level, cell, side, inset);
        return falls(level, List.of(new Rect(a.x, a.y, a.width, 1), new Rect(a.x, a.y + a.height - 1, a.width, 1),
                new Rect(a.x, a.y, 1, a.height), new Rect(a.x + a.width - 1, a.y, 1, a.height)));
    }

    /** The part of {@code cell} (of a 9 x 9 grid filling the square) {@code inset} (share of a cell) inside its sides. */
    private static Rect area(Mat level, int cell, double side, double inset) {
        int in = (int) Math.round(inset * side);
        int x = (int) Math.round(cell % 9 * side) + in;
        int y = (int) Math.round(cell / 9 * side) + in;
        int w = Math.max(1, Math.min(level.cols(), (int) Math.round((cell % 9 + 1) * side) - in) - x);
        int h = Math.max(1, Math.min(level.rows(), (int) Math.round((cell / 9 + 1) * side) - in) - y);
        return new Rect(x, y, w, h);
    }

    /** Whether the level over {@code parts} falls below {@link #EDGE_SHARE} of its highest there. */
    private static boolean falls(Mat level, List<Rect> parts) {
        double lowest = Double.MAX_VALUE;
        double highest = 0;
        for (Rect part : parts) {
            Mat inside = level.submat(part);
            Core.MinMaxLocResult range = Core.minMaxLoc(inside);
            inside.release();
            lowest = Math.min(lowest, range.minVal);
            highest = Math.max(highest, range.maxVal);
        }
        return lowest < EDGE_SHARE * highest;
    }

    /**
     * A new grey picture of {@code grey} divided by its paper's level, measured with a closing
     * {@code width} pixels wide: lines and print narrower than that stay, light and shadow go.
     */
    static Mat levelled(Mat grey, double width) {
        Mat level = paperLevel(grey, width);
        Mat out = divided(grey, level);
        level.release();
        return out;
    }

    /**
     * The paper's level under a slanting shadow's edge: a closing by a disc
     * {@value #DISC_SHARE} of the square across (computed at half size, where it costs a quarter):
     * a disc meets a straight edge at one point whatever its slant, so only ink wider than the
     * disc is left in the level. Wider than the square closing so that a blurred digit on the
     * edge is filled too. Chosen on copies of the printed train and validation photos under a
     * shadow at a random angle (docs/reading-notebook.md, 2026-11-30 morning): 0.09 of the
     * square read fewer right, 0.22 and 0.3 no more and cost up to twice the time.
     */
    private static Mat slantingEdgePaper(Mat square) {
        Mat half = new Mat();
        Imgproc.resize(square, half, new Size(square.cols() / 2.0, square.rows() / 2.0), 0, 0, Imgproc.INTER_AREA);
        int k = Math.max(3, (int) Math.round(half.cols() * DISC_SHARE) | 1);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(k, k));
        Imgproc.morphologyEx(half, half, Imgproc.MORPH_CLOSE, kernel);
        kernel.release();
        Mat level = new Mat();
        Imgproc.resize(half, level, square.size(), 0, 0, Imgproc.INTER_LINEAR);
        half.release();
        return level;
    }

    /**
     * The direction of the paper level's steps against the square's sides, modulo a quarter turn
     * (radians, -pi/4 to pi/4): the mean of four times each gradient's angle, weighted by the
     * gradient's fourth power, so that the strongest steps (a shadow's edge) decide and edges at
     * right angles (a shadow's corner, a shaded box) agree. Measured on a 112 px copy.
     */
    static double stepAngle(Mat level) {
        Mat small = new Mat();
        Imgproc.resize(level, small, new Size(112, 112), 0, 0, Imgproc.INTER_AREA);
        Mat f = new Mat();
        small.convertTo(f, CvType.CV_32F);
        small.release();
        Mat gx = new Mat();
        Mat gy = new Mat();
        Imgproc.Sobel(f, gx, CvType.CV_32F, 1, 0);
        Imgproc.Sobel(f, gy, CvType.CV_32F, 0, 1);
        f.release();
        float[] x = new float[112 * 112];
        float[] y = new float[112 * 112];
        gx.get(0, 0, x);
        gy.get(0, 0, y);
        gx.release();
        gy.release();
        double cos4 = 0;
        double sin4 = 0;
        for (int i = 0; i < x.length; i++) {
            double xx = x[i] * (double) x[i];
            double yy = y[i] * (double) y[i];
            cos4 += (xx + yy) * (xx + yy) - 8 * xx * yy;
            sin4 += 4 * x[i] * (double) y[i] * (xx - yy);
        }
        return Math.atan2(sin4, cos4) / 4;
    }

    /** The paper's level: the brightest within {@code width}, then the darkest of that (a closing). */
    static Mat paperLevel(Mat grey, double width) {
        int k = Math.max(3, (int) Math.round(width) | 1);
        Mat level = new Mat();
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(k, k));
        Imgproc.morphologyEx(grey, level, Imgproc.MORPH_CLOSE, kernel);
        kernel.release();
        return level;
    }

    /** {@code grey} divided by {@code level}, scaled so the brightest paper (95th percentile) keeps its grey. */
    private static Mat divided(Mat grey, Mat level) {
        int paperWhite = Math.max(1, Gray.percentile(level, new Mat(), 0.95));
        Mat g = new Mat();
        Mat paper = new Mat();
        grey.convertTo(g, CvType.CV_32F);
        level.convertTo(paper, CvType.CV_32F);
        Core.max(paper, new Scalar(1), paper);
        Core.divide(g, paper, g, paperWhite);
        Mat out = new Mat();
        g.convertTo(out, CvType.CV_8U);
        g.release();
        paper.release();
        return out;
    }

    /**
     * The darkest ratio between the paper's level at two places a cell apart (1 = even light): a
     * shadow's edge steps down within a cell, light falling off across the page does not.
     */
    private static double steepestStep(Mat level) {
        Mat small = new Mat();
        Imgproc.resize(level, small, new Size(18, 18), 0, 0, Imgproc.INTER_AREA);
        byte[] v = new byte[18 * 18];
        small.get(0, 0, v);
        small.release();
        double worst = 1;
        for (int r = 1; r < 17; r++) {
            for (int c = 1; c < 17; c++) {
                int a = v[r * 18 + c] & 0xff;
                if (c + 2 < 17) {
                    worst = Math.min(worst, ratio(a, v[r * 18 + c + 2] & 0xff));
                }
                if (r + 2 < 17) {
                    worst = Math.min(worst, ratio(a, v[(r + 2) * 18 + c] & 0xff));
                }
            }
        }
        return worst;
    }

    private static double ratio(int a, int b) {
        return Math.max(a, b) == 0 ? 1 : (double) Math.min(a, b) / Math.max(a, b);
    }
}
