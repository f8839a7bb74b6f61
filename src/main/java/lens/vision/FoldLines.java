package lens.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The long straight strokes of a warped grid that lie away from every grid line: a fold across
 * the page (a newspaper is folded along its edges, so the fold runs along the grid's lines). They
 * are taken out with the grid lines, but only where they are as light as they mostly are: where
 * a fold runs through a digit its pixels are the digit's darker ink, and taking them out cut the
 * digit (a 1 under the fold vanished, a 2 lost its foot). The cells a fold crosses are named: a
 * digit there may still read as another. Owns a mask: close it.
 */
final class FoldLines implements AutoCloseable {
    /** How far (in cells) from every line position a long stroke lies to be a fold. */
    private static final double AWAY = 0.2;
    /** A fold's pixels darker than this share of its own level stay (printed ink is about a third of paper). */
    private static final double KEEP_BELOW = 0.7;
    /** A cell is crossed when a fold runs through this share of its side. */
    private static final double CROSSES = 0.5;
    /** A fold runs through at least this many cells of a column or row. */
    private static final int MIN_CELLS = 7;

    private final Mat mask;

    private FoldLines(Mat mask) {
        this.mask = mask;
    }

    /**
     * The folds among the long strokes ({@link GridLines#strokes}) of each axis, given the line
     * positions {@code rows} and {@code cols} of a square with cells {@code cell} pixels wide.
     */
    static FoldLines find(Mat hStrokes, Mat vStrokes, int[] rows, int[] cols, double cell) {
        int near = (int) Math.round(cell * AWAY);
        Mat mask = awayFrom(hStrokes, rows, near, true);
        Mat vertical = awayFrom(vStrokes, cols, near, false);
        Core.bitwise_or(mask, vertical, mask);
        vertical.release();
        return new FoldLines(mask);
    }

    boolean none() {
        return Core.countNonZero(mask) == 0;
    }

    /**
     * The part of {@code strokes} (grid lines and folds) to take out of the thresholded square
     * {@code gray} was cut into: all of it but the folds' pixels well darker than the folds' own
     * level. Releases {@code strokes} when it returns a new mask.
     */
    Mat removable(Mat strokes, Mat gray) {
        if (none()) {
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
        Core.subtract(strokes, ink, out);
        ink.release();
        strokes.release();
        return out;
    }

    /**
     * The cells (row-major, between the given line positions) through which, or within a
     * quarter of a cell of which, a fold runs for at least half their side, where it so runs
     * through {@value #MIN_CELLS} or more cells of one column or row: beside a fold the paper is
     * lighter on one side and darker on the other, and a digit there reads less surely too (a 6
     * read as 5 with 0.95); a fold crosses the whole page, whereas the shorter strays of a bent
     * line or of text beside the border do not (train and validation photos as they are: 4 of
     * 160 printed and 5 of 160 hand-filled had such strays of 2-6 cells).
     */
    List<Integer> cells(int[] rows, int[] cols) {
        List<Integer> crossed = new ArrayList<>();
        if (none()) {
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
        for (int i = 0; i < 9; i++) {
            int inColumn = 0;
            int inRow = 0;
            for (int j = 0; j < 9; j++) {
                inColumn += down[j * 9 + i] ? 1 : 0;
                inRow += across[i * 9 + j] ? 1 : 0;
            }
            for (int j = 0; j < 9; j++) {
                if (inColumn >= MIN_CELLS && down[j * 9 + i]) {
                    crossed.add(j * 9 + i);
                }
                if (inRow >= MIN_CELLS && across[i * 9 + j]) {
                    crossed.add(i * 9 + j);
                }
            }
        }
        return crossed.stream().distinct().sorted().toList();
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
