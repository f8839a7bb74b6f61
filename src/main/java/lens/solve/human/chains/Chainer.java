package lens.solve.human.chains;

import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Potential;

/**
 * Follows the consequences of one assumption (a candidate on or off) breadth first, so each
 * potential is reached by a shortest derivation, recording for each the potentials it follows
 * from. The links are Sudoku Explainer's:
 * <ul>
 * <li>on: the cell's other candidates and the digit in the cell's peers go off;</li>
 * <li>off: a cell left with one candidate, or a unit left with one place for the digit, turns
 * that candidate on.</li>
 * </ul>
 * A {@link Mode#STATIC static} chainer judges "left with one" on the board as it was (plain
 * bivalue cells and conjugate pairs: alternating chains); a {@link Mode#DYNAMIC dynamic} one
 * on the board as the assumption has changed it, so a single may rest on several earlier
 * potentials (SE's dynamic forcing chains); {@link Mode#DYNAMIC_PLUS} also applies pointing and
 * claiming, then naked and hidden pairs, whenever the singles run out (SE's "Dynamic Forcing
 * Chains (+)", whose inner rules are locking, pairs and X-wings); {@link Mode#NISHIO}
 * is dynamic but uses the unit links only, so it stays on the assumed digit (SE's Nishio forcing
 * chains turn off the cell links: {@code getOnToOff(grid, p, !isNishio)}). The walk stops at
 * the first contradiction: a candidate both on and off, or a cell or unit with no place left
 * (a static chainer does not look for contradictions: alternating chains do not need them).
 */
final class Chainer {
    /** How far the chainer looks; see the class comment. */
    enum Mode { STATIC, NISHIO, DYNAMIC, DYNAMIC_PLUS, NESTED, NESTED_MULTIPLE }

    private final Mode mode;
    private final int[] base;
    /** Digits already placed in each unit (those units need no place for them). */
    private final int[] placedIn;
    /** For nested chains: settles candidates by alternating chains on a branch's board. */
    private StaticClosure closure;

    Chainer(CandidateBoard board, Mode mode) {
        this(candidates(board), placedIn(board), mode);
    }

    /** The candidate masks of a board, by cell. */
    static int[] candidates(CandidateBoard board) {
        int[] cand = new int[Units.CELLS];
        for (int c = 0; c < Units.CELLS; c++) {
            cand[c] = board.candidates(c);
        }
        return cand;
    }

    /** The digits placed in each unit of a board, as masks. */
    static int[] placedIn(CandidateBoard board) {
        int[] placed = new int[Units.UNITS];
        for (int c = 0; c < Units.CELLS; c++) {
            if (!board.isEmpty(c)) {
                for (int u : Units.unitsOf(c)) {
                    placed[u] |= Digits.bit(board.digit(c));
                }
            }
        }
        return placed;
    }

    /** A chainer over candidate masks (a branch's board, for nested chains). */
    private Chainer(int[] candidates, int[] placedIn, Mode mode) {
        this.mode = mode;
        this.base = candidates.clone();
        this.placedIn = placedIn;
    }

    /** Everything {@code source} (a {@link Potential}) implies, up to the first contradiction. */
    Implications follow(int source) {
        Walk w = new Walk(new Implications(source));
        w.queue[w.tail++] = source;
        w.run();
        return w.im;
    }

    /** The state of one walk: the queue of potentials to expand and the board as it now is. */
    private final class Walk {
        final Implications im;
        final int[] cur = base.clone();
        final int[] queue = new int[Potential.COUNT];
        int head;
        int tail;

        Walk(Implications im) {
            this.im = im;
        }

        void run() {
            while (true) {
                while (head < tail) {
                    int p = queue[head++];
                    boolean ok = Potential.isOn(p) ? expandOn(p) : expandOff(p);
                    if (!ok) {
                        return;
                    }
                }
                boolean plus = mode.compareTo(Mode.DYNAMIC_PLUS) >= 0;
                boolean nested = mode.compareTo(Mode.NESTED) >= 0;
                if (!plus || !lockedCandidates() && !pairs() && (!nested || !nestedChains())) {
                    return;
                }
            }
        }

        /** Adds {@code p}; false when that makes a contradiction (p's opposite already reached). */
        boolean add(int p, int[] from) {
            if (!im.add(p, from)) {
                return true;
            }
            queue[tail++] = p;
            if (im.reached(p ^ 1) && mode != Mode.STATIC) {
                im.setContradiction(p | 1, p & ~1);
                return false;
            }
            return true;
        }

        boolean expandOn(int p) {
            int c = Potential.cell(p);
            int d = Potential.digit(p);
            int[] from = {p};
            int[] board = mode == Mode.STATIC ? base : cur;
            for (int m = mode == Mode.NISHIO ? 0 : board[c] & ~Digits.bit(d); m != 0; m &= m - 1) {
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
            if (mode == Mode.STATIC) {
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
            if (mode == Mode.NISHIO) {
                // one digit only: no naked singles, and the cell keeps its other candidates
            } else if (cur[c] == 0) {
                im.setContradiction(offsOf(c, base[c]));
                return false;
            }
            if (mode != Mode.NISHIO && Digits.isSingle(cur[c]) && !add(Potential.on(c, Digits.first(cur[c])), offsOf(c, base[c] & ~cur[c]))) {
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
            return java.util.Arrays.copyOf(tmp, n);
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
                        why = java.util.Arrays.copyOf(wa, wa.length + wb.length);
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
                        why = java.util.Arrays.copyOf(wx, wx.length + wy.length);
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

        /**
         * Nested chains (SE's level 2, "Dynamic Forcing Chains (+ Forcing Chains)"): on the
         * board as this walk has left it, every candidate that an alternating chain settles
         * goes off (or, when the chain shows it true, its cell's other candidates go off). Such
         * an off follows from the offs of this walk that made the nested chain's strong links
         * (SE's rule parents), and carries the nested chain's size into the complexity. A
         * nested chain that needs none of this walk's offs is already on the board: skipped.
         */
        boolean nestedChains() {
            if (closure == null) {
                closure = new StaticClosure();
            }
            int before = tail;
            for (int k : closure.settled(cur, placedIn, Units.CELLS * 9)) {
                int c = Potential.cell(k);
                int offs = Potential.isOn(k) ? cur[c] & ~Digits.bit(Potential.digit(k)) : Digits.bit(Potential.digit(k));
                if (allReached(c, offs)) {
                    continue;
                }
                Implications inner = new Chainer(cur, placedIn, Mode.STATIC).follow(k ^ 1);
                if (!inner.reached(k)) {
                    continue;
                }
                int[] path = inner.path(k);
                int[] why = strongLinkParents(path);
                if (why.length == 0) {
                    continue;
                }
                boolean first = true;
                for (int m = offs; m != 0; m &= m - 1) {
                    int off = Potential.off(c, Integer.numberOfTrailingZeros(m) + 1);
                    if (im.reached(off)) {
                        continue;
                    }
                    im.setNested(off, first ? inner.complexity(k) : 0, path);
                    first = false;
                    if (!add(off, why)) {
                        return true;
                    }
                }
            }
            if (tail > before || mode != Mode.NESTED_MULTIPLE) {
                return tail > before;
            }
            return nestedForcing();
        }

        /**
         * Nested multiple forcing chains (SE's level 3, "+ Multiple Forcing Chains"): on this
         * walk's board, what every candidate of a cell (more than two) or every place of a digit
         * in a unit implies over the static links, read off the closure's reach sets.
         */
        boolean nestedForcing() {
            int before = tail;
            Implications[] inner = new Implications[Potential.COUNT];
            for (int c = 0; c < Units.CELLS; c++) {
                if (Integer.bitCount(cur[c]) > 2) {
                    int[] sources = new int[Integer.bitCount(cur[c])];
                    int i = 0;
                    for (int m = cur[c]; m != 0; m &= m - 1) {
                        sources[i++] = Potential.on(c, Integer.numberOfTrailingZeros(m) + 1);
                    }
                    if (!concludeAll(sources, inner)) {
                        return true;
                    }
                }
            }
            for (int u = 0; u < Units.UNITS; u++) {
                for (int d = 1; d <= 9; d++) {
                    if ((placedIn[u] & Digits.bit(d)) != 0) {
                        continue;
                    }
                    int[] sources = new int[9];
                    int n = 0;
                    for (int q : Units.cellsOf(u)) {
                        if ((cur[q] & Digits.bit(d)) != 0) {
                            sources[n++] = Potential.on(q, d);
                        }
                    }
                    if (n >= 2 && !concludeAll(java.util.Arrays.copyOf(sources, n), inner)) {
                        return true;
                    }
                }
            }
            return tail > before;
        }

        /** Adds what all of {@code sources} reach statically; false on contradiction. */
        boolean concludeAll(int[] sources, Implications[] inner) {
            long[] acc = StaticClosure.all();
            closure.intersect(sources, acc);
            for (int j = 0; j < acc.length; j++) {
                for (long bits = acc[j]; bits != 0; bits &= bits - 1) {
                    int t = j * 64 + Long.numberOfTrailingZeros(bits);
                    int c = Potential.cell(t);
                    if (Integer.bitCount(cur[c]) < 2 || contains(sources, t)) {
                        continue;
                    }
                    int offs = Potential.isOn(t) ? cur[c] & ~Digits.bit(Potential.digit(t)) : Digits.bit(Potential.digit(t));
                    if (allReached(c, offs)) {
                        continue;
                    }
                    int[][] paths = new int[sources.length][];
                    java.util.TreeSet<Integer> why = new java.util.TreeSet<>();
                    int weight = 0;
                    for (int i = 0; i < sources.length; i++) {
                        int s = sources[i];
                        if (inner[s] == null) {
                            inner[s] = new Chainer(cur, placedIn, Mode.STATIC).follow(s);
                        }
                        if (!inner[s].reached(t)) {
                            paths = null;
                            break;
                        }
                        paths[i] = inner[s].path(t);
                        weight += inner[s].complexity(t);
                        for (int w : strongLinkParents(paths[i])) {
                            why.add(w);
                        }
                    }
                    if (paths == null || why.isEmpty()) {
                        continue;
                    }
                    int[] from = why.stream().mapToInt(Integer::intValue).toArray();
                    boolean first = true;
                    for (int m = offs; m != 0; m &= m - 1) {
                        int off = Potential.off(c, Integer.numberOfTrailingZeros(m) + 1);
                        if (im.reached(off)) {
                            continue;
                        }
                        im.setNested(off, first ? weight : 0, paths);
                        first = false;
                        if (!add(off, from)) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }

        boolean allReached(int c, int digits) {
            for (int m = digits; m != 0; m &= m - 1) {
                if (!im.reached(Potential.off(c, Integer.numberOfTrailingZeros(m) + 1))) {
                    return false;
                }
            }
            return true;
        }

        /** The offs of this walk behind the strong links (off to on) of a static path. */
        int[] strongLinkParents(int[] path) {
            java.util.TreeSet<Integer> why = new java.util.TreeSet<>();
            for (int i = 1; i < path.length; i++) {
                int a = path[i - 1];
                int b = path[i];
                if (Potential.isOn(a) || !Potential.isOn(b)) {
                    continue;
                }
                if (Potential.cell(a) == Potential.cell(b)) {
                    for (int off : offsOf(Potential.cell(a), base[Potential.cell(a)] & ~cur[Potential.cell(a)])) {
                        why.add(off);
                    }
                } else {
                    for (int off : removedIn(commonUnit(Potential.cell(a), Potential.cell(b)), Potential.digit(a))) {
                        why.add(off);
                    }
                }
            }
            return why.stream().mapToInt(Integer::intValue).toArray();
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
    }

    private static boolean contains(int[] a, int x) {
        for (int v : a) {
            if (v == x) {
                return true;
            }
        }
        return false;
    }

    /** The first unit (row, column, box) that holds both cells. */
    private static int commonUnit(int a, int b) {
        for (int u : Units.unitsOf(a)) {
            if (inUnit(b, u)) {
                return u;
            }
        }
        throw new IllegalArgumentException(a + " and " + b + " share no unit");
    }

    private static boolean inUnit(int cell, int unit) {
        int[] us = Units.unitsOf(cell);
        return us[0] == unit || us[1] == unit || us[2] == unit;
    }
}
