package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import lens.board.Grid;
import lens.board.Rules;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of both solvers on random puzzles: a solved grid comes from the solver itself (a few
 * random givens on a blank grid, digits relabelled), then random cells are removed.
 */
class SolverProperties {
    private final BitSolver fast = new BitSolver();
    private final SimpleSolver simple = new SimpleSolver();

    /** A random complete grid, or null when the random seed givens happen to clash. */
    private byte[] solvedGrid(Random rnd) {
        byte[] seed = new byte[81];
        for (int d = 1; d <= 9; d++) {
            seed[rnd.nextInt(81)] = (byte) d;
        }
        byte[] out = new byte[81];
        return fast.solve(seed, out, 1) == 1 ? out : null;
    }

    private static byte[] removeCells(byte[] grid, int keep, Random rnd) {
        byte[] p = grid.clone();
        int filled = 81;
        while (filled > keep) {
            int c = rnd.nextInt(81);
            if (p[c] != 0) {
                p[c] = 0;
                filled--;
            }
        }
        return p;
    }

    @Property(tries = 300)
    void solutionKeepsTheGivens(@ForAll long seed, @ForAll @IntRange(min = 0, max = 81) int keep) {
        Random rnd = new Random(seed);
        byte[] grid = solvedGrid(rnd);
        if (grid == null) {
            return;
        }
        assertTrue(Rules.isSolved(Grid.of(grid)));
        byte[] puzzle = removeCells(grid, keep, rnd);
        byte[] out = new byte[81];
        assertTrue(fast.solve(puzzle, out, 1) == 1, "a subset of a solved grid has a solution");
        assertTrue(Rules.isSolutionOf(Grid.of(out), Grid.of(puzzle)));
    }

    @Property(tries = 200)
    void countNeverExceedsTheLimit(@ForAll long seed, @ForAll @IntRange(min = 0, max = 30) int keep,
                                   @ForAll @IntRange(min = 1, max = 6) int limit) {
        Random rnd = new Random(seed);
        byte[] grid = solvedGrid(rnd);
        if (grid == null) {
            return;
        }
        byte[] puzzle = removeCells(grid, keep, rnd);
        int count = fast.solve(puzzle, null, limit);
        assertTrue(count >= 1 && count <= limit, "count " + count + " limit " + limit);
        assertEquals(count, simple.solve(puzzle, null, limit));
    }

    /** Random givens, so puzzles with no solution come up as well as unique and multiple ones. */
    @Property(tries = 500)
    void fastAndSimpleAgreeUpToTwo(@ForAll long seed, @ForAll @IntRange(min = 20, max = 40) int keep,
                                   @ForAll @IntRange(min = 0, max = 6) int changes) {
        Random rnd = new Random(seed);
        byte[] grid = solvedGrid(rnd);
        if (grid == null) {
            return;
        }
        byte[] puzzle = removeCells(grid, keep, rnd);
        for (int i = 0; i < changes; i++) {
            int c = rnd.nextInt(81);
            if (puzzle[c] != 0) {
                puzzle[c] = (byte) (1 + rnd.nextInt(9));
            }
        }
        byte[] a = new byte[81];
        byte[] b = new byte[81];
        int count = fast.solve(puzzle, a, b, 2);
        assertEquals(simple.solve(puzzle, null, 2), count, Grid.of(puzzle).toLine());
        Grid p = Grid.of(puzzle);
        if (count >= 1) {
            assertTrue(Rules.isSolutionOf(Grid.of(a), p));
        }
        if (count == 2) {
            assertTrue(Rules.isSolutionOf(Grid.of(b), p));
            assertTrue(!Grid.of(a).equals(Grid.of(b)));
        }
    }
}
