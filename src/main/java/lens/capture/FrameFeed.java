package lens.capture;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * Decoded pictures in order, for {@link ReplayDevice}: the frames of a folder or a video file.
 * {@link #next()} returns null after the last frame; {@link #rewind()} starts again.
 */
interface FrameFeed extends AutoCloseable {
    /** The next picture as 3-byte BGR, or null after the last one. */
    BufferedImage next();

    /**
     * Why the files passed over since the last call could not be decoded, one line each naming
     * its file, and each file once (not again when the feed starts over); then forgotten.
     */
    default List<String> takeSkipped() {
        return List.of();
    }

    /** Starts again from the first frame. */
    void rewind();

    @Override
    void close();
}
