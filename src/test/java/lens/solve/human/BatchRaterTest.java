package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import lens.board.Puzzle;
import lens.board.PuzzleReader;
import lens.solve.BoardVerdict;
import org.junit.jupiter.api.Test;

/** {@link BatchRater}: input order on several threads, unsolvable puzzles unrated, a read error after the rest. */
class BatchRaterTest {
    @Test
    void ratesInInputOrderOnTwoThreads() throws Exception {
        List<Puzzle> puzzles = PuzzleReader.read(Files.readString(Path.of("samples/puzzles/classics.txt")));
        List<BatchRater.Rated> out = new ArrayList<>();
        BatchRater.rate(puzzles, 2, out::add);
        assertEquals(puzzles.size(), out.size());
        for (int i = 0; i < puzzles.size(); i++) {
            assertSame(puzzles.get(i), out.get(i).puzzle(), "puzzle " + i + " handed out in order");
            assertEquals(Rating.of(StrategySolver.forUniquePuzzle().solve(puzzles.get(i).grid())).score(),
                    out.get(i).rating().score(), 1e-9, "puzzle " + i);
        }
    }

    @Test
    void aPuzzleWithSeveralSolutionsHasItsVerdictAndNoRating() throws Exception {
        List<Puzzle> several = PuzzleReader.read("12" + ".".repeat(79));
        List<BatchRater.Rated> out = new ArrayList<>();
        BatchRater.rate(several, 1, out::add);
        assertTrue(out.get(0).verdict() instanceof BoardVerdict.Several, out.get(0).verdict().toString());
        assertNull(out.get(0).rating());
    }

    @Test
    void aReadErrorComesAfterThePuzzlesReadBeforeIt() throws Exception {
        List<Puzzle> two = PuzzleReader.read(Files.readString(Path.of("samples/puzzles/classics.txt"))).subList(0, 2);
        Iterable<Puzzle> failing = () -> new Iterator<>() {
            int i;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Puzzle next() {
                if (i == two.size()) {
                    throw new IllegalStateException("line 3: not a puzzle");
                }
                return two.get(i++);
            }
        };
        List<BatchRater.Rated> out = new ArrayList<>();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> BatchRater.rate(failing, 2, out::add));
        assertEquals("line 3: not a puzzle", e.getMessage());
        assertEquals(2, out.size(), "both puzzles before the error were handed out first");
    }
}
