package lens.solve.human.chains;

import java.util.Arrays;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.Potential;

/**
 * A walk that, when the links run out, applies the basic rules on the board as it now is:
 * pointing and claiming, then naked and hidden pairs (SE's "Dynamic Forcing Chains (+)").
 * Each new off follows from the offs that made the pattern.
 */
class RuledWalk extends Walk {
    RuledWalk(Chainer chainer, Implications im) {
        super(chainer, im);
    }

    @Override
    boolean stalled() {
        return lockedCandidates() || pairs();
    }

    /**
     * Pointing and claiming on the board as it now is: when a digit's places in one unit
     * all lie in a second unit, it goes off in the rest of the second. The new offs follow
     * from the offs that confined the digit. True when anything new was added.
     */
    boolean lockedCandidates() {
        int before = tail;
        for (int from = 0; from < Units.UNITS; from++) {
            for (int d = 1; d <= 9; d++) {
                if ((placedIn[from] & Digits.bit(d)) == 0 && !confine(from, d)) {
                    return true;
                }
            }
        }
        return tail > before;
    }


    /**
     * Naked and hidden pairs on the board as it now is (SE's level 1 also tries them after
     * locked candidates): two cells of a unit left with the same two digits clear those
     * digits from the rest of the unit; two digits of a unit left with the same two places
     * clear those cells of other digits. The new offs follow from the offs that made the
     * pair. True when anything new was added (or a contradiction found).
     */
    boolean pairs() {
        int before = tail;
        for (int u = 0; u < Units.UNITS; u++) {
            int[] cells = Units.cellsOf(u);
            for (int i = 0; i < 9; i++) {
                int a = cells[i];
                if (Integer.bitCount(cur[a]) != 2) {
                    continue;
                }
                for (int j = i + 1; j < 9; j++) {
                    int b = cells[j];
                    if (cur[b] == cur[a] && !nakedPair(u, a, b)) {
                        return true;
                    }
                }
            }
            int[] where = new int[10];
            for (int d = 1; d <= 9; d++) {
                if ((placedIn[u] & Digits.bit(d)) == 0) {
                    for (int i = 0; i < 9; i++) {
                        if ((cur[cells[i]] & Digits.bit(d)) != 0) {
                            where[d] |= 1 << i;
                        }
                    }
                }
            }
            for (int x = 1; x <= 9; x++) {
                for (int y = x + 1; y <= 9 && Integer.bitCount(where[x]) == 2; y++) {
                    if (where[y] == where[x] && !hiddenPair(u, x, y, where[x])) {
                        return true;
                    }
                }
            }
        }
        return tail > before;
    }

    /** Cells a and b of unit u hold the same two digits; false on contradiction. */
    boolean nakedPair(int u, int a, int b) {
        int[] why = null;
        for (int q : Units.cellsOf(u)) {
            for (int m = q == a || q == b ? 0 : cur[q] & cur[a]; m != 0; m &= m - 1) {
                int off = Potential.off(q, Integer.numberOfTrailingZeros(m) + 1);
                if (im.reached(off)) {
                    continue;
                }
                if (why == null) {
                    int[] wa = offsOf(a, base[a] & ~cur[a]);
                    int[] wb = offsOf(b, base[b] & ~cur[b]);
                    why = Arrays.copyOf(wa, wa.length + wb.length);
                    System.arraycopy(wb, 0, why, wa.length, wb.length);
                    if (why.length == 0) {
                        return true; // a pair on the board itself: nothing this chain adds
                    }
                }
                im.setRuled(off);
                if (!add(off, why)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Digits x and y of unit u fit only the two cells of {@code places}; false on contradiction. */
    boolean hiddenPair(int u, int x, int y, int places) {
        int[] why = null;
        int keep = Digits.bit(x) | Digits.bit(y);
        for (int m = places; m != 0; m &= m - 1) {
            int q = Units.cellsOf(u)[Integer.numberOfTrailingZeros(m)];
            for (int o = cur[q] & ~keep; o != 0; o &= o - 1) {
                int off = Potential.off(q, Integer.numberOfTrailingZeros(o) + 1);
                if (im.reached(off)) {
                    continue;
                }
                if (why == null) {
                    int[] wx = removedIn(u, x);
                    int[] wy = removedIn(u, y);
                    why = Arrays.copyOf(wx, wx.length + wy.length);
                    System.arraycopy(wy, 0, why, wx.length, wy.length);
                    if (why.length == 0) {
                        return true;
                    }
                }
                im.setRuled(off);
                if (!add(off, why)) {
                    return false;
                }
            }
        }
        return true;
    }


    /** Locked candidates from unit {@code from} on digit {@code d}; false on contradiction. */
    boolean confine(int from, int d) {
        int bit = Digits.bit(d);
        int first = -1;
        int count = 0;
        int rows = 0;
        int cols = 0;
        int boxes = 0;
        for (int q : Units.cellsOf(from)) {
            if ((cur[q] & bit) != 0) {
                if (first < 0) {
                    first = q;
                }
                count++;
                rows |= 1 << Units.row(q);
                cols |= 1 << Units.col(q);
                boxes |= 1 << Units.box(q);
            }
        }
        if (count < 2) {
            return true;
        }
        int to = -1;
        if (from >= 18) {
            if (Integer.bitCount(rows) == 1) {
                to = Units.row(first);
            } else if (Integer.bitCount(cols) == 1) {
                to = 9 + Units.col(first);
            }
        } else if (Integer.bitCount(boxes) == 1) {
            to = 18 + Units.box(first);
        }
        if (to < 0) {
            return true;
        }
        int[] why = null;
        for (int q : Units.cellsOf(to)) {
            if ((cur[q] & bit) != 0 && !inUnit(q, from)) {
                if (why == null) {
                    why = removedIn(from, d);
                    if (why.length == 0) {
                        return true; // confined on the board itself: nothing this chain adds
                    }
                }
                int off = Potential.off(q, d);
                if (!im.reached(off)) {
                    im.setRuled(off);
                }
                if (!add(off, why)) {
                    return false;
                }
            }
        }
        return true;
    }

    static boolean inUnit(int cell, int unit) {
        int[] us = Units.unitsOf(cell);
        return us[0] == unit || us[1] == unit || us[2] == unit;
    }
}
