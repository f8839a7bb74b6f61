package lens.generate;

import java.util.Arrays;
import lens.board.Grid;

/**
 * Whether two puzzles are the same up to Sudoku's symmetries: relabelling the digits, permuting
 * bands, stacks, rows inside a band and columns inside a stack, and transposing (3,359,232
 * placements times 9! relabellings). Brute force over the placements, pruned by clue counts per
 * row and column; fine for a test's few pairs.
 */
final class Equivalence {
    private static final int[][] PERMS3 = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    private static final int[][] LINE_ORDERS = lineOrders();

    private Equivalence() {
    }

    /** A cheap invariant: equal for equivalent puzzles (sorted clue counts per digit, line and box). */
    static String invariant(Grid p) {
        int[] digits = new int[10];
        int[] rows = new int[9];
        int[] cols = new int[9];
        for (int c = 0; c < 81; c++) {
            if (!p.isEmpty(c)) {
                digits[p.get(c)]++;
                rows[c / 9]++;
                cols[c % 9]++;
            }
        }
        int[] d = Arrays.copyOfRange(digits, 1, 10);
        Arrays.sort(d);
        Arrays.sort(rows);
        Arrays.sort(cols);
        String r = Arrays.toString(rows);
        String k = Arrays.toString(cols);
        return Arrays.toString(d) + (r.compareTo(k) < 0 ? r + k : k + r);
    }

    static boolean equivalent(Grid a, Grid b) {
        int[] pa = cells(a);
        int[] pb = cells(b);
        return matches(pa, pb) || matches(transpose(pa), pb);
    }

    private static boolean matches(int[] a, int[] b) {
        int[] rowCountB = counts(b, true);
        int[] colCountB = counts(b, false);
        for (int[] rows : LINE_ORDERS) {
            int[] byRows = new int[81];
            for (int r = 0; r < 9; r++) {
                System.arraycopy(a, rows[r] * 9, byRows, r * 9, 9);
            }
            if (!Arrays.equals(counts(byRows, true), rowCountB)) {
                continue;
            }
            for (int[] cols : LINE_ORDERS) {
                int[] moved = new int[81];
                for (int r = 0; r < 9; r++) {
                    for (int c = 0; c < 9; c++) {
                        moved[r * 9 + c] = byRows[r * 9 + cols[c]];
                    }
                }
                if (Arrays.equals(counts(moved, false), colCountB) && relabels(moved, b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True when one digit mapping turns {@code a} into {@code b}, clue for clue. */
    private static boolean relabels(int[] a, int[] b) {
        int[] map = new int[10];
        int[] back = new int[10];
        for (int c = 0; c < 81; c++) {
            if ((a[c] == 0) != (b[c] == 0)) {
                return false;
            }
            if (a[c] != 0) {
                if (map[a[c]] == 0 && back[b[c]] == 0) {
                    map[a[c]] = b[c];
                    back[b[c]] = a[c];
                } else if (map[a[c]] != b[c]) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int[] counts(int[] p, boolean rows) {
        int[] n = new int[9];
        for (int c = 0; c < 81; c++) {
            if (p[c] != 0) {
                n[rows ? c / 9 : c % 9]++;
            }
        }
        return n;
    }

    private static int[] cells(Grid g) {
        int[] out = new int[81];
        for (int c = 0; c < 81; c++) {
            out[c] = g.get(c);
        }
        return out;
    }

    private static int[] transpose(int[] p) {
        int[] t = new int[81];
        for (int c = 0; c < 81; c++) {
            t[c] = p[(c % 9) * 9 + c / 9];
        }
        return t;
    }

    /** The 1,296 orders of nine lines that keep bands together: bands permuted, lines in each. */
    private static int[][] lineOrders() {
        int[][] out = new int[1296][];
        int n = 0;
        for (int[] bands : PERMS3) {
            for (int[] p0 : PERMS3) {
                for (int[] p1 : PERMS3) {
                    for (int[] p2 : PERMS3) {
                        int[][] inner = {p0, p1, p2};
                        int[] order = new int[9];
                        for (int i = 0; i < 9; i++) {
                            order[i] = bands[i / 3] * 3 + inner[i / 3][i % 3];
                        }
                        out[n++] = order;
                    }
                }
            }
        }
        return out;
    }
}
