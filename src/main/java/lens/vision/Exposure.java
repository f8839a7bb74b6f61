package lens.vision;

import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.MatOfFloat;
import org.opencv.core.MatOfInt;
import org.opencv.imgproc.Imgproc;

/**
 * A dim photo brightened as a camera's exposure would be set: every channel scaled so that its
 * paper is as bright as a usual photo's. The thresholds that find lines and ink take their margins
 * in grey levels; in a photo taken in poor light the thin lines and the digits' edges fall below
 * them (the printed train and validation photos darkened, gamma 1.8 and half the light: 92 of
 * 136 read fully right; brightened as here, 130; docs/reading-notebook.md). Photos as bright
 * as the development ones are left as they are: their bright level (below) is 118 to 255.
 */
public final class Exposure {
    /** The grey level of the brightest tenth of a photo below which it is dim. */
    static final int DIM = 100;
    /** The level that brightest tenth is scaled to: the development photos' median (164). */
    static final int TARGET = 160;
    /**
     * The most a photo is brightened: beyond it the light is too little to read by, and the gain
     * would only raise the sensor's noise into specks (a covered lens brightened 160 times).
     */
    static final double MAX_GAIN = 4;
    /** The bright level under which a photo is too dark to read: the most brightening reaches {@link #TARGET} from it. */
    public static final int DARKEST = (int) Math.ceil(TARGET / MAX_GAIN);
    /**
     * Side of the median filter a brightened photo is passed through: the gain raises its noise
     * with its light, and the specks were read as digits in empty cells (the darkened photos
     * above with noise of 8 grey levels: 60 of 136 read fully right as they were, 34 brightened
     * alone, 95 brightened and filtered; without noise 125 and 128; measured before the level was
     * taken on a sample, docs/reading-notebook.md).
     */
    private static final int MEDIAN = 3;
    /** The share of a photo's pixels below its bright level (the paper's, on a page that fills the photo). */
    private static final double BRIGHT_SHARE = 0.9;
    /**
     * The share below its brightest level, which the gain never takes past white: a page that
     * fills less than a tenth of the photo (lying on a dark table, photographed from afar) leaves
     * the bright level on the table, and brightened four times the page itself went white, its
     * lines with it, and no grid was found (printed train photos on a table as wide as the photo
     * all round, `eval --table 1`: 13 of 63 grids found).
     */
    private static final double BRIGHTEST_SHARE = 0.99;
    /** Width of the sample the level is measured on: enough for a histogram, a tenth of a millisecond. */
    private static final int PROBE_WIDTH = 160;

    private Exposure() {
    }

    /**
     * A BGR (or grey) photo, brightened when it is dim. Close it: the brightened copy is released,
     * the photo given is never touched.
     */
    public static Exposed of(Mat image) {
        OpenCvLoader.ensureLoaded();
        int[] levels = levels(image, BRIGHT_SHARE, BRIGHTEST_SHARE);
        int bright = levels[0];
        if (bright >= DIM) {
            return new Exposed(image, false, bright, levels[1]);
        }
        double gain = Math.min(MAX_GAIN, Math.min((double) TARGET / Math.max(bright, 1), 255.0 / Math.max(levels[1], 1)));
        if (gain <= 1) {
            return new Exposed(image, false, bright, levels[1]);
        }
        Mat out = new Mat();
        image.convertTo(out, -1, gain, 0);
        Imgproc.medianBlur(out, out, MEDIAN);
        return new Exposed(out, true, bright, levels[1]);
    }

    /**
     * The photo to read, whether it is a copy of the caller's (then released on close), and the
     * photo's bright level as taken ({@link #brightLevel}) and its brightest hundredth's.
     */
    public record Exposed(Mat image, boolean brightened, int bright, int brightest) implements AutoCloseable {
        /**
         * Whether the photo was too dark to read even brightened: its bright level under
         * {@link #DARKEST} and nothing in it as bright as a dim page ({@link #DIM}).
         */
        public boolean tooDark() {
            return bright < DARKEST && brightest < DIM;
        }

        @Override
        public void close() {
            if (brightened) {
                image.release();
            }
        }
    }

    /** The grey level below which nine tenths of the photo's pixels lie (measured on a sample of them). */
    static int brightLevel(Mat image) {
        return levels(image, BRIGHT_SHARE)[0];
    }

    /** The grey levels below which each share of the photo's pixels lie (measured on a sample of them). */
    private static int[] levels(Mat image, double... shares) {
        double scale = Math.min(1.0, (double) PROBE_WIDTH / Math.max(1, image.cols()));
        // A sample of the pixels as they are (averaging would pull the bright tenth down), and cheap on 12 MP.
        Mat small = Resized.by(image, scale, Imgproc.INTER_NEAREST);
        Mat grey = Gray.of(small);
        small.release();
        Mat hist = new Mat();
        Imgproc.calcHist(List.of(grey), new MatOfInt(0), new Mat(), hist, new MatOfInt(256), new MatOfFloat(0, 256));
        double total = grey.total();
        grey.release();
        float[] counts = new float[256];
        hist.get(0, 0, counts);
        hist.release();
        int[] levels = new int[shares.length];
        for (int k = 0; k < shares.length; k++) {
            double below = 0;
            levels[k] = 255;
            for (int level = 0; level < 256; level++) {
                below += counts[level];
                if (below >= shares[k] * total) {
                    levels[k] = level;
                    break;
                }
            }
        }
        return levels;
    }
}
