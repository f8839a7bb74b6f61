package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import lens.board.Grid;
import lens.board.Rules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Runs every line of {@code solver-cases.txt} ({@code puzzle:count:solution}) against both solvers. */
class SolverCasesTest {
    record Case(String puzzle, int count, String solution) {
        static Case parse(String line) {
            String[] parts = line.split(":", -1);
            return new Case(parts[0], Integer.parseInt(parts[1]), parts[2]);
        }
    }

    static Stream<Arguments> cases() throws IOException {
        List<Case> cases;
        try (InputStream in = SolverCasesTest.class.getResourceAsStream("solver-cases.txt")) {
            cases = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(Case::parse)
                    .toList();
        }
        assertTrue(cases.size() >= 40, "the data file lost lines");
        return cases.stream().flatMap(c -> Stream.of(Arguments.of("fast", c), Arguments.of("simple", c)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void countAndSolutionMatchTheFile(String solverName, Case c) {
        SolutionCounter solver = solverName.equals("fast") ? new BitSolver() : new SimpleSolver();
        Grid puzzle = Grid.parse(c.puzzle());
        byte[] first = new byte[81];
        byte[] second = new byte[81];
        assertEquals(c.count(), solver.solve(puzzle.toBytes(), first, second, 2));
        if (c.count() >= 1) {
            assertTrue(Rules.isSolutionOf(Grid.of(first), puzzle));
        }
        if (c.count() == 1) {
            assertEquals(c.solution(), Grid.of(first).toLine());
        }
        if (c.count() == 2) {
            assertTrue(Rules.isSolutionOf(Grid.of(second), puzzle));
            assertNotEquals(Grid.of(first), Grid.of(second));
        }
        assertEquals(Math.min(c.count(), 1), solver.solve(puzzle.toBytes(), null, 1), "limit 1");
    }
}
