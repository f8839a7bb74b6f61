package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BatchGeneratorTest {
    private static List<GeneratedPuzzle> batch(GeneratorSettings s, int threads, int count, long seed)
            throws InterruptedException {
        List<GeneratedPuzzle> out = new ArrayList<>();
        AtomicInteger done = new AtomicInteger();
        BatchGenerator.Report r = new BatchGenerator(s, threads).run(count, seed, out::add, done::incrementAndGet);
        assertTrue(r.complete());
        assertEquals(count, r.produced());
        assertEquals(count, done.get());
        return out;
    }

    @Test
    void aSeedGivesTheSameBatchOnOneOrTwoThreads() throws InterruptedException {
        GeneratorSettings s = GeneratorSettings.DEFAULT.withRange(RatingRange.of(lens.solve.human.Level.MEDIUM));
        List<GeneratedPuzzle> one = batch(s, 1, 8, 42);
        assertEquals(one, batch(s, 2, 8, 42));
        assertFalse(one.equals(batch(s, 2, 8, 43)));
    }

    @Test
    void anImpossibleRangeStopsAtTheTimeout() throws InterruptedException {
        GeneratorSettings s = GeneratorSettings.DEFAULT.withRange(RatingRange.parse("0.1-0.2"))
                .withTimeout(Duration.ofMillis(300));
        BatchGenerator.Report r = new BatchGenerator(s, 2).run(3, 1, p -> { }, () -> { });
        assertFalse(r.complete());
        assertEquals(0, r.failedIndex());
        assertTrue(r.failedAttempts() > 0);
    }

    @Test
    void theTimeoutBoundsTheWholeBatchAndKeepsThePuzzlesMade() throws InterruptedException {
        GeneratorSettings s = GeneratorSettings.DEFAULT.withRange(RatingRange.of(lens.solve.human.Level.EXPERT))
                .withTimeout(Duration.ofMillis(400));
        List<GeneratedPuzzle> out = new ArrayList<>();
        long start = System.nanoTime();
        BatchGenerator.Report r = new BatchGenerator(s, 2).run(1_000_000, 5, out::add, () -> { });
        double seconds = (System.nanoTime() - start) / 1e9;
        assertFalse(r.complete());
        assertTrue(seconds < 3, "the batch ran " + seconds + " s");
        assertEquals(out.size(), r.produced());
        assertEquals(r.produced(), r.failedIndex(), "stopped at the first puzzle not made");
        assertEquals(out.subList(0, Math.min(3, out.size())), batch(s.withTimeout(Duration.ofSeconds(60)), 1,
                Math.min(3, out.size()), 5), "what was made is the start of the seeded batch");
    }

    @Test
    void seedsDifferPerIndex() {
        assertFalse(BatchGenerator.seedFor(1, 0) == BatchGenerator.seedFor(1, 1));
        assertFalse(BatchGenerator.seedFor(1, 0) == BatchGenerator.seedFor(2, 0));
    }
}
