package lens.ocr;

import java.util.Locale;

/**
 * Expected calibration error of probabilities against outcomes: readings are put in
 * {@value #BINS} equal-width bins by probability, and the ECE is the readings-weighted mean gap
 * between a bin's mean probability and its share of right readings (0 = perfectly calibrated).
 */
public final class ReliabilityBins {
    public static final int BINS = 15;
    private final long[] count = new long[BINS];
    private final double[] probabilitySum = new double[BINS];
    private final long[] right = new long[BINS];

    /** One reading: the probability it was given and whether it was right. */
    public void add(double probability, boolean correct) {
        int b = Math.min(BINS - 1, Math.max(0, (int) (probability * BINS)));
        count[b]++;
        probabilitySum[b] += probability;
        right[b] += correct ? 1 : 0;
    }

    public long readings() {
        long n = 0;
        for (long c : count) {
            n += c;
        }
        return n;
    }

    /** The expected calibration error (0 when empty). */
    public double ece() {
        long n = readings();
        if (n == 0) {
            return 0;
        }
        double sum = 0;
        for (int b = 0; b < BINS; b++) {
            if (count[b] > 0) {
                sum += Math.abs(probabilitySum[b] - right[b]);
            }
        }
        return sum / n;
    }

    /** {@code ece=0.0123}. */
    public String eceText() {
        return String.format(Locale.ROOT, "ece=%.4f", ece());
    }
}
