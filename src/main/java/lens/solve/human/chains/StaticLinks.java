package lens.solve.human.chains;

import java.util.Arrays;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.Potential;

/**
 * The static links of one board as an adjacency list, and shortest chains over them by breadth
 * first search: what a {@link Mode#STATIC static} {@link Chainer} walk does, without its per-walk
 * allocations, stopping as soon as the wanted potential is reached and never going deeper than
 * asked. Each potential's successors are listed in the order {@link Walk} adds them, so the search
 * reaches every potential through the same first parent as that walk, and the path it returns is
 * the walk's own:
 *
 * <pre>
 *   on(c, d):  off(c, e) for the cell's other candidates e, ascending;
 *              then off(q, d) for each peer q holding d, in {@link Units#peersOf} order
 *   off(c, d): on(c, e) when c is bivalue {d, e};
 *              then, for each unit of c (row, column, box), on(q, d) when q is the unit's
 *              only other place for d
 * </pre>
 *
 * Built once per board ({@link #load}); reused between boards; one thread at a time.
 */
final class StaticLinks {
    private static final int N = Potential.COUNT;

    private final int[] edgeStart = new int[N + 1];
    private int[] edges = new int[N * 8];
    private final int[] parent = new int[N];
    private final int[] depth = new int[N];
    private final int[] seen = new int[N];
    private final int[] queue = new int[N];
    private int stamp;

    /** Builds the links of the board {@code cand} (candidate masks by cell). */
    void load(int[] cand) {
        int[] places = new int[Units.UNITS * 9];
        for (int u = 0; u < Units.UNITS; u++) {
            int[] cells = Units.cellsOf(u);
            for (int i = 0; i < 9; i++) {
                for (int m = cand[cells[i]]; m != 0; m &= m - 1) {
                    places[u * 9 + Integer.numberOfTrailingZeros(m)] |= 1 << i;
                }
            }
        }
        int e = 0;
        for (int p = 0; p < N; p++) {
            edgeStart[p] = e;
            int c = Potential.cell(p);
            int d = Potential.digit(p);
            int bit = Digits.bit(d);
            if ((cand[c] & bit) == 0) {
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
                    if ((cand[q] & bit) != 0) {
                        edges[e++] = Potential.off(q, d);
                    }
                }
            } else {
                if (Integer.bitCount(cand[c]) == 2) {
                    edges[e++] = Potential.on(c, Digits.first(cand[c] & ~bit));
                }
                for (int u : Units.unitsOf(c)) {
                    int where = places[u * 9 + d - 1];
                    if (Integer.bitCount(where) == 2) {
                        int[] cells = Units.cellsOf(u);
                        int other = cells[31 - Integer.numberOfLeadingZeros(where)];
                        edges[e++] = Potential.on(other == c ? cells[Integer.numberOfTrailingZeros(where)] : other, d);
                    }
                }
            }
        }
        edgeStart[N] = e;
    }

    /**
     * The shortest chain from {@code source} to {@code target} of at most {@code maxNodes}
     * potentials (both ends included), as the walk from {@code source} finds it: its potentials
     * from source to target, or null when there is none that short.
     */
    int[] shortest(int source, int target, int maxNodes) {
        nextStamp();
        int head = 0;
        int tail = 0;
        seen[source] = stamp;
        depth[source] = 0;
        parent[source] = -1;
        queue[tail++] = source;
        while (head < tail) {
            int p = queue[head++];
            int next = depth[p] + 1;
            if (next + 1 > maxNodes) {
                return null; // the queue is in depth order: nothing after p is shallower
            }
            for (int k = edgeStart[p]; k < edgeStart[p + 1]; k++) {
                int q = edges[k];
                if (seen[q] == stamp) {
                    continue;
                }
                seen[q] = stamp;
                parent[q] = p;
                depth[q] = next;
                if (q == target) {
                    return path(q);
                }
                queue[tail++] = q;
            }
        }
        return null;
    }

    /**
     * True when a chain from {@code source} to {@code target} of at most {@code maxNodes}
     * potentials stays on their digit (both must be of one digit): the search above, over the
     * links between potentials of that digit only.
     */
    boolean reachesOnOneDigit(int source, int target, int maxNodes) {
        int digit = Potential.digit(source);
        nextStamp();
        int head = 0;
        int tail = 0;
        seen[source] = stamp;
        depth[source] = 0;
        queue[tail++] = source;
        while (head < tail) {
            int p = queue[head++];
            int next = depth[p] + 1;
            if (next + 1 > maxNodes) {
                return false;
            }
            for (int k = edgeStart[p]; k < edgeStart[p + 1]; k++) {
                int q = edges[k];
                if (seen[q] == stamp || Potential.digit(q) != digit) {
                    continue;
                }
                if (q == target) {
                    return true;
                }
                seen[q] = stamp;
                depth[q] = next;
                queue[tail++] = q;
            }
        }
        return false;
    }

    private void nextStamp() {
        if (stamp == Integer.MAX_VALUE) {
            stamp = 0;
            Arrays.fill(seen, 0);
        }
        stamp++;
    }

    private int[] path(int end) {
        int[] path = new int[depth[end] + 1];
        for (int q = end, i = path.length - 1; q >= 0; q = parent[q], i--) {
            path[i] = q;
        }
        return path;
    }
}
