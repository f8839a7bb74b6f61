package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** Numeric options out of bounds are refused at once, in one line; every command has --help. */
class OptionBoundsTest {
    @TempDir
    Path dir;

    private Path puzzles() throws Exception {
        return Files.writeString(dir.resolve("p.txt"), SolveCommandTest.PUZZLE + "\n");
    }

    private static void refused(int code, String text, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(code, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains(text), r.err());
        assertEquals("", r.out());
    }

    @Test
    void renderedPictureSizesAreCheckedInOnePlace() throws Exception {
        String out = dir.resolve("never").toString();
        refused(ExitCodes.INVALID_INPUT, "--size must look like 800x600, not 640", "render-sample", "--size", "640", "--out", out);
        refused(ExitCodes.INVALID_INPUT, "--size must look like 800x600, not 1x2x3", "render-replay", "--size", "1x2x3", "--out", out);
        refused(ExitCodes.INVALID_INPUT, "--size must be between 200x150 and 4000x4000, not 100x100", "render-sample",
                "--size", "100x100", "--out", out);
        refused(ExitCodes.INVALID_INPUT, "--size must be between 320x240 and 4000x4000, not 4001x480", "render-replay",
                "--size", "4001x480", "--out", out);
        assertTrue(Files.notExists(dir.resolve("never")), "nothing written");
    }

    @Test
    void threadCountsAreCappedAtAFewPerCore() throws Exception {
        String p = puzzles().toString();
        String over = String.valueOf(OptionBounds.maxThreads() + 1);
        refused(ExitCodes.INPUT_LIMIT, "threads per core", "bench", p, "--threads", "100000");
        refused(ExitCodes.INPUT_LIMIT, "threads per core", "rate", p, "--threads", over);
        refused(ExitCodes.INPUT_LIMIT, "threads per core", "generate", "--threads", "67108864");
        refused(ExitCodes.INVALID_INPUT, "at least 1", "generate", "--threads", "0");
        refused(ExitCodes.INVALID_INPUT, "--threads", "generate", "--threads", "99999999999");
    }

    @Test
    void benchSecondsMustBeFiniteAndUnderAnHour() throws Exception {
        String p = puzzles().toString();
        refused(ExitCodes.INVALID_INPUT, "--warmup-seconds must be a number", "bench", p, "--warmup-seconds", "NaN");
        refused(ExitCodes.INVALID_INPUT, "--min-seconds must be a number", "bench", p, "--min-seconds", "-1");
        refused(ExitCodes.INPUT_LIMIT, "over the limit of 3600 seconds", "bench", p, "--min-seconds", "1e12");
        refused(ExitCodes.INPUT_LIMIT, "over the limit", "bench", p, "--warmup-seconds", "Infinity");
    }

    @Test
    void liveFrameRateMustBeAPositiveNumber() {
        refused(ExitCodes.INVALID_INPUT, "--fps must be a positive number, not NaN", "live", "--headless", "--fps", "NaN");
        refused(ExitCodes.INPUT_LIMIT, "--fps 5000 is over the limit", "live", "--headless", "--fps", "5000");
        refused(ExitCodes.INVALID_INPUT, "--fps must be at least 0.1", "live", "--headless", "--fps", "0.0000001");
        refused(ExitCodes.INVALID_INPUT, "--frames must be at least 1", "live", "--headless", "--frames", "0");
    }

    @Test
    void generateRefusesARatingNoPuzzleHasAtOnce() {
        long t0 = System.nanoTime();
        refused(ExitCodes.INVALID_INPUT, "no puzzle is rated 20.0-30.0", "generate", "--rating", "20-30");
        refused(ExitCodes.INVALID_INPUT, "no puzzle made here is rated 0.0-0.5", "generate", "--rating", "0-0.5");
        assertTrue(System.nanoTime() - t0 < 5e9);
        refused(ExitCodes.INVALID_INPUT, "--timeout", "generate", "--timeout", "NaN");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void everyCommandPrintsHelpWithExitZero(String flag) {
        CommandLine cli = Main.withAllSubcommands();
        assertTrue(cli.getSubcommands().size() > 10, "every command is walked");
        for (String name : cli.getSubcommands().keySet()) {
            CliRun r = CliRun.of(name, flag);
            assertEquals(0, r.exitCode(), name + ": " + r.err());
            assertTrue(r.out().contains("Usage: sudoku-lens " + name), name + ": " + r.out());
        }
        CliRun r = CliRun.of(flag);
        assertEquals(0, r.exitCode());
    }

    /**
     * Picocli formats descriptions with String.format and warns on standard error when one fails
     * (a bare % made {@code eval --help} print three warnings). Its tracer keeps the standard error
     * of its first use, so the pages are printed in a JVM of their own.
     */
    @Test
    void everyHelpPagePrintsWithoutWarnings() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), EveryHelpPage.class.getName())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "help pages printed within a minute");
        assertEquals(0, p.exitValue(), err);
        assertEquals("", err);
    }

    /** Prints the usage page of every command. */
    public static final class EveryHelpPage {
        public static void main(String[] args) {
            Main.withAllSubcommands().getSubcommands().values().forEach(c -> c.usage(System.out));
        }
    }

    @Test
    void helpCommandNamesACommandsOptions() {
        CliRun r = CliRun.of("help", "bench");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("--threads"), r.out());
    }
}
