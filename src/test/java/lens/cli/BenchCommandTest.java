package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
    private static final String LINE = "bench: puzzles=\\d+ solved=\\d+ unsolvable=\\d+ multiple=\\d+ puzzles_per_s=\\d+"
            + " us_per_puzzle=\\d+\\.\\d\\d guesses_per_puzzle=\\d+\\.\\d\\d threads=\\d+( clock=cpu)?";

    @TempDir
    Path dir;

    private Path puzzles() throws IOException {
        Path file = dir.resolve("few.txt");
        Files.writeString(file, String.join("\n",
                "# three puzzles: unique, several solutions, none",
                "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
                ".................................................................................",
                "12345678.........9...............................................................") + "\n");
        return file;
    }

    /** Runs bench on the three puzzles with a short timing; asserts success and the line shape. */
    private List<String> benchLines(String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("bench", puzzles().toString(),
                "--warmup-seconds", "0.05", "--min-seconds", "0.05"));
        args.addAll(List.of(options));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        for (String line : lines) {
            assertTrue(line.matches(LINE), line);
        }
        return lines;
    }

    @Test
    void printsOneBenchLine() throws IOException {
        List<String> lines = benchLines();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("bench: puzzles=3 solved=1 unsolvable=1 multiple=1 "), lines.get(0));
        assertTrue(lines.get(0).endsWith(" threads=1"), lines.get(0));
    }

    @Test
    void baselineAddsASecondLineWithTheSameCounts() throws IOException {
        List<String> lines = benchLines("--threads", "2", "--baseline");
        assertEquals(2, lines.size(), lines.toString());
        for (String line : lines) {
            assertTrue(line.startsWith("bench: puzzles=3 solved=1 unsolvable=1 multiple=1 "), line);
            assertTrue(line.endsWith(" threads=2"), line);
        }
    }

    /** The CPU clock is used and said (the figures themselves: SolverBenchmarkReportTest). */
    @Test
    void cpuTimeKeepsTheLineShapeAndNamesItsClock() throws IOException {
        List<String> lines = benchLines("--cpu-time");
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("bench: puzzles=3 solved=1 unsolvable=1 multiple=1 "), lines.get(0));
        assertTrue(lines.get(0).endsWith(" threads=1 clock=cpu"), lines.get(0));
        assertTrue(benchLines().get(0).endsWith(" threads=1"), "elapsed time is the default");
    }

    /** Stopping at the first solution cannot tell a puzzle with several: it counts as solved. */
    @Test
    void firstSolutionStopsAtOneSolution() throws IOException {
        List<String> lines = benchLines("--first-solution");
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("bench: puzzles=3 solved=2 unsolvable=1 multiple=0 "), lines.get(0));
    }

    @Test
    void fileWithoutPuzzlesIsAUserError() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "# nothing here\n");
        CliRun r = CliRun.of("bench", empty.toString());
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
    }

    @Test
    void zeroThreadsIsAUserError() throws IOException {
        CliRun r = CliRun.of("bench", puzzles().toString(), "--threads", "0");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
    }
}
