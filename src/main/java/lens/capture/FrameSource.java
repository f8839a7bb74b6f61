package lens.capture;

/**
 * A camera-like source of video frames: a webcam, a replayed folder or video, or one photo repeated.
 *
 * <p>{@link #open()} fails with a typed {@link CaptureException} (no camera, unreadable input);
 * after that, {@link #next()} never throws: it blocks until the next frame is due and returns a
 * {@link FrameResult} that says whether a frame came, the device went away (the source keeps
 * trying to reconnect on later calls), or a finite replay ended. One thread reads a source.
 */
public interface FrameSource extends AutoCloseable {
    /** Opens the device or input; call once before {@link #next()}. */
    void open() throws CaptureException;

    /** The next frame, or why there is none. */
    FrameResult next();

    /** What this source is, for the status line ("webcam HD Pro C920", "replay frames/"). */
    String describe();

    /** Releases the device; safe to call twice, and without a successful open. */
    @Override
    void close();
}
