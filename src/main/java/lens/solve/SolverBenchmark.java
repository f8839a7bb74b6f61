package lens.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Times a {@link SolutionCounter} over a set of puzzles: a warm-up pass so the JIT has compiled
 * the hot loop, then one timed pass across threads. Each thread owns its solver and takes the
 * next chunk of puzzles from a shared counter, so threads never write next to each other's hot
 * data and a slow chunk does not hold the others back. Solutions are checked against the rules
 * after the clock stops.
 */
public final class SolverBenchmark {
    /** Puzzles a thread takes at a time: large enough that the shared counter is rarely touched. */
    private static final int CHUNK = 64;

    /** Figures of one timed pass. */
    public record Report(int puzzles, int solved, int unsolvable, int multiple, int invalidSolutions,
                         double seconds, long guesses) {
        public double puzzlesPerSecond() {
            return puzzles / seconds;
        }

        public double microsPerPuzzle() {
            return seconds * 1e6 / puzzles;
        }

        public double guessesPerPuzzle() {
            return (double) guesses / puzzles;
        }
    }

    private SolverBenchmark() {
    }

    /** Benchmarks the fast {@link BitSolver}. */
    public static Report run(byte[][] puzzles, int threads, double warmupSeconds) throws Exception {
        return run(puzzles, threads, warmupSeconds, BitSolver::new);
    }

    public static Report run(byte[][] puzzles, int threads, double warmupSeconds,
                             Supplier<SolutionCounter> solvers) throws Exception {
        warmUp(puzzles, warmupSeconds, threads, solvers);
        byte[][] solutions = new byte[puzzles.length][81];
        int[] counts = new int[puzzles.length];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            AtomicInteger next = new AtomicInteger();
            List<Future<Long>> jobs = new ArrayList<>();
            long start = System.nanoTime();
            for (int t = 0; t < threads; t++) {
                jobs.add(pool.submit(() -> solveChunks(puzzles, solutions, counts, next, solvers.get())));
            }
            long totalGuesses = 0;
            for (Future<Long> f : jobs) {
                totalGuesses += f.get();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            return tally(puzzles, solutions, counts, seconds, totalGuesses);
        } finally {
            pool.shutdownNow();
        }
    }

    /** One thread's work: chunks until none is left; returns its guesses. */
    private static long solveChunks(byte[][] puzzles, byte[][] solutions, int[] counts,
                                    AtomicInteger next, SolutionCounter solver) {
        long guesses = 0;
        int[] chunkCounts = new int[CHUNK];
        for (int from = next.getAndAdd(CHUNK); from < puzzles.length; from = next.getAndAdd(CHUNK)) {
            int to = Math.min(from + CHUNK, puzzles.length);
            for (int i = from; i < to; i++) {
                chunkCounts[i - from] = solver.solve(puzzles[i], solutions[i], 2);
                guesses += solver.lastGuesses();
            }
            System.arraycopy(chunkCounts, 0, counts, from, to - from);
        }
        return guesses;
    }

    private static Report tally(byte[][] puzzles, byte[][] solutions, int[] counts, double seconds,
                                long guesses) {
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
        return new Report(puzzles.length, solved, none, multiple, invalid, seconds, guesses);
    }

    /** Runs every thread's code path for a while so the timed pass sees compiled code. */
    private static void warmUp(byte[][] puzzles, double seconds, int threads,
                               Supplier<SolutionCounter> solvers) throws Exception {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> jobs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                final int offset = t * puzzles.length / threads;
                jobs.add(pool.submit(() -> {
                    SolutionCounter solver = solvers.get();
                    byte[] out = new byte[81];
                    for (int i = offset; System.nanoTime() < end; i = (i + 1) % puzzles.length) {
                        solver.solve(puzzles[i], out, 2);
                    }
                }));
            }
            for (Future<?> f : jobs) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
