package lens.board;

import java.util.ArrayList;
import java.util.List;

/** The rules of Sudoku: every digit at most once in each row, column and box. */
public final class Rules {
    private Rules() {
    }

    /** Every unit in which a digit appears more than once, rows first, then columns, then boxes. */
    public static List<Conflict> conflicts(Grid g) {
        List<Conflict> out = new ArrayList<>();
        for (int u = 0; u < Units.UNITS; u++) {
            int seen = 0;
            int repeated = 0;
            for (int c : Units.cellsOf(u)) {
                int d = g.get(c);
                if (d != 0) {
                    repeated |= seen & Digits.bit(d);
                    seen |= Digits.bit(d);
                }
            }
            for (int d : Digits.toArray(repeated)) {
                List<Integer> cells = new ArrayList<>();
                for (int c : Units.cellsOf(u)) {
                    if (g.get(c) == d) {
                        cells.add(c);
                    }
                }
                out.add(new Conflict(u, d, cells));
            }
        }
        return out;
    }

    /** True when every cell is filled and no unit repeats a digit. */
    public static boolean isSolved(Grid g) {
        if (!g.isComplete()) {
            return false;
        }
        for (int u = 0; u < Units.UNITS; u++) {
            int seen = 0;
            for (int c : Units.cellsOf(u)) {
                seen |= Digits.bit(g.get(c));
            }
            if (seen != Digits.ALL) {
                return false;
            }
        }
        return true;
    }

    /** True when {@code solution} is solved and keeps every given of {@code puzzle}. */
    public static boolean isSolutionOf(Grid solution, Grid puzzle) {
        if (!isSolved(solution)) {
            return false;
        }
        for (int c = 0; c < Units.CELLS; c++) {
            if (!puzzle.isEmpty(c) && puzzle.get(c) != solution.get(c)) {
                return false;
            }
        }
        return true;
    }
}
