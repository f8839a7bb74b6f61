package lens.ocr;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfFloat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.opencv.imgproc.Moments;
import org.opencv.objdetect.HOGDescriptor;

/**
 * Turns a cropped digit into the classifier's feature vector, the same way in training and in
 * reading (this is the one normaliser both use).
 *
 * <p>MNIST-like: the ink is scaled, keeping its aspect, so that its longer side is
 * {@link #BOX} pixels, then placed in a {@link #SIZE}-pixel square with its centre of mass at the
 * centre. Features are the HOG of that square (stroke directions, robust to thickness and
 * contrast) followed by its pixels averaged down to 14 x 14 (the overall shape), scaled to 0..1.
 */
public final class DigitNormalizer {
    /** Side of the normalised square, as MNIST. */
    public static final int SIZE = 28;
    /** Longest side of the digit inside the square, as MNIST (a 4-pixel margin). */
    public static final int BOX = 20;
    private static final int COARSE = 14;

    private final HOGDescriptor hog = new HOGDescriptor(new Size(SIZE, SIZE), new Size(14, 14),
            new Size(7, 7), new Size(7, 7), 9);

    public DigitNormalizer() {
        NativeLibraries.load();
    }

    /** Number of features per digit. */
    public int featureCount() {
        return (int) hog.getDescriptorSize() + COARSE * COARSE;
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

    /** The feature vector of one cropped digit. */
    public float[] features(Mat ink) {
        float[] out = new float[featureCount()];
        Mat square = normalize(ink);
        try {
            featuresOfSquare(square, out);
        } finally {
            square.release();
        }
        return out;
    }

    /** Features of an already normalised 28 x 28 square into {@code out}. */
    void featuresOfSquare(Mat square, float[] out) {
        MatOfFloat desc = new MatOfFloat();
        Mat coarse = new Mat();
        try {
            hog.compute(square, desc);
            float[] h = desc.toArray();
            System.arraycopy(h, 0, out, 0, h.length);
            Imgproc.resize(square, coarse, new Size(COARSE, COARSE), 0, 0, Imgproc.INTER_AREA);
            byte[] px = new byte[COARSE * COARSE];
            coarse.get(0, 0, px);
            for (int i = 0; i < px.length; i++) {
                out[h.length + i] = (px[i] & 0xff) / 255f;
            }
        } finally {
            desc.release();
            coarse.release();
        }
    }

    private static int clamp(int v, int lo, int hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
