package lens.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;

/**
 * Takes clues away from a solved grid, a symmetry orbit at a time, keeping a removal only while
 * {@code keep} still holds (at least: exactly one solution). Works in place on digit arrays.
 *
 * <ul>
 *   <li>{@link #removeInOrder}: try every orbit once, in the order given. Without symmetry the
 *       result is minimal: a clue that could not go earlier cannot go later either, since a
 *       puzzle with fewer clues has at least the solutions of one with more.
 *   <li>{@link #startSparse}: keep one random cell of each digit, add clues back (the open cell
 *       with most candidates first) until {@code keep} holds, then remove what can go. Far fewer
 *       solver calls than starting from the full grid.
 *   <li>{@link #readd}: put a removed orbit back when that lets two or more others go: sparser,
 *       usually harder puzzles, at many more solver calls.
 * </ul>
 */
final class ClueRemoval {
    private final Candidates board = new Candidates();

    /** Tries to remove each orbit of {@code order} in turn; returns how many went. */
    int removeInOrder(byte[] puzzle, List<int[]> order, Predicate<byte[]> keep) {
        int removed = 0;
        byte[] saved = new byte[4];
        for (int[] orbit : order) {
            if (puzzle[orbit[0]] == 0) {
                continue;
            }
            for (int i = 0; i < orbit.length; i++) {
                saved[i] = puzzle[orbit[i]];
                puzzle[orbit[i]] = 0;
            }
            if (keep.test(puzzle)) {
                removed++;
            } else {
                for (int i = 0; i < orbit.length; i++) {
                    puzzle[orbit[i]] = saved[i];
                }
            }
        }
        return removed;
    }

    /** Removes from the full {@code solution}: every orbit in random order. */
    byte[] fromFull(byte[] solution, Symmetry symmetry, RandomGenerator rnd, Predicate<byte[]> keep) {
        byte[] puzzle = solution.clone();
        removeInOrder(puzzle, shuffledOrbits(symmetry, rnd), keep);
        return puzzle;
    }

    /** The start-sparse method; see the class comment. */
    byte[] startSparse(byte[] solution, Symmetry symmetry, RandomGenerator rnd, Predicate<byte[]> keep) {
        byte[] puzzle = new byte[81];
        for (int d = 1; d <= 9; d++) {
            int[] cells = new int[9];
            int n = 0;
            for (int c = 0; c < 81; c++) {
                if (solution[c] == d) {
                    cells[n++] = c;
                }
            }
            place(puzzle, solution, symmetry.orbitOf(cells[rnd.nextInt(n)]));
        }
        while (!keep.test(puzzle)) {
            place(puzzle, solution, symmetry.orbitOf(mostCandidatesCell(puzzle, rnd)));
        }
        removeInOrder(puzzle, shuffledOrbits(symmetry, rnd), keep);
        return puzzle;
    }

    /**
     * Re-adding: for each removed orbit (random order), put it back and try to remove the others;
     * keep the change when two or more went, else undo. Repeats up to {@code rounds} passes or
     * until a pass changes nothing. Returns the number of clues gained away (net).
     */
    int readd(byte[] puzzle, byte[] solution, Symmetry symmetry, RandomGenerator rnd,
              Predicate<byte[]> keep, int rounds) {
        int net = 0;
        for (int round = 0; round < rounds; round++) {
            boolean improved = false;
            for (int[] back : shuffledOrbits(symmetry, rnd)) {
                if (puzzle[back[0]] != 0) {
                    continue;
                }
                byte[] before = puzzle.clone();
                place(puzzle, solution, back);
                List<int[]> others = new ArrayList<>();
                for (int[] o : shuffledOrbits(symmetry, rnd)) {
                    if (o != back && puzzle[o[0]] != 0) {
                        others.add(o);
                    }
                }
                int went = removeInOrder(puzzle, others, keep);
                if (went >= 2) {
                    net += went - 1;
                    improved = true;
                } else {
                    System.arraycopy(before, 0, puzzle, 0, 81);
                }
            }
            if (!improved) {
                break;
            }
        }
        return net;
    }

    static List<int[]> shuffledOrbits(Symmetry symmetry, RandomGenerator rnd) {
        int[][] all = symmetry.orbits();
        List<int[]> out = new ArrayList<>(all.length);
        for (int i : PermutationFill.permutation(all.length, rnd)) {
            out.add(all[i]);
        }
        return out;
    }

    private static void place(byte[] puzzle, byte[] solution, int[] orbit) {
        for (int c : orbit) {
            puzzle[c] = solution[c];
        }
    }

    /** An open cell with the most candidates after naked singles (ties broken at random). */
    private int mostCandidatesCell(byte[] puzzle, RandomGenerator rnd) {
        board.load(puzzle);
        int best = -1;
        int bestCount = 0;
        int ties = 0;
        for (int c = 0; c < 81; c++) {
            if (puzzle[c] != 0) {
                continue;
            }
            int n = board.value[c] != 0 ? 1 : Integer.bitCount(board.mask[c]);
            if (n > bestCount) {
                bestCount = n;
                best = c;
                ties = 1;
            } else if (n == bestCount && rnd.nextInt(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }

    /** True when naked and hidden singles alone fill the grid (so it is unique and easy). */
    boolean singlesSolve(byte[] puzzle) {
        return board.load(puzzle) && board.hiddenSingles() && board.isFull();
    }
}
