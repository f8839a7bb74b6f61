package lens.solve.human.chains;

import java.util.Arrays;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.Potential;

/**
 * One walk of a {@link Chainer}: the queue of potentials to expand and the board as the
 * assumption has changed it. This base walk follows the links only; subclasses add rules
 * for when the links run out ({@link RuledWalk}, {@link NestedWalk}).
 */
class Walk {
    final Chainer.Mode mode;
    final int[] base;
    final int[] placedIn;
    final Implications im;
    final int[] cur;
    final int[] queue = new int[Potential.COUNT];
    int head;
    int tail;
    /**
     * Potentials this many links or more from the assumption are not expanded (a bound for
     * searches that only want short derivations; see {@link Chainer#follow(int, int)}).
     */
    int maxDepth = Integer.MAX_VALUE;

    Walk(Chainer chainer, Implications im) {
        this.mode = chainer.mode();
        this.base = chainer.base();
        this.placedIn = chainer.placedIn();
        this.im = im;
        this.cur = base.clone();
    }

    void run() {
        int depth = 0;
        int layerEnd = tail; // queue[head..layerEnd) lie at depth, what follows one deeper
        do {
            while (head < tail) {
                if (head == layerEnd) {
                    depth++;
                    layerEnd = tail;
                }
                if (depth >= maxDepth) {
                    return;
                }
                int p = queue[head++];
                boolean ok = Potential.isOn(p) ? expandOn(p) : expandOff(p);
                if (!ok) {
                    return;
                }
            }
        } while (stalled());
    }

    /** Called when the links run out; true when a rule added something (or broke the board). */
    boolean stalled() {
        return false;
    }

    /** Adds {@code p}; false when that makes a contradiction (p's opposite already reached). */
    boolean add(int p, int[] from) {
        if (!im.add(p, from)) {
            return true;
        }
        queue[tail++] = p;
        if (im.reached(p ^ 1) && mode != Chainer.Mode.STATIC) {
            im.setContradiction(p | 1, p & ~1);
            return false;
        }
        return true;
    }

    boolean expandOn(int p) {
        int c = Potential.cell(p);
        int d = Potential.digit(p);
        int[] from = {p};
        int[] board = mode == Chainer.Mode.STATIC ? base : cur;
        for (int m = mode == Chainer.Mode.NISHIO ? 0 : board[c] & ~Digits.bit(d); m != 0; m &= m - 1) {
            if (!add(Potential.off(c, Integer.numberOfTrailingZeros(m) + 1), from)) {
                return false;
            }
        }
        int bit = Digits.bit(d);
        for (int q : Units.peersOf(c)) {
            if ((board[q] & bit) != 0 && !add(Potential.off(q, d), from)) {
                return false;
            }
        }
        return true;
    }

    boolean expandOff(int p) {
        int c = Potential.cell(p);
        int d = Potential.digit(p);
        int bit = Digits.bit(d);
        if (mode == Chainer.Mode.STATIC) {
            if (Integer.bitCount(base[c]) == 2 && !add(Potential.on(c, Digits.first(base[c] & ~bit)), new int[] {p})) {
                return false;
            }
            for (int u : Units.unitsOf(c)) {
                int other = -1;
                int count = 0;
                for (int q : Units.cellsOf(u)) {
                    if ((base[q] & bit) != 0) {
                        count++;
                        if (q != c) {
                            other = q;
                        }
                    }
                }
                if (count == 2 && !add(Potential.on(other, d), new int[] {p})) {
                    return false;
                }
            }
            return true;
        }
        cur[c] &= ~bit;
        if (mode == Chainer.Mode.NISHIO) {
            // one digit only: no naked singles, and the cell keeps its other candidates
        } else if (cur[c] == 0) {
            im.setContradiction(offsOf(c, base[c]));
            return false;
        }
        if (mode != Chainer.Mode.NISHIO && Digits.isSingle(cur[c]) && !add(Potential.on(c, Digits.first(cur[c])), offsOf(c, base[c] & ~cur[c]))) {
            return false;
        }
        for (int u : Units.unitsOf(c)) {
            if ((placedIn[u] & bit) == 0 && !placeInUnit(u, d)) {
                return false;
            }
        }
        return true;
    }

    /** Turns on the last place of {@code d} in {@code u}; false when none is left (contradiction). */
    boolean placeInUnit(int u, int d) {
        int bit = Digits.bit(d);
        int last = -1;
        int count = 0;
        for (int q : Units.cellsOf(u)) {
            if ((cur[q] & bit) != 0) {
                count++;
                last = q;
            }
        }
        if (count > 1) {
            return true;
        }
        int[] gone = removedIn(u, d);
        if (count == 0) {
            im.setContradiction(gone);
            return false;
        }
        return add(Potential.on(last, d), gone);
    }

    /** The off potentials of the digits of {@code mask} in {@code c}. */
    int[] offsOf(int c, int mask) {
        int[] offs = new int[Integer.bitCount(mask)];
        int i = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            offs[i++] = Potential.off(c, Integer.numberOfTrailingZeros(m) + 1);
        }
        return offs;
    }

    /** The off potentials of {@code d} in the cells of {@code u} that had it and lost it. */
    int[] removedIn(int u, int d) {
        int bit = Digits.bit(d);
        int n = 0;
        int[] tmp = new int[9];
        for (int q : Units.cellsOf(u)) {
            if ((base[q] & bit) != 0 && (cur[q] & bit) == 0) {
                tmp[n++] = Potential.off(q, d);
            }
        }
        return Arrays.copyOf(tmp, n);
    }
}
