package lens.solve.human;

import lens.board.Grid;
import lens.solve.ExhaustiveSolver;

/**
 * Rates puzzles with the strategy solver. Thread-safe: no shared mutable state.
 */
public final class Rater {
    private static final StrategySolver SOLVER = StrategySolver.forUniquePuzzle();

    private Rater() {
    }

    /**
     * The rating of a puzzle with exactly one solution.
     *
     * @throws IllegalArgumentException when the puzzle has no solution or several
     */
    public static Rating rate(Grid puzzle) {
        if (!ExhaustiveSolver.hasUniqueSolution(puzzle)) {
            throw new IllegalArgumentException("only a puzzle with exactly one solution can be rated");
        }
        return Rating.of(SOLVER.solve(puzzle));
    }

    /** The solve path behind a rating (puzzle must have exactly one solution). */
    public static SolvePath explain(Grid puzzle) {
        if (!ExhaustiveSolver.hasUniqueSolution(puzzle)) {
            throw new IllegalArgumentException("only a puzzle with exactly one solution can be explained");
        }
        return SOLVER.solve(puzzle);
    }
}
