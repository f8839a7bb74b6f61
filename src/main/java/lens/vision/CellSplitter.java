package lens.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Splits a warped grid into 81 cells and isolates each cell's digit: the square is thresholded,
 * its grid lines found ({@link GridLines}) and taken out with any fold across the page
 * ({@link FoldLines}, whose cells are named), each cell's digit isolated
 * ({@link DigitIsolator}), a nearly filled grid's empty cells looked at a second time, and
 * digits much fainter than the grid's typical one dropped ({@link InkContrast}).
 */
public final class CellSplitter {
    private final CellParams params;

    public CellSplitter(CellParams params) {
        OpenCvLoader.ensureLoaded();
        this.params = params;
    }

    public CellParams params() {
        return params;
    }

    public CellImages split(WarpedGrid grid, DebugSink debug) {
        int size = grid.size();
        double cell = size / 9.0;
        Mat bin = new Mat();
        int block = Math.max(3, (int) (cell * params.threshold().blockFraction()) | 1);
        Imgproc.adaptiveThreshold(grid.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, params.threshold().thresholdC());
        if (debug.enabled()) {
            debug.put("cells-threshold", bin);
        }
        Mat hStrokes = GridLines.strokes(bin, true, cell);
        Mat vStrokes = GridLines.strokes(bin, false, cell);
        int[] rows = GridLines.positions(hStrokes, true, cell, params.lineSearch());
        int[] cols = GridLines.positions(vStrokes, false, cell, params.lineSearch());
        // Grid lines out, digits stay: a bent line crossing a cell no longer joins its digit.
        Mat strokes = new Mat();
        Core.bitwise_or(hStrokes, vStrokes, strokes);
        List<Integer> folded;
        try (FoldLines folds = FoldLines.find(bin, hStrokes, vStrokes, rows, cols, cell)) {
            strokes = folds.removable(strokes, grid.square());
            folded = folds.cells(rows, cols);
        }
        Core.subtract(bin, strokes, bin);
        if (debug.enabled()) {
            debug.put("cells-digits", bin);
        }
        List<IsolatedDigit> found = new ArrayList<>(81);
        for (int i = 0; i < 81; i++) {
            found.add(DigitIsolator.isolate(i, bin, grid.square(), bounds(i, rows, cols), params));
        }
        bin.release();
        double floor = InkContrast.faintFloor(found, params.contrast().minRelative());
        if (found.stream().filter(f -> f.cell().filled()).count() >= params.secondLookCells()) {
            secondLook(grid, strokes, rows, cols, found, block);
        }
        hStrokes.release();
        vStrokes.release();
        strokes.release();
        List<CellImage> cells = InkContrast.dropFaint(PencilMarks.cleared(found), floor);
        if (debug.enabled()) {
            debugInks(cells, debug);
        }
        return new CellImages(cells, rows, cols, folded);
    }

    private static Rect bounds(int i, int[] rows, int[] cols) {
        int r = i / 9;
        int c = i % 9;
        return new Rect(cols[c], rows[r], Math.max(1, cols[c + 1] - cols[c]), Math.max(1, rows[r + 1] - rows[r]));
    }

    /**
     * A nearly filled grid is a hand-filled one, whose empty cells are rare: each is looked at
     * again with {@link CellParams#secondLook()} (fainter ink, handwriting pushed into a corner).
     */
    private void secondLook(WarpedGrid grid, Mat strokes, int[] rows, int[] cols, List<IsolatedDigit> found, int block) {
        CellParams p = params.secondLook();
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(grid.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, p.threshold().thresholdC());
        Core.subtract(bin, strokes, bin);
        for (int i = 0; i < 81; i++) {
            if (!found.get(i).cell().filled()) {
                found.set(i, DigitIsolator.isolate(i, bin, grid.square(), bounds(i, rows, cols), p));
            }
        }
        bin.release();
    }

    /** The isolated digits in a 9x9 mosaic, each centred on a 48 px tile. */
    private static void debugInks(List<CellImage> cells, DebugSink debug) {
        Mat mosaic = new Mat(9 * 48, 9 * 48, CvType.CV_8UC1, new Scalar(40));
        for (CellImage c : cells) {
            if (c.filled()) {
                int w = Math.min(46, c.ink().cols());
                int h = Math.min(46, c.ink().rows());
                Mat tile = mosaic.submat(new Rect(c.col() * 48 + (48 - w) / 2, c.row() * 48 + (48 - h) / 2, w, h));
                Mat part = c.ink().submat(new Rect(0, 0, w, h));
                part.copyTo(tile);
                part.release();
                tile.release();
            }
        }
        debug.put("inks", mosaic);
        mosaic.release();
    }
}
