package lens.generate;

import lens.solve.BitSolver;

/**
 * Counts solutions on raw digit arrays with one {@link BitSolver}; one instance per thread.
 *
 * <p>It remembers the two solutions of the last puzzle found to have several (the witnesses):
 * a puzzle whose every clue agrees with both has two solutions too, known without a search.
 * Adding clues back to a sparse puzzle until it is unique asks exactly that again and again,
 * each time with one orbit more, and the orbit often agrees with both witnesses.
 */
final class Uniqueness {
    private final BitSolver solver = new BitSolver();
    private final byte[] first = new byte[81];
    private final byte[] second = new byte[81];
    private boolean witnesses;

    boolean isUnique(byte[] puzzle) {
        if (witnesses && agreesWithBoth(puzzle)) {
            return false;
        }
        int n = solver.solve(puzzle, first, second, 2);
        witnesses = n == 2;
        return n == 1;
    }

    private boolean agreesWithBoth(byte[] puzzle) {
        for (int c = 0; c < 81; c++) {
            int d = puzzle[c];
            if (d != 0 && (d != first[c] || d != second[c])) {
                return false;
            }
        }
        return true;
    }

    /** True when no single clue can be removed without losing uniqueness. */
    boolean isMinimal(byte[] puzzle) {
        return removableClue(puzzle, 0) < 0;
    }

    /**
     * A clue whose removal keeps the solution unique, searching from cell {@code start} on
     * (wrapping around), or -1 when the puzzle is minimal.
     */
    int removableClue(byte[] puzzle, int start) {
        for (int i = 0; i < 81; i++) {
            int c = (start + i) % 81;
            byte d = puzzle[c];
            if (d != 0) {
                puzzle[c] = 0;
                boolean unique = isUnique(puzzle);
                puzzle[c] = d;
                if (unique) {
                    return c;
                }
            }
        }
        return -1;
    }
}
