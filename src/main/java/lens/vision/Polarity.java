package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Whether a photo shows its lines and digits dark on light paper or light on a dark ground: a
 * puzzle app in dark mode, photographed or saved as a screenshot. Every look for a grid and its
 * ink expects dark ink on light paper; a light-on-dark picture is read inverted
 * ({@link #inverted}).
 *
 * <p>Thin light strokes on a dark ground stand out of a white top-hat (the picture less its
 * opening), thin dark ones out of a black-hat (its closing less the picture); the first weighs
 * more on a light-on-dark picture. The picture is smoothed first ({@link #SMOOTH}): a rendered
 * photo's pixel noise, light and dark alike, brought the two sums near each other (unsmoothed, the
 * bundled samples measured 0.85-1.09 as they are and 0.92-1.18 inverted). On the 776 development
 * photos (the shared printed and hand-filled photos, the rendered validation pen sets and the
 * bundled samples) the white top-hat's sum is at most 0.83 times the black-hat's (median 0.41);
 * the same photos inverted give 1.20 and more (median 2.46).
 */
public enum Polarity {
    /** Dark ink on light paper: read as it is. */
    DARK_ON_LIGHT,
    /** Either: read as it is, and inverted when that reads poorly. */
    UNCLEAR,
    /** Light on dark: read inverted first. */
    LIGHT_ON_DARK;

    /** Above this ratio of the white top-hat's sum to the black-hat's, a picture may be light on dark. */
    static final double MAYBE = 0.9;
    /** Above this ratio it is: the development photos lie below 0.83 as taken and above 1.20 inverted. */
    static final double CLEARLY = 1.1;
    /** Sigma of the Gaussian smoothing before the top-hats, in pixels of the working copy. */
    private static final double SMOOTH = 1.5;
    /** Longer side of the copy measured: the strokes' width there is what the kernel matches. */
    private static final int WORK_SIZE = 640;
    /** Side of the square structuring element: wider than a printed stroke, narrower than a cell. */
    private static final int KERNEL = 9;

    /** How {@code image} (BGR or grey, not changed) draws its grid. */
    public static Polarity of(Mat image) {
        OpenCvLoader.ensureLoaded();
        double scale = Math.min(1.0, (double) WORK_SIZE / Math.max(image.cols(), image.rows()));
        Mat small = Resized.by(image, scale, Imgproc.INTER_AREA);
        Mat grey = Gray.of(small);
        small.release();
        Imgproc.GaussianBlur(grey, grey, new Size(0, 0), SMOOTH);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(KERNEL, KERNEL));
        Mat hat = new Mat();
        Imgproc.morphologyEx(grey, hat, Imgproc.MORPH_TOPHAT, kernel);
        double light = Core.sumElems(hat).val[0];
        Imgproc.morphologyEx(grey, hat, Imgproc.MORPH_BLACKHAT, kernel);
        double dark = Math.max(Core.sumElems(hat).val[0], 1);
        hat.release();
        kernel.release();
        grey.release();
        return light > CLEARLY * dark ? LIGHT_ON_DARK : light > MAYBE * dark ? UNCLEAR : DARK_ON_LIGHT;
    }

    /** {@code image} with every channel inverted (a new picture; the caller releases it). */
    public static Mat inverted(Mat image) {
        OpenCvLoader.ensureLoaded();
        Mat out = new Mat();
        Core.bitwise_not(image, out);
        return out;
    }
}
