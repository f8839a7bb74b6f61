package lens.solve;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javax.management.JMException;
import javax.management.ObjectName;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Times a {@link SolutionCounter} over a set of puzzles: a warm-up on the same puzzles until the
 * JIT has compiled the solver (see {@link #warmUp}), then timed whole passes over the set across
 * threads, as many as the warm-up's pace says fill a minimum time (one pass of top1465 takes a
 * few tens of milliseconds, too short to time on a busy machine). Each thread owns its solver and
 * takes the next chunk of puzzles from a shared counter, so threads never write next to each other's hot data and a slow chunk does not hold
 * the others back. Throughput is all solves over the elapsed time; solutions are checked
 * against the rules after the clock stops.
 */
public final class SolverBenchmark {
    private static final Logger LOG = LoggerFactory.getLogger(SolverBenchmark.class);
    /** Puzzles a thread takes at a time: large enough that the shared counter is rarely touched. */
    private static final int CHUNK = 64;
    /** Warm-up slices after the first: short, so a settled JIT costs little extra time. */
    private static final double WARMUP_SLICE_SECONDS = 0.5;
    /** Gives up waiting for the JIT to settle after this long (a machine under heavy load). */
    private static final double MAX_WARMUP_SECONDS = 12;

    /**
     * Figures of a timed run: the counts of one pass, the time and guesses of all passes.
     * {@code seconds} is elapsed time; {@code threadCpuSeconds} the CPU time the solver threads
     * used, summed over them (on a shared machine it leaves out the time others held the cores).
     */
    public record Report(int puzzles, int solved, int unsolvable, int multiple, int invalidSolutions,
                         double seconds, double threadCpuSeconds, int threads, long solves, long guesses) {
        public double puzzlesPerSecond() {
            return solves / seconds;
        }

        public double microsPerPuzzle() {
            return seconds * 1e6 / solves;
        }

        /** Throughput as if each thread had had a core to itself: solves per CPU second, times the threads. */
        public double puzzlesPerCpuSecond() {
            return solves / threadCpuSeconds * threads;
        }

        /** CPU time of one solve, in microseconds. */
        public double cpuMicrosPerPuzzle() {
            return threadCpuSeconds * 1e6 / solves;
        }

        public double guessesPerPuzzle() {
            return (double) guesses / solves;
        }

        /**
         * The one {@code bench:} line: counts, throughput, time and guesses a puzzle. With
         * {@code cpuTime} the figures are per CPU second ({@link #puzzlesPerCpuSecond()}) and the
         * line ends with {@code clock=cpu}, so a figure never hides which clock made it.
         */
        public String line(boolean cpuTime) {
            return String.format(Locale.ROOT,
                    "bench: puzzles=%d solved=%d unsolvable=%d multiple=%d puzzles_per_s=%.0f us_per_puzzle=%.2f"
                            + " guesses_per_puzzle=%.2f threads=%d%s",
                    puzzles, solved, unsolvable, multiple, cpuTime ? puzzlesPerCpuSecond() : puzzlesPerSecond(),
                    cpuTime ? cpuMicrosPerPuzzle() : microsPerPuzzle(), guessesPerPuzzle(), threads,
                    cpuTime ? " clock=cpu" : "");
        }
    }

    /** How long to warm up and the least time to measure, in seconds. */
    public record Timing(double warmupSeconds, double minSeconds) {
        /** Two seconds of warm-up lets C2 compile the solver; one second timed evens out noise. */
        public static final Timing DEFAULT = new Timing(2, 1);
    }

    private SolverBenchmark() {
    }

    /** Benchmarks the fast {@link BitSolver}. */
    public static Report run(byte[][] puzzles, int threads, double warmupSeconds) throws Exception {
        return run(puzzles, threads, new Timing(warmupSeconds, Timing.DEFAULT.minSeconds()), BitSolver::new);
    }

    /** Counts solutions up to 2, so uniqueness is proven and several solutions are reported. */
    public static Report run(byte[][] puzzles, int threads, Timing timing,
                             Supplier<SolutionCounter> solvers) throws Exception {
        return run(puzzles, threads, timing, 2, solvers);
    }

    /**
     * @param limit count solutions up to this: 2 proves uniqueness; 1 stops at the first
     *              solution, as tdoku's benchmark and most published solver figures do (its
     *              report then has {@code multiple} 0 whatever the puzzles)
     */
    public static Report run(byte[][] puzzles, int threads, Timing timing, int limit,
                             Supplier<SolutionCounter> solvers) throws Exception {
        if (puzzles.length == 0 || threads < 1 || limit < 1) {
            throw new IllegalArgumentException("need puzzles, at least one thread and a limit of at least 1");
        }
        double pace = warmUp(puzzles, timing.warmupSeconds(), threads, limit, solvers);
        int chunksPerPass = (puzzles.length + CHUNK - 1) / CHUNK;
        long wanted = (long) Math.ceil(timing.minSeconds() * pace / puzzles.length);
        int tickets = (int) Math.min(Math.max(1, wanted), Integer.MAX_VALUE / chunksPerPass) * chunksPerPass;
        byte[][] solutions = new byte[puzzles.length][81];
        int[] counts = new int[puzzles.length];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            AtomicInteger next = new AtomicInteger();
            List<Future<long[]>> jobs = new ArrayList<>();
            long start = System.nanoTime();
            for (int t = 0; t < threads; t++) {
                jobs.add(pool.submit(() -> solveChunks(puzzles, solutions, counts, next, tickets, limit, solvers.get())));
            }
            long solves = 0;
            long guesses = 0;
            long cpuNanos = 0;
            for (Future<long[]> f : jobs) {
                long[] done = f.get();
                solves += done[0];
                guesses += done[1];
                cpuNanos += done[2];
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            return tally(puzzles, solutions, counts, new double[] {seconds, cpuNanos / 1e9}, threads, solves, guesses);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * One thread's work: ticket t is chunk {@code t % chunksPerPass} of pass
     * {@code t / chunksPerPass}, until all tickets are taken. Returns its solves, guesses and
     * CPU nanoseconds.
     */
    private static long[] solveChunks(byte[][] puzzles, byte[][] solutions, int[] counts,
                                      AtomicInteger next, int tickets, int limit, SolutionCounter solver) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        int chunksPerPass = (puzzles.length + CHUNK - 1) / CHUNK;
        long solves = 0;
        long guesses = 0;
        int[] chunkCounts = new int[CHUNK];
        while (true) {
            int ticket = next.getAndIncrement();
            if (ticket >= tickets) {
                return new long[] {solves, guesses, cpu.getCurrentThreadCpuTime() - cpuStart};
            }
            int from = (ticket % chunksPerPass) * CHUNK;
            int to = Math.min(from + CHUNK, puzzles.length);
            for (int i = from; i < to; i++) {
                chunkCounts[i - from] = solver.solve(puzzles[i], solutions[i], limit);
                guesses += solver.lastGuesses();
            }
            solves += to - from;
            System.arraycopy(chunkCounts, 0, counts, from, to - from);
        }
    }

    /** {@code seconds}: elapsed, then thread CPU. */
    private static Report tally(byte[][] puzzles, byte[][] solutions, int[] counts, double[] seconds,
                                int threads, long solves, long guesses) {
        int solved = 0;
        int none = 0;
        int multiple = 0;
        int invalid = 0;
        for (int i = 0; i < puzzles.length; i++) {
            if (counts[i] == 0) {
                none++;
                continue;
            }
            if (counts[i] == 1) {
                solved++;
            } else {
                multiple++;
            }
            if (!SolutionCheck.isSolutionOf(solutions[i], puzzles[i])) {
                invalid++;
            }
        }
        return new Report(puzzles.length, solved, none, multiple, invalid, seconds[0], seconds[1], threads,
                solves, guesses);
    }

    /**
     * Warms up until the JIT is done: at least {@code seconds}, then on in slices while the JIT
     * still has the solver's class in its queue or at work (up to {@link #MAX_WARMUP_SECONDS}).
     * A fixed warm-up is not enough on a loaded machine: the one C2 compiler thread may finish the
     * solver's main loop after the clock has started, and the timed passes then run partly in
     * profiled code; watching the solve rate or the compile time counter does not tell (see
     * {@code docs/solver-notebook.md}).
     * Returns the solves per elapsed second of the last slice.
     */
    private static double warmUp(byte[][] puzzles, double seconds, int threads, int limit,
                                 Supplier<SolutionCounter> solvers) throws Exception {
        String solverClass = solvers.get().getClass().getName() + "::";
        double spent = seconds;
        double pace = warmUpSlice(puzzles, seconds, threads, limit, solvers) / Math.max(seconds, 1e-3);
        while (seconds > 0 && spent < MAX_WARMUP_SECONDS && jitBusyWith(solverClass)) {
            pace = warmUpSlice(puzzles, WARMUP_SLICE_SECONDS, threads, limit, solvers) / WARMUP_SLICE_SECONDS;
            spent += WARMUP_SLICE_SECONDS;
        }
        LOG.debug("warm-up {} s, last pace {} solves/s", spent, Math.round(pace));
        return pace;
    }

    /**
     * Whether HotSpot's compile queues or running compiles name {@code methodPrefix} (the
     * {@code jcmd Compiler.queue} listing); false where that command does not exist.
     */
    private static boolean jitBusyWith(String methodPrefix) {
        try {
            Object queue = ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerQueue",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()});
            return String.valueOf(queue).contains(methodPrefix);
        } catch (JMException e) {
            LOG.debug("no JIT queue listing: {}", e.toString());
            return false;
        }
    }

    /** Solves on every thread for {@code seconds}; returns the number of solves. */
    private static long warmUpSlice(byte[][] puzzles, double seconds, int threads, int limit,
                                    Supplier<SolutionCounter> solvers) throws Exception {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Long>> jobs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                final int offset = t * puzzles.length / threads;
                jobs.add(pool.submit(() -> {
                    SolutionCounter solver = solvers.get();
                    byte[] out = new byte[81];
                    long solves = 0;
                    for (int i = offset; System.nanoTime() < end; i = (i + 1) % puzzles.length) {
                        solver.solve(puzzles[i], out, limit);
                        solves++;
                    }
                    return solves;
                }));
            }
            long solves = 0;
            for (Future<Long> f : jobs) {
                solves += f.get();
            }
            return solves;
        } finally {
            pool.shutdownNow();
        }
    }
}
