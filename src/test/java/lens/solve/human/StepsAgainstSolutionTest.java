package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
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

    /**
     * Puzzles whose solving path takes each uniqueness type beyond the first (the shared sets hold
     * few BUGs of types 3 and 4): every step checked, and the type must be on the path.
     */
    @Test
    void uniquenessTypes() {
        Map<String, TechniqueType> puzzles = Map.of(
                "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....", TechniqueType.UNIQUE_RECTANGLE_2,
                "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1", TechniqueType.UNIQUE_RECTANGLE_3,
                "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........", TechniqueType.UNIQUE_RECTANGLE_4,
                "..1.7...58.6....4..2...9...5....3.6..14...98..8.4....1...1...9..4....6.21...3.4..", TechniqueType.BUG_2,
                "..2..7.4......12.9...6..13...4.8.65.3.......2.68.7.3...19..8...6.74......8.2..9..", TechniqueType.BUG_3,
                "3.52....7..6.8..2......4...6.93....5.1..9..7.8....71.2...4......6..7.2..7....25.8", TechniqueType.BUG_4);
        puzzles.forEach((line, type) -> {
            Grid puzzle = Grid.parse(line);
            check(puzzle);
            assertTrue(SOLVER.solve(puzzle).steps().stream().anyMatch(s -> s.technique() == type), () -> line + " takes no " + type);
        });
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
