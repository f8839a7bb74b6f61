package lens.solve;

import lens.board.Units;

/** Allocation-free rule check on raw digit arrays, for checking many solutions fast. */
public final class SolutionCheck {
    private SolutionCheck() {
    }

    /** True when {@code solution} fills every cell, repeats no digit in a unit and keeps the givens. */
    public static boolean isSolutionOf(byte[] solution, byte[] puzzle) {
        for (int c = 0; c < 81; c++) {
            int d = solution[c];
            if (d < 1 || d > 9 || (puzzle[c] != 0 && puzzle[c] != d)) {
                return false;
            }
        }
        for (int u = 0; u < Units.UNITS; u++) {
            int seen = 0;
            for (int c : Units.cellsOf(u)) {
                seen |= 1 << (solution[c] - 1);
            }
            if (seen != 0x1FF) {
                return false;
            }
        }
        return true;
    }
}
