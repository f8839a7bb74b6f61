package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import lens.SharedData;
import lens.board.Grid;
import lens.board.Puzzle;
import lens.io.PuzzleSource;
import lens.board.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The public puzzle sets of {@code ../shared/puzzles}: every answer checked against the rules. */
class SharedPuzzleSetsTest {
    private static List<Grid> read(String name) throws IOException {
        return PuzzleSource.readAll(SharedData.puzzles(name)).stream().map(Puzzle::grid).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"top95.txt", "top1465.txt", "hardest-1106.txt"})
    void everyPuzzleHasOneValidSolution(String name) throws IOException {
        List<Grid> puzzles = read(name);
        assertTrue(puzzles.size() > 90);
        BitSolver solver = new BitSolver();
        byte[] out = new byte[81];
        for (Grid p : puzzles) {
            assertEquals(1, solver.solve(p.toBytes(), out, 2), p.toLine());
            assertTrue(Rules.isSolutionOf(Grid.of(out), p), p.toLine());
        }
    }

    @Test
    void top95ThroughTheSolverFacade() throws IOException {
        for (Grid p : read("top95.txt")) {
            SolveResult r = ExhaustiveSolver.solve(p);
            assertEquals(SolveStatus.UNIQUE, r.status(), p.toLine());
            assertTrue(Rules.isSolutionOf(r.solution(), p));
            assertTrue(ExhaustiveSolver.hasUniqueSolution(p));
        }
    }

    @Test
    void everyMultiSolutionPuzzleGivesTwoDifferentValidSolutions() throws IOException {
        List<Grid> puzzles = read("multi-solution-10000.txt");
        assertEquals(10_000, puzzles.size());
        for (Grid p : puzzles) {
            SolveResult r = ExhaustiveSolver.solve(p);
            assertEquals(SolveStatus.MULTIPLE, r.status(), p.toLine());
            assertEquals(2, r.solutions().size());
            assertTrue(Rules.isSolutionOf(r.solutions().get(0), p));
            assertTrue(Rules.isSolutionOf(r.solutions().get(1), p));
            assertNotEquals(r.solutions().get(0), r.solutions().get(1));
        }
    }
}
