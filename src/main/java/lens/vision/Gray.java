package lens.vision;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** Grey conversion and the grey-level gradient, each returning a new Mat (the caller releases it). */
final class Gray {
    /**
     * How much darker than the luminance a pixel's green-blue mean (levelled to the paper) must be
     * before it darkens the ink grey: more than the noise of near-grey paper and ink, so only
     * colour darkens anything. Chosen on the validation photos (docs/reading-notebook.md).
     */
    private static final double COLOUR_MARGIN = 8;

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

    /**
     * The grey the digits are read from: the luminance, or where darker the mean of green and blue
     * levelled to the paper. Red print, a third of the newspaper photos, has about half the
     * contrast of black in the luminance (a red digit is as bright there as a shadow), and a
     * blurred or shaded red digit was read as an empty cell; in green and blue it is as dark as
     * black. Blue and black ink stay as the luminance has them, as does paper. The paper levelling
     * (the image's mean luminance against its mean green-blue) keeps warm or cool light from
     * darkening the paper.
     */
    static Mat ofInk(Mat image) {
        if (image.channels() < 3) {
            return of(image);
        }
        Mat luma = of(image);
        Mat greenBlue = new Mat();
        Mat blue = new Mat();
        Core.extractChannel(image, greenBlue, 1);
        Core.extractChannel(image, blue, 0);
        Scalar mean = Core.mean(image);
        double lumaMean = 0.114 * mean.val[0] + 0.587 * mean.val[1] + 0.299 * mean.val[2];
        double greenBlueMean = (mean.val[0] + mean.val[1]) / 2;
        Core.addWeighted(greenBlue, 0.5, blue, 0.5, lumaMean - greenBlueMean + COLOUR_MARGIN, greenBlue);
        Core.min(luma, greenBlue, luma);
        greenBlue.release();
        blue.release();
        return luma;
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

    /**
     * The grey level below which (inclusive) the given share of an 8-bit image's pixels lie, of
     * those under {@code mask} (8-bit; an empty Mat for all pixels).
     */
    static int percentile(Mat grey, Mat mask, double share) {
        Mat hist = new Mat();
        Imgproc.calcHist(List.of(grey), new org.opencv.core.MatOfInt(0), mask, hist,
                new org.opencv.core.MatOfInt(256), new org.opencv.core.MatOfFloat(0, 256));
        float[] count = new float[256];
        hist.get(0, 0, count);
        hist.release();
        double total = 0;
        for (float c : count) {
            total += c;
        }
        double seen = 0;
        for (int v = 0; v < 256; v++) {
            seen += count[v];
            if (seen >= share * total) {
                return v;
            }
        }
        return 255;
    }
}
