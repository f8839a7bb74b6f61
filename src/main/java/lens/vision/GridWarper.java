package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Warps the grid quad of a photo to a square grey image (the frontal view). The colour square is
 * made first and turned grey by {@link Gray#ofInk}, so the colour work is on the grid's pixels
 * only (the live path warps every frame).
 */
public final class GridWarper {
    private GridWarper() {
    }

    /** {@code size} is the square's side: 9 cells of size/9 pixels. */
    public static WarpedGrid warp(Mat image, Quad corners, int size) {
        OpenCvLoader.ensureLoaded();
        MatOfPoint2f src = corners.toMat();
        MatOfPoint2f dst = new MatOfPoint2f(new Point(0, 0), new Point(size, 0), new Point(size, size),
                new Point(0, size));
        Mat toSquare = Imgproc.getPerspectiveTransform(src, dst);
        Mat toImage = toSquare.inv();
        Mat colour = new Mat();
        Imgproc.warpPerspective(image, colour, toSquare, new Size(size, size), Imgproc.INTER_LINEAR,
                Core.BORDER_REPLICATE);
        Mat square = Gray.ofInk(colour);
        colour.release();
        src.release();
        dst.release();
        return new WarpedGrid(square, toSquare, toImage, size, corners);
    }
}
