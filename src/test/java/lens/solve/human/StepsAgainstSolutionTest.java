package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import lens.SharedData;
import lens.board.Grid;
import lens.board.Puzzle;
import lens.io.PuzzleSource;
import lens.solve.ExhaustiveSolver;
import org.junit.jupiter.api.Test;

/**
 * Every step the strategy solver takes on the shared hard puzzle sets is checked against the
 * known solution: a placement matches it, an elimination never removes the true digit, and
 * every puzzle ends solved. The hardest sets are sampled (every n-th puzzle) to keep the run
 * short: their nested forcing chains cost about a second a puzzle.
 */
class StepsAgainstSolutionTest {
    private static final StrategySolver SOLVER = StrategySolver.forUniquePuzzle();

    @Test
    void top95() throws IOException {
        checkAll(load("top95.txt", 1));
    }

    @Test
    void top1465() throws IOException {
        checkAll(load("top1465.txt", 10));
    }

    @Test
    void hardest1106() throws IOException {
        checkAll(load("hardest-1106.txt", 25));
    }

    private static List<Grid> load(String name, int every) throws IOException {
        List<Puzzle> all = PuzzleSource.readAll(SharedData.puzzles(name));
        return IntStream.range(0, all.size()).filter(i -> i % every == 0)
                .mapToObj(i -> all.get(i).grid()).collect(Collectors.toList());
    }

    private static void checkAll(List<Grid> puzzles) {
        puzzles.parallelStream().forEach(StepsAgainstSolutionTest::check);
    }

    static void check(Grid puzzle) {
        Grid solution = ExhaustiveSolver.solve(puzzle).solution();
        SolvePath path = SOLVER.solve(puzzle);
        for (Step s : path.steps()) {
            for (Step.Placement p : s.placements()) {
                assertEquals(solution.get(p.cell()), p.digit(), () -> puzzle + ": wrong placement in " + s.sentence());
            }
            for (Step.Elimination e : s.eliminations()) {
                assertNotEquals(solution.get(e.cell()), e.digit(), () -> puzzle + ": true digit removed in " + s.sentence());
            }
            assertTrue(!s.placements().isEmpty() || !s.eliminations().isEmpty(), () -> "empty step " + s.sentence());
        }
        assertEquals(solution, path.result(), () -> puzzle + " not solved");
    }
}
