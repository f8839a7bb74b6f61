package lens.vision;

import org.opencv.core.Mat;
import org.opencv.imgproc.Imgproc;

/** Grey conversion that always returns a new Mat (the caller releases it). */
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
}
