package lens.solve.human.uniqueness;

import java.util.Arrays;
import java.util.function.Function;
import lens.board.Units;
import lens.solve.human.CandidateBoard;

/**
 * The rectangles the unique-rectangle types look at: four empty cells in two rows, two columns
 * and two boxes, each holding both digits of a pair, at least one holding only the pair (Sudoku
 * Explainer starts its loops from such a cell). Were every corner only the pair, the two digits
 * could swap and the puzzle would have two solutions; so in a puzzle with one solution some
 * corner of the roof (the corners holding more) takes another digit.
 */
final class Rectangles {
    private Rectangles() {
    }

    /** The corners in reading order, the pair as a mask, and the roof (corners holding more). */
    record Corners(int[] cells, int digits, int[] roof) {
        /** The roof's digits other than the pair. */
        int extras(CandidateBoard b) {
            int m = 0;
            for (int c : roof) {
                m |= b.candidates(c);
            }
            return m & ~digits;
        }

        /** The units both roof cells lie in (box first, then row or column), for a roof of two. */
        int[] sharedUnits() {
            if (roof.length != 2) {
                return new int[0];
            }
            int[] a = Units.unitsOf(roof[0]);
            int[] b = Units.unitsOf(roof[1]);
            int[] shared = new int[3];
            int n = 0;
            for (int i : new int[] {2, 0, 1}) {
                if (a[i] == b[i]) {
                    shared[n++] = a[i];
                }
            }
            return Arrays.copyOf(shared, n);
        }
    }

    /** Calls {@code visit} on each rectangle, rows then columns ascending, until it returns non-null. */
    static <T> T first(CandidateBoard b, Function<Corners, T> visit) {
        int[] cells = new int[4];
        int[] open = new int[9]; // per row, the columns of its cells with two or more candidates
        for (int c = 0; c < Units.CELLS; c++) {
            if (Integer.bitCount(b.candidates(c)) >= 2) {
                open[Units.row(c)] |= 1 << Units.col(c);
            }
        }
        for (int r1 = 0; r1 < 9; r1++) {
            for (int r2 = r1 + 1; r2 < 9; r2++) {
                int both = open[r1] & open[r2];
                if (Integer.bitCount(both) < 2) {
                    continue;
                }
                for (int c1 = 0; c1 < 9; c1++) {
                    if ((both & 1 << c1) == 0) {
                        continue;
                    }
                    for (int c2 = c1 + 1; c2 < 9; c2++) {
                        boolean twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                        if ((both & 1 << c2) == 0 || !twoBoxes) {
                            continue;
                        }
                        cells[0] = Units.cell(r1, c1);
                        cells[1] = Units.cell(r1, c2);
                        cells[2] = Units.cell(r2, c1);
                        cells[3] = Units.cell(r2, c2);
                        Corners corners = corners(b, cells);
                        if (corners != null) {
                            T hit = visit.apply(corners);
                            if (hit != null) {
                                return hit;
                            }
                        }
                    }
                }
            }
        }
        return null;
    }

    private static Corners corners(CandidateBoard b, int[] cells) {
        int pair = 0;
        for (int c : cells) {
            int m = b.candidates(c);
            if (Integer.bitCount(m) == 2) {
                pair = m;
                break;
            }
        }
        if (pair == 0) {
            return null;
        }
        int roofSize = 0;
        for (int c : cells) {
            int m = b.candidates(c);
            if ((m & pair) != pair) {
                return null;
            }
            if (m != pair) {
                roofSize++;
            }
        }
        if (roofSize == 0) {
            return null; // a deadly pattern already: not this technique's business
        }
        int[] roof = new int[roofSize];
        int n = 0;
        for (int c : cells) {
            if (b.candidates(c) != pair) {
                roof[n++] = c;
            }
        }
        return new Corners(cells.clone(), pair, roof);
    }

    /** The empty cells outside {@code group} that see every cell of it (rectangle roofs, BUG cells). */
    static int[] seeingAll(CandidateBoard b, int[] group) {
        int[] out = new int[20];
        int n = 0;
        for (int p : Units.peersOf(group[0])) {
            boolean all = b.isEmpty(p);
            for (int i = 1; i < group.length && all; i++) {
                all = p != group[i] && Units.sees(p, group[i]);
            }
            if (all) {
                out[n++] = p;
            }
        }
        return Arrays.copyOf(out, n);
    }
}
