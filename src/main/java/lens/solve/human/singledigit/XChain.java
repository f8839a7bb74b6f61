package lens.solve.human.singledigit;

import java.util.Arrays;
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
        Search search = new Search();
        for (int d = 1; d <= 9; d++) {
            search.partners(b, d);
            for (int s = 0; s < Units.CELLS; s++) {
                if (b.hasCandidate(s, d)) {
                    Step step = search.from(b, d, s, best == null ? MAX_CELLS : best.evidence().cells().length - 1);
                    if (step != null) {
                        best = step;
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** The breadth-first search's arrays, reused from start to start within one {@link #find}. */
    private static final class Search {
        final int[] parent = new int[2 * Units.CELLS];
        final int[] depth = new int[2 * Units.CELLS];
        final int[] seen = new int[2 * Units.CELLS];
        final int[] queue = new int[2 * Units.CELLS];
        /** For the current digit: the other place of each cell's row, column, box when it has two, else -1. */
        final int[] partner = new int[3 * Units.CELLS];
        int stamp;

        void partners(CandidateBoard b, int d) {
            Arrays.fill(partner, -1);
            for (int u = 0; u < Units.UNITS; u++) {
                int[] pair = ChainEnds.conjugates(b, u, d);
                if (pair != null) {
                    partner[3 * pair[0] + kind(u)] = pair[1];
                    partner[3 * pair[1] + kind(u)] = pair[0];
                }
            }
        }

        /** 0 for a row, 1 for a column, 2 for a box: the index of the unit in {@link Units#unitsOf}. */
        private static int kind(int unit) {
            return unit / 9;
        }

        /**
         * Breadth-first over states (cell, parity): parity 0 = reached by a weak link (next link
         * strong), 1 = reached by a strong link. A state of parity 1 other than the start is a chain end.
         */
        Step from(CandidateBoard b, int d, int start, int maxCells) {
            stamp++;
            int head = 0;
            int tail = 0;
            seen[2 * start] = stamp;
            parent[2 * start] = -1;
            depth[2 * start] = 0;
            queue[tail++] = 2 * start;
            while (head < tail) {
                int state = queue[head++];
                int cell = state >> 1;
                if (depth[state] + 1 >= maxCells) {
                    continue;
                }
                if ((state & 1) == 0) {
                    for (int k = 0; k < 3; k++) {
                        int other = partner[3 * cell + k];
                        if (other < 0) {
                            continue;
                        }
                        int next = 2 * other + 1;
                        if (seen[next] != stamp) {
                            seen[next] = stamp;
                            parent[next] = state;
                            depth[next] = depth[state] + 1;
                            queue[tail++] = next;
                            if (depth[next] >= 3 && ChainEnds.bothSeeDigit(b, d, start, other)) {
                                Step s = ChainEnds.eliminate(b, TechniqueType.X_CHAIN, d, path(parent, depth, next));
                                if (s != null) {
                                    return s;
                                }
                            }
                        }
                    }
                } else {
                    for (int p : Units.peersOf(cell)) {
                        int next = 2 * p;
                        if (seen[next] != stamp && b.hasCandidate(p, d)) {
                            seen[next] = stamp;
                            parent[next] = state;
                            depth[next] = depth[state] + 1;
                            queue[tail++] = next;
                        }
                    }
                }
            }
            return null;
        }
    }

    private static int[] path(int[] parent, int[] depth, int end) {
        int[] cells = new int[depth[end] + 1];
        for (int s = end, i = cells.length - 1; s >= 0; s = parent[s], i--) {
            cells[i] = s >> 1;
        }
        return cells;
    }
}
