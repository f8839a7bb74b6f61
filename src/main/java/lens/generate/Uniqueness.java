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
        byte[] p = puzzle.clone();
        for (int c = 0; c < 81; c++) {
            if (p[c] != 0) {
                byte d = p[c];
                p[c] = 0;
                boolean unique = isUnique(p);
                p[c] = d;
                if (unique) {
                    return false;
                }
            }
        }
        return true;
    }
}
