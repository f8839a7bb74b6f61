package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.solve.human.Rater;
import lens.solve.human.Rating;
import org.junit.jupiter.api.Test;

class BandRaterTest {
    /** Unique puzzles of mixed difficulty: unrated generator output, singles to chains. */
    private static List<Grid> puzzles() {
        PuzzleGenerator g = new PuzzleGenerator(GeneratorSettings.DEFAULT.withSymmetry(Symmetry.NONE));
        List<Grid> out = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            out.add(((Generation.Found) g.generate(BatchGenerator.seedFor(15, i))).puzzle().puzzle());
        }
        return out;
    }

    @Test
    void givesTheRatersRatingUpToTheCeilingAndNothingAbove() {
        List<Grid> puzzles = puzzles();
        int above = 0;
        int under = 0;
        for (String band : List.of("0-2.3", "3.0-4.5", "4.5-6.5", "6.6-7.0")) {
            RatingRange range = RatingRange.parse(band);
            BandRater rater = new BandRater(range);
            for (Grid p : puzzles) {
                Rating full = Rater.rate(p);
                Rating banded = rater.underCeiling(p.toBytes());
                if (full.score() > range.max()) {
                    assertNull(banded, band + " " + p.toLine());
                    above++;
                } else {
                    assertEquals(full, banded, band + " " + p.toLine());
                    assertEquals(full.score() <= range.max(), rater.holdsCeiling(p.toBytes()));
                    under++;
                }
            }
        }
        assertTrue(above > 20 && under > 20, "both sides seen: above=" + above + " under=" + under);
    }
}
