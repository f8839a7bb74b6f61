package lens.solve.human;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import lens.board.Puzzle;
import lens.solve.BoardVerdict;

/**
 * Rates a stream of puzzles on several threads and hands the results out in input order. Only a
 * few puzzles per thread are read ahead, so a file of any length is rated in bounded memory.
 * A puzzle without exactly one solution is handed out with its verdict and no rating.
 */
public final class BatchRater {
    /** One puzzle's outcome: its verdict, and its rating when the verdict is solved (else null). */
    public record Rated(Puzzle puzzle, BoardVerdict verdict, Rating rating) {
    }

    /** Puzzles handed to each thread ahead of the one being handed out (keeps threads busy, memory bounded). */
    private static final int QUEUED_PER_THREAD = 4;

    private static final StrategySolver SOLVER = StrategySolver.forUniquePuzzle();

    private BatchRater() {
    }

    /**
     * Rates {@code puzzles} on {@code threads} threads, passing each result to {@code out} on the
     * calling thread in input order. An exception thrown while reading the puzzles (a format
     * error on line N) is rethrown after the puzzles read before it have been handed out.
     */
    public static void rate(Iterable<Puzzle> puzzles, int threads, Consumer<Rated> out) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "rate");
            t.setDaemon(true);
            return t;
        });
        Deque<Future<Rated>> queued = new ArrayDeque<>();
        try {
            RuntimeException unreadable = null;
            try {
                for (Puzzle p : puzzles) {
                    if (queued.size() >= QUEUED_PER_THREAD * threads) {
                        out.accept(take(queued));
                    }
                    queued.add(pool.submit(() -> rateOne(p)));
                }
            } catch (RuntimeException e) {
                unreadable = e;
            }
            while (!queued.isEmpty()) {
                out.accept(take(queued));
            }
            if (unreadable != null) {
                throw unreadable;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The verdict, and the rating of a puzzle with exactly one solution. */
    public static Rated rateOne(Puzzle p) {
        BoardVerdict v = BoardVerdict.of(p.grid());
        return new Rated(p, v, v.solved() ? Rating.of(SOLVER.solve(p.grid())) : null);
    }

    private static Rated take(Deque<Future<Rated>> queued) throws InterruptedException {
        try {
            return queued.poll().get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
