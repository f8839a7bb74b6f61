package lens.capture;

import java.awt.image.BufferedImage;

/** What a {@link FrameSource} produced on one call: a frame, a lost device, or the end of a replay. */
public sealed interface FrameResult {
    /**
     * A frame.
     *
     * @param image    the picture (the source hands over a fresh image each time)
     * @param sequence 0 for the first frame of the source, then counting up
     */
    record Captured(BufferedImage image, long sequence) implements FrameResult {
    }

    /** The device stopped answering; the source tries to reconnect on the following calls. */
    record Lost(String reason) implements FrameResult {
    }

    /** A finite replay has played every frame. */
    record Ended() implements FrameResult {
    }
}
