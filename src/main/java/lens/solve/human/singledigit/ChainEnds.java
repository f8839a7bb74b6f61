package lens.solve.human.singledigit;

import java.util.Arrays;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.TechniqueType;

/**
 * The elimination of every single-digit chain: the chain proves that one of its two end cells
 * holds the digit, so no cell that sees both ends can.
 */
final class ChainEnds {
    private ChainEnds() {
    }

    /** The step removing {@code digit} from cells seeing the first and last of {@code cells}; null if none. */
    static Step eliminate(CandidateBoard b, TechniqueType type, int digit, int[] cells) {
        int start = cells[0];
        int end = cells[cells.length - 1];
        if (start == end) {
            return null;
        }
        Eliminations el = new Eliminations(b);
        for (int t : Units.peersOf(start)) {
            if (Units.sees(t, end) && !isIn(cells, t)) {
                el.add(t, digit);
            }
        }
        if (el.isEmpty()) {
            return null;
        }
        int[] digits = new int[cells.length];
        Arrays.fill(digits, digit);
        return Step.eliminate(type, el.list(), new Evidence.Chain(cells.clone(), digits));
    }

    /**
     * True when some cell seeing both {@code a} and {@code b} holds {@code digit}: what any
     * elimination of a chain from a to b needs, cheap to test before the chain is built.
     */
    static boolean bothSeeDigit(CandidateBoard board, int digit, int a, int b) {
        for (int t : Units.peersOf(a)) {
            if (board.hasCandidate(t, digit) && Units.sees(t, b)) {
                return true;
            }
        }
        return false;
    }

    static boolean isIn(int[] cells, int c) {
        for (int x : cells) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }

    /** The two cells of a unit holding the digit, when there are exactly two; null otherwise. */
    static int[] conjugates(CandidateBoard b, int unit, int digit) {
        int where = b.where(unit, digit);
        if (Integer.bitCount(where) != 2) {
            return null;
        }
        int[] cells = Units.cellsOf(unit);
        return new int[] {cells[Integer.numberOfTrailingZeros(where)], cells[31 - Integer.numberOfLeadingZeros(where)]};
    }
}
