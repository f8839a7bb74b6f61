package lens.live;

import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import lens.capture.FrameResult;
import lens.capture.FrameSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs capture and processing on two threads of their own, off the display thread.
 *
 * <p>The capture thread reads the source as fast as it delivers and leaves only the newest frame
 * in a one-frame slot; the processing thread takes the newest frame, annotates it and hands it to
 * the {@link Display}. A frame that is replaced before processing is dropped (counted), so a slow
 * frame costs frames, never latency. When the camera is lost the last picture stays with the
 * message over it until frames come again. {@link #freeze(boolean)} keeps the picture still.
 */
public final class LiveLoop implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LiveLoop.class);

    /** Where annotated frames go (the window); called on the processing thread. */
    public interface Display {
        void show(BufferedImage annotated, FrameReport report);

        /** The source has no more frames (a finished replay). */
        default void ended() {
        }
    }

    private final FrameSource source;
    private final LiveSession session;
    private final Display display;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition arrived = lock.newCondition();
    private final AtomicLong dropped = new AtomicLong();
    private final AtomicLong processed = new AtomicLong();
    private BufferedImage pending;
    private long pendingSequence;
    private volatile boolean running;
    private volatile boolean ended;
    private volatile boolean frozen;
    private volatile String cameraMessage;
    private Thread capture;
    private Thread processing;

    public LiveLoop(FrameSource source, LiveSession session, Display display) {
        this.source = source;
        this.session = session;
        this.display = display;
    }

    /** Starts both threads; the source must be open. */
    public void start() {
        running = true;
        capture = new Thread(this::captureLoop, "live-capture");
        processing = new Thread(this::processLoop, "live-process");
        capture.setDaemon(true);
        processing.setDaemon(true);
        capture.start();
        processing.start();
    }

    private void captureLoop() {
        while (running) {
            FrameResult r = source.next();
            if (r instanceof FrameResult.Captured c) {
                cameraMessage = null;
                lock.lock();
                try {
                    if (pending != null) {
                        dropped.incrementAndGet();
                    }
                    pending = c.image();
                    pendingSequence = c.sequence();
                    arrived.signal();
                } finally {
                    lock.unlock();
                }
            } else if (r instanceof FrameResult.Lost lost) {
                cameraMessage = lost.reason();
                signal();
            } else {
                ended = true;
                signal();
                return;
            }
        }
    }

    private void signal() {
        lock.lock();
        try {
            arrived.signal();
        } finally {
            lock.unlock();
        }
    }

    private void processLoop() {
        String shownMessage = null;
        while (running) {
            BufferedImage frame;
            long sequence;
            lock.lock();
            try {
                if (pending == null && !ended) {
                    arrived.await(250, TimeUnit.MILLISECONDS);
                }
                frame = pending;
                sequence = pendingSequence;
                pending = null;
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
            if (frame != null && !frozen) {
                LiveSession.Annotated a = session.annotate(frame, sequence);
                processed.incrementAndGet();
                shownMessage = null;
                display.show(a.image(), a.report());
                continue;
            }
            if (frame != null) {
                dropped.incrementAndGet();
            }
            String message = frozen ? "frozen (space resumes)" : cameraMessage;
            if (message != null && !message.equals(shownMessage)) {
                BufferedImage again = session.redraw(message);
                if (again != null) {
                    display.show(again, null);
                }
                shownMessage = message;
            }
            if (ended && frame == null) {
                display.ended();
                return;
            }
        }
    }

    /** Keeps the current picture on screen (frames keep coming and are dropped) or lets it run. */
    public void freeze(boolean on) {
        frozen = on;
        signal();
    }

    public boolean frozen() {
        return frozen;
    }

    public long dropped() {
        return dropped.get();
    }

    public long processed() {
        return processed.get();
    }

    /** Stops both threads (waiting a moment for each) and closes the source. */
    @Override
    public void close() {
        running = false;
        for (Thread t : new Thread[] {capture, processing}) {
            if (t != null) {
                t.interrupt();
            }
        }
        for (Thread t : new Thread[] {capture, processing}) {
            if (t != null) {
                try {
                    t.join(2000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                if (t.isAlive()) {
                    LOG.warn("{} did not stop within 2 s (a blocked camera driver); leaving it", t.getName());
                }
            }
        }
        source.close();
    }
}
