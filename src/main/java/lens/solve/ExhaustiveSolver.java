package lens.solve;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.board.Rules;

/**
 * Thread-safe entry point to the exhaustive solver: solves, counts solutions up to a limit, and
 * checks uniqueness. Keeps one {@link BitSolver} per thread. Every solution it returns has been
 * checked against the rules and the givens.
 */
public final class ExhaustiveSolver {
    private static final ThreadLocal<BitSolver> SOLVER = ThreadLocal.withInitial(BitSolver::new);

    private ExhaustiveSolver() {
    }

    /** Solves and tells whether the solution is unique; gives up to two solutions. */
    public static SolveResult solve(Grid puzzle) {
        BitSolver solver = SOLVER.get();
        byte[] givens = puzzle.toBytes();
        byte[] first = new byte[81];
        int count = solver.solve(givens, first, 2);
        long guesses = solver.lastGuesses();
        if (count == 0) {
            return new SolveResult(SolveStatus.NONE, List.of(), guesses);
        }
        List<Grid> solutions = new ArrayList<>();
        solutions.add(checked(Grid.of(first), puzzle));
        if (count == 1) {
            return new SolveResult(SolveStatus.UNIQUE, solutions, guesses);
        }
        solutions.add(checked(secondSolution(solver, puzzle, solutions.get(0)), puzzle));
        return new SolveResult(SolveStatus.MULTIPLE, solutions, guesses);
    }

    /** The number of solutions, counting at most to {@code limit}. */
    public static int countSolutions(Grid puzzle, int limit) {
        return SOLVER.get().solve(puzzle.toBytes(), null, limit);
    }

    public static boolean hasUniqueSolution(Grid puzzle) {
        return countSolutions(puzzle, 2) == 1;
    }

    /**
     * A solution different from {@code first}: for some empty cell, fix a different digit
     * there; one such choice must have a solution when there are several.
     */
    private static Grid secondSolution(BitSolver solver, Grid puzzle, Grid first) {
        byte[] out = new byte[81];
        for (int c = 0; c < 81; c++) {
            if (!puzzle.isEmpty(c)) {
                continue;
            }
            for (int d = 1; d <= 9; d++) {
                if (d != first.get(c) && solver.solve(puzzle.with(c, d).toBytes(), out, 1) == 1) {
                    return Grid.of(out);
                }
            }
        }
        throw new IllegalStateException("solver counted two solutions but found only one");
    }

    private static Grid checked(Grid solution, Grid puzzle) {
        if (!Rules.isSolutionOf(solution, puzzle)) {
            throw new IllegalStateException("solver produced an invalid solution for " + puzzle.toLine());
        }
        return solution;
    }
}
