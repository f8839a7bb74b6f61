package lens.board;

/**
 * Fixed geometry of the 9x9 board, computed once: which row, column and box each cell is in,
 * the cells of each of the 27 units, the 20 peers of each cell, and the cells around each.
 *
 * <pre>
 * cell = 9 * row + col            (0..80, row-major)
 * unit  0..8  rows, 9..17 columns, 18..26 boxes (box = 3 * (row / 3) + col / 3)
 * </pre>
 * Names shown to users are 1-based: {@code r3c7}, {@code row 3}, {@code column 7}, {@code box 9}.
 */
public final class Units {
    public static final int CELLS = 81;
    public static final int UNITS = 27;

    private static final int[] ROW = new int[CELLS];
    private static final int[] COL = new int[CELLS];
    private static final int[] BOX = new int[CELLS];
    private static final int[][] UNIT_CELLS = new int[UNITS][9];
    private static final int[][] CELL_UNITS = new int[CELLS][3];
    private static final int[][] PEERS = new int[CELLS][20];
    private static final int[][] AROUND = new int[CELLS][];

    static {
        for (int c = 0; c < CELLS; c++) {
            ROW[c] = c / 9;
            COL[c] = c % 9;
            BOX[c] = 3 * (ROW[c] / 3) + COL[c] / 3;
            CELL_UNITS[c] = new int[] {ROW[c], 9 + COL[c], 18 + BOX[c]};
        }
        int[] fill = new int[UNITS];
        for (int c = 0; c < CELLS; c++) {
            for (int u : CELL_UNITS[c]) {
                UNIT_CELLS[u][fill[u]++] = c;
            }
        }
        for (int c = 0; c < CELLS; c++) {
            int n = 0;
            for (int p = 0; p < CELLS; p++) {
                if (p != c && (ROW[p] == ROW[c] || COL[p] == COL[c] || BOX[p] == BOX[c])) {
                    PEERS[c][n++] = p;
                }
            }
            int[] around = new int[9];
            int k = 0;
            for (int p = 0; p < CELLS; p++) {
                if (Math.abs(ROW[p] - ROW[c]) <= 1 && Math.abs(COL[p] - COL[c]) <= 1) {
                    around[k++] = p;
                }
            }
            AROUND[c] = java.util.Arrays.copyOf(around, k);
        }
    }

    private Units() {
    }

    public static int row(int cell) {
        return ROW[cell];
    }

    public static int col(int cell) {
        return COL[cell];
    }

    public static int box(int cell) {
        return BOX[cell];
    }

    public static int cell(int row, int col) {
        return 9 * row + col;
    }

    /** The nine cells of unit {@code u} (0..26), in reading order. Do not modify. */
    public static int[] cellsOf(int unit) {
        return UNIT_CELLS[unit];
    }

    /** The row, column and box unit indices of a cell. Do not modify. */
    public static int[] unitsOf(int cell) {
        return CELL_UNITS[cell];
    }

    /** The 20 cells sharing a unit with {@code cell}, ascending. Do not modify. */
    public static int[] peersOf(int cell) {
        return PEERS[cell];
    }

    /**
     * The cells at most one row and one column from {@code cell}, itself included (4 to 9), ascending:
     * what lies against it on the page. Do not modify.
     */
    public static int[] around(int cell) {
        return AROUND[cell];
    }

    public static boolean sees(int a, int b) {
        return a != b && (ROW[a] == ROW[b] || COL[a] == COL[b] || BOX[a] == BOX[b]);
    }

    /** {@code r3c7}: 1-based row and column. */
    public static String cellName(int cell) {
        return "r" + (ROW[cell] + 1) + "c" + (COL[cell] + 1);
    }

    /** {@code row 3}, {@code column 7} or {@code box 9}, 1-based. */
    public static String unitName(int unit) {
        if (unit < 9) {
            return "row " + (unit + 1);
        }
        if (unit < 18) {
            return "column " + (unit - 8);
        }
        return "box " + (unit - 17);
    }
}
