package lens.vision;

import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A picture scaled by a factor, at least one pixel each way. OpenCV's own scaling by factors
 * rounds a side to zero pixels on a picture far longer than wide (a 20000x3 PNG at 640 pixels
 * across) and then fails its assertion; every scaled working copy goes through here instead.
 */
public final class Resized {
    private Resized() {
    }

    /** A new picture: {@code image} scaled by {@code scale} with {@code interpolation} (the caller releases it). */
    public static Mat by(Mat image, double scale, int interpolation) {
        Mat out = new Mat();
        // OpenCV rounds half to even (cvRound), as Math.rint does.
        double cols = Math.rint(image.cols() * scale);
        double rows = Math.rint(image.rows() * scale);
        if (cols >= 1 && rows >= 1) {
            // By the factor itself, as before: a size given recomputes the factor and moves the samples a little.
            Imgproc.resize(image, out, new Size(), scale, scale, interpolation);
        } else {
            Imgproc.resize(image, out, new Size(Math.max(1, cols), Math.max(1, rows)), 0, 0, interpolation);
        }
        return out;
    }
}
