package lens.vision;

import org.opencv.core.Mat;

/**
 * Receives intermediate images of the pipeline (threshold, contours, warped grid) for
 * inspection with {@code --debug}. The sink copies or writes what it needs at once: the caller
 * keeps ownership of the Mat and releases it.
 */
public interface DebugSink {
    /** Discards everything (the normal case: no cost beyond one call). */
    DebugSink NONE = new DebugSink() {
        @Override
        public void put(String name, Mat image) {
        }

        @Override
        public boolean enabled() {
            return false;
        }
    };

    void put(String name, Mat image);

    /** False when images are discarded, so callers can skip drawing them. */
    default boolean enabled() {
        return true;
    }
}
