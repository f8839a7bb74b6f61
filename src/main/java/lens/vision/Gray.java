package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;

/** Grey conversion and the grey-level gradient, each returning a new Mat (the caller releases it). */
final class Gray {
    private Gray() {
    }

    static Mat of(Mat image) {
        Mat g = new Mat();
        switch (image.channels()) {
            case 1 -> image.copyTo(g);
            case 4 -> Imgproc.cvtColor(image, g, Imgproc.COLOR_BGRA2GRAY);
            default -> Imgproc.cvtColor(image, g, Imgproc.COLOR_BGR2GRAY);
        }
        return g;
    }

    /** The Sobel gradient magnitude of an 8-bit grey image, as 32-bit floats. */
    static Mat slopes(Mat grey) {
        Mat gx = new Mat();
        Mat gy = new Mat();
        Imgproc.Sobel(grey, gx, CvType.CV_32F, 1, 0);
        Imgproc.Sobel(grey, gy, CvType.CV_32F, 0, 1);
        Mat mag = new Mat();
        Core.magnitude(gx, gy, mag);
        gx.release();
        gy.release();
        return mag;
    }
}
