package lens.solve;

import lens.board.Units;

/**
 * The plain reference solver, kept as the baseline that {@link BitSolver} is measured and
 * tested against: a 9-bit candidate mask per cell, naked and hidden singles propagated to a
 * fixed point, then depth-first search on the cell with fewest candidates. Whole-board copies
 * per guess. One instance per thread; no allocation after construction.
 */
public final class SimpleSolver implements SolutionCounter {
    private static final int ALL = 0x1FF;
    private static final int[][] PEERS = new int[81][];
    private static final int[][] UNIT_CELLS = new int[27][];

    static {
        for (int c = 0; c < 81; c++) {
            PEERS[c] = Units.peersOf(c).clone();
        }
        for (int u = 0; u < 27; u++) {
            UNIT_CELLS[u] = Units.cellsOf(u).clone();
        }
    }

    /** masks[depth][cell]: candidates; values[depth][cell]: placed digit or 0. */
    private final int[][] masks = new int[82][81];
    private final int[][] values = new int[82][81];
    private final int[] queue = new int[81 * 20];
    private byte[] firstSolution;
    private byte[] secondSolution;
    private int limit;
    private int found;
    private long guesses;

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
        int[] m = masks[0];
        int[] v = values[0];
        for (int c = 0; c < 81; c++) {
            m[c] = ALL;
            v[c] = 0;
        }
        for (int c = 0; c < 81; c++) {
            int d = puzzle[c];
            if (d != 0 && !assign(m, v, c, d)) {
                return 0;
            }
        }
        search(0);
        return found;
    }

    @Override
    public long lastGuesses() {
        return guesses;
    }

    private void search(int depth) {
        int[] m = masks[depth];
        int[] v = values[depth];
        if (!hiddenSingles(m, v)) {
            return;
        }
        int best = -1;
        int bestCount = 10;
        for (int c = 0; c < 81; c++) {
            if (v[c] == 0) {
                int n = Integer.bitCount(m[c]);
                if (n < bestCount) {
                    bestCount = n;
                    best = c;
                    if (n == 2) {
                        break;
                    }
                }
            }
        }
        if (best < 0) {
            byte[] out = found == 0 ? firstSolution : found == 1 ? secondSolution : null;
            found++;
            if (out != null) {
                for (int c = 0; c < 81; c++) {
                    out[c] = (byte) v[c];
                }
            }
            return;
        }
        int[] nm = masks[depth + 1];
        int[] nv = values[depth + 1];
        boolean first = true;
        for (int cand = m[best]; cand != 0 && found < limit; cand &= cand - 1) {
            if (!first) {
                guesses++;
            }
            first = false;
            System.arraycopy(m, 0, nm, 0, 81);
            System.arraycopy(v, 0, nv, 0, 81);
            if (assign(nm, nv, best, Integer.numberOfTrailingZeros(cand) + 1)) {
                search(depth + 1);
            }
        }
    }

    /** Places digit {@code d} in {@code cell} and propagates naked singles; false on contradiction. */
    private boolean assign(int[] m, int[] v, int cell, int d) {
        int bit = 1 << (d - 1);
        if ((m[cell] & bit) == 0) {
            return false;
        }
        if (v[cell] != 0) {
            return v[cell] == d;
        }
        int head = 0;
        int tail = 0;
        m[cell] = bit;
        v[cell] = d;
        queue[tail++] = cell;
        while (head < tail) {
            int c = queue[head++];
            int b = m[c];
            for (int p : PEERS[c]) {
                int pm = m[p];
                if ((pm & b) != 0) {
                    pm &= ~b;
                    if (pm == 0) {
                        return false;
                    }
                    m[p] = pm;
                    if ((pm & (pm - 1)) == 0) {
                        if (v[p] != 0) {
                            return false;
                        }
                        v[p] = Integer.numberOfTrailingZeros(pm) + 1;
                        queue[tail++] = p;
                    }
                }
            }
        }
        return true;
    }

    /** Places every hidden single until none is left; false on contradiction. */
    private boolean hiddenSingles(int[] m, int[] v) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int u = 0; u < 27; u++) {
                int once = 0;
                int twice = 0;
                int placed = 0;
                for (int c : UNIT_CELLS[u]) {
                    int cm = m[c];
                    twice |= once & cm;
                    once |= cm;
                    if (v[c] != 0) {
                        placed |= cm;
                    }
                }
                if (once != ALL) {
                    return false;
                }
                int singles = once & ~twice & ~placed;
                while (singles != 0) {
                    int bit = singles & -singles;
                    singles ^= bit;
                    for (int c : UNIT_CELLS[u]) {
                        if ((m[c] & bit) != 0) {
                            if (!assign(m, v, c, Integer.numberOfTrailingZeros(bit) + 1)) {
                                return false;
                            }
                            break;
                        }
                    }
                    changed = true;
                }
            }
        }
        return true;
    }
}
