package lens.solve.human.chains;

import java.util.Arrays;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * XY-chain: a chain of cells with two candidates each, consecutive cells seeing each other and
 * sharing the digit that links them. If the first cell is not x, it is y, so the next is not
 * y, so it is its other digit, and so on, until the last cell is x. So x is in the first or the
 * last cell, and leaves every cell that sees both. The shortest chain with an elimination is
 * reported.
 * https://hodoku.sourceforge.net/en/tech_chains.php
 */
public final class XYChain implements Technique {
    /** Longest chain searched, in cells. */
    private static final int MAX_CELLS = 10;

    @Override
    public Optional<Step> find(CandidateBoard b) {
        Step best = null;
        int limit = MAX_CELLS;
        for (int s = 0; s < Units.CELLS; s++) {
            int m = b.candidates(s);
            if (Integer.bitCount(m) != 2) {
                continue;
            }
            for (int x : new int[] {Integer.numberOfTrailingZeros(m) + 1, 32 - Integer.numberOfLeadingZeros(m)}) {
                Step step = search(b, s, x, limit);
                if (step != null) {
                    best = step;
                    limit = step.evidence().cells().length / 2 - 1;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** Breadth-first over states (cell, digit that is true in it if the start is not x). */
    private static Step search(CandidateBoard b, int start, int x, int maxCells) {
        int[] parent = new int[Units.CELLS * 10];
        int[] depth = new int[Units.CELLS * 10];
        Arrays.fill(parent, -2);
        int[] queue = new int[Units.CELLS * 10];
        int head = 0;
        int tail = 0;
        int first = start * 10 + other(b.candidates(start), x);
        parent[first] = -1;
        queue[tail++] = first;
        while (head < tail) {
            int state = queue[head++];
            int cell = state / 10;
            int on = state % 10;
            if (depth[state] + 1 >= maxCells) {
                continue;
            }
            for (int p : Units.peersOf(cell)) {
                int m = b.candidates(p);
                if (Integer.bitCount(m) != 2 || !b.hasCandidate(p, on)) {
                    continue;
                }
                int next = p * 10 + other(m, on);
                if (parent[next] != -2) {
                    continue;
                }
                parent[next] = state;
                depth[next] = depth[state] + 1;
                queue[tail++] = next;
                if (next % 10 == x && p != start) {
                    Step s = eliminate(b, x, parent, depth, next);
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    private static int other(int mask, int digit) {
        return Integer.numberOfTrailingZeros(mask & ~(1 << (digit - 1))) + 1;
    }

    private static Step eliminate(CandidateBoard b, int x, int[] parent, int[] depth, int end) {
        int n = depth[end] + 1;
        int[] cells = new int[2 * n];
        int[] digits = new int[2 * n];
        for (int s = end, i = n - 1; s >= 0; s = parent[s], i--) {
            int cell = s / 10;
            int on = s % 10;
            cells[2 * i] = cell;
            cells[2 * i + 1] = cell;
            digits[2 * i] = other(b.candidates(cell), on);
            digits[2 * i + 1] = on;
        }
        int start = cells[0];
        int last = cells[cells.length - 1];
        Eliminations el = new Eliminations(b);
        for (int t : Units.peersOf(start)) {
            if (t != last && Units.sees(t, last)) {
                el.add(t, x);
            }
        }
        return el.isEmpty() ? null : Step.eliminate(TechniqueType.XY_CHAIN, el.list(), new Evidence.Chain(cells, digits));
    }
}
