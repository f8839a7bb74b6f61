package lens.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The long straight strokes of a warped grid that lie away from every grid line: a fold across
 * the page (a newspaper is folded along its edges, so the fold runs along the grid's lines, or
 * slants a little off them). They are taken out with the grid lines, but only where they are as
 * light as they mostly are: where a fold runs through a digit its pixels are the digit's darker
 * ink, and taking them out cut the digit (a 1 under the fold vanished, a 2 lost its foot). The
 * cells a fold crosses are named: a digit there may still read as another. Owns a mask: close it.
 */
final class FoldLines implements AutoCloseable {
    /** How far (in cells) from every line position a long stroke lies to be a fold. */
    private static final double AWAY = 0.2;
    /** A fold's pixels darker than this share of its own level stay (printed ink is about a third of paper). */
    private static final double KEEP_BELOW = 0.7;
    /** A cell is crossed when a fold runs through this share of its side. */
    private static final double CROSSES = 0.5;
    /** A fold runs through at least this many cells down the grid, or across it. */
    private static final int MIN_CELLS = 7;
    /** Degrees off the axes a slanting fold lies within. */
    private static final double MIN_SLANT = 2.5;
    private static final double MAX_SLANT = 20;
    /** Width (px of the 450 px square) of the band taken as a slanting fold's ink. */
    private static final int SLANT_WIDTH = 5;

    private final Mat mask;
    /** Whether there is no fold at all (most squares): then nothing changes. */
    private final boolean none;

    private FoldLines(Mat mask) {
        this.mask = mask;
        this.none = Core.countNonZero(mask) == 0;
    }

    /**
     * The folds of the thresholded square {@code bin}: its long strokes ({@link GridLines#strokes})
     * of each axis lying away from that axis's line positions {@code rows} or {@code cols}, and
     * long straight lines slanting off the axes ({@link #slanting}); cells {@code cell} px wide.
     */
    static FoldLines find(Mat bin, Mat hStrokes, Mat vStrokes, int[] rows, int[] cols, double cell) {
        int near = (int) Math.round(cell * AWAY);
        Mat mask = awayFrom(hStrokes, rows, near, true);
        Mat vertical = awayFrom(vStrokes, cols, near, false);
        Core.bitwise_or(mask, vertical, mask);
        vertical.release();
        Mat slanting = slanting(bin, hStrokes, vStrokes, cell);
        Core.bitwise_or(mask, slanting, mask);
        slanting.release();
        return new FoldLines(mask);
    }

    /**
     * The ink of straight lines 1.5 cells long or longer ({@code HoughLinesP} on the square
     * without its axis strokes) slanting {@value #MIN_SLANT}-{@value #MAX_SLANT} degrees off an
     * axis: a fold not quite along the page's edge, which is no axis stroke and read as a 1 in
     * every empty cell it crossed (printed train copies folded 1 in 12: 20 of 104 fully right).
     * Digits' strokes are shorter; a bent grid line's remnant lies nearer the axes (without the
     * lower limit pen digits beside such remnants were cut). The lines are sought a degree apart
     * (half a degree cost twice the time, 9 ms a photo, the largest share of cutting the cells;
     * the folded validation copies read the same, 2026-11-29 in docs/reading-notebook.md).
     */
    private static Mat slanting(Mat bin, Mat hStrokes, Mat vStrokes, double cell) {
        Mat rest = new Mat();
        Core.subtract(bin, hStrokes, rest);
        Core.subtract(rest, vStrokes, rest);
        Mat found = new Mat();
        Imgproc.HoughLinesP(rest, found, 1, Math.PI / 180, (int) Math.round(cell), 1.5 * cell, 0.1 * cell);
        Mat lines = Mat.zeros(bin.size(), bin.type());
        for (int k = 0; k < found.rows(); k++) {
            double[] l = found.get(k, 0);
            double fromHorizontal = Math.toDegrees(Math.atan2(Math.abs(l[3] - l[1]), Math.abs(l[2] - l[0])));
            double offAxis = Math.min(fromHorizontal, 90 - fromHorizontal);
            if (offAxis >= MIN_SLANT && offAxis <= MAX_SLANT) {
                Imgproc.line(lines, new Point(l[0], l[1]), new Point(l[2], l[3]), new Scalar(255), SLANT_WIDTH);
            }
        }
        found.release();
        Core.bitwise_and(lines, rest, lines);
        rest.release();
        return lines;
    }

    /**
     * What to take out of the thresholded square {@code gray} was cut into: {@code strokes} (the
     * grid lines, and folds along them) and the slanting folds, but not the folds' pixels well
     * darker than the folds' own level. Releases {@code strokes} when it returns a new mask.
     */
    Mat removable(Mat strokes, Mat gray) {
        if (none) {
            return strokes;
        }
        // A fold's own level: its core (the strokes' widening undone) is mostly paper under the fold.
        Mat core = new Mat();
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.erode(mask, core, kernel);
        kernel.release();
        double level = Gray.percentile(gray, Core.countNonZero(core) > 0 ? core : mask, 0.5);
        core.release();
        Mat ink = new Mat();
        Imgproc.threshold(gray, ink, level * KEEP_BELOW, 255, Imgproc.THRESH_BINARY_INV);
        Core.bitwise_and(ink, mask, ink);
        Mat out = new Mat();
        Core.bitwise_or(strokes, mask, out);
        Core.subtract(out, ink, out);
        ink.release();
        strokes.release();
        return out;
    }

    /**
     * The cells (row-major, between the given line positions) through which, or within a
     * quarter of a cell of which, a fold runs for at least half their side, where folds so run
     * through {@value #MIN_CELLS} or more cells down the grid (or across it) in all: beside a
     * fold the paper is lighter on one side and darker on the other, and a digit there reads less
     * surely too (a 6 read as 5 with 0.95); a fold crosses the whole page, whereas the shorter
     * strays of a bent line or of text beside the border do not (train and validation photos as
     * they are: 2 of 320 have 7 or more such cells, 9 had 2-6).
     */
    List<Integer> cells(int[] rows, int[] cols) {
        List<Integer> crossed = new ArrayList<>();
        if (none) {
            return crossed;
        }
        boolean[] down = new boolean[81];
        boolean[] across = new boolean[81];
        int size = mask.rows();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int side = Math.max(1, Math.min(rows[r + 1] - rows[r], cols[c + 1] - cols[c]));
                int beside = side / 4;
                Mat in = mask.submat(Math.max(0, rows[r] - beside), Math.min(size, Math.max(rows[r] + 1, rows[r + 1]) + beside),
                        Math.max(0, cols[c] - beside), Math.min(size, Math.max(cols[c] + 1, cols[c + 1]) + beside));
                Mat perColumn = new Mat();
                Mat perRow = new Mat();
                Core.reduce(in, perColumn, 0, Core.REDUCE_MAX);
                Core.reduce(in, perRow, 1, Core.REDUCE_MAX);
                // A vertical fold covers the cell's rows, a horizontal one its columns.
                down[r * 9 + c] = Core.countNonZero(perRow) >= CROSSES * side;
                across[r * 9 + c] = Core.countNonZero(perColumn) >= CROSSES * side;
                perColumn.release();
                perRow.release();
                in.release();
            }
        }
        int downCells = 0;
        int acrossCells = 0;
        for (int i = 0; i < 81; i++) {
            downCells += down[i] ? 1 : 0;
            acrossCells += across[i] ? 1 : 0;
        }
        for (int i = 0; i < 81; i++) {
            if (downCells >= MIN_CELLS && down[i] || acrossCells >= MIN_CELLS && across[i]) {
                crossed.add(i);
            }
        }
        return crossed;
    }

    /** The strokes of one axis lying farther than {@code near} pixels from every one of its line positions. */
    private static Mat awayFrom(Mat strokes, int[] at, int near, boolean horizontal) {
        Mat away = strokes.clone();
        int size = horizontal ? strokes.rows() : strokes.cols();
        for (int p : at) {
            int from = Math.max(0, p - near);
            int to = Math.min(size, p + near + 1);
            if (to > from) {
                Mat band = horizontal ? away.rowRange(from, to) : away.colRange(from, to);
                band.setTo(new Scalar(0));
                band.release();
            }
        }
        return away;
    }

    @Override
    public void close() {
        mask.release();
    }
}
