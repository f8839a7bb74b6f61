package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
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
    private Mat toPhoto;

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
     * second look is ({@code block} and {@code p}'s threshold, the same on every call; grid lines
     * taken out); its boxes in the square's pixels (the digit's may lie partly outside the
     * square). Empty where the digit would reach past the photo's edge.
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
        Rect box = new Rect(c.digitBox().x - pad, c.digitBox().y - pad, c.digitBox().width, c.digitBox().height);
        if (!inPhoto(box)) {
            // past the photo's edge the warp repeats its last pixels: streaks, not a digit
            c.release();
            return new IsolatedDigit(new CellImage(index, window, null, null), 0);
        }
        return new IsolatedDigit(new CellImage(index, window, c.ink(), box), d.contrast(), d.pieces());
    }

    /** Whether {@code box} (in the square's pixels) lies inside the photo. */
    private boolean inPhoto(Rect box) {
        if (toPhoto == null) {
            MatOfPoint2f square = new MatOfPoint2f(new Point(0, 0), new Point(size, 0), new Point(size, size),
                    new Point(0, size));
            MatOfPoint2f seen = corners.toMat();
            toPhoto = Imgproc.getPerspectiveTransform(square, seen);
            square.release();
            seen.release();
        }
        MatOfPoint2f ends = new MatOfPoint2f(new Point(box.x, box.y), new Point(box.x + box.width, box.y),
                new Point(box.x + box.width, box.y + box.height), new Point(box.x, box.y + box.height));
        MatOfPoint2f there = new MatOfPoint2f();
        Core.perspectiveTransform(ends, there, toPhoto);
        boolean inside = true;
        for (Point q : there.toArray()) {
            inside &= q.x >= 0 && q.y >= 0 && q.x <= photo.cols() - 1 && q.y <= photo.rows() - 1;
        }
        ends.release();
        there.release();
        return inside;
    }

    @Override
    public void close() {
        if (grey != null) {
            grey.release();
            bin.release();
        }
        if (toPhoto != null) {
            toPhoto.release();
        }
    }
}
