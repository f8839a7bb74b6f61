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
