package lens.cli;

import lens.board.Puzzle;
import lens.solve.BoardVerdict;

/**
 * How commands report a {@link BoardVerdict}: its exit code, and a typed puzzle's one line (a
 * photo's is {@link lens.pipeline.UnsolvedBoard}'s, shared with the web page).
 */
final class Verdicts {
    private Verdicts() {
    }

    /** 0 solved, 2 a broken rule, 3 no solution, 4 several solutions, 5 too few digits read. */
    static int exitCode(BoardVerdict v) {
        if (v instanceof BoardVerdict.Solved) {
            return ExitCodes.OK;
        }
        if (v instanceof BoardVerdict.Conflicts) {
            return ExitCodes.INVALID_INPUT;
        }
        if (v instanceof BoardVerdict.NoSolution) {
            return ExitCodes.NO_SOLUTION;
        }
        if (v instanceof BoardVerdict.Several) {
            return ExitCodes.MULTIPLE_SOLUTIONS;
        }
        return ExitCodes.NO_GRID;
    }

    /**
     * A typed puzzle's problem: {@code line 3: invalid puzzle: two 7s in row 3 (...)} or
     * {@code puzzle has no solution} (prefixed with its line when the input held several puzzles).
     */
    static String ofPuzzle(Puzzle p, BoardVerdict v, boolean many) {
        if (v instanceof BoardVerdict.Conflicts) {
            return "line " + p.line() + ": invalid puzzle: " + v.reason();
        }
        return (many ? "line " + p.line() + ": " : "") + "puzzle has " + v.reason();
    }
}
