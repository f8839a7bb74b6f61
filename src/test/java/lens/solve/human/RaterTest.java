package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import lens.board.Grid;
import org.junit.jupiter.api.Test;

/** The rating API the generator codes against: scores, levels, counts, uniqueness guard. */
class RaterTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String POINTING = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** From top1465: needs forcing chains, templates and Nishio. */
    static final String HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    @Test
    void singlesOnlyIsEasy() {
        Rating r = Rater.rate(Grid.parse(EASY));
        assertEquals(1.2, r.score());
        assertEquals(Level.EASY, r.level());
        assertTrue(r.solvedByLogic());
        assertEquals(Map.of("Full house", 20, "Hidden single", 29), r.techniqueCounts());
    }

    @Test
    void pointingMakesItMedium() {
        Rating r = Rater.rate(Grid.parse(POINTING));
        assertEquals(2.6, r.score());
        assertEquals(Level.MEDIUM, r.level());
        assertEquals(List.of("Full house", "Hidden single", "Naked single", "Pointing"),
                List.copyOf(r.techniqueCounts().keySet()));
    }

    @Test
    void hardPuzzleIsExtreme() {
        Rating r = Rater.rate(Grid.parse(HARD));
        assertTrue(r.score() > 6.5, () -> "score " + r.score());
        assertEquals(Level.EXTREME, r.level());
        assertFalse(r.solvedByLogic());
        assertTrue(r.techniqueCounts().containsKey("Forcing chain"));
    }

    @Test
    void refusesPuzzlesWithoutExactlyOneSolution() {
        assertThrows(IllegalArgumentException.class, () -> Rater.rate(Grid.empty()));
        assertThrows(IllegalArgumentException.class, () -> Rater.rate(Grid.parse("11" + ".".repeat(79))));
    }

    @Test
    void levelBoundsFollowTheScale() {
        assertEquals(Level.EASY, Level.of(1.0));
        assertEquals(Level.EASY, Level.of(2.3));
        assertEquals(Level.MEDIUM, Level.of(2.6));
        assertEquals(Level.MEDIUM, Level.of(3.4));
        assertEquals(Level.HARD, Level.of(3.6));
        assertEquals(Level.HARD, Level.of(4.5));
        assertEquals(Level.EXPERT, Level.of(5.0));
        assertEquals(Level.EXPERT, Level.of(6.5));
        assertEquals(Level.EXTREME, Level.of(6.6));
        assertEquals(Level.EXTREME, Level.of(9.5));
        for (Level l : Level.values()) {
            assertTrue(l.minScore() < l.maxScore());
            assertEquals(l, Level.of(Math.min(l.maxScore(), 20)));
        }
    }

    @Test
    void solverGivesHintsWithoutChangingTheGrid() {
        StrategySolver s = StrategySolver.forUniquePuzzle();
        Grid g = Grid.parse(POINTING);
        Step first = s.nextStep(g).orElseThrow();
        assertEquals("Hidden single: 4 in box 4 only fits r6c2", first.sentence());
        assertEquals(first, s.solve(g).steps().get(0));
        assertFalse(s.nextStep(s.solve(g).result()).isPresent());
    }
}
