package lens.ocr;

/** Builds a {@link DigitReading} from per-digit scores. */
final class Readings {
    private Readings() {
    }

    /**
     * The best digit of {@code scores[1..9]}, with the scores normalised to sum to 1 so that
     * engines are comparable; the confidence is the best digit's normalised score.
     */
    static DigitReading fromScores(double[] scores) {
        double sum = 0;
        int best = 1;
        for (int d = 1; d <= 9; d++) {
            sum += scores[d];
            if (scores[d] > scores[best]) {
                best = d;
            }
        }
        double[] norm = new double[10];
        for (int d = 1; d <= 9; d++) {
            norm[d] = sum > 0 ? scores[d] / sum : 1.0 / 9;
        }
        return new DigitReading(best, norm[best], norm);
    }
}
