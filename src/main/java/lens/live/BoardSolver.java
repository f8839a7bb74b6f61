package lens.live;

import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.solve.SolveStatus;

/**
 * Solves a board read from the camera and says in a few words why not when it cannot:
 * too few digits, a rule conflict (named), no solution, or several solutions.
 */
public final class BoardSolver {
    private final int minGivens;

    public BoardSolver(int minGivens) {
        this.minGivens = minGivens;
    }

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
        if (board.filledCount() < minGivens) {
            return new Outcome(board, null, "only " + board.filledCount() + " digits read");
        }
        List<Conflict> conflicts = Rules.conflicts(board);
        if (!conflicts.isEmpty()) {
            return new Outcome(board, null, conflicts.get(0).describe());
        }
        SolveResult r = ExhaustiveSolver.solve(board);
        if (r.status() == SolveStatus.UNIQUE) {
            return new Outcome(board, r.solution(), null);
        }
        return new Outcome(board, null, r.status() == SolveStatus.NONE ? "no solution" : "more than one solution");
    }
}
