package lens.cli;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import lens.board.Puzzle;
import lens.board.PuzzleFormatException;
import lens.io.InputException;
import lens.io.PuzzleSource;
import lens.solve.BoardVerdict;
import lens.solve.human.Level;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.StrategySolver;
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

    private static final StrategySolver SOLVER = StrategySolver.forUniquePuzzle();
    /** Puzzles handed to each rating thread ahead of printing (keeps the threads busy, memory bounded). */
    private static final int QUEUED_PER_THREAD = 4;

    /** One puzzle's outcome: a rating, or the exit code and message of why it was skipped. */
    private record Outcome(Puzzle puzzle, Rating rating, int exitCode, String problem) {
    }

    @Override
    public Integer call() throws Exception {
        int n = OptionBounds.threads("--threads", threads);
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(n);
        Totals totals = new Totals();
        try (PuzzleSource puzzles = PuzzleInput.open(input)) {
            boolean many = puzzles.many();
            // A few puzzles per thread are queued ahead, no more: a file of any length is rated in bounded memory.
            Deque<Future<Outcome>> queued = new ArrayDeque<>();
            RuntimeException unreadable = null;
            try {
                for (Puzzle p : puzzles.puzzles()) {
                    if (queued.size() >= QUEUED_PER_THREAD * n) {
                        totals.add(queued.poll().get());
                    }
                    queued.add(pool.submit(() -> rateOne(p, many)));
                }
            } catch (PuzzleFormatException | InputException e) {
                unreadable = e; // reported after the puzzles read before it
            }
            while (!queued.isEmpty()) {
                totals.add(queued.poll().get());
            }
            if (unreadable != null) {
                throw unreadable;
            }
        } finally {
            pool.shutdownNow();
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

        void add(Outcome o) {
            if (o.rating() == null) {
                worst = Math.max(worst, ErrorHandler.fail(o.exitCode(), o.problem()));
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

    private static Outcome rateOne(Puzzle p, boolean many) {
        BoardVerdict v = BoardVerdict.of(p.grid());
        if (!v.solved()) {
            String problem = Verdicts.ofPuzzle(p, v, many);
            return new Outcome(p, null, Verdicts.exitCode(v), v instanceof BoardVerdict.Several ? problem + "; not rated" : problem);
        }
        SolvePath path = SOLVER.solve(p.grid());
        return new Outcome(p, Rating.of(path), ExitCodes.OK, null);
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
