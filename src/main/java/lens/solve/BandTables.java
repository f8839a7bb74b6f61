package lens.solve;

/**
 * Lookup tables for {@link BitSolver}'s band words. A band word holds, for one digit, the
 * candidate cells of one band (three rows) in 27 bits, row by row:
 *
 * <pre>
 *   bit:   26 ......... 18 | 17 .......... 9 | 8 ........... 0
 *          row 2 of band   | row 1 of band   | row 0 of band
 *          c8 c7 c6 ... c0 | c8 ... c0       | c8 c7 c6 c5 ... c0
 *                             box 2 = c8..c6, box 1 = c5..c3, box 0 = c2..c0
 * </pre>
 *
 * The cell index of bit {@code p} of band {@code b} is {@code 27 * b + p}. A row of a band and
 * a box of a band meet in a three-cell "segment"; the nine segments of a band form a 3x3 grid
 * (segment bit {@code 3 * row + box}).
 */
final class BandTables {
    /** Bits of one row of a band word. */
    static final int ROW = 0x1FF;

    /** SHRINK[nine row bits]: which of the three boxes the row has candidates in (3 bits). */
    static final int[] SHRINK = new int[512];

    /**
     * COMPLEX[nine segment bits]: the cells of every segment that lies on some way of placing
     * the digit once per row and once per box of the band (a 3x3 permutation), or 0 when no
     * such way exists. Masking a band word with it does the box-line (locked candidates)
     * eliminations inside the band and finds a box whose candidates sit in one row.
     */
    static final int[] COMPLEX = new int[512];

    /** PEERS[p]: bits of the same row and the same box as bit p, p itself included. */
    static final int[] PEERS = new int[27];

    /** OTHER_BAND_1[w], OTHER_BAND_2[w]: the two words of the same digit in the other bands. */
    static final int[] OTHER_BAND_1 = new int[27];
    static final int[] OTHER_BAND_2 = new int[27];

    /**
     * CLAIM[columns]: for a set of columns whose candidates (of one digit) lie only in this band,
     * the other columns of their boxes, spread over the three rows: the digit of such a box sits
     * in those columns, so the rest of the box loses it.
     */
    static final int[] CLAIM = new int[512];

    /**
     * BAND_OF[w]: the band of word w, {@code w % 3}, for w up to 31 (a word index comes from
     * numberOfTrailingZeros, so the JIT can drop the bounds check and the signed division).
     */
    static final int[] BAND_OF = new int[32];

    /** COLUMN[p]: the three bits of the column of bit p. */
    static final int[] COLUMN = new int[27];

    /**
     * LOCKED[columns of a band word]: the columns that are the only column of their box holding
     * candidates, spread over the three rows. The digit of that box sits in that column, so the
     * other bands lose it.
     */
    static final int[] LOCKED = new int[512];

    private static final int[][] PERMUTATIONS = {
        {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    static {
        for (int row = 0; row < 512; row++) {
            SHRINK[row] = ((row & 0x7) != 0 ? 1 : 0) | ((row & 0x38) != 0 ? 2 : 0) | ((row & 0x1C0) != 0 ? 4 : 0);
        }
        for (int segments = 0; segments < 512; segments++) {
            int allowed = 0;
            for (int[] boxOfRow : PERMUTATIONS) {
                int used = 0;
                for (int r = 0; r < 3; r++) {
                    used |= 1 << (3 * r + boxOfRow[r]);
                }
                if ((segments & used) == used) {
                    allowed |= used;
                }
            }
            int cells = 0;
            for (int seg = 0; seg < 9; seg++) {
                if ((allowed & (1 << seg)) != 0) {
                    cells |= 0x7 << (9 * (seg / 3) + 3 * (seg % 3));
                }
            }
            COMPLEX[segments] = cells;
        }
        for (int cols = 0; cols < 512; cols++) {
            int locked = 0;
            for (int stack = 0; stack < 3; stack++) {
                int inStack = cols & (0x7 << (3 * stack));
                if (inStack != 0 && (inStack & (inStack - 1)) == 0) {
                    locked |= inStack;
                }
            }
            LOCKED[cols] = locked | (locked << 9) | (locked << 18);
            int claimed = 0;
            for (int stack = 0; stack < 3; stack++) {
                int box = 0x7 << (3 * stack);
                if ((cols & box) != 0) {
                    claimed |= box & ~cols;
                }
            }
            CLAIM[cols] = claimed | (claimed << 9) | (claimed << 18);
        }
        for (int w = 0; w < 32; w++) {
            BAND_OF[w] = w % 3;
        }
        for (int w = 0; w < 27; w++) {
            int first = w - w % 3;
            OTHER_BAND_1[w] = first + (w + 1) % 3;
            OTHER_BAND_2[w] = first + (w + 2) % 3;
        }
        for (int p = 0; p < 27; p++) {
            int row = p / 9;
            int col = p % 9;
            int box = col / 3;
            int peers = ROW << (9 * row);
            for (int r = 0; r < 3; r++) {
                peers |= 0x7 << (9 * r + 3 * box);
            }
            PEERS[p] = peers;
            COLUMN[p] = (1 << col) | (1 << (col + 9)) | (1 << (col + 18));
        }
    }

    private BandTables() {
    }
}
