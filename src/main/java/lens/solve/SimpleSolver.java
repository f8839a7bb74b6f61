package lens.solve;

/**
 * The plain reference solver, kept as the baseline that {@link BitSolver} is measured and
 * tested against: a 9-bit candidate mask per cell ({@link SearchBoard}), naked and hidden
 * singles propagated to a fixed point, then depth-first search on the cell with fewest
 * candidates. Whole-board copies per guess. One instance per thread; no allocation after
 * construction.
 */
public final class SimpleSolver implements SolutionCounter {
    /** stack[depth]: the board at that search depth. */
    private final SearchBoard[] stack = new SearchBoard[82];
    private byte[] firstSolution;
    private byte[] secondSolution;
    private int limit;
    private int found;
    private long guesses;

    public SimpleSolver() {
        for (int i = 0; i < stack.length; i++) {
            stack[i] = new SearchBoard();
        }
    }

    @Override
    public int solve(byte[] puzzle, byte[] solutionOut, int limit) {
        return solve(puzzle, solutionOut, null, limit);
    }

    @Override
    public int solve(byte[] puzzle, byte[] firstOut, byte[] secondOut, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1: " + limit);
        }
        this.firstSolution = firstOut;
        this.secondSolution = secondOut;
        this.limit = limit;
        this.found = 0;
        this.guesses = 0;
        if (!stack[0].load(puzzle)) {
            return 0;
        }
        search(0);
        return found;
    }

    @Override
    public long lastGuesses() {
        return guesses;
    }

    private void search(int depth) {
        SearchBoard b = stack[depth];
        if (!b.hiddenSingles()) {
            return;
        }
        int best = b.fewestCandidatesCell();
        if (best < 0) {
            byte[] out = found == 0 ? firstSolution : found == 1 ? secondSolution : null;
            found++;
            if (out != null) {
                for (int c = 0; c < 81; c++) {
                    out[c] = (byte) b.value(c);
                }
            }
            return;
        }
        SearchBoard next = stack[depth + 1];
        boolean first = true;
        for (int cand = b.mask(best); cand != 0 && found < limit; cand &= cand - 1) {
            if (!first) {
                guesses++;
            }
            first = false;
            next.copyFrom(b);
            if (next.assign(best, Integer.numberOfTrailingZeros(cand) + 1)) {
                search(depth + 1);
            }
        }
    }
}
