package lens.solve.human.chains;

import java.util.Arrays;
import java.util.TreeSet;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.Potential;

/**
 * A walk that, when the basic rules run out too, applies chains nested inside the branch
 * (SE's nested forcing chains): alternating chains on the branch's board, and for {@link
 * Chainer.Mode#NESTED_MULTIPLE} also cell and unit forcing chains there.
 */
final class NestedWalk extends RuledWalk {
    /** Settles candidates by alternating chains on this branch's board; one per chainer. */
    private final StaticClosure closure;

    NestedWalk(Chainer chainer, Implications im) {
        super(chainer, im);
        this.closure = chainer.closure();
    }

    @Override
    boolean stalled() {
        return super.stalled() || nestedChains();
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
        int before = tail;
        for (int k : closure.settled(cur, placedIn, Units.CELLS * 9)) {
            int c = Potential.cell(k);
            int offs = Potential.isOn(k) ? cur[c] & ~Digits.bit(Potential.digit(k)) : Digits.bit(Potential.digit(k));
            if (allReached(c, offs)) {
                continue;
            }
            Implications inner = new Chainer(cur, placedIn, Chainer.Mode.STATIC).follow(k ^ 1);
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
        if (tail > before || mode != Chainer.Mode.NESTED_MULTIPLE) {
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
                if (n >= 2 && !concludeAll(Arrays.copyOf(sources, n), inner)) {
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
                TreeSet<Integer> why = new TreeSet<>();
                int weight = 0;
                for (int i = 0; i < sources.length; i++) {
                    int s = sources[i];
                    if (inner[s] == null) {
                        inner[s] = new Chainer(cur, placedIn, Chainer.Mode.STATIC).follow(s);
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
        TreeSet<Integer> why = new TreeSet<>();
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
                for (int off : removedIn(pairUnit(Potential.cell(a), Potential.cell(b), Potential.digit(a)), Potential.digit(a))) {
                    why.add(off);
                }
            }
        }
        return why.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The unit holding cells a and b where they are the only two places of d (a strong link). */
    int pairUnit(int a, int b, int d) {
        int found = -1;
        for (int u : Units.unitsOf(a)) {
            if (!inUnit(b, u)) {
                continue;
            }
            found = found < 0 ? u : found;
            int count = 0;
            for (int q : Units.cellsOf(u)) {
                count += (cur[q] & Digits.bit(d)) != 0 ? 1 : 0;
            }
            if (count == 2) {
                return u;
            }
        }
        return found;
    }

    private static boolean contains(int[] a, int x) {
        for (int v : a) {
            if (v == x) {
                return true;
            }
        }
        return false;
    }
}
