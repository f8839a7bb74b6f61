package lens.solve.human.uniqueness;

import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Combinations;

/**
 * The naked set behind unique rectangle type 3 and BUG type 3: some cells of a unit (the
 * rectangle's roof, the BUG cells) of which one must take one of their extra digits act as one
 * cell holding those extras; with {@code size - 1} other cells of the unit they may hold just
 * {@code size} digits between them, which then leave the rest of the unit. As in Sudoku
 * Explainer, every other cell of the set holds at least two candidates and, besides the extras
 * all of the group's cells share ({@code sharedExtras}), the other cells alone hold all the digits.
 */
final class NakedSetWithVirtualCell {
    private NakedSetWithVirtualCell() {
    }

    /** A naked set found: the other cells and the set's digits. */
    record Found(int[] others, int digits) {
    }

    /**
     * The first naked set of {@code size} digits in {@code unit} made of the virtual cell
     * ({@code extras}) and {@code size - 1} empty cells outside {@code group}, that removes at
     * least one candidate from the unit's other cells; null when there is none.
     */
    static Found find(CandidateBoard b, int unit, int[] group, int extras, int sharedExtras, int size) {
        int[] pool = new int[9];
        int n = 0;
        for (int c : Units.cellsOf(unit)) {
            if (b.isEmpty(c) && !contains(group, c) && Integer.bitCount(b.candidates(c)) >= 2) {
                pool[n++] = c;
            }
        }
        return Combinations.first(n, size - 1, idx -> {
            int others = 0;
            for (int i : idx) {
                others |= b.candidates(pool[i]);
            }
            int all = others | extras;
            if (Integer.bitCount(all) != size || Integer.bitCount(others | sharedExtras) != size) {
                return null;
            }
            int[] cells = new int[idx.length];
            for (int i = 0; i < idx.length; i++) {
                cells[i] = pool[idx[i]];
            }
            for (int c : Units.cellsOf(unit)) {
                if (!contains(group, c) && !contains(cells, c) && (b.candidates(c) & all) != 0) {
                    return new Found(cells, all);
                }
            }
            return null;
        });
    }

    /** The empty cells of a unit. */
    static int empties(CandidateBoard b, int unit) {
        int n = 0;
        for (int c : Units.cellsOf(unit)) {
            n += b.isEmpty(c) ? 1 : 0;
        }
        return n;
    }

    static boolean contains(int[] cells, int c) {
        for (int x : cells) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }
}
