package lens.solve.human.fish;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;

/**
 * What every fish search shares: the candidate base lines of one digit (rows, or columns when
 * {@code baseFirst} is 9) with their places as 9-bit masks, and the walk over digits and both
 * orientations that stops at the first step found.
 */
final class FishLines {
    /** Base line numbers 0-8, in order. */
    final int[] lines = new int[9];
    /** where[i]: positions of the digit along base line lines[i]. */
    final int[] where = new int[9];
    /** How many lines qualified. */
    final int count;

    /** The lines where the digit has between {@code min} and {@code max} places. */
    FishLines(CandidateBoard b, int d, int baseFirst, int min, int max) {
        int n = 0;
        for (int i = 0; i < 9; i++) {
            int w = b.where(baseFirst + i, d);
            int k = Integer.bitCount(w);
            if (k >= min && k <= max) {
                lines[n] = i;
                where[n++] = w;
            }
        }
        count = n;
    }

    /** A search for one digit in one orientation; null when it finds nothing. */
    interface Search {
        Step find(CandidateBoard b, int d, int baseFirst);
    }

    /** Digits 1-9, rows as base then columns, first step found. */
    static Optional<Step> first(CandidateBoard b, Search search) {
        for (int d = 1; d <= 9; d++) {
            for (int baseFirst = 0; baseFirst <= 9; baseFirst += 9) {
                Step s = search.find(b, d, baseFirst);
                if (s != null) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    /** The cell at position {@code pos} of base line {@code line} (a row when baseFirst is 0). */
    static int cellAt(int baseFirst, int line, int pos) {
        return baseFirst == 0 ? Units.cell(line, pos) : Units.cell(pos, line);
    }
}
