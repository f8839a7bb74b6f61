package lens.solve;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.board.Rules;

/**
 * Thread-safe entry point to the exhaustive solver: solves, counts solutions up to a limit, and
 * checks uniqueness. Keeps one {@link BitSolver} per thread. Both solutions of a puzzle with
 * several come from the same search. Every solution it returns has been checked against the
 * rules and the givens.
 */
public final class ExhaustiveSolver {
    private static final ThreadLocal<BitSolver> SOLVER = ThreadLocal.withInitial(BitSolver::new);

    private ExhaustiveSolver() {
    }

    /** Solves and tells whether the solution is unique; gives up to two solutions. */
    public static SolveResult solve(Grid puzzle) {
        BitSolver solver = SOLVER.get();
        byte[] first = new byte[81];
        byte[] second = new byte[81];
        int count = solver.solve(puzzle.toBytes(), first, second, 2);
        long guesses = solver.lastGuesses();
        if (count == 0) {
            return new SolveResult(SolveStatus.NONE, List.of(), guesses);
        }
        List<Grid> solutions = new ArrayList<>();
        solutions.add(checked(Grid.of(first), puzzle));
        if (count == 1) {
            return new SolveResult(SolveStatus.UNIQUE, solutions, guesses);
        }
        Grid other = checked(Grid.of(second), puzzle);
        if (other.equals(solutions.get(0))) {
            throw new IllegalStateException("solver reported the same solution twice for " + puzzle.toLine());
        }
        solutions.add(other);
        return new SolveResult(SolveStatus.MULTIPLE, solutions, guesses);
    }

    /** The number of solutions, counting at most to {@code limit}. */
    public static int countSolutions(Grid puzzle, int limit) {
        return SOLVER.get().solve(puzzle.toBytes(), null, limit);
    }

    public static boolean hasUniqueSolution(Grid puzzle) {
        return countSolutions(puzzle, 2) == 1;
    }

    private static Grid checked(Grid solution, Grid puzzle) {
        if (!Rules.isSolutionOf(solution, puzzle)) {
            throw new IllegalStateException("solver produced an invalid solution for " + puzzle.toLine());
        }
        return solution;
    }
}
