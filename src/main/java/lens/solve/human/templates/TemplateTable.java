package lens.solve.human.templates;

/**
 * The 46,656 templates: the ways to place one digit nine times, once in every row, column and
 * box. Each is an 81-bit set in two longs, computed once and never changed.
 *
 * <pre>
 * lo: bit i      = cell i       (cells 0..63)
 * hi: bit i - 64 = cell i       (cells 64..80)
 * </pre>
 */
final class TemplateTable {
    static final int COUNT = 46_656;
    static final long[] LO = new long[COUNT];
    static final long[] HI = new long[COUNT];

    static {
        int[] n = {0};
        fill(0, 0, 0, 0L, 0L, n);
        if (n[0] != COUNT) {
            throw new IllegalStateException("template count " + n[0]);
        }
    }

    private TemplateTable() {
    }

    private static void fill(int row, int usedCols, int usedBoxes, long lo, long hi, int[] n) {
        if (row == 9) {
            LO[n[0]] = lo;
            HI[n[0]] = hi;
            n[0]++;
            return;
        }
        for (int col = 0; col < 9; col++) {
            int box = 3 * (row / 3) + col / 3;
            if ((usedCols & (1 << col)) != 0 || (usedBoxes & (1 << box)) != 0) {
                continue;
            }
            int cell = 9 * row + col;
            // a new band starts with all of its boxes free again
            int boxes = row % 3 == 2 ? 0 : usedBoxes | (1 << box);
            fill(row + 1, usedCols | (1 << col), boxes,
                    cell < 64 ? lo | (1L << cell) : lo, cell >= 64 ? hi | (1L << (cell - 64)) : hi, n);
        }
    }
}
