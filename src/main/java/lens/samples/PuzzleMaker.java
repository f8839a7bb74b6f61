package lens.samples;

import java.util.Random;
import lens.board.Grid;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;

/**
 * Makes a puzzle with one solution for the sample pictures: a random full grid (random digits
 * in a few cells, completed by the solver), then cells removed in random order while the
 * solution stays unique. Not a rated generator; only a source of realistic boards to draw.
 */
public final class PuzzleMaker {
    private PuzzleMaker() {
    }

    /** A random solved grid. */
    public static Grid solution(Random rnd) {
        while (true) {
            int[] d = new int[81];
            int[] perm = shuffled(rnd);
            // The first row as a random permutation is always completable.
            System.arraycopy(perm, 0, d, 0, 9);
            for (int i = 0; i < 9; i++) {
                d[i] = perm[i] + 1;
            }
            SolveResult r = ExhaustiveSolver.solve(Grid.of(d));
            if (!r.solutions().isEmpty()) {
                return r.solutions().get(0);
            }
        }
    }

    /** A unique-solution puzzle from {@code solution}, with about {@code targetGivens} givens. */
    public static Grid puzzle(Grid solution, int targetGivens, Random rnd) {
        Grid g = solution;
        int[] order = new int[81];
        for (int i = 0; i < 81; i++) {
            order[i] = i;
        }
        for (int i = 80; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int cell : order) {
            if (g.filledCount() <= targetGivens) {
                break;
            }
            Grid without = g.with(cell, 0);
            if (ExhaustiveSolver.hasUniqueSolution(without)) {
                g = without;
            }
        }
        return g;
    }

    private static int[] shuffled(Random rnd) {
        int[] p = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        for (int i = 8; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
