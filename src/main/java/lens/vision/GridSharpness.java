package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfDouble;
import org.opencv.imgproc.Imgproc;

/**
 * How sharp a warped grid is: the spread of its Laplacian over the spread of its grey levels.
 * Blur flattens the second derivative long before it changes the contrast, and dividing by the
 * contrast makes dim and bright photos compare; the frontal square has the same size for every
 * photo, so a grid shot small (and enlarged by the warp) also measures soft.
 */
public final class GridSharpness {
    private GridSharpness() {
    }

    /** The sharpness of a grey square (0 for a flat one). */
    public static double of(Mat square) {
        Mat lap = new Mat();
        Imgproc.Laplacian(square, lap, CvType.CV_64F);
        MatOfDouble mean = new MatOfDouble();
        MatOfDouble sd = new MatOfDouble();
        Core.meanStdDev(lap, mean, sd);
        double edges = sd.get(0, 0)[0];
        Core.meanStdDev(square, mean, sd);
        double contrast = sd.get(0, 0)[0];
        lap.release();
        mean.release();
        sd.release();
        return contrast < 1 ? 0 : edges / contrast;
    }
}
