package lens.solve.human.fish;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Combinations;
import lens.solve.human.Step;
import lens.solve.human.StuckBoards;
import lens.solve.human.TechniqueType;
import org.junit.jupiter.api.Test;

/**
 * {@link FinnedFish} (base sets pruned as they spread, covers tested before a step is built)
 * finds the very step the plain search finds: every base set, every cover, in the same order.
 * Checked for all three sizes on every stuck board of the shared sets' solving paths and of
 * generated puzzles.
 */
class FinnedFishSearchTest {
    @Test
    void sameStepAsPlainSearch() throws IOException {
        List<CandidateBoard> boards = new ArrayList<>(StuckBoards.ofShared("top1465.txt", 4));
        boards.addAll(StuckBoards.ofShared("top95.txt", 1));
        boards.addAll(StuckBoards.ofGenerated("6.6-7.5", 60));
        List<FinnedFish> fast = List.of(FinnedFish.xWing(), FinnedFish.swordfish(), FinnedFish.jellyfish());
        List<TechniqueType> types = List.of(TechniqueType.FINNED_X_WING, TechniqueType.FINNED_SWORDFISH,
                TechniqueType.FINNED_JELLYFISH);
        for (CandidateBoard b : boards) {
            for (int i = 0; i < 3; i++) {
                StuckBoards.assertSameStep(plainSearch(b, i + 2, types.get(i)), fast.get(i).find(b), b);
            }
        }
    }

    /**
     * The search as it was: every base set of lines, then every cover of its columns, each tried
     * by {@link FinnedFish#step} without the pruning and the quick test for eliminations that the
     * technique's own search makes first (what this class checks).
     */
    private static Optional<Step> plainSearch(CandidateBoard b, int size, TechniqueType type) {
        return FishLines.first(b, (board, d, baseFirst) -> {
            FishLines candidates = new FishLines(board, d, baseFirst, 1, size + 2);
            int[] lines = candidates.lines;
            int[] where = candidates.where;
            return Combinations.first(candidates.count, size, idx -> {
                int union = 0;
                for (int i : idx) {
                    union |= where[i];
                }
                int spread = Integer.bitCount(union);
                if (spread <= size || spread > size + 2) {
                    return null;
                }
                int[] cols = new int[spread];
                int j = 0;
                for (int m = union; m != 0; m &= m - 1) {
                    cols[j++] = Integer.numberOfTrailingZeros(m);
                }
                return Combinations.first(spread, size, pick -> {
                    int cover = 0;
                    for (int p : pick) {
                        cover |= 1 << cols[p];
                    }
                    return FinnedFish.step(board, d, baseFirst, lines, where, idx, cover, size, type);
                });
            });
        });
    }
}
