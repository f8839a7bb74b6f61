package lens.solve;

import java.util.List;
import lens.board.Grid;

/**
 * The outcome of an exhaustive search: the status, up to two solutions (each checked against
 * the rules and the givens), and the number of guesses the search made.
 */
public record SolveResult(SolveStatus status, List<Grid> solutions, long guesses) {
    public SolveResult {
        solutions = List.copyOf(solutions);
    }

    /** The unique (or first) solution; only when the status is not {@link SolveStatus#NONE}. */
    public Grid solution() {
        if (solutions.isEmpty()) {
            throw new IllegalStateException("no solution");
        }
        return solutions.get(0);
    }
}
