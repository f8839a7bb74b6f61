package lens.solve.human.uniqueness;

import java.util.Arrays;
import lens.board.Units;
import lens.solve.human.CandidateBoard;

/**
 * A bivalue universal grave with extra digits, found as Sudoku Explainer finds it
 * ({@code BivalueUniversalGrave.getHints}): wherever a digit has neither zero nor two places in
 * a unit and exactly one of those places has three or more candidates, that cell is a BUG cell
 * and the digit one of its extras. Without the extras, every empty cell must have exactly two
 * candidates and every digit zero or two places in every unit: a pattern whose digits could be
 * swapped around in two ways, so in a puzzle with one solution some BUG cell takes an extra.
 *
 * @param cells   the BUG cells, in the order found (boxes, then rows, then columns)
 * @param extras  each BUG cell's extra digits, as masks
 * @param all     every extra digit
 * @param seeing  the empty cells outside the pattern that see every BUG cell
 */
record BugPattern(int[] cells, int[] extras, int all, int[] seeing) {
    private static final int[] UNIT_ORDER = unitOrder();

    private static int[] unitOrder() {
        int[] order = new int[Units.UNITS];
        for (int i = 0; i < 9; i++) {
            order[i] = 18 + i;
            order[9 + i] = i;
            order[18 + i] = 9 + i;
        }
        return order;
    }

    /** The pattern on this board, or null when it is not a BUG with extras. */
    static BugPattern of(CandidateBoard b) {
        int[] cells = new int[81];
        int[] extras = new int[81];
        int n = 0;
        int all = 0;
        int[] without = new int[Units.CELLS];
        for (int c = 0; c < Units.CELLS; c++) {
            without[c] = b.candidates(c);
        }
        for (int u : UNIT_ORDER) {
            int[] unitCells = Units.cellsOf(u);
            for (int d = 1; d <= 9; d++) {
                int where = b.where(u, d);
                int k = Integer.bitCount(where);
                if (k == 0 || k == 2) {
                    continue;
                }
                int bugCell = -1;
                int found = 0;
                for (int m = where; m != 0; m &= m - 1) {
                    int c = unitCells[Integer.numberOfTrailingZeros(m)];
                    if (Integer.bitCount(b.candidates(c)) >= 3) {
                        bugCell = c;
                        found++;
                    }
                }
                if (found == 0) {
                    return null; // a digit with an odd count and no cell to blame
                }
                if (found > 1) {
                    continue; // another unit tells which cell it is
                }
                int i = indexOf(cells, n, bugCell);
                if (i < 0) {
                    i = n++;
                    cells[i] = bugCell;
                }
                extras[i] |= 1 << (d - 1);
                all |= 1 << (d - 1);
                without[bugCell] &= ~(1 << (d - 1));
            }
        }
        if (n == 0 || !isGrave(b, without)) {
            return null;
        }
        int[] bugCells = Arrays.copyOf(cells, n);
        return new BugPattern(bugCells, Arrays.copyOf(extras, n), all, Rectangles.seeingAll(b, bugCells));
    }

    /** Every empty cell two candidates, every digit zero or two places in every unit. */
    private static boolean isGrave(CandidateBoard b, int[] cands) {
        for (int c = 0; c < Units.CELLS; c++) {
            if (b.isEmpty(c) && Integer.bitCount(cands[c]) != 2) {
                return false;
            }
        }
        for (int u = 0; u < Units.UNITS; u++) {
            int[] count = new int[10];
            for (int c : Units.cellsOf(u)) {
                for (int m = cands[c]; m != 0; m &= m - 1) {
                    count[Integer.numberOfTrailingZeros(m) + 1]++;
                }
            }
            for (int d = 1; d <= 9; d++) {
                if (count[d] != 0 && count[d] != 2) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The units every BUG cell lies in (box first, then row, then column). */
    int[] sharedUnits() {
        int[] shared = new int[3];
        int k = 0;
        for (int i : new int[] {2, 0, 1}) {
            int u = Units.unitsOf(cells[0])[i];
            boolean all = true;
            for (int c : cells) {
                all &= Units.unitsOf(c)[i] == u;
            }
            if (all) {
                shared[k++] = u;
            }
        }
        return Arrays.copyOf(shared, k);
    }

    private static int indexOf(int[] cells, int n, int c) {
        for (int i = 0; i < n; i++) {
            if (cells[i] == c) {
                return i;
            }
        }
        return -1;
    }
}
