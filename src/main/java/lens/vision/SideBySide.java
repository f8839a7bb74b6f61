package lens.vision;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Work offered to another core while the caller does its own: a pool thread of the common
 * {@link ForkJoinPool} takes it if one is free, and {@link #get} runs it in the caller when none
 * has by then. So the caller never waits behind other callers' work (a busy server's pool), only
 * for work of its own already under way; the result is the one the work gives run anywhere. For
 * the photo path's independent looks at one picture (two cores, one taking a look while the
 * other takes the next).
 */
public final class SideBySide<T> {
    private final Supplier<T> work;
    private final AtomicBoolean taken = new AtomicBoolean();
    private final CompletableFuture<T> result = new CompletableFuture<>();

    private SideBySide(Supplier<T> work) {
        this.work = work;
    }

    /** {@code work} offered to the common pool. Call {@link #get} before releasing what it reads. */
    public static <T> SideBySide<T> offer(Supplier<T> work) {
        SideBySide<T> offered = new SideBySide<>(work);
        ForkJoinPool.commonPool().execute(offered::runIfFree);
        return offered;
    }

    /** The work's result, run here when no pool thread has taken it yet; its exception when it threw. */
    public T get() {
        runIfFree();
        try {
            return result.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    private void runIfFree() {
        if (!taken.compareAndSet(false, true)) {
            return;
        }
        try {
            result.complete(work.get());
        } catch (RuntimeException | Error e) {
            result.completeExceptionally(e);
        }
    }
}
