package lens.cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import lens.board.GridFormat;
import lens.generate.BatchGenerator;
import lens.generate.GeneratedPuzzle;
import lens.generate.GeneratorSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code generate}: new puzzles with exactly one solution, at a difficulty and symmetry, one a
 * line (or as grids). The same {@code --seed} gives the same puzzles whatever {@code --threads}.
 * On a terminal a batch shows a progress bar (speed, ETA) on standard error, wiped and redrawn
 * around each puzzle printed so the two never share a line; {@code --stats}
 * prints the speed line also when not on a terminal. {@code --timeout} bounds the whole run: exit 9
 * when it runs out before the last puzzle, the puzzles made before then printed.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generate puzzles with a unique solution, a difficulty and a symmetry.")
final class GenerateCommand implements Callable<Integer> {
    @Option(names = "--count", defaultValue = "1", description = "How many puzzles (default 1).")
    int count;

    @Option(names = "--seed", description = "Seed for reproducible output (default: random).")
    Long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Generator threads (default 1).")
    int threads;

    @Option(names = "--format", defaultValue = "line", paramLabel = "line|grid", description = "Output form (default line).")
    String format;

    @Option(names = "--stats", description = "Print puzzles/s and mean clues on standard error even when not on a terminal.")
    boolean stats;

    @Mixin
    GenerateOptions options;

    @Override
    public Integer call() throws Exception {
        OptionBounds.atLeast("--count", count, 1);
        OptionBounds.threads("--threads", threads);
        GeneratorSettings settings = options.settings();
        GridFormat out = OutputFormats.parse(format, GridFormat.LINE);
        if (out == GridFormat.ROWS) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--format must be line or grid");
        }
        long s = seed != null ? seed : new SplittableRandom().nextLong();
        boolean terminal = System.console() != null;
        TerminalProgress bar = terminal && count > 1 ? new TerminalProgress("generate", count, " puzzles", System.err) : null;
        PrintStream o = System.out;
        BatchGenerator.Report r;
        try {
            r = new BatchGenerator(settings, threads).run(count, s, p -> print(o, bar, text(out, p)),
                    () -> {
                        if (bar != null) {
                            bar.step();
                        }
                    });
        } finally {
            if (bar != null) {
                bar.close();
            }
        }
        o.flush();
        if (stats || (terminal && count > 1)) {
            System.err.println(String.format(Locale.ROOT, "generate: puzzles=%d seconds=%.2f puzzles_per_s=%.1f"
                            + " mean_clues=%.2f threads=%d", r.produced(), r.seconds(), r.puzzlesPerSecond(),
                    r.meanClues(), threads));
        }
        if (!r.complete()) {
            throw new UserError(ExitCodes.TIMEOUT, timedOut(settings, r));
        }
        return ExitCodes.OK;
    }

    /** Why the run stopped early: the one puzzle not found, or how far a batch got. */
    private String timedOut(GeneratorSettings settings, BatchGenerator.Report r) {
        String seconds = String.format(Locale.ROOT, "%s s", BigDecimal.valueOf(options.timeoutSeconds)
                .stripTrailingZeros().toPlainString());
        if (count == 1 || r.produced() == 0) {
            return String.format(Locale.ROOT, "no %s found within %s (%d tries); widen the range or raise --timeout",
                    GenerateOptions.wanted(settings), seconds, r.failedAttempts());
        }
        return String.format(Locale.ROOT, "--timeout %s (the whole run) ran out with %d of %d puzzles made, printed "
                + "above; raise --timeout or widen the range", seconds, r.produced(), count);
    }

    private static void print(PrintStream o, TerminalProgress bar, String text) {
        if (bar != null) {
            bar.print(o, text);
        } else {
            o.print(text);
        }
    }

    private String text(GridFormat out, GeneratedPuzzle p) {
        String nl = System.lineSeparator();
        if (!options.withSolution) {
            return out == GridFormat.LINE ? p.puzzle().toLine() + nl : out.format(p.puzzle()) + nl;
        }
        // formatted only when printed: the first String.format of a run costs a few ms of setup
        String rated = p.rating() == null ? "" : String.format(Locale.ROOT, "%.1f %s",
                p.rating().score(), p.rating().level().label());
        if (out == GridFormat.LINE) {
            return p.puzzle().toLine() + " " + p.solution().toLine() + " " + rated + nl;
        }
        return out.format(p.puzzle()) + nl + out.format(p.solution()) + "rating: " + rated + nl + nl;
    }
}
