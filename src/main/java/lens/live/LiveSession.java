package lens.live;

import java.awt.image.BufferedImage;
import lens.capture.MatImages;
import org.opencv.core.Mat;

/**
 * Turns captured frames into annotated frames: copies a frame into a Mat, runs the
 * {@link LivePipeline} on it, writes the status corner and copies the result out. Keeps the last
 * annotated frame without its status, so that a camera message or "frozen" can be shown over it.
 * Used by the window loop, the headless run and the benchmark alike; one thread at a time.
 */
public final class LiveSession implements AutoCloseable {
    private final LivePipeline pipeline;
    private final StatusPainter status = new StatusPainter();
    private final FpsMeter fps = new FpsMeter();
    private final Mat lastPlain = new Mat();
    private FrameReport lastReport;

    public LiveSession(LivePipeline pipeline) {
        this.pipeline = pipeline;
    }

    /**
     * An annotated frame and what happened to it.
     *
     * @param convertMs time spent copying the frame into a Mat and back out
     * @param statusMs  time spent writing the status corner
     */
    public record Annotated(BufferedImage image, FrameReport report, double convertMs, double statusMs) {
    }

    public Annotated annotate(BufferedImage frame, long sequence) {
        long t0 = System.nanoTime();
        Mat m = MatImages.toMat(frame);
        long t1 = System.nanoTime();
        try {
            FrameReport r = pipeline.process(m, sequence);
            long t2 = System.nanoTime();
            m.copyTo(lastPlain);
            lastReport = r;
            status.paint(m, StatusPainter.text(r), r.phase(), fps.tick());
            long t3 = System.nanoTime();
            BufferedImage out = MatImages.toImage(m);
            long t4 = System.nanoTime();
            return new Annotated(out, r, (t1 - t0 + t4 - t3) / 1e6, (t3 - t2) / 1e6);
        } finally {
            m.release();
        }
    }

    /** The last annotated frame again with another message (camera lost, frozen); null before any frame. */
    public BufferedImage redraw(String message) {
        if (lastReport == null) {
            return null;
        }
        Mat m = lastPlain.clone();
        try {
            status.paint(m, message, lastReport.phase(), 0);
            return MatImages.toImage(m);
        } finally {
            m.release();
        }
    }

    public LivePipeline pipeline() {
        return pipeline;
    }

    @Override
    public void close() {
        lastPlain.release();
        pipeline.close();
    }
}
