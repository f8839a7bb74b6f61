package lens.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import lens.board.Grid;
import lens.board.Rules;
import lens.solve.ExhaustiveSolver;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.Point;

/** The synthetic photos and replays: what they claim (truth, corners, uniqueness) holds, and a seed repeats them. */
class SamplesTest {
    @TempDir
    Path dir;

    @Test
    void puzzlesHaveOneSolutionAndTheAskedGivens() {
        Random rnd = new Random(7);
        Grid solution = PuzzleMaker.solution(rnd);
        assertTrue(Rules.isSolved(solution));
        Grid puzzle = PuzzleMaker.puzzle(solution, 26, rnd);
        assertEquals(26, puzzle.filledCount());
        assertTrue(ExhaustiveSolver.hasUniqueSolution(puzzle));
        assertTrue(Rules.isSolutionOf(solution, puzzle));
    }

    @Test
    void aSampleShowsItsTruthInsideThePictureAndASeedRepeatsIt() {
        try (SampleSet.Sample a = SampleSet.render(3, 640, 480, false); SampleSet.Sample b = SampleSet.render(3, 640, 480, false);
             SampleSet.Sample hand = SampleSet.render(3, 640, 480, true); SampleSet.Sample other = SampleSet.render(4, 640, 480, false)) {
            assertEquals(a.givens(), a.seen(), "a printed puzzle shows its givens");
            assertTrue(hand.seen().isComplete() && Rules.isSolutionOf(hand.seen(), hand.givens()), "a hand-filled one its solution");
            assertEquals(640, a.scene().image().cols());
            assertEquals(480, a.scene().image().rows());
            for (Point p : a.scene().grid().corners()) {
                assertTrue(p.x >= 0 && p.y >= 0 && p.x < 640 && p.y < 480, "corner " + p + " inside the picture");
            }
            assertEquals(a.scene().grid(), b.scene().grid());
            assertEquals(0, Core.norm(a.scene().image(), b.scene().image(), Core.NORM_INF), "same seed, same pixels");
            assertNotEquals(a.scene().grid(), other.scene().grid(), "another seed, another place");
        }
    }

    /** Phones take portrait photos (960 x 1280): the grid is sized by the shorter side and stays in the frame. */
    @Test
    void aPortraitSampleKeepsItsGridInsideThePicture() {
        for (long seed = 1; seed <= 12; seed++) {
            try (SampleSet.Sample s = SampleSet.render(seed, 240, 320, false)) {
                for (Point p : s.scene().grid().corners()) {
                    assertTrue(p.x >= 4 && p.y >= 4 && p.x < 236 && p.y < 316, "seed " + seed + ": corner " + p + " inside the picture");
                }
            }
        }
    }

    @Test
    void aReplaySwitchesPuzzlesAndWritesItsFramesWithTheirTruth() throws Exception {
        ReplayRenderer replay = new ReplayRenderer(320, 240, 6, 4, 5);
        assertEquals(0, replay.puzzleAt(3));
        assertEquals(1, replay.puzzleAt(4));
        assertNotEquals(replay.givens(0), replay.givens(1));
        assertTrue(Rules.isSolutionOf(replay.solution(1), replay.givens(1)));
        replay.write(dir);
        List<String> truth = Files.readAllLines(dir.resolve("truth.csv"));
        assertEquals(7, truth.size(), "a header and one line a frame");
        Quad q = replay.gridAt(5);
        assertTrue(truth.get(6).startsWith("5,1,"), truth.get(6));
        assertTrue(Files.size(dir.resolve("frame-0005.png")) > 1000);
        assertTrue(q.area() > 0);
    }
}
