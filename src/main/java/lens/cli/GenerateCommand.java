package lens.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.board.GridFormat;
import lens.generate.BatchGenerator;
import lens.generate.FillMethod;
import lens.generate.GeneratedPuzzle;
import lens.generate.GeneratorSettings;
import lens.generate.RatingRange;
import lens.generate.RemovalMethod;
import lens.generate.Symmetry;
import lens.solve.human.Level;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code generate}: new puzzles with exactly one solution, at a difficulty and symmetry, one a
 * line (or as grids). The same {@code --seed} gives the same puzzles whatever {@code --threads}.
 * On a terminal a batch shows a progress bar and its speed on standard error; {@code --stats}
 * prints the speed line also when not on a terminal. Exit 9 (timeout) when a puzzle in range is not found
 * within {@code --timeout}; the puzzles made before it are printed.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = "Generate puzzles with a unique solution, a difficulty and a symmetry.")
final class GenerateCommand implements Callable<Integer> {
    @Option(names = "--count", defaultValue = "1", description = "How many puzzles (default 1).")
    int count;

    @Option(names = "--difficulty", paramLabel = "easy|medium|hard|expert|extreme",
            description = "Level by the strategy solver's rating.")
    String difficulty;

    @Option(names = "--rating", paramLabel = "MIN-MAX",
            description = "Sudoku Explainer score range, both ends included, e.g. 3.0-4.5.")
    String rating;

    @Option(names = "--symmetry", defaultValue = "rotational", paramLabel = "none|rotational|90|mirror|diagonal",
            description = "Where clues sit (default rotational: 180-degree turn).")
    String symmetry;

    @Option(names = "--minimal", description = "Only puzzles from which no clue can be removed.")
    boolean minimal;

    @Option(names = "--seed", description = "Seed for reproducible output (default: random).")
    Long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Generator threads (default 1).")
    int threads;

    @Option(names = "--format", defaultValue = "line", paramLabel = "line|grid", description = "Output form (default line).")
    String format;

    @Option(names = "--with-solution", description = "Print the solution and the rating beside each puzzle.")
    boolean withSolution;

    @Option(names = "--timeout", defaultValue = "60", paramLabel = "SECONDS",
            description = "Give up when one puzzle takes longer (default 60).")
    double timeoutSeconds;

    @Option(names = "--fill", defaultValue = "uniform", paramLabel = "uniform|potential|search|permutation",
            description = "Full-grid method (default uniform, the only unbiased one).")
    String fill;

    @Option(names = "--removal", defaultValue = "start-sparse", paramLabel = "start-sparse|from-full",
            description = "Clue removal method (default start-sparse).")
    String removal;

    @Option(names = "--readd", defaultValue = "0", paramLabel = "ROUNDS",
            description = "Passes of re-adding a clue when that lets two others go (default 0; slow).")
    int readdRounds;

    @Option(names = "--stats", description = "Print puzzles/s and mean clues on standard error even when not on a terminal.")
    boolean stats;

    /**
     * No rating reaches this: trial, the last resort, is 12.0, and a nested chain would need tens
     * of thousands of nodes for its length bonus to pass 13. A range above it is refused at once
     * rather than searched until the timeout.
     */
    static final double HIGHEST_RATING = 13.0;

    /** The longest --timeout: a day; a puzzle that takes longer is not coming. */
    static final double MAX_TIMEOUT_SECONDS = 86_400;

    @Override
    public Integer call() throws Exception {
        GeneratorSettings settings = settings();
        GridFormat out = OutputFormats.parse(format, GridFormat.LINE);
        if (out == GridFormat.ROWS) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--format must be line or grid");
        }
        long s = seed != null ? seed : new java.util.SplittableRandom().nextLong();
        boolean terminal = System.console() != null;
        ProgressBar bar = terminal && count > 1 ? progressBar() : null;
        PrintStream o = System.out;
        BatchGenerator.Report r;
        try {
            r = new BatchGenerator(settings, threads).run(count, s, p -> print(o, out, p), () -> step(bar));
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
            throw new UserError(ExitCodes.TIMEOUT, String.format(Locale.ROOT,
                    "no %s found within %s s (puzzle %d of %d, %d tries); widen the range or raise --timeout",
                    wanted(settings), timeoutSeconds, r.failedIndex() + 1, count, r.failedAttempts()));
        }
        return ExitCodes.OK;
    }

    /** What was asked for, in words: e.g. "minimal puzzle with 90 symmetry rated 6.5+". */
    private static String wanted(GeneratorSettings s) {
        return (s.minimal() ? "minimal " : "") + "puzzle"
                + (s.symmetry() == Symmetry.NONE ? "" : " with " + s.symmetry().label() + " symmetry")
                + (s.range().isAny() ? "" : " rated " + s.range());
    }

    private GeneratorSettings settings() {
        OptionBounds.atLeast("--count", count, 1);
        OptionBounds.threads("--threads", threads);
        OptionBounds.seconds("--timeout", timeoutSeconds, 0, MAX_TIMEOUT_SECONDS);
        if (timeoutSeconds == 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--timeout must be a positive number of seconds");
        }
        OptionBounds.atLeast("--readd", readdRounds, 0);
        Symmetry sym = Symmetry.byLabel(symmetry);
        if (sym == null) {
            throw new UserError(ExitCodes.INVALID_INPUT,
                    "unknown --symmetry '" + symmetry + "' (use none, rotational, 90, mirror or diagonal)");
        }
        return GeneratorSettings.DEFAULT
                .withSymmetry(sym)
                .withMinimal(minimal)
                .withRange(range())
                .withRate(withSolution)
                .withFill(named(FillMethod.values(), fill, "--fill"))
                .withRemoval(named(RemovalMethod.values(), removal, "--removal"))
                .withReaddRounds(readdRounds)
                .withTimeout(Duration.ofMillis((long) (timeoutSeconds * 1000)));
    }

    private RatingRange range() {
        if (difficulty != null && rating != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "give --difficulty or --rating, not both");
        }
        if (difficulty != null) {
            for (Level l : Level.values()) {
                if (l.label().equals(difficulty.toLowerCase(Locale.ROOT))) {
                    return RatingRange.of(l);
                }
            }
            throw new UserError(ExitCodes.INVALID_INPUT,
                    "unknown --difficulty '" + difficulty + "' (use easy, medium, hard, expert or extreme)");
        }
        if (rating != null) {
            RatingRange r;
            try {
                r = RatingRange.parse(rating);
            } catch (IllegalArgumentException e) {
                throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage());
            }
            if (r.min() > HIGHEST_RATING) {
                throw new UserError(ExitCodes.INVALID_INPUT, String.format(Locale.ROOT,
                        "no puzzle is rated %s: ratings end at 12.0 (trial), nested chains just above;"
                                + " use a range such as 3.0-4.5", r));
            }
            return r;
        }
        return RatingRange.ANY;
    }

    private static <E extends Enum<E>> E named(E[] values, String name, String option) {
        StringBuilder names = new StringBuilder();
        for (E e : values) {
            String label = e.name().toLowerCase(Locale.ROOT).replace('_', '-');
            if (label.equals(name.toLowerCase(Locale.ROOT))) {
                return e;
            }
            names.append(names.length() == 0 ? "" : ", ").append(label);
        }
        throw new UserError(ExitCodes.INVALID_INPUT, "unknown " + option + " '" + name + "' (use " + names + ")");
    }

    private ProgressBar progressBar() {
        return new ProgressBarBuilder()
                .setTaskName("generate")
                .setInitialMax(count)
                .setConsumer(new ConsoleProgressBarConsumer(System.err))
                .setUnit(" puzzles", 1)
                .showSpeed()
                .build();
    }

    private static void step(ProgressBar bar) {
        if (bar != null) {
            synchronized (bar) {
                bar.step();
            }
        }
    }

    private void print(PrintStream o, GridFormat out, GeneratedPuzzle p) {
        String rated = p.rating() == null ? "" : String.format(Locale.ROOT, "%.1f %s",
                p.rating().score(), p.rating().level().label());
        if (out == GridFormat.LINE) {
            o.println(withSolution ? p.puzzle().toLine() + " " + p.solution().toLine() + " " + rated : p.puzzle().toLine());
            return;
        }
        o.print(out.format(p.puzzle()));
        if (withSolution) {
            o.println();
            o.print(out.format(p.solution()));
            o.println("rating: " + rated);
        }
        o.println();
    }
}
