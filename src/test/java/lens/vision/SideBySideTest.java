package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SideBySideTest {
    @Test
    void theWorksResultComesBackWhoeverRunsItAndItRunsOnce() {
        AtomicInteger runs = new AtomicInteger();
        for (int i = 0; i < 200; i++) {
            int k = i;
            SideBySide<Integer> offered = SideBySide.offer(() -> {
                runs.incrementAndGet();
                return k * k;
            });
            assertEquals(k * k, offered.get());
            assertEquals(k * k, offered.get(), "asked again, the same result without running again");
        }
        assertEquals(200, runs.get());
    }

    /**
     * With every thread of the common pool busy on other work, the caller does not wait for them:
     * {@code get} runs the offered work in the calling thread.
     */
    @Test
    void aBusyPoolDoesNotKeepTheCallerWaiting() throws InterruptedException {
        int threads = ForkJoinPool.getCommonPoolParallelism();
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch busy = new CountDownLatch(threads);
        List<SideBySide<Boolean>> blockers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            blockers.add(SideBySide.offer(() -> {
                busy.countDown();
                try {
                    return release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }));
        }
        try {
            assertTrue(busy.await(30, TimeUnit.SECONDS), "the pool's threads took the blocking work");
            AtomicReference<Thread> ranOn = new AtomicReference<>();
            SideBySide<String> offered = SideBySide.offer(() -> {
                ranOn.set(Thread.currentThread());
                return "done";
            });
            assertEquals("done", offered.get());
            assertSame(Thread.currentThread(), ranOn.get(), "run in the caller, not queued behind the busy pool");
        } finally {
            release.countDown();
            for (SideBySide<Boolean> b : blockers) {
                b.get();
            }
        }
    }

    @Test
    void theWorksExceptionReachesTheCallerAsItWas() {
        IllegalStateException thrown = new IllegalStateException("no grid here");
        SideBySide<Object> offered = SideBySide.offer(() -> {
            throw thrown;
        });
        assertSame(thrown, assertThrows(IllegalStateException.class, offered::get));
    }
}
