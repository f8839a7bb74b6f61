package lens.solve.human.chains;

import java.util.Arrays;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.Potential;

/**
 * Which candidates alternating chains settle on a board, all at once: the static links of
 * {@link Chainer} form an implication graph (a 2-SAT graph), and a candidate is false when
 * "on" reaches its own "off", true when "off" reaches its own "on". Reachability comes from
 * the graph's strongly connected components (Tarjan), each with the set of potentials it
 * reaches as a bitset, filled in the order Tarjan finishes them (successors first). This answers
 * for every candidate in one pass, where following each candidate would cost a walk apiece;
 * nested forcing chains ask it at every stall of every branch. Reused per thread, not shared.
 */
final class StaticClosure {
    private static final int N = Potential.COUNT;
    private static final int WORDS = (N + 63) / 64;

    private final int[] edgeStart = new int[N + 1];
    private int[] edges = new int[N * 24];
    private final int[] index = new int[N];
    private final int[] low = new int[N];
    private final int[] comp = new int[N];
    private final int[] stack = new int[N];
    private final int[] callNode = new int[N];
    private final int[] callEdge = new int[N];
    private final boolean[] onStack = new boolean[N];
    /** Potentials of candidates still on the board: the graph's nodes. */
    private final boolean[] present = new boolean[N];
    private final long[] reach = new long[N * WORDS];
    /** Per component: the last component (offset by stampBase) its reach was merged into. */
    private final int[] mergedInto = new int[N];
    /** Raised by N each call so mergedInto needs no clearing. */
    private int stampBase;

    /**
     * The potentials settled on the board {@code cand} (candidate masks; {@code placedIn} the
     * digits placed in each unit): {@code off(k)} for a false candidate, {@code on(k)} for a
     * true one, in cell order; at most {@code limit}.
     */
    int[] settled(int[] cand, int[] placedIn, int limit) {
        build(cand, placedIn);
        components();
        int[] out = new int[limit];
        int n = 0;
        for (int c = 0; c < Units.CELLS && n < limit; c++) {
            if (Integer.bitCount(cand[c]) < 2) {
                continue;
            }
            for (int m = cand[c]; m != 0 && n < limit; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m) + 1;
                int on = Potential.on(c, d);
                int off = on ^ 1;
                if (reaches(on, off)) {
                    out[n++] = off;
                } else if (reaches(off, on)) {
                    out[n++] = on;
                }
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * Narrows {@code acc} to the potentials every one of {@code sources} reaches (on the board
     * of the last {@link #settled} call); {@code acc} must start all ones.
     */
    void intersect(int[] sources, long[] acc) {
        for (int s : sources) {
            int b = comp[s] * WORDS;
            for (int j = 0; j < WORDS; j++) {
                acc[j] &= reach[b + j];
            }
        }
    }

    /** A bitset over all potentials with every bit set, for {@link #intersect}. */
    static long[] all() {
        long[] acc = new long[WORDS];
        Arrays.fill(acc, -1L);
        return acc;
    }

    private boolean reaches(int from, int to) {
        return (reach[comp[from] * WORDS + (to >> 6)] & (1L << (to & 63))) != 0;
    }

    /** Places of each digit in each unit: how many, and the xor of their cells. */
    private final int[] placeCount = new int[Units.UNITS * 9];
    private final int[] placeXor = new int[Units.UNITS * 9];

    /** The static links among the candidates of cells that are still open (two or more candidates). */
    private void build(int[] cand, int[] placedIn) {
        Arrays.fill(placeCount, 0);
        Arrays.fill(placeXor, 0);
        for (int u = 0; u < Units.UNITS; u++) {
            for (int q : Units.cellsOf(u)) {
                if (Integer.bitCount(cand[q]) < 2) {
                    continue;
                }
                for (int m = cand[q]; m != 0; m &= m - 1) {
                    int i = u * 9 + Integer.numberOfTrailingZeros(m);
                    placeCount[i]++;
                    placeXor[i] ^= q;
                }
            }
        }
        int e = 0;
        for (int p = 0; p < N; p++) {
            edgeStart[p] = e;
            int c = Potential.cell(p);
            int d = Potential.digit(p);
            int bit = Digits.bit(d);
            present[p] = (cand[c] & bit) != 0 && Integer.bitCount(cand[c]) >= 2;
            if (!present[p]) {
                continue;
            }
            if (edges.length < e + 32) {
                edges = Arrays.copyOf(edges, edges.length * 2);
            }
            if (Potential.isOn(p)) {
                for (int m = cand[c] & ~bit; m != 0; m &= m - 1) {
                    edges[e++] = Potential.off(c, Integer.numberOfTrailingZeros(m) + 1);
                }
                for (int q : Units.peersOf(c)) {
                    if ((cand[q] & bit) != 0 && Integer.bitCount(cand[q]) >= 2) {
                        edges[e++] = Potential.off(q, d);
                    }
                }
            } else {
                if (Integer.bitCount(cand[c]) == 2) {
                    edges[e++] = Potential.on(c, Digits.first(cand[c] & ~bit));
                }
                for (int u : Units.unitsOf(c)) {
                    int i = u * 9 + d - 1;
                    if ((placedIn[u] & bit) == 0 && placeCount[i] == 2) {
                        edges[e++] = Potential.on(placeXor[i] ^ c, d);
                    }
                }
            }
        }
        edgeStart[N] = e;
    }

    /** Iterative Tarjan; each finished component's reach = its members and its successors' reach. */
    private void components() {
        Arrays.fill(index, -1);
        if (stampBase > Integer.MAX_VALUE - 2 * N) {
            stampBase = 0;
            Arrays.fill(mergedInto, 0);
        }
        stampBase += N;
        int counter = 0;
        int sp = 0;
        int comps = 0;
        for (int root = 0; root < N; root++) {
            if (index[root] >= 0 || !present[root]) {
                continue;
            }
            int depth = 0;
            callNode[0] = root;
            callEdge[0] = edgeStart[root];
            index[root] = low[root] = counter++;
            stack[sp++] = root;
            onStack[root] = true;
            while (depth >= 0) {
                int v = callNode[depth];
                if (callEdge[depth] < edgeStart[v + 1]) {
                    int w = edges[callEdge[depth]++];
                    if (index[w] < 0) {
                        index[w] = low[w] = counter++;
                        stack[sp++] = w;
                        onStack[w] = true;
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = edgeStart[w];
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                if (low[v] == index[v]) {
                    finish(v, comps++, sp);
                    int w;
                    do {
                        w = stack[--sp];
                        onStack[w] = false;
                    } while (w != v);
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
    }

    /** Component {@code id} is the stack from {@code v} up to {@code sp}: set comp and reach. */
    private void finish(int v, int id, int sp) {
        int base = id * WORDS;
        Arrays.fill(reach, base, base + WORDS, 0L);
        int start = sp - 1;
        while (stack[start] != v) {
            start--;
        }
        for (int i = start; i < sp; i++) {
            comp[stack[i]] = id;
        }
        for (int i = start; i < sp; i++) {
            int w = stack[i];
            reach[base + (w >> 6)] |= 1L << (w & 63);
            for (int k = edgeStart[w]; k < edgeStart[w + 1]; k++) {
                int t = comp[edges[k]];
                if (t != id && mergedInto[t] != id + 1 + stampBase) {
                    mergedInto[t] = id + 1 + stampBase; // each successor component merged once
                    int tb = t * WORDS;
                    for (int j = 0; j < WORDS; j++) {
                        reach[base + j] |= reach[tb + j];
                    }
                }
            }
        }
    }
}
