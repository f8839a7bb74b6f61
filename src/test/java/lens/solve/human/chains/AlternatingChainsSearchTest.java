package lens.solve.human.chains;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.StuckBoards;
import org.junit.jupiter.api.Test;

/**
 * {@link AlternatingChains} (shortest chains by {@link StaticLinks}, pruned by the best so far)
 * finds the very step the full search finds: one {@link Chainer} walk to exhaustion per settled
 * candidate, every chain compared. Checked on every stuck board of the shared sets' solving
 * paths and of generated puzzles.
 */
class AlternatingChainsSearchTest {
    private final AlternatingChains fast = new AlternatingChains();

    @Test
    void sameStepAsFullSearchOnSharedSets() throws IOException {
        List<CandidateBoard> boards = new ArrayList<>(StuckBoards.ofShared("top1465.txt", 4));
        boards.addAll(StuckBoards.ofShared("top95.txt", 1));
        boards.addAll(StuckBoards.ofShared("hardest-1106.txt", 20));
        check(boards);
    }

    @Test
    void sameStepAsFullSearchOnGeneratedPuzzles() {
        check(StuckBoards.ofGenerated("6.6-7.5", 80));
    }

    private void check(List<CandidateBoard> boards) {
        for (CandidateBoard b : boards) {
            StuckBoards.assertSameStep(fullSearch(b), fast.find(b), b);
        }
    }

    /** The search as it was before the shortest-chain search: every settled candidate walked in full. */
    private static Optional<Step> fullSearch(CandidateBoard b) {
        Chainer chainer = new Chainer(b, Chainer.Mode.STATIC);
        Step best = null;
        for (int conclusion : new StaticClosure().settled(Chainer.candidates(b), Chainer.placedIn(b), Units.CELLS * 9)) {
            Implications im = chainer.follow(conclusion ^ 1);
            if (im.reached(conclusion)) {
                Step s = AlternatingChains.step(im.path(conclusion), im.complexity(conclusion));
                if (best == null || s.difficulty() < best.difficulty()
                        || s.difficulty() == best.difficulty() && s.evidence().chainLength() < best.evidence().chainLength()) {
                    best = s;
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
