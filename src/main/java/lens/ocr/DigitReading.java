package lens.ocr;

/**
 * What a recognizer read in one cell: the best digit (1..9), its confidence (0..1), and the
 * score of every digit ({@code scores[d]} for d = 1..9; index 0 unused), so that the board can
 * be revised with second choices when the first reading breaks a rule.
 *
 * <p>{@code probability} is the calibrated probability that the digit read is right
 * ({@link Calibration}, fitted on validation cells), and {@code beyondDoubt} says that it
 * reaches the calibration's beyond-doubt threshold (validation readings that sure were wrong at
 * most once in a thousand): a reading that disagrees with the rules but is beyond doubt is a
 * mistake on the page, not a misreading. {@code beyondDoubtAsWritten} is the stricter verdict
 * for a digit written by hand ({@link Calibration#writtenBeyondDoubt()}, fitted on written
 * validation cells only): the one {@code verify} needs before it calls a person's digit wrong.
 * An engine without calibration gives its confidence as the probability and nothing beyond
 * doubt. The raw scores stay as they are: the correctors' ratios are tuned on them.
 */
public record DigitReading(int digit, double confidence, double[] scores, double probability, boolean beyondDoubt,
                           boolean beyondDoubtAsWritten) {
    /** An uncalibrated reading: the probability is the confidence, never beyond doubt. */
    public DigitReading(int digit, double confidence, double[] scores) {
        this(digit, confidence, scores, confidence, false, false);
    }

    /** A reading whose written verdict is the same as its general one. */
    public DigitReading(int digit, double confidence, double[] scores, double probability, boolean beyondDoubt) {
        this(digit, confidence, scores, probability, beyondDoubt, beyondDoubt);
    }

    public DigitReading {
        if (digit < 1 || digit > 9) {
            throw new IllegalArgumentException("digit must be 1..9, not " + digit);
        }
        if (scores.length != 10) {
            throw new IllegalArgumentException("scores are indexed 1..9 (length 10)");
        }
        scores = scores.clone();
    }

    /** This reading with a calibrated probability and its beyond-doubt verdicts (any digit, a written one). */
    public DigitReading withCertainty(double calibratedProbability, boolean isBeyondDoubt, boolean isBeyondDoubtAsWritten) {
        return new DigitReading(digit, confidence, scores, calibratedProbability, isBeyondDoubt, isBeyondDoubtAsWritten);
    }

    /** The digits from most to least likely. */
    public int[] ranked() {
        Integer[] order = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        java.util.Arrays.sort(order, (a, b) -> Double.compare(scores[b], scores[a]));
        int[] out = new int[9];
        for (int i = 0; i < 9; i++) {
            out[i] = order[i];
        }
        return out;
    }

    @Override
    public double[] scores() {
        return scores.clone();
    }
}
