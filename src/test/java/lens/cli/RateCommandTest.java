package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Golden tests of {@code sudoku-lens rate} and of {@code solve --explain/--hint/--json}. */
class RateCommandTest {
    static final String EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    static final String PUZZLE = SolveCommandTest.PUZZLE;

    @Test
    void ratesOnePuzzleWithLevelCountsAndSummary() {
        CliRun r = CliRun.of("rate", EASY);
        assertEquals(0, r.exitCode(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals("1.2 easy    logic " + EASY + " Full house 20, Hidden single 29", lines[0]);
        assertEquals("levels: easy=1 medium=0 hard=0 expert=0 extreme=0", lines[1]);
        assertTrue(lines[2].matches("rate: puzzles=1 logic_solved=1 trial_needed=0 puzzles_per_s=\\d+ max_rating=1\\.2"), lines[2]);
    }

    @Test
    void fileWithAnUnsolvablePuzzleRatesTheRestAndFails(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.txt");
        Files.writeString(f, EASY + "\n" + "12" + ".".repeat(79) + "\n" + PUZZLE + "\n");
        CliRun r = CliRun.of("rate", "--threads", "2", f.toString());
        assertEquals(ExitCodes.MULTIPLE_SOLUTIONS, r.exitCode());
        assertTrue(r.err().contains("line 2: puzzle has several solutions"), r.err());
        assertTrue(r.out().contains("rate: puzzles=2 logic_solved=2 trial_needed=0"), r.out());
    }

    @Test
    void explainNumbersStepsThenPrintsTheSolution() {
        CliRun r = CliRun.of("solve", "--explain", "--format", "line", PUZZLE);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("1. Hidden single: 4 in box 4 only fits r6c2\n"), r.out());
        assertTrue(r.out().contains("\n" + SolveCommandTest.SOLUTION + "\n"), r.out());
        assertTrue(r.out().endsWith("rating: 2.6 medium\n"), r.out());
    }

    @Test
    void hintPrintsOnlyTheNextStep() {
        CliRun r = CliRun.of("solve", "--hint", PUZZLE);
        assertEquals("Hidden single: 4 in box 4 only fits r6c2\n", r.out());
    }

    @Test
    void jsonHasStepsSolutionAndRating() {
        CliRun r = CliRun.of("solve", "--json", PUZZLE);
        assertEquals(0, r.exitCode(), r.err());
        com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals(SolveCommandTest.SOLUTION, o.get("solution").getAsString());
        assertEquals("Hidden single", o.getAsJsonArray("steps").get(0).getAsJsonObject().get("technique").getAsString());
        assertEquals("medium", o.getAsJsonObject("rating").get("level").getAsString());
    }

    @Test
    void explainRefusesAPuzzleWithSeveralSolutions() {
        CliRun r = CliRun.of("solve", "--explain", "12" + ".".repeat(79));
        assertEquals(ExitCodes.MULTIPLE_SOLUTIONS, r.exitCode());
        assertTrue(r.err().startsWith("sudoku-lens: puzzle has several solutions"), r.err());
    }
}
