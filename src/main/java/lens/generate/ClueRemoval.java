package lens.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import lens.solve.SearchBoard;

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
    private final SearchBoard board = new SearchBoard();
    /**
     * The clues added so far while clues are put back (start-sparse, reshuffles), kept up to date
     * clue by clue: naked-single propagation reaches the same board whatever the order the clues
     * come in, so this is the board {@code load} would give, without loading it again each time.
     */
    private final SearchBoard counts = new SearchBoard();

    /** Tries to remove each orbit of {@code order} in turn; returns how many went. */
    int removeInOrder(byte[] puzzle, List<int[]> order, Predicate<byte[]> keep) {
        return removeInOrder(puzzle, order, keep, null);
    }

    /** As above, and appends each orbit that went to {@code removedOut} (may be null). */
    int removeInOrder(byte[] puzzle, List<int[]> order, Predicate<byte[]> keep, List<int[]> removedOut) {
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
                if (removedOut != null) {
                    removedOut.add(orbit);
                }
            } else {
                for (int i = 0; i < orbit.length; i++) {
                    puzzle[orbit[i]] = saved[i];
                }
            }
        }
        return removed;
    }

    /** Removes from the full {@code solution}: every orbit in random order. */
    byte[] fromFull(byte[] solution, Symmetry symmetry, RandomGenerator rnd, Predicate<byte[]> keep,
                    List<int[]> removedOut) {
        byte[] puzzle = solution.clone();
        removeInOrder(puzzle, shuffledOrbits(symmetry, rnd), keep, removedOut);
        return puzzle;
    }

    /** The start-sparse method; see the class comment. */
    byte[] startSparse(byte[] solution, Symmetry symmetry, RandomGenerator rnd, Predicate<byte[]> keep,
                       List<int[]> removedOut) {
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
        counts.load(puzzle);
        while (!keep.test(puzzle)) {
            placeCounted(puzzle, solution, symmetry.orbitOf(mostCandidatesCell(puzzle, new int[0], rnd)));
        }
        removeInOrder(puzzle, shuffledOrbits(symmetry, rnd), keep, removedOut);
        return puzzle;
    }

    /**
     * Backs off an overshoot: {@code removed} are the orbits taken away, in order, on the way to
     * {@code puzzle}; finds (by bisection, taking the rating to grow as clues go) the longest
     * prefix of them whose puzzle still satisfies {@code ceiling}, and returns that puzzle, or
     * null when even none removed is over the ceiling. Every such puzzle is unique, being a
     * superset of the unique {@code puzzle}.
     */
    static byte[] backOff(byte[] puzzle, byte[] solution, List<int[]> removed, Predicate<byte[]> ceiling) {
        int lo = -1;
        int hi = removed.size();
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (ceiling.test(withRestored(puzzle, solution, removed, mid))) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo < 0 ? null : withRestored(puzzle, solution, removed, lo);
    }

    /** {@code puzzle} with the orbits {@code removed[k..]} put back: the puzzle after k removals. */
    private static byte[] withRestored(byte[] puzzle, byte[] solution, List<int[]> removed, int k) {
        byte[] p = puzzle.clone();
        for (int i = k; i < removed.size(); i++) {
            place(p, solution, removed.get(i));
        }
        return p;
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

    /**
     * A step towards a minimal symmetric puzzle: {@code removable} is a clue that could go alone
     * while its orbit cannot. Take the whole orbit out, add other orbits back (most candidates
     * first) until {@code keep} holds again, then remove what can go: a different symmetric
     * puzzle of the same grid, often one step closer to minimal.
     */
    void reshuffleAround(byte[] puzzle, byte[] solution, Symmetry symmetry, int removable,
                         RandomGenerator rnd, Predicate<byte[]> keep) {
        int[] out = symmetry.orbitOf(removable);
        for (int c : out) {
            puzzle[c] = 0;
        }
        counts.load(puzzle);
        while (!keep.test(puzzle)) {
            int cell = mostCandidatesCell(puzzle, out, rnd);
            placeCounted(puzzle, solution, symmetry.orbitOf(cell));
        }
        removeInOrder(puzzle, shuffledOrbits(symmetry, rnd), keep);
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
    /** {@link #place}, and the same clues given to {@link #counts}. */
    private void placeCounted(byte[] puzzle, byte[] solution, int[] orbit) {
        place(puzzle, solution, orbit);
        for (int c : orbit) {
            counts.assign(c, solution[c]);
        }
    }

    /**
     * The empty cell (outside {@code avoid}) with the most candidates, ties broken at random;
     * {@link #counts} must hold {@code puzzle}'s clues.
     */
    private int mostCandidatesCell(byte[] puzzle, int[] avoid, RandomGenerator rnd) {
        SearchBoard board = counts;
        int best = -1;
        int bestCount = 0;
        int ties = 0;
        for (int c = 0; c < 81; c++) {
            if (puzzle[c] != 0 || contains(avoid, c)) {
                continue;
            }
            int n = board.value(c) != 0 ? 1 : Integer.bitCount(board.mask(c));
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

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }

    /** True when naked and hidden singles alone fill the grid (so it is unique and easy). */
    boolean singlesSolve(byte[] puzzle) {
        return board.load(puzzle) && board.hiddenSingles() && board.isFull();
    }
}
