package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class UniformFillTest {
    /**
     * The weight {@code prod k_i} of a finished fill (0 for a dead end) is Knuth's unbiased
     * estimator of the number of grids; its mean must come out at 6.67e21 when the weights the
     * uniform correction relies on are right.
     */
    @Test
    void meanWeightEstimatesTheNumberOfGrids() {
        UniformFill f = new UniformFill();
        SplittableRandom rnd = new SplittableRandom(7);
        int n = 30_000;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            if (f.attempt(rnd)) {
                sum += Math.exp(f.lastLogWeight() - 49);
            }
        }
        double estimate = sum / n * Math.exp(49);
        assertEquals(6.670903752021073e21, estimate, 0.1 * 6.670903752021073e21);
    }
}
