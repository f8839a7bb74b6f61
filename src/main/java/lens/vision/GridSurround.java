package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * The grid seen from the front with a cell's margin round it, warped from the photo: the square
 * ({@link WarpedGrid}) stops at the grid's outer lines, and a digit written over one of them goes
 * on past it (a 9 written high in the top row keeps only its tail inside, read as empty or as a
 * 7). Warped straight through the grid's corners in the ink grey ({@link Gray#ofInk}), no glare,
 * shadow or bend mended: only outer cells' digits are looked for in it, and only when the square
 * finds none ({@link CellSplitter}). Made when first asked, from the photo given (not copied:
 * it must outlive this); close it.
 */
public final class GridSurround implements AutoCloseable {
    private final Mat photo;
    private final Quad corners;
    private final int size;
    private final int pad;
    private Mat grey;
    private Mat bin;

    /** The surround of the grid at {@code corners} of {@code photo} (BGR or grey), its square {@code size} pixels. */
    public GridSurround(Mat photo, Quad corners, int size) {
        this.photo = photo;
        this.corners = corners;
        this.size = size;
        this.pad = (int) Math.ceil(size / 9.0);
    }

    /**
     * The digit of outer cell {@code index} in {@code window} (in the square's pixels, reaching
     * past its side), isolated by rules {@code p} from the surround thresholded as the square's
     * second look is ({@code block}, {@code p}'s threshold, the same on every call; grid lines taken out); its boxes in
     * the square's pixels (the digit's may lie partly outside the square).
     */
    IsolatedDigit isolate(int index, Rect window, int block, CellParams p) {
        if (bin == null) {
            grey = GridWarper.surround(photo, corners, size, pad);
            bin = new Mat();
            Imgproc.adaptiveThreshold(grey, bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV, block,
                    p.threshold().thresholdC());
            double cell = size / 9.0;
            Mat h = GridLines.strokes(bin, true, cell);
            Mat v = GridLines.strokes(bin, false, cell);
            Core.subtract(bin, h, bin);
            Core.subtract(bin, v, bin);
            h.release();
            v.release();
        }
        Rect there = CellSplitter.clip(new Rect(window.x + pad, window.y + pad, window.width, window.height), bin.cols(),
                bin.rows());
        IsolatedDigit d = DigitIsolator.isolate(index, bin, grey, there, p);
        CellImage c = d.cell();
        if (!c.filled()) {
            return d;
        }
        Rect box = c.digitBox();
        return new IsolatedDigit(new CellImage(index, window, c.ink(), new Rect(box.x - pad, box.y - pad, box.width,
                box.height)), d.contrast(), d.pieces());
    }

    @Override
    public void close() {
        if (grey != null) {
            grey.release();
            bin.release();
        }
    }
}
