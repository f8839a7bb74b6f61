package lens.web;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import lens.ocr.DigitRecognizer;

/**
 * The cap on concurrent work. At most {@code workers} jobs run at once, each holding one of the
 * gate's digit readers (a reader is not thread-safe); up to {@code waiting} more wait in line for
 * at most {@link #MAX_WAIT_SECONDS}; any request beyond that is refused at once with 503, so a
 * flood of uploads is turned away instead of piling up threads and decoded images.
 */
public final class WorkGate implements AutoCloseable {
    /** A request that waited this long for a worker is answered 503 rather than left hanging. */
    static final int MAX_WAIT_SECONDS = 30;

    private final int capacity;
    private final Semaphore admitted;
    private final BlockingQueue<DigitRecognizer> readers;
    private final List<DigitRecognizer> all = new ArrayList<>();

    /** {@code newReader} makes one digit reader per worker, now. */
    public WorkGate(int workers, int waiting, Supplier<DigitRecognizer> newReader) {
        capacity = workers + waiting;
        admitted = new Semaphore(capacity);
        readers = new ArrayBlockingQueue<>(workers);
        for (int i = 0; i < workers; i++) {
            DigitRecognizer r = newReader.get();
            all.add(r);
            readers.add(r);
        }
    }

    /**
     * A place in line, taken before the request's body is read (so that at most workers plus
     * waiting uploads are ever held in memory) and given back when closed.
     */
    public final class Admission implements AutoCloseable {
        private boolean open = true;

        private Admission() {
        }

        /**
         * Runs {@code job} with a reader of its own once a worker is free.
         *
         * @throws ApiError 503 when the wait is too long
         */
        public <T> T withReader(Function<DigitRecognizer, T> job) {
            DigitRecognizer reader;
            try {
                reader = readers.poll(MAX_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw busy();
            }
            if (reader == null) {
                throw busy();
            }
            try {
                return job.apply(reader);
            } finally {
                readers.add(reader);
            }
        }

        @Override
        public void close() {
            if (open) {
                open = false;
                admitted.release();
            }
        }
    }

    /**
     * A place in line.
     *
     * @throws ApiError 503 at once when the line is full
     */
    public Admission admit() {
        if (!admitted.tryAcquire()) {
            throw busy();
        }
        return new Admission();
    }

    /** Runs {@code job} with a reader of its own once a worker is free (503 when the line is full). */
    public <T> T withReader(Function<DigitRecognizer, T> job) {
        try (Admission a = admit()) {
            return a.withReader(job);
        }
    }

    /** Runs a job that needs no reader, counted against the same workers. */
    public <T> T run(Supplier<T> job) {
        return withReader(r -> job.get());
    }

    /** Jobs running or waiting now. */
    public int inProgress() {
        return capacity - admitted.availablePermits();
    }

    private ApiError busy() {
        return new ApiError(ApiError.BUSY, "the server is busy with other photos; try again in a moment");
    }

    @Override
    public void close() {
        all.forEach(DigitRecognizer::close);
    }
}
