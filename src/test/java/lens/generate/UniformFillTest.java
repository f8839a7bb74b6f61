package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;
import lens.solve.SearchBoard;
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

    /**
     * Row 1 drawn at once gives what the rule's first eight picks give: the same grid or dead end
     * and the same weight from the same draws, over 3,000 attempts (the rule applied pick by pick
     * from the empty board is the reference).
     */
    @Test
    void firstRowAtOnceIsThePicksOfTheRule() {
        UniformFill f = new UniformFill();
        SearchBoard reference = new SearchBoard();
        for (long seed = 0; seed < 3_000; seed++) {
            boolean finished = f.attempt(new SplittableRandom(seed));
            SplittableRandom rnd = new SplittableRandom(seed);
            reference.clear();
            double logWeight = 0;
            boolean referenceFinished = true;
            for (int cell = reference.fewestCandidatesCell(); cell >= 0; cell = reference.fewestCandidatesCell()) {
                int m = reference.mask(cell);
                int k = Integer.bitCount(m);
                logWeight += Math.log(k);
                if (!reference.assign(cell, SearchBoard.nthDigit(m, rnd.nextInt(k))) || !reference.hiddenSingles()) {
                    referenceFinished = false;
                    break;
                }
            }
            assertEquals(referenceFinished, finished, "seed " + seed);
            if (finished) {
                assertEquals(logWeight, f.lastLogWeight(), 1e-9, "seed " + seed);
                assertArrayEquals(reference.digits(), f.grid(), "seed " + seed);
            }
        }
    }
}
