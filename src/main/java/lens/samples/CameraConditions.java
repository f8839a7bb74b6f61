package lens.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.vision.OpenCvLoader;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A photo of the same page taken another way than the dataset's: in poor light, by a phone
 * camera at its full size, with a lamp's glare on glossy paper, or with a shadow across it. Unlike {@link PhotoDegrader}
 * (what training and {@code eval --degrade} see), each is one condition at a time, for
 * {@code eval --dim}, {@code --full-size}, {@code --glare} and {@code --shadow} to say how reading holds up in it
 * ({@link PhotoTurn} for {@code --turn}, which moves the grid's corners).
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

    /**
     * {@code photo} (not changed) under a lamp's glare: a round bright spot, its radius 12-24% of
     * the photo's shorter side, its centre in the middle 40% of the photo, whitening 60-95% there
     * and falling off as a Gaussian, all drawn from {@code rnd}. A new picture.
     */
    public static Mat glare(Mat photo, Random rnd) {
        OpenCvLoader.ensureLoaded();
        int w = photo.cols();
        int h = photo.rows();
        double cx = w * (0.3 + 0.4 * rnd.nextDouble());
        double cy = h * (0.3 + 0.4 * rnd.nextDouble());
        double r = Math.min(w, h) * (0.12 + 0.12 * rnd.nextDouble());
        double peak = 0.6 + 0.35 * rnd.nextDouble();
        // The share of white at each pixel, as a float picture of the photo's channels.
        Mat share = new Mat(h, w, CvType.CV_32F);
        float[] row = new float[w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double d2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / (r * r);
                row[x] = (float) (peak * Math.exp(-d2));
            }
            share.put(y, 0, row);
        }
        Mat f = new Mat();
        photo.convertTo(f, CvType.CV_32F);
        List<Mat> planes = new ArrayList<>();
        Core.split(f, planes);
        for (Mat p : planes) {
            // p + (255 - p) * share
            Mat gap = new Mat(p.size(), p.type(), new Scalar(255));
            Core.subtract(gap, p, gap);
            Core.multiply(gap, share, gap);
            Core.add(p, gap, p);
            gap.release();
        }
        Core.merge(planes, f);
        planes.forEach(Mat::release);
        share.release();
        Mat out = new Mat();
        f.convertTo(out, photo.type());
        f.release();
        return out;
    }

    /**
     * {@code photo} (not changed) with a shadow's straight edge across it, as a hand's or the
     * phone's own casts: the light falls to {@code light} (0..1) on one side of a line at any
     * slant through a point in the middle 40% of the photo, over an edge as soft as a Gaussian
     * blur of 0.3-1.5% of the photo's shorter side (2-7 px on a 640 x 480 photo: a lamp near
     * the page), all drawn from {@code rnd}. Ink darkens with the paper, as under a real
     * shadow. A new picture.
     */
    public static Mat shadow(Mat photo, double light, Random rnd) {
        double x = photo.cols() * (0.3 + 0.4 * rnd.nextDouble());
        double y = photo.rows() * (0.3 + 0.4 * rnd.nextDouble());
        double angle = 2 * Math.PI * rnd.nextDouble();
        double soft = Math.min(photo.cols(), photo.rows()) * (0.003 + 0.012 * rnd.nextDouble());
        return shadow(photo, light, x, y, angle, soft);
    }

    /**
     * {@code photo} (not changed) with the light falling to {@code light} beyond a straight edge
     * through ({@code x}, {@code y}), on the side direction {@code towards} points to (radians, 0:
     * +x, y down), over a Gaussian edge of sigma {@code soft} px. A new picture.
     */
    public static Mat shadow(Mat photo, double light, double x, double y, double towards, double soft) {
        OpenCvLoader.ensureLoaded();
        int w = photo.cols();
        int h = photo.rows();
        double nx = Math.cos(towards);
        double ny = Math.sin(towards);
        Mat lit = new Mat(h, w, CvType.CV_32F);
        float[] row = new float[w];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                // the share of the light kept: a Gaussian edge (the logistic curve that matches it)
                double across = ((c - x) * nx + (r - y) * ny) / soft;
                row[c] = (float) (light + (1 - light) / (1 + Math.exp(1.702 * across)));
            }
            lit.put(r, 0, row);
        }
        Mat out = PhotoDegrader.timesGain(photo, lit);
        lit.release();
        return out;
    }
}
