package lens.solve.human.chains;

import java.util.ArrayList;
import java.util.List;
import lens.solve.human.Potential;

/**
 * What one assumption implies: every potential reached, each with the potentials it follows
 * from (its parents), and the contradiction if the assumption broke the board. Built by
 * {@link Chainer}; read by the forcing chain techniques to find conclusions, measure chains and
 * write them out.
 */
final class Implications {
    private static final int[] ROOT = new int[0];

    final int source;
    /** Parents of each reached potential; null when not reached, empty for the assumption. */
    private final int[][] parents = new int[Potential.COUNT][];
    private final int[] order = new int[Potential.COUNT];
    private int size;
    /** Extra nodes each potential carries from a nested chain (counted once in complexity). */
    private int[] nestedWeight;
    /** The nested chain each such potential came from (its paths), else null. */
    private int[][][] nestedPath;
    /** Potentials that together are absurd (a candidate on and off, or a cell or unit emptied). */
    private int[] contradiction;
    private boolean[] ruled;
    /** Cache of {@link #complexity(int)}: one run serves its cell's and its units' forcing. */
    private int[] complexityOf;
    private int[] mark;
    private int[] stack;
    private int stamp;

    Implications(int source) {
        this.source = source;
        parents[source] = ROOT;
        order[size++] = source;
    }

    boolean reached(int p) {
        return parents[p] != null;
    }

    int[] parents(int p) {
        return parents[p];
    }

    /** Records {@code p} with its parents; false when it was already reached. */
    boolean add(int p, int[] from) {
        if (parents[p] != null) {
            return false;
        }
        parents[p] = from;
        order[size++] = p;
        return true;
    }

    /** How many potentials were reached, the assumption included. */
    int size() {
        return size;
    }

    /** The i-th potential reached, in the order of the walk (0 is the assumption). */
    int reachedAt(int i) {
        return order[i];
    }

    /** Marks {@code p} as following by a rule (pointing, claiming, a nested chain), not a plain link. */
    void setRuled(int p) {
        if (ruled == null) {
            ruled = new boolean[Potential.COUNT];
        }
        ruled[p] = true;
    }

    /** The nodes of {@code path} that follow by a rule (see {@link #setRuled}). */
    List<Integer> ruledNodes(int[] path) {
        List<Integer> out = new ArrayList<>();
        if (ruled != null) {
            for (int p : path) {
                if (ruled[p]) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** Marks {@code p} as the conclusion of a nested chain: its size and its paths. */
    void setNested(int p, int weight, int[]... paths) {
        if (nestedWeight == null) {
            nestedWeight = new int[Potential.COUNT];
            nestedPath = new int[Potential.COUNT][][];
        }
        nestedWeight[p] = weight;
        nestedPath[p] = paths;
        setRuled(p);
    }

    /** The nested chains behind the nodes of {@code path}, in order (none for flat chains). */
    List<int[]> nestedPaths(int[] path) {
        List<int[]> out = new ArrayList<>();
        if (nestedPath != null) {
            for (int p : path) {
                if (nestedPath[p] != null) {
                    out.addAll(List.of(nestedPath[p]));
                }
            }
        }
        return out;
    }

    void setContradiction(int... potentials) {
        contradiction = potentials;
    }

    /** The potentials that together are absurd, or null when the assumption holds up. */
    int[] contradiction() {
        return contradiction;
    }

    /**
     * SE's complexity of the derivation of {@code p}: the number of distinct potentials it
     * rests on, itself and the assumption included (plus the nodes of nested chains used).
     */
    int complexity(int p) {
        if (complexityOf == null) {
            complexityOf = new int[Potential.COUNT];
        }
        if (complexityOf[p] == 0) {
            complexityOf[p] = complexity(new int[] {p});
        }
        return complexityOf[p];
    }

    /** The distinct potentials the derivations of all of {@code ends} rest on. */
    int complexity(int[] ends) {
        if (mark == null) {
            mark = new int[Potential.COUNT];
            stack = new int[Potential.COUNT];
        }
        stamp++;
        int top = 0;
        int count = 0;
        for (int e : ends) {
            if (mark[e] != stamp) {
                mark[e] = stamp;
                stack[top++] = e;
            }
        }
        while (top > 0) {
            int q = stack[--top];
            count += 1 + (nestedWeight == null ? 0 : nestedWeight[q]);
            for (int r : parents[q]) {
                if (mark[r] != stamp) {
                    mark[r] = stamp;
                    stack[top++] = r;
                }
            }
        }
        return count;
    }

    /**
     * The main line of the derivation of {@code p}, from the assumption to {@code p}: each
     * node followed back through its first parent (other parents are earlier side results).
     */
    int[] path(int p) {
        int n = 1;
        for (int q = p; parents[q].length > 0; q = parents[q][0]) {
            n++;
        }
        int[] path = new int[n];
        for (int q = p; ; q = parents[q][0]) {
            path[--n] = q;
            if (parents[q].length == 0) {
                break;
            }
        }
        return path;
    }
}
