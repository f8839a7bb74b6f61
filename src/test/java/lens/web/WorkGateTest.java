package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import lens.ocr.DigitReading;
import lens.ocr.DigitRecognizer;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;

/** The cap on concurrent work: one job per worker, a bounded line, and 503 beyond it. */
class WorkGateTest {
    /** A reader that reads nothing: the gate only hands it out and takes it back. */
    private static final class NoReader implements DigitRecognizer {
        @Override
        public String name() {
            return "none";
        }

        @Override
        public DigitReading recognize(Mat ink) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void oneRunsOneWaitsTheNextIsRefusedWith503() throws Exception {
        try (WorkGate gate = new WorkGate(1, 1, NoReader::new)) {
            CountDownLatch running = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                Future<String> first = pool.submit(() -> gate.run(() -> {
                    running.countDown();
                    await(release);
                    return "first";
                }));
                assertTrue(running.await(10, TimeUnit.SECONDS));
                Future<String> second = pool.submit(() -> gate.run(() -> "second"));
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (gate.inProgress() < 2 && System.nanoTime() < deadline) {
                    Thread.sleep(5);
                }
                assertEquals(2, gate.inProgress(), "one running, one waiting");
                ApiError refused = assertThrows(ApiError.class, () -> gate.run(() -> "third"));
                assertEquals(503, refused.status());
                assertTrue(refused.getMessage().contains("busy"), refused.getMessage());
                release.countDown();
                assertEquals("first", first.get(10, TimeUnit.SECONDS));
                assertEquals("second", second.get(10, TimeUnit.SECONDS));
                assertEquals(0, gate.inProgress());
                assertEquals("again", gate.run(() -> "again"));
            } finally {
                release.countDown();
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aFailingJobGivesItsWorkerBack() {
        try (WorkGate gate = new WorkGate(1, 0, NoReader::new)) {
            assertThrows(IllegalStateException.class, () -> gate.run(() -> {
                throw new IllegalStateException("boom");
            }));
            assertEquals(0, gate.inProgress());
            assertEquals("next", gate.run(() -> "next"));
        }
    }

    private static void await(CountDownLatch l) {
        try {
            l.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
