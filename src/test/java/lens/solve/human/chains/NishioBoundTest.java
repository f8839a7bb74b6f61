package lens.solve.human.chains;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.StuckBoards;
import org.junit.jupiter.api.Test;

/**
 * Nishio chains searched under a ceiling ({@link ForcingChains#findUpTo}) give the full search's
 * step whenever that step rates at most the ceiling, and otherwise nothing at or under it. Checked
 * on every board of the shared sets' and generated puzzles' paths where alternating chains
 * find nothing (where the rater turns to Nishio), at the generator's band ceilings.
 */
class NishioBoundTest {
    private final ForcingChains nishio = ForcingChains.nishio();
    private final AlternatingChains alternating = new AlternatingChains();

    @Test
    void sameStepUnderTheCeiling() throws IOException {
        List<CandidateBoard> boards = new ArrayList<>(StuckBoards.ofShared("top1465.txt", 4));
        boards.addAll(StuckBoards.ofShared("top95.txt", 1));
        boards.addAll(StuckBoards.ofShared("hardest-1106.txt", 20));
        boards.addAll(StuckBoards.ofGenerated("6.6-7.5", 80));
        int checked = 0;
        int underCeiling = 0;
        for (CandidateBoard b : boards) {
            if (alternating.find(b).isPresent()) {
                continue;
            }
            Optional<Step> full = nishio.find(b);
            for (double ceiling : new double[] {7.5, 7.6, 7.8}) {
                Optional<Step> bounded = nishio.findUpTo(b, ceiling);
                if (full.isPresent() && full.get().difficulty() <= ceiling) {
                    StuckBoards.assertSameStep(full, bounded, b);
                    underCeiling++;
                } else {
                    assertTrue(bounded.isEmpty() || bounded.get().difficulty() > ceiling, () -> "under the ceiling on\n" + b);
                }
            }
            checked++;
        }
        assertTrue(checked > 50, "only " + checked + " boards for Nishio");
        assertTrue(underCeiling > 10, "only " + underCeiling + " Nishio steps under a ceiling");
    }
}
