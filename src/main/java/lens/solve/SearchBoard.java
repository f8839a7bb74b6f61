package lens.solve;

import java.util.Arrays;
import lens.board.Units;

/**
 * A mutable board of candidate masks with plain propagation: placing a digit removes it from the
 * peers (naked singles follow at once), and {@link #hiddenSingles()} places every digit that has
 * one cell left in a unit, to a fixed point. The search of {@link SimpleSolver} and the grid fills
 * of {@code lens.generate} (which choose cells and digits themselves) both run on it.
 *
 * <pre>
 * mask[cell]  9 bits, digit d = bit d-1      value[cell]  placed digit or 0
 * dirty       27 bits, unit u = bit u (rows 0-8, columns 9-17, boxes 18-26): a cell of the
 *             unit changed since {@link #hiddenSingles()} last looked at it
 * </pre>
 */
public final class SearchBoard {
    public static final int ALL = 0x1FF;
    /** The 20 peers of cell c at PEERS[20 * c ..], flat (one array lookup less in the hot loops). */
    private static final int[] PEERS = new int[81 * 20];
    /** The 9 cells of unit u at UNIT_CELLS[9 * u ..]. */
    private static final int[] UNIT_CELLS = new int[27 * 9];
    /** The three units of each cell, as dirty bits. */
    private static final int[] UNIT_BITS = new int[81];
    /** The three units of cell c at UNITS_OF[3 * c ..]. */
    private static final int[] UNITS_OF = new int[81 * 3];
    private static final int ALL_UNITS = (1 << 27) - 1;

    static {
        for (int c = 0; c < 81; c++) {
            System.arraycopy(Units.peersOf(c), 0, PEERS, 20 * c, 20);
            System.arraycopy(Units.unitsOf(c), 0, UNITS_OF, 3 * c, 3);
            for (int u : Units.unitsOf(c)) {
                UNIT_BITS[c] |= 1 << u;
            }
        }
        for (int u = 0; u < 27; u++) {
            System.arraycopy(Units.cellsOf(u), 0, UNIT_CELLS, 9 * u, 9);
        }
    }

    private final int[] mask = new int[81];
    private final int[] value = new int[81];
    private final int[] queue = new int[81];
    /** The digits placed in each unit, as masks. */
    private final int[] placed = new int[27];
    private int open;
    private int dirty;
    /** Every cell before this one is placed (cells are never emptied but by {@link #clear}). */
    private int firstOpen;

    /** Every cell open with all nine candidates. */
    public void clear() {
        for (int c = 0; c < 81; c++) {
            mask[c] = ALL;
            value[c] = 0;
        }
        Arrays.fill(placed, 0);
        open = 81;
        dirty = ALL_UNITS;
        firstOpen = 0;
    }

    public void copyFrom(SearchBoard o) {
        System.arraycopy(o.mask, 0, mask, 0, 81);
        System.arraycopy(o.value, 0, value, 0, 81);
        System.arraycopy(o.placed, 0, placed, 0, 27);
        open = o.open;
        dirty = o.dirty;
        firstOpen = o.firstOpen;
    }

    /** Places the givens (0 = empty); false when they contradict each other. */
    public boolean load(byte[] givens) {
        clear();
        for (int c = 0; c < 81; c++) {
            if (givens[c] != 0 && !assign(c, givens[c])) {
                return false;
            }
        }
        return true;
    }

    public int openCells() {
        return open;
    }

    public boolean isFull() {
        return open == 0;
    }

    /** The candidates of {@code cell} (a single bit once placed). */
    public int mask(int cell) {
        return mask[cell];
    }

    /** The digit placed in {@code cell}, or 0. */
    public int value(int cell) {
        return value[cell];
    }

    /** Places {@code d} in {@code cell} and propagates naked singles; false on contradiction. */
    public boolean assign(int cell, int d) {
        int bit = 1 << (d - 1);
        if ((mask[cell] & bit) == 0) {
            return false;
        }
        if (value[cell] != 0) {
            return value[cell] == d;
        }
        int[] mask = this.mask;
        int[] value = this.value;
        int head = 0;
        int tail = 0;
        mask[cell] = bit;
        value[cell] = d;
        markPlaced(cell, bit);
        open--;
        dirty |= UNIT_BITS[cell];
        queue[tail++] = cell;
        while (head < tail) {
            int c = queue[head++];
            int b = mask[c];
            for (int i = 20 * c, end = i + 20; i < end; i++) {
                int p = PEERS[i];
                int pm = mask[p];
                if ((pm & b) != 0) {
                    pm &= ~b;
                    if (pm == 0) {
                        return false;
                    }
                    mask[p] = pm;
                    dirty |= UNIT_BITS[p];
                    if ((pm & (pm - 1)) == 0) {
                        if (value[p] != 0) {
                            return false;
                        }
                        value[p] = Integer.numberOfTrailingZeros(pm) + 1;
                        markPlaced(p, pm);
                        open--;
                        queue[tail++] = p;
                    }
                }
            }
        }
        return true;
    }

    private void markPlaced(int cell, int bit) {
        placed[UNITS_OF[3 * cell]] |= bit;
        placed[UNITS_OF[3 * cell + 1]] |= bit;
        placed[UNITS_OF[3 * cell + 2]] |= bit;
    }

    /**
     * Removes candidate {@code d} from the open {@code cell}, placing the last one left (with
     * its naked singles); false on contradiction.
     */
    public boolean eliminate(int cell, int d) {
        int left = mask[cell] & ~(1 << (d - 1));
        if (value[cell] != 0 || left == mask[cell]) {
            return value[cell] != d;
        }
        if (left == 0) {
            return false;
        }
        mask[cell] = left;
        dirty |= UNIT_BITS[cell];
        return (left & (left - 1)) != 0 || assign(cell, Integer.numberOfTrailingZeros(left) + 1);
    }

    /**
     * Places every hidden single until none is left; false on contradiction. Only the units
     * changed since the last call are looked at (placing a single marks its units again), so the
     * result is the same fixed point as sweeping every unit until nothing changes.
     */
    public boolean hiddenSingles() {
        int[] mask = this.mask;
        while (dirty != 0) {
            int u = Integer.numberOfTrailingZeros(dirty);
            dirty &= dirty - 1;
            int once = 0;
            int twice = 0;
            for (int i = 9 * u, end = i + 9; i < end; i++) {
                int cm = mask[UNIT_CELLS[i]];
                twice |= once & cm;
                once |= cm;
            }
            if (once != ALL) {
                return false;
            }
            int singles = once & ~twice & ~placed[u];
            while (singles != 0) {
                int bit = singles & -singles;
                singles ^= bit;
                for (int i = 9 * u, end = i + 9; i < end; i++) {
                    int c = UNIT_CELLS[i];
                    if ((mask[c] & bit) != 0) {
                        if (!assign(c, Integer.numberOfTrailingZeros(bit) + 1)) {
                            return false;
                        }
                        break;
                    }
                }
            }
        }
        return true;
    }

    /** The first open cell (reading order) with the fewest candidates, or -1 when full. */
    public int fewestCandidatesCell() {
        while (firstOpen < 81 && value[firstOpen] != 0) {
            firstOpen++;
        }
        int best = -1;
        int bestCount = 10;
        for (int c = firstOpen; c < 81; c++) {
            if (value[c] == 0) {
                int n = Integer.bitCount(mask[c]);
                if (n < bestCount) {
                    bestCount = n;
                    best = c;
                    if (n == 2) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** The digits as bytes (0 for open cells). */
    public byte[] digits() {
        byte[] out = new byte[81];
        for (int c = 0; c < 81; c++) {
            out[c] = (byte) value[c];
        }
        return out;
    }

    /** The {@code k}-th (0-based) set bit of {@code mask}, as a digit 1..9. */
    public static int nthDigit(int mask, int k) {
        for (int i = 0; i < k; i++) {
            mask &= mask - 1;
        }
        return Integer.numberOfTrailingZeros(mask) + 1;
    }
}
