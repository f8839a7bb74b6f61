package lens.solve.human;

import lens.board.Digits;
import lens.board.Units;

/**
 * Fills in naked and hidden singles on a scratch copy until none is left, and reports whether
 * the board broke (a cell without candidates, a digit without a place in a unit, or two equal
 * digits in a unit). Used by forcing chains and Nishio, which assume a digit and watch the
 * consequences.
 */
public final class Propagator {
    private Propagator() {
    }

    /** Places {@code digit} in {@code cell} of {@code board} (a copy) and propagates; false on contradiction. */
    public static boolean assume(CandidateBoard board, int cell, int digit) {
        if (!board.hasCandidate(cell, digit)) {
            return false;
        }
        board.place(cell, digit);
        return propagate(board);
    }

    /**
     * Like {@link #assume} but also applies locked candidates (pointing and claiming) whenever
     * no single is left, which lets forcing chains see further.
     */
    public static boolean assumeDeeply(CandidateBoard board, int cell, int digit) {
        if (!assume(board, cell, digit)) {
            return false;
        }
        while (lockedCandidates(board)) {
            if (!propagate(board)) {
                return false;
            }
        }
        return true;
    }

    /** One pass of pointing and claiming over every box and line; true when something was removed. */
    static boolean lockedCandidates(CandidateBoard board) {
        boolean changed = false;
        for (int box = 18; box < 27; box++) {
            int[] boxCells = Units.cellsOf(box);
            for (int d = 1; d <= 9; d++) {
                int where = board.where(box, d);
                if (Integer.bitCount(where) < 2) {
                    continue;
                }
                // box cells 0..8 are in reading order: rows are bits 0-2, 3-5, 6-8
                int rows = ((where & 0x7) != 0 ? 1 : 0) | ((where & 0x38) != 0 ? 2 : 0) | ((where & 0x1C0) != 0 ? 4 : 0);
                int cols = ((where & 0x49) != 0 ? 1 : 0) | ((where & 0x92) != 0 ? 2 : 0) | ((where & 0x124) != 0 ? 4 : 0);
                int first = boxCells[Integer.numberOfTrailingZeros(where)];
                if (Integer.bitCount(rows) == 1) {
                    changed |= clearOutside(board, Units.row(first), box, d);
                }
                if (Integer.bitCount(cols) == 1) {
                    changed |= clearOutside(board, 9 + Units.col(first), box, d);
                }
            }
        }
        for (int line = 0; line < 18; line++) {
            int[] lineCells = Units.cellsOf(line);
            for (int d = 1; d <= 9; d++) {
                int where = board.where(line, d);
                if (Integer.bitCount(where) < 2) {
                    continue;
                }
                int thirds = ((where & 0x7) != 0 ? 1 : 0) | ((where & 0x38) != 0 ? 2 : 0) | ((where & 0x1C0) != 0 ? 4 : 0);
                if (Integer.bitCount(thirds) == 1) {
                    int box = 18 + Units.box(lineCells[Integer.numberOfTrailingZeros(where)]);
                    changed |= clearOutside(board, box, line, d);
                }
            }
        }
        return changed;
    }

    /** Removes {@code d} from the cells of {@code unit} outside {@code keep}; true when any went. */
    private static boolean clearOutside(CandidateBoard board, int unit, int keep, int d) {
        boolean changed = false;
        int[] keepUnits;
        for (int c : Units.cellsOf(unit)) {
            keepUnits = Units.unitsOf(c);
            boolean inKeep = keepUnits[0] == keep || keepUnits[1] == keep || keepUnits[2] == keep;
            if (!inKeep && board.hasCandidate(c, d)) {
                board.remove(c, d);
                changed = true;
            }
        }
        return changed;
    }

    /** Propagates singles on {@code board} (a copy); false on contradiction. */
    public static boolean propagate(CandidateBoard board) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int c = 0; c < Units.CELLS; c++) {
                if (!board.isEmpty(c)) {
                    continue;
                }
                int m = board.candidates(c);
                if (m == 0) {
                    return false;
                }
                if (Digits.isSingle(m)) {
                    board.place(c, Digits.first(m));
                    changed = true;
                }
            }
            for (int u = 0; u < Units.UNITS; u++) {
                int[] cells = Units.cellsOf(u);
                int once = 0;
                int twice = 0;
                int placed = 0;
                for (int c : cells) {
                    int m = board.candidates(c);
                    twice |= once & m;
                    once |= m;
                    if (!board.isEmpty(c)) {
                        int b = Digits.bit(board.digit(c));
                        if ((placed & b) != 0) {
                            return false;
                        }
                        placed |= b;
                    }
                }
                if ((once | placed) != Digits.ALL) {
                    return false;
                }
                for (int singles = once & ~twice & ~placed; singles != 0; singles &= singles - 1) {
                    int bit = singles & -singles;
                    for (int c : cells) {
                        if ((board.candidates(c) & bit) != 0) {
                            board.place(c, Integer.numberOfTrailingZeros(bit) + 1);
                            changed = true;
                            break;
                        }
                    }
                }
            }
        }
        return true;
    }
}
