package lens.generate;

/**
 * Unavoidable sets of one solution grid: each the cells where another solution of some puzzle
 * of the grid differs from it. A puzzle of the grid (its clues agreeing with the grid) with no
 * clue in such a set has that other grid as a second solution too, so it is not unique, known
 * without a search. Sets are 81-bit masks in two longs ({@code lo}: cells 0-63, {@code hi}:
 * cells 64-80); at most {@link #CAPACITY} are kept, the oldest giving way.
 *
 * <pre>
 *   set k:  lo[k] bit c = cell c (c < 64)    hi[k] bit c - 64 = cell c (c >= 64)
 * </pre>
 */
final class UnavoidableSets {
    /** Enough for the sets a grid yields over its removal passes; a scan of them costs well under a solver call. */
    static final int CAPACITY = 256;

    private final long[] lo = new long[CAPACITY];
    private final long[] hi = new long[CAPACITY];
    private byte[] grid;
    private int size;
    private int next;

    /** Starts over for the grid {@code solution} (not copied: it must not change while in use). */
    void reset(byte[] solution) {
        grid = solution;
        size = 0;
        next = 0;
    }

    /**
     * True when {@code puzzle}'s clues all agree with the grid (only then do the sets speak for
     * it) and some known set holds none of them: then it has a second solution.
     */
    boolean missedBy(byte[] puzzle) {
        if (grid == null || size == 0) {
            return false;
        }
        long clueLo = 0;
        long clueHi = 0;
        for (int c = 0; c < 81; c++) {
            int d = puzzle[c];
            if (d != 0) {
                if (d != grid[c]) {
                    return false;
                }
                if (c < 64) {
                    clueLo |= 1L << c;
                } else {
                    clueHi |= 1L << (c - 64);
                }
            }
        }
        for (int k = 0; k < size; k++) {
            if ((lo[k] & clueLo) == 0 && (hi[k] & clueHi) == 0) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code puzzle}'s clues all agree with the grid. */
    boolean fits(byte[] puzzle) {
        if (grid == null) {
            return false;
        }
        for (int c = 0; c < 81; c++) {
            if (puzzle[c] != 0 && puzzle[c] != grid[c]) {
                return false;
            }
        }
        return true;
    }

    /** Records where {@code other}, a solution of some puzzle of the grid, differs from the grid (nothing when nowhere). */
    void add(byte[] other) {
        long setLo = 0;
        long setHi = 0;
        for (int c = 0; c < 64; c++) {
            if (other[c] != grid[c]) {
                setLo |= 1L << c;
            }
        }
        for (int c = 64; c < 81; c++) {
            if (other[c] != grid[c]) {
                setHi |= 1L << (c - 64);
            }
        }
        if (setLo == 0 && setHi == 0) {
            return;
        }
        lo[next] = setLo;
        hi[next] = setHi;
        next = (next + 1) % CAPACITY;
        size = Math.min(size + 1, CAPACITY);
    }
}
