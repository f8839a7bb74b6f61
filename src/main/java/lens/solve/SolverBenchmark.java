package lens.solve;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;
import java.util.List;

/**
 * Times {@link BitSolver} over a set of puzzles: a warm-up pass so the JIT has compiled the
 * hot loop, then one timed pass split across threads (one solver each). Solutions are checked
 * against the rules after the clock stops.
 */
public final class SolverBenchmark {
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

    public static Report run(byte[][] puzzles, int threads, double warmupSeconds) throws Exception {
        warmUp(puzzles, warmupSeconds);
        byte[][] solutions = new byte[puzzles.length][81];
        int[] counts = new int[puzzles.length];
        long[] guesses = new long[threads];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> jobs = new ArrayList<>();
            long start = System.nanoTime();
            for (int t = 0; t < threads; t++) {
                final int slice = t;
                jobs.add(pool.submit(() -> {
                    BitSolver solver = new BitSolver();
                    for (int i = slice; i < puzzles.length; i += threads) {
                        counts[i] = solver.solve(puzzles[i], solutions[i], 2);
                        guesses[slice] += solver.lastGuesses();
                    }
                }));
            }
            for (Future<?> f : jobs) {
                f.get();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
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
            long totalGuesses = 0;
            for (long g : guesses) {
                totalGuesses += g;
            }
            return new Report(puzzles.length, solved, none, multiple, invalid, seconds, totalGuesses);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void warmUp(byte[][] puzzles, double seconds) {
        BitSolver solver = new BitSolver();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        byte[] out = new byte[81];
        for (int i = 0; System.nanoTime() < end; i = (i + 1) % puzzles.length) {
            solver.solve(puzzles[i], out, 2);
        }
    }
}
