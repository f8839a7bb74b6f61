package lens.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import lens.solve.BitSolver;

/**
 * Local search towards puzzles the strategy rater finds hard, by a cheap stand-in for its
 * rating: how many guesses the exhaustive solver needs (on the puzzle and on its transpose, to
 * smooth out its cell choices). The hardest published puzzles take it about a hundred guesses and
 * more (hardest-1106: 99 a puzzle on average, 119 before the solver learnt from its conflicts),
 * plain generated ones rated 7 a handful, so the count climbs with the rating.
 *
 * <p>A move swaps clues on the same solution grid: one clue orbit goes, another comes in (more
 * when needed until the solution is unique again), then every orbit that can go goes (random
 * order), keeping the symmetry. The move is kept when the puzzle is at least as hard as before.
 * Each result is a different puzzle of the same grid, proven unique like every removal.
 */
final class HardClimb {
    private final BitSolver solver = new BitSolver();
    private final ClueRemoval removal;
    private final byte[] transposed = new byte[81];
    private final TrialStall stall = new TrialStall();

    HardClimb(ClueRemoval removal) {
        this.removal = removal;
    }

    /** The guesses the exhaustive solver needs to prove {@code puzzle} unique, both ways round. */
    long hardness(byte[] puzzle) {
        return stall.score(puzzle) * 1000L + guesses(puzzle);
    }

    long guesses(byte[] puzzle) {
        solver.solve(puzzle, null, 2);
        long g = solver.lastGuesses();
        for (int i = 0; i < 81; i++) {
            transposed[i] = puzzle[(i % 9) * 9 + i / 9];
        }
        solver.solve(transposed, null, 2);
        return g + solver.lastGuesses();
    }

    /**
     * Climbs from {@code puzzle} (unique, a subset of {@code solution}) for {@code moves} moves
     * or until its hardness reaches {@code goal}, in place; returns the hardness reached.
     */
    long climb(byte[] puzzle, byte[] solution, Symmetry symmetry, RandomGenerator rnd,
               java.util.function.Predicate<byte[]> unique, int moves, long goal) {
        long h = hardness(puzzle);
        byte[] trial = new byte[81];
        for (int m = 0; m < moves && h < goal; m++) {
            System.arraycopy(puzzle, 0, trial, 0, 81);
            if (!move(trial, solution, symmetry, rnd, unique)) {
                continue;
            }
            long t = hardness(trial);
            if (t >= h) {
                h = t;
                System.arraycopy(trial, 0, puzzle, 0, 81);
            }
        }
        return h;
    }

    /** One swap move on {@code p}: a random clue's orbit out, others in, the surplus out. */
    private boolean move(byte[] p, byte[] solution, Symmetry symmetry, RandomGenerator rnd,
                         java.util.function.Predicate<byte[]> unique) {
        int clue = rnd.nextInt(81);
        while (p[clue] == 0) {
            clue = (clue + 1) % 81;
        }
        removal.reshuffleAround(p, solution, symmetry, clue, rnd, unique);
        return true;
    }
}
