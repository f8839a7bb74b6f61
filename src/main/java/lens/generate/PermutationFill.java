package lens.generate;

import java.util.random.RandomGenerator;
import lens.board.Grid;

/**
 * The permutation method: one valid seed grid, transformed by the moves that keep a grid valid:
 * relabel the digits, shuffle the rows inside each band and the columns inside each stack,
 * shuffle the bands and the stacks, and transpose half the time.
 *
 * <p>Fast, but biased: these moves never leave the seed grid's equivalence class, so out of
 * 5,472,730,538 essentially different grids it reaches exactly one. The seed here is the
 * classic pattern grid {@code (3r + r/3 + c) mod 9 + 1}, whose large automorphism group makes it
 * a particularly regular class.
 */
public final class PermutationFill implements GridFill {
    @Override
    public Grid fill(RandomGenerator rnd) {
        int[] digit = permutation(9, rnd);
        int[] rows = lineOrder(rnd);
        int[] cols = lineOrder(rnd);
        boolean transpose = rnd.nextBoolean();
        int[] out = new int[81];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int sr = rows[r];
                int sc = cols[c];
                if (transpose) {
                    int t = sr;
                    sr = sc;
                    sc = t;
                }
                out[9 * r + c] = digit[seed(sr, sc) - 1] + 1;
            }
        }
        return Grid.of(out);
    }

    private static int seed(int r, int c) {
        return (3 * r + r / 3 + c) % 9 + 1;
    }

    /** A random order of the nine lines: bands shuffled, then the lines inside each band. */
    private static int[] lineOrder(RandomGenerator rnd) {
        int[] bands = permutation(3, rnd);
        int[] order = new int[9];
        for (int b = 0; b < 3; b++) {
            int[] inside = permutation(3, rnd);
            for (int i = 0; i < 3; i++) {
                order[3 * b + i] = 3 * bands[b] + inside[i];
            }
        }
        return order;
    }

    static int[] permutation(int n, RandomGenerator rnd) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }
}
