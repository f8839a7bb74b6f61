package lens.ocr;

import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.opencv.imgproc.Moments;

/**
 * Turns a cropped digit into the network's input, the same way in training and in reading
 * (this is the one normaliser both use).
 *
 * <p>MNIST-like: the ink is scaled, keeping its aspect, so that its longer side is
 * {@link #BOX} pixels, then placed in a {@link #SIZE}-pixel square with its centre of mass at the
 * centre. The input is that square's grey levels scaled to 0..1.
 */
public final class DigitNormalizer {
    /** Side of the normalised square, as MNIST. */
    public static final int SIZE = 28;
    /** Longest side of the digit inside the square, as MNIST (a 4-pixel margin). */
    public static final int BOX = 20;

    public DigitNormalizer() {
        lens.vision.OpenCvLoader.ensureLoaded();
    }

    /** The centred 28 x 28 digit (8-bit, white on black); the caller releases it. */
    public Mat normalize(Mat ink) {
        Mat square = Mat.zeros(SIZE, SIZE, org.opencv.core.CvType.CV_8UC1);
        int w = ink.cols(), h = ink.rows();
        if (w == 0 || h == 0) {
            return square;
        }
        double scale = (double) BOX / Math.max(w, h);
        int sw = Math.max(1, (int) Math.round(w * scale));
        int sh = Math.max(1, (int) Math.round(h * scale));
        Mat scaled = new Mat();
        Imgproc.resize(ink, scaled, new Size(sw, sh), 0, 0, scale < 1 ? Imgproc.INTER_AREA : Imgproc.INTER_LINEAR);
        Moments m = Imgproc.moments(scaled);
        double cx = m.m00 > 0 ? m.m10 / m.m00 : sw / 2.0;
        double cy = m.m00 > 0 ? m.m01 / m.m00 : sh / 2.0;
        int x = clamp((int) Math.round(SIZE / 2.0 - cx), 0, SIZE - sw);
        int y = clamp((int) Math.round(SIZE / 2.0 - cy), 0, SIZE - sh);
        Mat roi = square.submat(new Rect(x, y, sw, sh));
        scaled.copyTo(roi);
        roi.release();
        scaled.release();
        return square;
    }

    /**
     * The network input of one cropped digit: the normalised square's grey levels scaled to
     * 0..1, row-major, into {@code out} (length 28 * 28).
     */
    public void toInput(Mat ink, float[] out) {
        Mat square = normalize(ink);
        try {
            toInputOfSquare(square, out);
        } finally {
            square.release();
        }
    }

    /** The 0..1 pixels of an already normalised 28 x 28 square into {@code out}. */
    public static void toInputOfSquare(Mat square, float[] out) {
        byte[] px = new byte[SIZE * SIZE];
        square.get(0, 0, px);
        for (int i = 0; i < px.length; i++) {
            out[i] = (px[i] & 0xff) / 255f;
        }
    }

    private static int clamp(int v, int lo, int hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
