package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.board.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Golden tests of {@code sudoku-lens solve}: output, exit codes, one-line errors. */
class SolveCommandTest {
    static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    @Test
    void solvesAPuzzleArgumentAsAPrettyGrid() {
        CliRun r = CliRun.of("solve", PUZZLE);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(GridFormat.GRID.format(Grid.parse(SOLUTION)), r.out());
    }

    @Test
    void lineFormat() {
        CliRun r = CliRun.of("solve", "--format", "line", PUZZLE);
        assertEquals(SOLUTION + "\n", r.out());
    }

    @Test
    void readsStandardInputInGridForm() {
        CliRun r = CliRun.withInput(GridFormat.ROWS.format(Grid.parse(PUZZLE)), "solve", "--format", "line");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(SOLUTION + "\n", r.out());
    }

    @Test
    void fileOfPuzzlesPrintsOneSolutionALine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.txt");
        Files.writeString(f, "# two puzzles\n" + PUZZLE + "\n" + PUZZLE.replace('.', '0') + "\n");
        CliRun r = CliRun.of("solve", f.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(SOLUTION + "\n" + SOLUTION + "\n", r.out());
    }

    @Test
    void blankGridHasSeveralSolutionsAndPrintsTwoValidOnes() {
        CliRun r = CliRun.of("solve", "--format", "line", ".".repeat(81));
        assertEquals(ExitCodes.MULTIPLE_SOLUTIONS, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
        assertTrue(r.err().contains("several solutions"), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(2, lines.length);
        assertTrue(!lines[0].equals(lines[1]));
        for (String l : lines) {
            assertTrue(Rules.isSolved(Grid.parse(l)), l);
        }
    }

    @Test
    void contradictoryPuzzleHasNoSolution() {
        // Valid givens, but r1c9 can hold nothing: 1-8 in its row and 9 in its column.
        String p = "12345678." + "........9" + ".".repeat(63);
        CliRun r = CliRun.of("solve", p);
        assertEquals(ExitCodes.NO_SOLUTION, r.exitCode());
        assertEquals("sudoku-lens: puzzle has no solution", r.err().strip());
        assertEquals("", r.out());
    }

    @Test
    void duplicateGivensNameUnitAndCells() {
        CliRun r = CliRun.of("solve", "5" + ".".repeat(8) + "5" + ".".repeat(71));
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertEquals("sudoku-lens: line 1: invalid puzzle: two 5s in column 1 (r1c1, r2c1)", r.err().strip());
    }

    @Test
    void badCharacterAndWrongLength() {
        CliRun bad = CliRun.of("solve", PUZZLE.replaceFirst("\\.", "x"));
        assertEquals(ExitCodes.INVALID_INPUT, bad.exitCode());
        assertEquals("sudoku-lens: line 1, column 2: unexpected character 'x' (cells are 1-9, blanks . 0 - _ *)",
                bad.err().strip());
        CliRun shortLine = CliRun.of("solve", PUZZLE.substring(1));
        assertEquals("sudoku-lens: line 1: expected 81 cells, found 80 (too short)", shortLine.err().strip());
    }

    @Test
    void missingFileAndUnknownOption() {
        CliRun missing = CliRun.of("solve", "no/such/file.txt");
        assertEquals(ExitCodes.INVALID_INPUT, missing.exitCode());
        assertEquals("sudoku-lens: no such file: no/such/file.txt", missing.err().strip());
        CliRun option = CliRun.of("solve", "--frobnicate", PUZZLE);
        assertEquals(ExitCodes.INVALID_INPUT, option.exitCode());
        assertTrue(option.errIsOneLine(), option.err());
        CliRun format = CliRun.of("solve", "--format", "svg", PUZZLE);
        assertEquals("sudoku-lens: unknown --format 'svg' (use line, grid or rows)", format.err().strip());
    }

    @Test
    void emptyStandardInput() {
        CliRun r = CliRun.withInput("\n", "solve");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
    }

    @Test
    void jsonStaysJsonForAPuzzleWithSeveralSolutions(@TempDir Path dir) throws Exception {
        String empty = ".".repeat(81);
        CliRun r = CliRun.of("solve", "--json", empty);
        assertEquals(ExitCodes.MULTIPLE_SOLUTIONS, r.exitCode(), r.err());
        com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals(empty, o.get("puzzle").getAsString());
        assertEquals(2, o.getAsJsonArray("solutions").size());
        Path mixed = Files.writeString(dir.resolve("mixed.txt"), PUZZLE + "\n" + empty + "\n");
        r = CliRun.of("solve", "--json", mixed.toString());
        assertEquals(ExitCodes.MULTIPLE_SOLUTIONS, r.exitCode(), r.err());
        for (String line : r.out().strip().split("\n")) {
            assertTrue(com.google.gson.JsonParser.parseString(line).isJsonObject(), line);
        }
        assertEquals(2, r.out().strip().lines().count(), r.out());
    }

    @Test
    void anOptionForTheOtherKindOfInputIsRefusedNotIgnored(@TempDir Path dir) throws Exception {
        String puzzle = "000000010400000000020000000000050407008000300001090000300400200050100000000806000";
        CliRun text = CliRun.of("solve", puzzle, "--out", dir.resolve("x.png").toString());
        assertEquals(ExitCodes.INVALID_INPUT, text.exitCode(), text.err());
        assertTrue(text.errIsOneLine() && text.err().contains("--out is for a photo"), text.err());
        assertTrue(Files.notExists(dir.resolve("x.png")));
        Path photo = Files.copy(Path.of("samples/photos/newspaper-2.jpg"), dir.resolve("p.jpg"));
        CliRun pictures = CliRun.of("solve", photo.toString(), "--explain", "--pictures", dir.resolve("steps").toString());
        assertEquals(ExitCodes.INVALID_INPUT, pictures.exitCode(), pictures.err());
        assertTrue(pictures.errIsOneLine() && pictures.err().contains("--explain is for a typed puzzle"), pictures.err());
        CliRun missing = CliRun.of("solve", dir.resolve("missing.jpg").toString(), "--out", dir.resolve("x.png").toString());
        assertTrue(missing.err().contains("missing.jpg") && !missing.err().contains("--out"),
                "a mistyped photo name is said as such: " + missing.err());
    }

    @Test
    void aGivensThatIsNotAPuzzleIsSaidWithTheOption() {
        CliRun r = CliRun.of("verify", "samples/photos/handfilled-1.jpg", "--givens", "123");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().startsWith("sudoku-lens: --givens: line 1: expected 81 cells"), r.err());
    }
}
