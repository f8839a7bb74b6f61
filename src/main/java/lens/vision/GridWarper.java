package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Warps the grid quad of a photo to a square grey image (the frontal view). For reading, the
 * colour square is made first and turned grey by {@link Gray#ofInk}, so the colour work is on the
 * grid's pixels only.
 */
public final class GridWarper {
    private GridWarper() {
    }

    /**
     * The square the digits are read from, in the ink grey ({@link Gray#ofInk}), evened out when
     * a shadow's edge crosses it ({@link EvenLight}; the cells it crosses are in
     * {@link WarpedGrid#shadowEdge}), straightened along a bent page's lines ({@link GridMesh}; then
     * {@link WarpedGrid#crossings} says where they cross). {@code size} is the square's side: 9
     * cells of size/9 pixels.
     */
    public static WarpedGrid warp(Mat image, Quad corners, int size) {
        return toSquare(image, corners, size, true);
    }

    /**
     * The square in the luminance, warped from a grey picture: a third of the work of
     * {@link #warp}, for the live path's test of which cells hold ink on every frame (with the
     * colour warp its p50 went from 0.40 to 0.42-0.57 ms, `bench-live`, load 1.2).
     */
    public static WarpedGrid warpLuminance(Mat image, Quad corners, int size) {
        return toSquare(image, corners, size, false);
    }

    private static WarpedGrid toSquare(Mat image, Quad corners, int size, boolean ink) {
        OpenCvLoader.ensureLoaded();
        MatOfPoint2f src = corners.toMat();
        MatOfPoint2f dst = new MatOfPoint2f(new Point(0, 0), new Point(size, 0), new Point(size, size),
                new Point(0, size));
        Mat toSquare = Imgproc.getPerspectiveTransform(src, dst);
        Mat toImage = toSquare.inv();
        src.release();
        dst.release();
        if (ink) {
            GridMesh.Square colour = GridMesh.square(image, toImage, size);
            EvenLight.Levelled square = EvenLight.ifShaded(Gray.ofInk(colour.colour()));
            colour.colour().release();
            return new WarpedGrid(square.square(), toSquare, toImage, size, corners, square.edgeCells(), colour.crossings());
        }
        Mat grey = Gray.of(image);
        Mat square = warped(grey, toSquare, size);
        grey.release();
        return new WarpedGrid(square, toSquare, toImage, size, corners);
    }

    private static Mat warped(Mat image, Mat toSquare, int size) {
        Mat out = new Mat();
        Imgproc.warpPerspective(image, out, toSquare, new Size(size, size), Imgproc.INTER_LINEAR,
                Core.BORDER_REPLICATE);
        return out;
    }
}
