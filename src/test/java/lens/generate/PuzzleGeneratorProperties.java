package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import lens.board.Grid;
import lens.board.Rules;
import lens.solve.ExhaustiveSolver;
import lens.solve.human.Level;
import lens.solve.human.Rater;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class PuzzleGeneratorProperties {
    private static final GeneratorSettings BASE = GeneratorSettings.DEFAULT.withTimeout(Duration.ofSeconds(30));

    private static GeneratedPuzzle make(GeneratorSettings s, long seed) {
        Generation g = new PuzzleGenerator(s).generate(seed);
        assertTrue(g instanceof Generation.Found, "timed out: " + g);
        return ((Generation.Found) g).puzzle();
    }

    @Property(tries = 25)
    void everyPuzzleHasExactlyItsSolution(@ForAll long seed, @ForAll Symmetry symmetry,
                                          @ForAll RemovalMethod removal, @ForAll FillMethod fill) {
        GeneratedPuzzle p = make(BASE.withSymmetry(symmetry).withRemoval(removal).withFill(fill), seed);
        assertTrue(ExhaustiveSolver.hasUniqueSolution(p.puzzle()), p.puzzle().toLine());
        assertTrue(Rules.isSolutionOf(p.solution(), p.puzzle()));
        assertEquals(p.solution(), ExhaustiveSolver.solve(p.puzzle()).solution());
        assertSymmetric(symmetry, p.puzzle());
    }

    @Property(tries = 15)
    void minimalPuzzlesLoseUniquenessWithoutAnyClue(@ForAll long seed, @ForAll Symmetry symmetry) {
        Grid p = make(BASE.withSymmetry(symmetry).withMinimal(true), seed).puzzle();
        assertSymmetric(symmetry, p);
        for (int c = 0; c < 81; c++) {
            if (!p.isEmpty(c)) {
                assertFalse(ExhaustiveSolver.hasUniqueSolution(p.with(c, 0)), "clue " + c + " removable: " + p);
            }
        }
    }

    @Property(tries = 12)
    void ratingLandsInTheAskedLevel(@ForAll long seed, @ForAll("easyToHard") Level level) {
        GeneratedPuzzle p = make(BASE.withRange(RatingRange.of(level)), seed);
        assertEquals(level, p.rating().level());
        assertEquals(level, Rater.rate(p.puzzle()).level(), "the rating is the rater's");
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Level> easyToHard() {
        return net.jqwik.api.Arbitraries.of(Level.EASY, Level.MEDIUM, Level.HARD);
    }

    @Property(tries = 6)
    void ratingLandsInATypedRange(@ForAll long seed) {
        GeneratedPuzzle p = make(BASE.withRange(RatingRange.parse("2.6-3.2")), seed);
        assertTrue(p.rating().score() >= 2.6 && p.rating().score() <= 3.2, "score " + p.rating().score());
    }

    @Property(tries = 10)
    void theSameSeedGivesTheSamePuzzle(@ForAll long seed, @ForAll @IntRange(max = 1) int readd) {
        GeneratorSettings s = BASE.withReaddRounds(readd).withSymmetry(Symmetry.NONE);
        assertEquals(make(s, seed), make(s, seed));
    }

    @Property(tries = 5)
    void readdingKeepsUniquenessAndSymmetry(@ForAll long seed) {
        Grid p = make(BASE.withReaddRounds(1), seed).puzzle();
        assertTrue(ExhaustiveSolver.hasUniqueSolution(p));
        assertSymmetric(Symmetry.ROTATIONAL, p);
    }

    /**
     * The expert level is spread over its sub-bands (a seed aims at one): twelve puzzles, each of
     * the level and rated as the rater rates it, take more than two scores, and the commonest
     * (BUG+1, 5.6, about three in four without the spread) is at most two thirds of them.
     */
    @org.junit.jupiter.api.Test
    void expertPuzzlesSpreadOverTheLevel() {
        GeneratorSettings s = BASE.withLevel(Level.EXPERT);
        Map<Double, Integer> scores = new TreeMap<>();
        for (int i = 0; i < 12; i++) {
            GeneratedPuzzle p = make(s, BatchGenerator.seedFor(1, i));
            assertEquals(Level.EXPERT, p.rating().level());
            assertEquals(p.rating().score(), Rater.rate(p.puzzle()).score(), "the rating is the rater's");
            scores.merge(p.rating().score(), 1, Integer::sum);
        }
        assertTrue(scores.size() > 2, "scores " + scores);
        assertTrue(Collections.max(scores.values()) <= 8, "scores " + scores);
    }

    @Property(tries = 3)
    void theSameSeedGivesTheSameExpertPuzzle(@ForAll long seed) {
        GeneratorSettings s = BASE.withLevel(Level.EXPERT).withSymmetry(Symmetry.NONE);
        assertEquals(make(s, seed), make(s, seed));
    }

    static void assertSymmetric(Symmetry s, Grid p) {
        for (int c = 0; c < 81; c++) {
            assertEquals(p.isEmpty(c), p.isEmpty(s.image(c)), s + " broken at cell " + c + ": " + p);
        }
    }
}
