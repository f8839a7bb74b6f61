package lens.cli;

import java.time.Duration;
import java.util.Locale;
import lens.generate.FillMethod;
import lens.generate.GeneratorSettings;
import lens.generate.RatingRange;
import lens.generate.RemovalMethod;
import lens.generate.Spread;
import lens.generate.Symmetry;
import lens.solve.human.Level;
import picocli.CommandLine.Option;

/** The options of {@code generate} that say what to make, turned into {@link GeneratorSettings}. */
final class GenerateOptions {
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

    @Option(names = "--with-solution", description = "Print the solution and the rating beside each puzzle.")
    boolean withSolution;

    @Option(names = "--timeout", defaultValue = "60", paramLabel = "SECONDS",
            description = "Stop the whole run after this long (default 60); the puzzles made by then are printed, "
                    + "and the exit code is 9.")
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

    /**
     * No rating reaches this: trial, the last resort, is 12.0, and a nested chain would need tens
     * of thousands of nodes for its length bonus to pass 13. A range above it is refused at once
     * rather than searched until the timeout.
     */
    static final double HIGHEST_RATING = 13.0;
    /**
     * Every puzzle generated needs at least a hidden single in a box (1.2): clues are taken out
     * while the solution stays unique, and a puzzle solved by full houses alone (1.0) keeps far
     * more clues than that leaves (`--rating 1.0-1.1`: none in 27,000 tries, 5 s). A range below it
     * is refused at once rather than searched until the timeout.
     */
    static final double LOWEST_RATING = 1.2;
    /** The longest --timeout: a day; a puzzle that takes longer is not coming. */
    static final double MAX_TIMEOUT_SECONDS = 86_400;

    /** The generator's settings; one-line errors for values out of range or unknown names. */
    GeneratorSettings settings() {
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
                .withSpread(spread())
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
            return RatingRange.of(level());
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
            if (r.max() < LOWEST_RATING) {
                throw new UserError(ExitCodes.INVALID_INPUT, String.format(Locale.ROOT,
                        "no puzzle made here is rated %s: the easiest need a hidden single in a box (1.2);"
                                + " use a range such as 1.2-2.3", r));
            }
            return r;
        }
        return RatingRange.ANY;
    }

    /** A level is spread over its sub-bands; a typed range takes any puzzle in it. */
    private Spread spread() {
        return difficulty == null ? Spread.NONE : Spread.of(level());
    }

    private Level level() {
        for (Level l : Level.values()) {
            if (l.label().equals(difficulty.toLowerCase(Locale.ROOT))) {
                return l;
            }
        }
        throw new UserError(ExitCodes.INVALID_INPUT,
                "unknown --difficulty '" + difficulty + "' (use easy, medium, hard, expert or extreme)");
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

    /** What was asked for, in words: e.g. "minimal puzzle with 90 symmetry rated 6.5+". */
    static String wanted(GeneratorSettings s) {
        return (s.minimal() ? "minimal " : "") + "puzzle"
                + (s.symmetry() == Symmetry.NONE ? "" : " with " + s.symmetry().label() + " symmetry")
                + (s.range().isAny() ? "" : " rated " + s.range());
    }
}
