package lens.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.vision.OpenCvLoader;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * A worse photo of the same page: what a phone makes of it out of focus, in poor light, from
 * further away or saved small. Applied to the dataset's photos before the reading path cuts
 * them, so that training (and {@code eval --degrade}) sees the digit shapes isolation really
 * makes of a blurred or dim page: a blurred printed 1 thresholds into a bar with knobs at both
 * ends, which the model read as 8 with 0.99 (validation photos blurred by 2 px: 18 misread
 * cells, most of them 1s), not the evenly blurred digit that augmenting the isolated ink gives.
 *
 * <p>Each photo gets one to three of: Gaussian blur, light falling off towards one side, sensor
 * noise, a smaller picture, a low-quality JPEG; strengths are scaled to a 640-pixel-wide photo.
 * The same {@link Random} state gives the same picture.
 */
public final class PhotoDegrader {
    /** At most this many degradations a photo: more leave little a person could read either. */
    private static final int MAX_KINDS = 3;

    private PhotoDegrader() {
    }

    /** One of the degradations, by name (what {@code eval --degrade} reports). */
    public enum Kind { BLUR, SHADE, NOISE, SMALL, JPEG }

    /** A degraded copy of {@code photo} (8-bit BGR or grey, not changed) and what was done to it. */
    public record Degraded(Mat image, List<Kind> kinds) implements AutoCloseable {
        @Override
        public void close() {
            image.release();
        }
    }

    /** A new picture; the caller closes it. */
    public static Degraded degrade(Mat photo, Random rnd) {
        OpenCvLoader.ensureLoaded();
        List<Kind> kinds = new ArrayList<>();
        for (Kind k : Kind.values()) {
            if (rnd.nextDouble() < 0.35) {
                kinds.add(k);
            }
        }
        if (kinds.isEmpty()) {
            kinds.add(Kind.values()[rnd.nextInt(Kind.values().length)]);
        }
        while (kinds.size() > MAX_KINDS) {
            kinds.remove(rnd.nextInt(kinds.size()));
        }
        double scale = Math.max(photo.cols(), photo.rows()) / 640.0;
        Mat img = photo.clone();
        for (Kind k : kinds) {
            Mat next = switch (k) {
                case BLUR -> blur(img, (1.0 + 1.2 * rnd.nextDouble()) * scale);
                case SHADE -> shade(img, 0.3 + 0.45 * rnd.nextDouble(), rnd.nextDouble() * 2 * Math.PI);
                case NOISE -> noise(img, 6 + 12 * rnd.nextDouble(), rnd.nextInt());
                case SMALL -> smaller(img, 0.45 + 0.3 * rnd.nextDouble());
                case JPEG -> jpeg(img, 15 + rnd.nextInt(26));
            };
            img.release();
            img = next;
        }
        return new Degraded(img, List.copyOf(kinds));
    }

    private static Mat blur(Mat img, double sigma) {
        Mat out = new Mat();
        Imgproc.GaussianBlur(img, out, new Size(0, 0), sigma);
        return out;
    }

    /** Light falling off linearly across the picture, to {@code darkest} of it on the side at {@code angle}. */
    private static Mat shade(Mat img, double darkest, double angle) {
        int w = img.cols();
        int h = img.rows();
        double ax = Math.cos(angle);
        double ay = Math.sin(angle);
        double half = (Math.abs(ax) * w + Math.abs(ay) * h) / 2;
        Mat gain = new Mat(h, w, CvType.CV_32FC1);
        float[] row = new float[w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double t = ((x - w / 2.0) * ax + (y - h / 2.0) * ay) / (2 * half) + 0.5; // 0..1 towards the dark side
                row[x] = (float) (1 - (1 - darkest) * t);
            }
            gain.put(y, 0, row);
        }
        Mat out = timesGain(img, gain);
        gain.release();
        return out;
    }

    /** {@code img} (not changed) with every channel multiplied by {@code gain} (one float a pixel): a new picture. */
    static Mat timesGain(Mat img, Mat gain) {
        Mat f = new Mat();
        img.convertTo(f, CvType.CV_32F);
        List<Mat> planes = new ArrayList<>();
        Core.split(f, planes);
        for (Mat p : planes) {
            Core.multiply(p, gain, p);
        }
        Core.merge(planes, f);
        planes.forEach(Mat::release);
        Mat out = new Mat();
        f.convertTo(out, img.type());
        f.release();
        return out;
    }

    /** {@code img} with Gaussian noise of {@code sigma} grey levels (OpenCV's generator seeded by {@code seed}); a new picture. */
    static Mat noise(Mat img, double sigma, int seed) {
        Mat f = new Mat();
        img.convertTo(f, CvType.CV_32F);
        Mat n = new Mat(f.size(), f.type());
        Core.setRNGSeed(seed);
        Core.randn(n, 0, sigma);
        Core.add(f, n, f);
        n.release();
        Mat out = new Mat();
        f.convertTo(out, img.type());
        f.release();
        return out;
    }

    private static Mat smaller(Mat img, double factor) {
        Mat out = new Mat();
        Imgproc.resize(img, out, new Size(), factor, factor, Imgproc.INTER_AREA);
        return out;
    }

    private static Mat jpeg(Mat img, int quality) {
        MatOfByte bytes = new MatOfByte();
        MatOfInt params = new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, quality);
        Imgcodecs.imencode(".jpg", img, bytes, params);
        Mat out = Imgcodecs.imdecode(bytes, img.channels() == 1 ? Imgcodecs.IMREAD_GRAYSCALE : Imgcodecs.IMREAD_COLOR);
        bytes.release();
        params.release();
        return out;
    }
}
