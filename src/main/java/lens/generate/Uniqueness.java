package lens.generate;

import lens.solve.BitSolver;

/** Counts solutions on raw digit arrays with one {@link BitSolver}; one instance per thread. */
final class Uniqueness {
    private final BitSolver solver = new BitSolver();

    boolean isUnique(byte[] puzzle) {
        return solver.solve(puzzle, null, 2) == 1;
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
