package lens.samples;

import java.util.Random;
import lens.vision.OpenCvLoader;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A photo of the same page taken another way than the dataset's: in poor light, or by a phone
 * camera at its full size. Unlike {@link PhotoDegrader} (what training and {@code eval --degrade}
 * see), each is one condition at a time, for {@code eval --dim} and {@code eval --full-size} to
 * say how reading holds up in it.
 */
public final class CameraConditions {
    private CameraConditions() {
    }

    /**
     * {@code photo} (8-bit BGR, not changed) as taken in poor light: each channel to the power
     * 1.8 (a camera's curve pulled down), then 0.55 / 0.5 / 0.45 of it in blue / green / red (the
     * warm cast of lamplight), plus Gaussian sensor noise of {@code noise} grey levels (0: none)
     * drawn from {@code rnd}. A new picture; the caller releases it.
     */
    public static Mat dim(Mat photo, double noise, Random rnd) {
        OpenCvLoader.ensureLoaded();
        Mat f = new Mat();
        photo.convertTo(f, CvType.CV_32FC3, 1 / 255.0);
        Core.pow(f, 1.8, f);
        Core.multiply(f, new Scalar(0.55 * 255, 0.5 * 255, 0.45 * 255), f);
        Mat out = new Mat();
        f.convertTo(out, CvType.CV_8UC3);
        f.release();
        if (noise <= 0) {
            return out;
        }
        Mat noisy = PhotoDegrader.noise(out, noise, rnd.nextInt());
        out.release();
        return noisy;
    }

    /**
     * {@code photo} (not changed) scaled up (bicubic) so that its longer side is {@code width}
     * pixels: a 4032-px phone photo of the same page, smoother than a real one. A new picture.
     */
    public static Mat fullSize(Mat photo, int width) {
        OpenCvLoader.ensureLoaded();
        double f = (double) width / Math.max(photo.cols(), photo.rows());
        Mat out = new Mat();
        Imgproc.resize(photo, out, new Size(), f, f, Imgproc.INTER_CUBIC);
        return out;
    }
}
