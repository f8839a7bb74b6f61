package lens.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import lens.solve.BitSolver;
import lens.solve.SimpleSolver;
import lens.solve.SolverBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bench}: times the exhaustive solver on a file of puzzles and checks every solution. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Solve every puzzle of FILE with the exhaustive solver, check each solution, print throughput"
                + " (one bench: line; --baseline adds one for the simple reference solver).")
final class BenchCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "One puzzle a line.")
    Path file;

    @Option(names = "--threads", defaultValue = "1", description = "Solver threads (default 1).")
    int threads;

    @Option(names = "--baseline",
            description = "Also time the simple reference solver in the same run (a second bench: line).")
    boolean baseline;

    @Option(names = "--warmup-seconds", defaultValue = "2",
            description = "Least JVM warm-up before timing (default 2); it goes on, up to 12 s, while the JIT"
                    + " still compiles the solver.")
    double warmupSeconds;

    @Option(names = "--cpu-time",
            description = "Count the solver threads' CPU time instead of elapsed time (steadier on a shared machine:"
                    + " leaves out the time other processes held the cores; with N threads, solves per CPU second times N).")
    boolean cpuTime;

    @Option(names = "--min-seconds", defaultValue = "1",
            description = "Time as many whole passes over FILE as fill about this many seconds (default 1).")
    double minSeconds;

    @Option(names = "--first-solution",
            description = "Stop at each puzzle's first solution, as tdoku's benchmark and most published solver"
                    + " figures do (uniqueness is then not proven: multiple= stays 0). Default: count up to two.")
    boolean firstSolution;

    @Override
    public Integer call() throws Exception {
        OptionBounds.seconds("--warmup-seconds", warmupSeconds, 0, OptionBounds.MAX_BENCH_SECONDS);
        OptionBounds.seconds("--min-seconds", minSeconds, 0, OptionBounds.MAX_BENCH_SECONDS);
        OptionBounds.threads("--threads", threads);
        byte[][] givens = BenchPuzzles.read(file);
        SolverBenchmark.Timing timing = new SolverBenchmark.Timing(warmupSeconds, minSeconds);
        int limit = firstSolution ? 1 : 2;
        int invalid = report(SolverBenchmark.run(givens, threads, timing, limit, BitSolver::new));
        if (baseline) {
            invalid += report(SolverBenchmark.run(givens, threads, timing, limit, SimpleSolver::new));
        }
        if (invalid > 0) {
            throw new UserError(ExitCodes.INTERNAL_ERROR, invalid + " solutions failed the rule check");
        }
        return ExitCodes.OK;
    }

    /** Prints the one {@code bench:} line of a run; returns its number of invalid solutions. */
    private int report(SolverBenchmark.Report r) {
        System.out.println(r.line(cpuTime));
        return r.invalidSolutions();
    }
}
