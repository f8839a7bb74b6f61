package lens.ocr;

import java.util.Arrays;

/**
 * What a recognizer read in one cell: the best digit (1..9), its confidence (0..1), and the
 * score of every digit ({@code scores[d]} for d = 1..9; index 0 unused), so that the board can
 * be revised with second choices when the first reading breaks a rule.
 *
 * <p>{@code probabilities} are the calibrated probabilities of every digit ({@link Calibration},
 * fitted on validation cells; {@link #probability()} is the digit read's: the probability that
 * the reading is right), and {@code beyondDoubt} says that the digit read reaches the
 * calibration's beyond-doubt threshold (validation readings that sure were wrong at most once in
 * a thousand): a reading that disagrees with the rules but is beyond doubt is a mistake on the
 * page, not a misreading. {@code beyondDoubtAsWritten} is the stricter verdict for a digit written
 * by hand ({@link Calibration#writtenBeyondDoubt()}, fitted on written validation cells only): the
 * one {@code verify} needs before it calls a person's digit wrong. An engine without calibration
 * gives its confidence as the probability and nothing beyond doubt. The raw scores stay as they
 * are: the correctors' ratios are tuned on them.
 */
public record DigitReading(int digit, double confidence, double[] scores, double[] probabilities, boolean beyondDoubt,
                           boolean beyondDoubtAsWritten) {
    /** An uncalibrated reading: the probability is the confidence, never beyond doubt. */
    public DigitReading(int digit, double confidence, double[] scores) {
        this(digit, confidence, scores, confidence, false, false);
    }

    /** A reading whose written verdict is the same as its general one. */
    public DigitReading(int digit, double confidence, double[] scores, double probability, boolean beyondDoubt) {
        this(digit, confidence, scores, probability, beyondDoubt, beyondDoubt);
    }

    /**
     * A reading whose digit read has calibrated probability {@code probability}; the other digits
     * share the rest in proportion to their scores (for scores that sum to one and a probability
     * equal to the confidence, the probabilities are the scores).
     */
    public DigitReading(int digit, double confidence, double[] scores, double probability, boolean beyondDoubt,
                        boolean beyondDoubtAsWritten) {
        this(digit, confidence, scores, shared(digit, probability, scores), beyondDoubt, beyondDoubtAsWritten);
    }

    public DigitReading {
        if (digit < 1 || digit > 9) {
            throw new IllegalArgumentException("digit must be 1..9, not " + digit);
        }
        if (scores.length != 10 || probabilities.length != 10) {
            throw new IllegalArgumentException("scores and probabilities are indexed 1..9 (length 10)");
        }
        scores = scores.clone();
        probabilities = probabilities.clone();
    }

    /** This reading with the calibrated probability of every digit and its beyond-doubt verdicts (any digit, a written one). */
    public DigitReading withCertainty(double[] calibratedProbabilities, boolean isBeyondDoubt, boolean isBeyondDoubtAsWritten) {
        return new DigitReading(digit, confidence, scores, calibratedProbabilities, isBeyondDoubt, isBeyondDoubtAsWritten);
    }

    /** The calibrated probability that the digit read is right. */
    public double probability() {
        return probabilities[digit];
    }

    /** The calibrated probability that the cell holds {@code d} (1..9). */
    public double probabilityOf(int d) {
        return probabilities[d];
    }

    /** {@code probability} for {@code digit}, the rest shared among the other digits in proportion to their scores. */
    private static double[] shared(int digit, double probability, double[] scores) {
        double others = 0;
        for (int d = 1; d < scores.length; d++) {
            others += d == digit ? 0 : Math.max(scores[d], 0);
        }
        double[] p = new double[scores.length];
        for (int d = 1; d < scores.length; d++) {
            p[d] = d == digit ? probability : others > 0 ? (1 - probability) * Math.max(scores[d], 0) / others : 0;
        }
        return p;
    }

    /** The digits from most to least likely. */
    public int[] ranked() {
        Integer[] order = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        Arrays.sort(order, (a, b) -> Double.compare(scores[b], scores[a]));
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

    @Override
    public double[] probabilities() {
        return probabilities.clone();
    }
}
