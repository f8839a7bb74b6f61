package lens.cli;

import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import lens.board.Puzzle;
import lens.io.PuzzleSource;
import lens.solve.BoardVerdict;
import lens.solve.human.BatchRater;
import lens.solve.human.Level;
import lens.solve.human.Rating;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code rate}: rates each puzzle on the Sudoku Explainer scale with the strategy solver and
 * prints one line per puzzle ({@code rating level logic|trial counts puzzle}), then a summary.
 * Puzzles without exactly one solution are reported on standard error and skipped; the exit
 * code is then the worst of 2, 3 and 4, as for {@code solve}.
 */
@Command(name = "rate", mixinStandardHelpOptions = true,
        description = "Rate puzzles (Sudoku Explainer scale, level, techniques used) with the human-style solver.")
final class RateCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "PUZZLE|FILE",
            description = "A puzzle, a file of puzzles, or - for standard input (the default).")
    String input;

    @Option(names = "--threads", defaultValue = "1", description = "Rating threads (default 1).")
    int threads;

    @Option(names = "--quiet", description = "Print only the summary and the level distribution.")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        int n = OptionBounds.threads("--threads", threads);
        long start = System.nanoTime();
        Totals totals = new Totals();
        try (PuzzleSource puzzles = PuzzleInput.open(input)) {
            boolean many = puzzles.many();
            BatchRater.rate(puzzles.puzzles(), n, r -> totals.add(r, many));
        }
        totals.summary(start);
        return totals.worst;
    }

    /** The counts of a run so far; prints each rated puzzle's line as it comes. */
    private final class Totals {
        int worst = ExitCodes.OK;
        int rated;
        int logic;
        double max;
        final int[] levels = new int[Level.values().length];

        void add(BatchRater.Rated o, boolean many) {
            if (o.rating() == null) {
                BoardVerdict v = o.verdict();
                String problem = Verdicts.ofPuzzle(o.puzzle(), v, many);
                worst = Math.max(worst, ErrorHandler.fail(Verdicts.exitCode(v),
                        v instanceof BoardVerdict.Several ? problem + "; not rated" : problem));
                return;
            }
            Rating r = o.rating();
            rated++;
            logic += r.solvedByLogic() ? 1 : 0;
            max = Math.max(max, r.score());
            levels[r.level().ordinal()]++;
            if (!quiet) {
                System.out.println(line(o.puzzle(), r));
            }
        }

        void summary(long start) {
            double seconds = (System.nanoTime() - start) / 1e9;
            StringJoiner dist = new StringJoiner(" ");
            for (Level l : Level.values()) {
                dist.add(l.label() + "=" + levels[l.ordinal()]);
            }
            System.out.println("levels: " + dist);
            System.out.println(String.format(Locale.ROOT,
                    "rate: puzzles=%d logic_solved=%d trial_needed=%d puzzles_per_s=%.0f max_rating=%.1f",
                    rated, logic, rated - logic, rated / Math.max(seconds, 1e-9), max));
        }
    }

    /** {@code 7.5 extreme trial 4.....8.5... Hidden single=23 Naked single=10 ...}. */
    static String line(Puzzle p, Rating r) {
        StringJoiner counts = new StringJoiner(", ");
        for (Map.Entry<String, Integer> e : r.techniqueCounts().entrySet()) {
            counts.add(e.getKey() + " " + e.getValue());
        }
        return String.format(Locale.ROOT, "%.1f %-7s %-5s %s %s", r.score(), r.level().label(),
                r.solvedByLogic() ? "logic" : "trial", p.grid().toLine(), counts);
    }
}
