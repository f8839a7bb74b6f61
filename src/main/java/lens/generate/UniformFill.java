package lens.generate;

import java.util.random.RandomGenerator;
import lens.board.Grid;
import lens.solve.SearchBoard;

/**
 * Uniformly random full grids by importance-corrected rejection (the default fill).
 *
 * <p>The rule: fill like {@link PotentialArrayFill} but always on the first open cell with the
 * fewest candidates, so that every grid is reached along exactly one path; restart from empty on a
 * dead end. A finished grid G then came out with probability proportional to
 * {@code p(G) = prod 1/k_i}, where {@code k_i} are the candidate counts at the picks on its path.
 * Keeping G with probability {@code prod k_i / M} cancels that bias exactly, so the kept grids
 * are uniform over all 6.67e21 grids, except that a grid whose weight {@code prod k_i} exceeds the
 * cap {@code M} is kept with probability 1 and is therefore slightly under-represented.
 * {@link Tuning#logWeightCap} is set above nearly every weight ever observed (see there), so the
 * result is uniform up to that rare tail; nothing else here is uniform.
 */
public final class UniformFill implements GridFill {
    /**
     * @param logWeightCap natural log of the cap M. Measured over 200,000 finished fills
     *     ({@code lens.generate.UniformFillWeights} in the tests prints the spread): log-weights
     *     have mean 49.6 (log of the number of grids is 49.95, as it should be) and the largest
     *     seen was 54.6; with 55.0 no observed grid is above the cap, at the cost of keeping about
     *     1 finished fill in 114 (about 5 ms per grid). At 54.0 it would be 1 in 42 but 0.3% of
     *     the uniform mass would sit above the cap.
     */
    public record Tuning(double logWeightCap) {
        public static final Tuning DEFAULT = new Tuning(55.0);
    }

    private final SearchBoard board = new SearchBoard();
    private final Tuning tuning;
    private double lastLogWeight;
    private long cappedGrids;

    public UniformFill() {
        this(Tuning.DEFAULT);
    }

    public UniformFill(Tuning tuning) {
        this.tuning = tuning;
    }

    @Override
    public Grid fill(RandomGenerator rnd) {
        while (true) {
            if (!attempt(rnd)) {
                continue;
            }
            double excess = lastLogWeight - tuning.logWeightCap();
            if (excess >= 0) {
                cappedGrids++;
                return Grid.of(board.digits());
            }
            if (rnd.nextDouble() < Math.exp(excess)) {
                return Grid.of(board.digits());
            }
        }
    }

    /** Natural log of {@code prod k_i} of the last finished grid (kept or not). */
    double lastLogWeight() {
        return lastLogWeight;
    }

    /** The digits of the last attempt's board: its grid, when it finished. */
    byte[] grid() {
        return board.digits();
    }

    /** How many grids so far had a weight above the cap (kept without correction). */
    public long cappedGrids() {
        return cappedGrids;
    }

    /** One fill on the fixed cell order; false on a dead end. */
    boolean attempt(RandomGenerator rnd) {
        board.clear();
        double logWeight = firstRow(rnd);
        while (true) {
            int cell = board.fewestCandidatesCell();
            if (cell < 0) {
                lastLogWeight = logWeight;
                return true;
            }
            int m = board.mask(cell);
            int k = Integer.bitCount(m);
            logWeight += LOG[k];
            if (!board.assign(cell, SearchBoard.nthDigit(m, rnd.nextInt(k))) || !board.hiddenSingles()) {
                return false;
            }
        }
    }

    /**
     * The first eight picks, at once: on the empty board the rule picks r1c1, r1c2, ... r1c8 in
     * turn (each the first cell with the fewest candidates: 9, 8, ... 2, where no cell outside
     * row 1 has fewer than 5) and r1c9 follows as a naked single, with no hidden single on the
     * way. So row 1 is a random permutation drawn as the picks draw it, the same draws in the same
     * order, and the board after it is the one the picks would leave. Returns their log weight,
     * log 9!.
     */
    private double firstRow(RandomGenerator rnd) {
        int left = SearchBoard.ALL;
        double logWeight = 0;
        for (int cell = 0; cell < 8; cell++) {
            int k = 9 - cell;
            int d = SearchBoard.nthDigit(left, rnd.nextInt(k));
            left &= ~(1 << (d - 1));
            logWeight += LOG[k];
            board.assign(cell, d);
        }
        return logWeight;
    }

    private static final double[] LOG = new double[10];

    static {
        for (int k = 1; k < 10; k++) {
            LOG[k] = Math.log(k);
        }
    }
}
