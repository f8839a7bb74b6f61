package lens.vision;

import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfFloat;
import org.opencv.core.MatOfInt;
import org.opencv.imgproc.Imgproc;

/**
 * The sensor noise of a grid's warped square, as a grey level's standard deviation: the median
 * absolute response of Immerkaer's noise kernel (a Laplacian difference that cancels smooth shading
 * and straight edges), times 1.4826 over its norm 6. The median passes over the lines' and digits'
 * edges, a small share of the square.
 */
public final class GrainNoise {
    /**
     * A page whose digits (the upper quartile of their contrasts: the print, not a light pencil)
     * stand less than this many times the noise above the paper is too grainy to read surely
     * ({@link PhotoProblem.Grainy}). Printed training photos as they are: 44 times and up; made
     * dim with sensor noise (`eval --dim 15`, 8), of the 80 (12) the reading then refused, 70 (7)
     * are under 60 and were blamed on the frame's edge, a page not held flat or a repeat; degraded
     * (`--degrade 1`, 2), 10 of 14 and 2 of 14. Validation (`eval --solve --verbose`): `--dim 15`
     * 16 of the 23 refused are blamed on the grain, `--dim 8` none of 4 (a cut grid and a shadow's
     * edge are named first); of the 47 rendered pen pages refused for other causes (slips of the
     * pen, marks, a grid the frame cuts), 1: a textured newsprint page with two slips (at the
     * median digit's contrast and 45: 3, one a faint pencil page the frame cuts).
     */
    public static final double LEAST_CONTRAST = 60;
    /** With fewer digits read the page's digits' contrast says too little. */
    public static final int MIN_DIGITS = 10;

    private static final Mat KERNEL = kernel();
    /** calcHist's arguments: the one channel, 256 bins over the bytes, no mask (read only, shared). */
    private static final MatOfInt CHANNEL = new MatOfInt(0);
    private static final MatOfInt BINS = new MatOfInt(256);
    private static final MatOfFloat RANGE = new MatOfFloat(0, 256);
    private static final Mat NO_MASK = new Mat();

    private GrainNoise() {
    }

    private static Mat kernel() {
        OpenCvLoader.ensureLoaded();
        Mat k = new Mat(3, 3, CvType.CV_32F);
        k.put(0, 0, 1, -2, 1, -2, 4, -2, 1, -2, 1);
        return k;
    }

    /** The noise of {@code square} (8-bit grey) in grey levels. */
    public static double sigma(Mat square) {
        Mat response = new Mat();
        Mat quarters = new Mat();
        Mat histogram = new Mat();
        try {
            Imgproc.filter2D(square, response, CvType.CV_16S, KERNEL);
            // |response| in quarter grey levels, as bytes (the median lies far under the 63 they reach)
            Core.convertScaleAbs(response, quarters, 4, 0);
            Imgproc.calcHist(List.of(quarters), CHANNEL, NO_MASK, histogram, BINS, RANGE);
            float[] counts = new float[256];
            histogram.get(0, 0, counts);
            double seen = 0;
            for (int q = 0; q < counts.length; q++) {
                seen += counts[q];
                if (2 * seen >= quarters.total()) {
                    return 1.4826 * (q / 4.0) / 6;
                }
            }
            return 1.4826 * (255 / 4.0) / 6;
        } finally {
            response.release();
            quarters.release();
            histogram.release();
        }
    }
}
