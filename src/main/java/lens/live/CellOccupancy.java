package lens.live;

import lens.vision.WarpedGrid;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * A cheap per-frame fingerprint of the grid's content: which cells hold ink, judged on a small
 * frontal warp (a fraction of a millisecond, against several for the full cell split). The
 * tracker compares it between frames to notice a different puzzle without reading any digit.
 */
final class CellOccupancy {
    /**
     * Tuning.
     *
     * @param warpSize   side of the small frontal square: 20 px cells still show a digit clearly
     * @param thresholdC how much darker than its surroundings ink must be
     * @param core       central share of a cell that is inspected (grid lines stay outside)
     * @param minInk     share of inked pixels in the core that makes a cell filled; a printed
     *                   digit covers a quarter or more, paper noise a few percent
     */
    record Params(int warpSize, double thresholdC, double core, double minInk) {
        static Params defaults() {
            return new Params(180, 10, 0.6, 0.08);
        }
    }

    private final Params params;

    CellOccupancy(Params params) {
        this.params = params;
    }

    int warpSize() {
        return params.warpSize();
    }

    /** Which of the 81 cells of a small warped grid hold ink. */
    boolean[] filled(WarpedGrid small) {
        Mat bin = new Mat();
        double cell = small.size() / 9.0;
        int block = Math.max(3, (int) (cell * 0.8) | 1);
        Imgproc.adaptiveThreshold(small.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C,
                Imgproc.THRESH_BINARY_INV, block, params.thresholdC());
        boolean[] filled = new boolean[81];
        int side = (int) Math.round(cell * params.core());
        int off = (int) Math.round((cell - side) / 2);
        for (int i = 0; i < 81; i++) {
            Rect core = new Rect((int) Math.round(i % 9 * cell) + off, (int) Math.round(i / 9 * cell) + off, side, side);
            Mat roi = bin.submat(core);
            filled[i] = Core.countNonZero(roi) >= params.minInk() * side * side;
            roi.release();
        }
        bin.release();
        return filled;
    }
}
