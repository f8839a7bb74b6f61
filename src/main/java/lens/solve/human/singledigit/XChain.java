package lens.solve.human.singledigit;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * X-chain: a chain of one digit's candidates whose links alternate strong (the only two places
 * in a unit: if one is false the other is true) and weak (two cells that see each other: if
 * one is true the other is false), starting and ending with a strong link. One of its two ends
 * holds the digit, so the digit leaves every cell that sees both. The shortest chain with an
 * elimination is reported (found by breadth-first search from every start).
 * https://hodoku.sourceforge.net/en/tech_chains.php
 */
public final class XChain implements Technique {

    @Override
    public double minDifficulty() {
        return TechniqueType.X_CHAIN.difficulty();
    }
    /** Longest chain searched, in cells; longer chains are rarely found by players. */
    private static final int MAX_CELLS = 12;

    @Override
    public Optional<Step> find(CandidateBoard b) {
        Step best = null;
        for (int d = 1; d <= 9; d++) {
            for (int s = 0; s < Units.CELLS; s++) {
                if (b.hasCandidate(s, d)) {
                    Step step = search(b, d, s, best == null ? MAX_CELLS : best.evidence().cells().length - 1);
                    if (step != null) {
                        best = step;
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * Breadth-first over states (cell, parity): parity 0 = reached by a weak link (next link
     * strong), 1 = reached by a strong link. A state of parity 1 other than the start is a chain end.
     */
    private static Step search(CandidateBoard b, int d, int start, int maxCells) {
        int[] parent = new int[2 * Units.CELLS];
        int[] depth = new int[2 * Units.CELLS];
        java.util.Arrays.fill(parent, -2);
        int[] queue = new int[2 * Units.CELLS];
        int head = 0;
        int tail = 0;
        parent[2 * start] = -1;
        queue[tail++] = 2 * start;
        while (head < tail) {
            int state = queue[head++];
            int cell = state >> 1;
            int parity = state & 1;
            if (depth[state] + 1 >= maxCells) {
                continue;
            }
            if (parity == 0) {
                for (int u : Units.unitsOf(cell)) {
                    int[] pair = ChainEnds.conjugates(b, u, d);
                    if (pair != null) {
                        int next = 2 * (pair[0] == cell ? pair[1] : pair[0]) + 1;
                        if (parent[next] == -2) {
                            parent[next] = state;
                            depth[next] = depth[state] + 1;
                            queue[tail++] = next;
                            if (depth[next] >= 3) {
                                Step s = ChainEnds.eliminate(b, TechniqueType.X_CHAIN, d, path(parent, depth, next));
                                if (s != null) {
                                    return s;
                                }
                            }
                        }
                    }
                }
            } else {
                for (int p : Units.peersOf(cell)) {
                    int next = 2 * p;
                    if (b.hasCandidate(p, d) && parent[next] == -2) {
                        parent[next] = state;
                        depth[next] = depth[state] + 1;
                        queue[tail++] = next;
                    }
                }
            }
        }
        return null;
    }

    private static int[] path(int[] parent, int[] depth, int end) {
        int[] cells = new int[depth[end] + 1];
        for (int s = end, i = cells.length - 1; s >= 0; s = parent[s], i--) {
            cells[i] = s >> 1;
        }
        return cells;
    }
}
