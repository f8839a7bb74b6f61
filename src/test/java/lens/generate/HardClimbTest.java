package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.SplittableRandom;
import lens.board.Grid;
import lens.solve.ExhaustiveSolver;
import org.junit.jupiter.api.Test;

class HardClimbTest {
    /** Sudoku Explainer 10.3 (from the hardest-puzzles list) and an easy one (singles only). */
    private static final String HARDEST = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    private static final String EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void theHardestPuzzleScoresAboveAnEasyOne() {
        TrialStall t = new TrialStall();
        assertEquals(0, t.score(Grid.parse(EASY).toBytes()), "techniques up to 4.4 solve it");
        assertTrue(t.score(Grid.parse(HARDEST).toBytes()) > 80, "stalls early, trials refute little");
    }

    @Test
    void nineAndAboveOnDemand() {
        GeneratorSettings s = GeneratorSettings.DEFAULT.withRange(RatingRange.parse("9.0-"))
                .withTimeout(java.time.Duration.ofSeconds(120));
        PuzzleGenerator g = new PuzzleGenerator(s);
        for (int i = 0; i < 2; i++) {
            Generation r = g.generate(BatchGenerator.seedFor(3, i));
            assertTrue(r instanceof Generation.Found, "timed out");
            Grid p = ((Generation.Found) r).puzzle().puzzle();
            double score = lens.solve.human.Rater.rate(p).score();
            assertTrue(score >= 9.0, score + " " + p.toLine());
        }
    }

    @Test
    void aClimbKeepsTheSolutionUniqueTheSymmetryAndNeverGoesDown() {
        SplittableRandom rnd = new SplittableRandom(4);
        Uniqueness u = new Uniqueness();
        ClueRemoval removal = new ClueRemoval();
        HardClimb climb = new HardClimb(removal);
        for (Symmetry s : new Symmetry[] {Symmetry.NONE, Symmetry.ROTATIONAL}) {
            byte[] full = new UniformFill().fill(rnd).toBytes();
            byte[] p = removal.startSparse(full, s, rnd, u::isUnique, new ArrayList<>());
            long before = climb.hardness(p);
            long after = climb.climb(p, full, s, rnd, u::isUnique, 40, Long.MAX_VALUE);
            assertTrue(after >= before, after + " < " + before);
            assertEquals(after, climb.hardness(p));
            Grid g = Grid.of(p);
            assertTrue(ExhaustiveSolver.hasUniqueSolution(g));
            assertEquals(Grid.of(full), ExhaustiveSolver.solve(g).solution());
            PuzzleGeneratorProperties.assertSymmetric(s, g);
        }
    }
}
