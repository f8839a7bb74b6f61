package lens.solve;

/**
 * An exhaustive solver working on raw digit arrays: finds solutions of a puzzle and counts
 * them up to a limit. Implementations are single-threaded (one instance per thread) and do
 * not allocate per call, so they can serve as the uniqueness check inside generators.
 *
 * <p>A puzzle is 81 bytes, row by row, 0 for an empty cell. Givens that break a rule (two equal
 * digits in a unit) make a puzzle with 0 solutions.
 */
public interface SolutionCounter {
    /**
     * Searches {@code puzzle} for up to {@code limit} solutions; writes the first one found into
     * {@code solutionOut} (may be null) and returns how many were found, 0..limit.
     */
    int solve(byte[] puzzle, byte[] solutionOut, int limit);

    /**
     * As {@link #solve(byte[], byte[], int)}, and also writes the second solution found (when
     * there is one and {@code limit >= 2}) into {@code secondOut} (may be null), from the same
     * search.
     */
    int solve(byte[] puzzle, byte[] firstOut, byte[] secondOut, int limit);

    /** Guesses (branches taken beyond the first at each choice point) in the last solve call. */
    long lastGuesses();
}
