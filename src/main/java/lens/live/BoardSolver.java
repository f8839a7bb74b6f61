package lens.live;

import lens.board.Grid;
import lens.solve.BoardVerdict;

/**
 * Solves a board read from the camera and says in a few words why not when it cannot: too few
 * digits, a rule conflict (named), no solution, or several solutions (the words of
 * {@link BoardVerdict#ofReading}).
 */
public final class BoardSolver {
    /**
     * What solving a confirmed board gave.
     *
     * @param givens   the board as read (and corrected)
     * @param solution the unique solution, or null
     * @param reason   why there is no solution (null when solved)
     */
    public record Outcome(Grid givens, Grid solution, String reason) {
        public boolean solved() {
            return solution != null;
        }
    }

    public Outcome solve(Grid board) {
        BoardVerdict v = BoardVerdict.ofReading(board);
        return new Outcome(board, v.solution(), v.reason());
    }
}
