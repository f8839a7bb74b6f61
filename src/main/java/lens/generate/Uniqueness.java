package lens.generate;

import lens.solve.BitSolver;

/**
 * Counts solutions on raw digit arrays with one {@link BitSolver}; one instance per thread.
 *
 * <p>Told the grid the puzzles come from ({@link #useGrid}), it keeps the {@link UnavoidableSets}
 * that the second solutions it finds reveal, and answers "not unique" without a search for a
 * puzzle that misses one of them. A grid's removal passes ask that again and again: the add-back
 * phase adds an orbit at a time to a puzzle already known to have a second solution, and most
 * removals fail on the same few sets. The answers are the solver's, only cheaper.
 */
final class Uniqueness {
    private final BitSolver solver = new BitSolver();
    private final byte[] first = new byte[81];
    private final byte[] second = new byte[81];
    private final UnavoidableSets sets = new UnavoidableSets();

    /** The puzzles asked about from now on come from {@code solution} (not copied). */
    void useGrid(byte[] solution) {
        sets.reset(solution);
    }

    boolean isUnique(byte[] puzzle) {
        if (sets.missedBy(puzzle)) {
            return false;
        }
        int n = solver.solve(puzzle, first, second, 2);
        if (n == 2 && sets.fits(puzzle)) {
            sets.add(first);
            sets.add(second);
        }
        return n == 1;
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
