package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import lens.board.Grid;
import org.junit.jupiter.api.Test;

/** The rating API the generator codes against: scores, levels, counts, uniqueness guard. */
class RaterTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String POINTING = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** From top1465: needs multiple and dynamic forcing chains. */
    static final String HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    /** From top95: alternating chains are enough. */
    static final String CHAINS = ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........";
    /** From top95: multiple forcing chains (a unit forcing chain) at most. */
    static final String MULTIPLE = "6..3.2....5.....1..........7.26............543.........8.15........4.2........7..";
    /** The first of hardest-1106: needs nested forcing chains. */
    static final String HARDEST = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

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
        assertEquals(9.1, r.score());
        assertEquals(Level.EXTREME, r.level());
        assertTrue(r.solvedByLogic());
        assertTrue(r.techniqueCounts().containsKey("Dynamic forcing chain"));
    }

    /** Chain puzzles spread over SE's chain scale instead of sharing one figure. */
    @Test
    void chainRatingsSpreadLikeSudokuExplainer() {
        assertEquals(7.2, Rater.rate(Grid.parse(CHAINS)).score());
        assertEquals(8.5, Rater.rate(Grid.parse(MULTIPLE)).score());
        Rating hardest = Rater.rate(Grid.parse(HARDEST));
        assertEquals(10.3, hardest.score());
        assertTrue(hardest.solvedByLogic());
        assertTrue(hardest.techniqueCounts().containsKey("Nested forcing chain"));
    }

    /** From hardest-1106: beyond nested forcing chains (SE needs deeper nesting), so one trial. */
    static final String BEYOND = "..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..";

    /** A trial step comes only where no logical technique applies, and it is rated above them all. */
    @Test
    void trialOnlyWhereLogicIsStuck() {
        SolvePath path = Rater.explain(Grid.parse(BEYOND));
        List<Technique> logic = new ArrayList<>(SolvingOrder.forUniquePuzzle());
        logic.removeIf(t -> t instanceof lens.solve.human.trial.Trial);
        StrategySolver withoutTrial = StrategySolver.of(logic);
        CandidateBoard b = CandidateBoard.of(path.puzzle());
        int trials = 0;
        for (Step s : path.steps()) {
            if (s.technique().isTrial()) {
                trials++;
                CandidateBoard before = b.copy();
                assertTrue(withoutTrial.nextStep(before).isEmpty(), "logic applies before trial " + s.sentence());
            }
            b.apply(s);
        }
        assertTrue(trials > 0);
        Rating r = Rating.of(path);
        assertEquals(12.0, r.score());
        assertFalse(r.solvedByLogic());
    }

    /** SE's ChainingHint.getLengthDifficulty: 0.1 past each of the ceilings 4, 6, 8, 12, 16, 24, ... */
    @Test
    void lengthBonusFollowsSudokuExplainer() {
        assertEquals(0.0, TechniqueType.lengthBonus(4));
        assertEquals(0.1, TechniqueType.lengthBonus(5));
        assertEquals(0.1, TechniqueType.lengthBonus(6));
        assertEquals(0.2, TechniqueType.lengthBonus(7));
        assertEquals(0.3, TechniqueType.lengthBonus(12));
        assertEquals(0.4, TechniqueType.lengthBonus(13));
        assertEquals(0.5, TechniqueType.lengthBonus(24));
        assertEquals(0.6, TechniqueType.lengthBonus(25));
        assertEquals(0.9, TechniqueType.lengthBonus(96));
        assertEquals(1.0, TechniqueType.lengthBonus(97));
        assertEquals(7.1, TechniqueType.ALTERNATING_CHAIN.difficulty(
                new Evidence.Chain(new int[] {0, 1, 2, 3, 4, 5}, new int[] {1, 2, 2, 3, 3, 1})));
        assertEquals(3.2, TechniqueType.X_WING.difficulty(
                new Evidence.Chain(new int[] {0, 1, 2, 3, 4, 5}, new int[] {1, 2, 2, 3, 3, 1})));
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
        assertEquals(Level.EXTREME, Level.of(12.0));
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
