package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import lens.solve.human.Level;
import org.junit.jupiter.api.Test;

class SpreadTest {
    /** Every score of a level falls in exactly one sub-band of its spread (none for the levels without). */
    @Test
    void subBandsCoverTheLevelOnce() {
        for (Level l : Level.values()) {
            Spread s = Spread.of(l);
            if (s.isNone()) {
                continue;
            }
            for (double score = 0; score < 13; score += 0.1) {
                double sc = Math.round(score * 10) / 10.0;
                long holding = s.bands().stream().filter(b -> b.contains(sc)).count();
                assertEquals(RatingRange.of(l).contains(sc) ? 1 : 0, holding, l + " " + sc);
            }
        }
        assertTrue(Spread.of(Level.EXPERT).bands().size() > 1, "expert is spread");
    }

    @Test
    void aSeedAimsAtEverySubBandAlike() {
        Spread s = Spread.of(Level.EXPERT);
        int[] picked = new int[s.bands().size()];
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 3000; i++) {
            picked[s.bands().indexOf(s.pick(rnd))]++;
        }
        for (int n : picked) {
            assertTrue(Math.abs(n - 1000) < 100, Arrays.toString(picked));
        }
        assertEquals(null, Spread.NONE.pick(rnd));
    }
}
