package lens.solve.human.singledigit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.StuckBoards;
import lens.solve.human.TechniqueType;
import org.junit.jupiter.api.Test;

/**
 * {@link XChain} (conjugate partners listed once per digit, arrays reused, ends tested before a
 * chain is built) finds the very step the plain search finds. Checked on every stuck board of
 * the shared sets' solving paths and of generated puzzles.
 */
class XChainSearchTest {
    private static final int MAX_CELLS = 12;

    @Test
    void sameStepAsPlainSearch() throws IOException {
        List<CandidateBoard> boards = new ArrayList<>(StuckBoards.ofShared("top1465.txt", 4));
        boards.addAll(StuckBoards.ofShared("top95.txt", 1));
        boards.addAll(StuckBoards.ofGenerated("6.6-7.5", 60));
        XChain fast = new XChain();
        for (CandidateBoard b : boards) {
            StuckBoards.assertSameStep(plainSearch(b), fast.find(b), b);
        }
    }

    /** The search as it was: a breadth-first search from every start, fresh arrays each. */
    private static Optional<Step> plainSearch(CandidateBoard b) {
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

    private static Step search(CandidateBoard b, int d, int start, int maxCells) {
        int[] parent = new int[2 * Units.CELLS];
        int[] depth = new int[2 * Units.CELLS];
        Arrays.fill(parent, -2);
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
                                int[] cells = new int[depth[next] + 1];
                                for (int x = next, i = cells.length - 1; x >= 0; x = parent[x], i--) {
                                    cells[i] = x >> 1;
                                }
                                Step s = ChainEnds.eliminate(b, TechniqueType.X_CHAIN, d, cells);
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
}
