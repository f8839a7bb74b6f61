package lens.generate;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Generates a numbered batch on several threads. Puzzle {@code i} is made from
 * {@link #seedFor(long, int) seedFor(seed, i)}, so the batch depends only on the seed and the
 * settings, not on the number of threads; puzzles are handed out in index order. The settings'
 * timeout bounds the whole batch, not each puzzle: every puzzle shares the batch's deadline, a
 * puzzle not begun by then is not begun, and the batch stops at the first puzzle (in index order)
 * not made in time, the ones before it handed out. So the output is always the same seeded
 * sequence, cut where the time ran out.
 */
public final class BatchGenerator {
    /**
     * How the batch ended: all {@code count} made, or stopped at {@code failedIndex} (the first
     * puzzle not made before the deadline; {@code failedAttempts} tries were spent on it).
     */
    public record Report(int produced, double seconds, long totalClues, int failedIndex, int failedAttempts) {
        public boolean complete() {
            return failedIndex < 0;
        }

        public double puzzlesPerSecond() {
            return produced / seconds;
        }

        public double meanClues() {
            return produced == 0 ? 0 : (double) totalClues / produced;
        }
    }

    /** Puzzles in flight per thread: enough to keep threads busy, bounded for huge counts. */
    private static final int WINDOW_PER_THREAD = 32;

    private final GeneratorSettings settings;
    private final int threads;

    public BatchGenerator(GeneratorSettings settings, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.settings = settings;
        this.threads = threads;
    }

    /** The seed of puzzle {@code index} of a batch (SplitMix64 of the pair). */
    public static long seedFor(long seed, int index) {
        long z = seed + 0x9E3779B97F4A7C15L * (index + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Makes puzzles 0..count-1 within the settings' timeout and passes each to {@code out} in
     * index order (on the calling thread); {@code onDone} runs on a worker as each one finishes
     * (for a progress bar).
     */
    public Report run(int count, long seed, Consumer<GeneratedPuzzle> out, Runnable onDone)
            throws InterruptedException {
        ThreadLocal<PuzzleGenerator> generators = ThreadLocal.withInitial(() -> new PuzzleGenerator(settings));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "generate");
            t.setDaemon(true);
            return t;
        });
        long start = System.nanoTime();
        long deadline = start + settings.timeout().toNanos();
        long clues = 0;
        int produced = 0;
        try {
            Deque<Future<Generation>> inFlight = new ArrayDeque<>();
            int next = 0;
            while (produced < count) {
                while (next < count && inFlight.size() < threads * WINDOW_PER_THREAD) {
                    long s = seedFor(seed, next++);
                    inFlight.add(pool.submit(() -> {
                        if (System.nanoTime() >= deadline) {
                            return new Generation.TimedOut(0);
                        }
                        Generation g = generators.get().generate(s, deadline);
                        onDone.run();
                        return g;
                    }));
                }
                Generation g = await(inFlight.poll());
                if (g instanceof Generation.TimedOut t) {
                    return new Report(produced, seconds(start), clues, produced, t.attempts());
                }
                GeneratedPuzzle p = ((Generation.Found) g).puzzle();
                clues += p.clues();
                produced++;
                out.accept(p);
            }
            return new Report(produced, seconds(start), clues, -1, 0);
        } finally {
            pool.shutdownNow();
        }
    }

    private static Generation await(Future<Generation> f) throws InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            // A bug in generation, not a user problem: rethrow it unchecked as it is.
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(cause);
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
