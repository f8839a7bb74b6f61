package lens.ocr.correct;

import java.util.Arrays;
import lens.board.Grid;
import lens.ocr.DigitReading;

/** Made-up digit readings for the corrector tests. */
final class TestReadings {
    private TestReadings() {
    }

    /** {@code first} read with probability {@code p1}, {@code second} with {@code p2}, the rest spread evenly. */
    static DigitReading reading(int first, int second, double p1, double p2) {
        double[] s = new double[10];
        Arrays.fill(s, 1, 10, (1 - p1 - p2) / 7);
        s[first] = p1;
        s[second] = p2;
        return new DigitReading(first, p1, s);
    }

    /** Every filled cell read as {@code p1} sure, its second choice (the next digit round) {@code p2}. */
    static DigitReading[] sure(Grid g, double p1, double p2) {
        DigitReading[] r = new DigitReading[81];
        for (int c = 0; c < 81; c++) {
            if (!g.isEmpty(c)) {
                r[c] = reading(g.get(c), g.get(c) % 9 + 1, p1, p2);
            }
        }
        return r;
    }
}
