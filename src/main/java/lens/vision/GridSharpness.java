package lens.vision;

import org.opencv.core.Mat;

/**
 * How sharp a warped grid is: its steepest grey-level slopes (the 99th percentile of the
 * gradient, in grey levels per pixel) over its grey range (99th minus 1st percentile). A step
 * blurred over {@code w} pixels rises at most range/w per pixel, so the ratio is about one over
 * the width of the grid's sharpest edges, whatever the contrast or the light; the frontal square
 * has the same size for every photo, so a grid shot small (and enlarged by the warp) also
 * measures soft.
 */
public final class GridSharpness {
    private static final double TOP = 0.99;
    private static final double BOTTOM = 0.01;
    private static final int GREY_LEVELS = 256;
    /** Slopes up to 255 grey levels per pixel in quarter levels. */
    private static final int SLOPE_BINS = 4 * GREY_LEVELS;

    private GridSharpness() {
    }

    /** The sharpness of an 8-bit grey square (0 for a flat one). */
    public static double of(Mat square) {
        Mat mag = Gray.slopes(square);
        float[] slopes = new float[(int) mag.total()];
        mag.get(0, 0, slopes);
        mag.release();
        // Sobel weighs a difference across two pixels 1-2-1: an eighth of it is the slope per pixel,
        // counted in quarter grey levels (a histogram, not a sort: this runs on every photo).
        int[] counts = new int[SLOPE_BINS];
        for (float v : slopes) {
            counts[Math.min(SLOPE_BINS - 1, (int) (v / 8 * 4))]++;
        }
        double slope = percentile(counts, slopes.length, TOP) / 4.0;
        Mat grey = square.isContinuous() ? square : square.clone();
        byte[] px = new byte[(int) grey.total()];
        grey.get(0, 0, px);
        if (grey != square) {
            grey.release();
        }
        int[] hist = new int[GREY_LEVELS];
        for (byte b : px) {
            hist[b & 0xff]++;
        }
        double range = percentile(hist, px.length, TOP) - percentile(hist, px.length, BOTTOM);
        return range < 1 ? 0 : slope / range;
    }

    /** The bin holding the {@code q} quantile of {@code n} counted values. */
    private static int percentile(int[] hist, int n, double q) {
        long target = (long) (q * (n - 1));
        long seen = 0;
        for (int v = 0; v < hist.length; v++) {
            seen += hist[v];
            if (seen > target) {
                return v;
            }
        }
        return hist.length - 1;
    }
}
