package lens.capture;

import java.awt.image.BufferedImage;

/**
 * Decoded pictures in order, for {@link ReplayDevice}: the frames of a folder or a video file.
 * {@link #next()} returns null after the last frame; {@link #rewind()} starts again.
 */
interface FrameFeed extends AutoCloseable {
    /** The next picture as 3-byte BGR, or null after the last one. */
    BufferedImage next();

    /** Starts again from the first frame. */
    void rewind();

    @Override
    void close();
}
