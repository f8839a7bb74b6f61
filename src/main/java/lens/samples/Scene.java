package lens.samples;

import lens.vision.Quad;
import org.opencv.core.Mat;

/** A rendered photo (8-bit BGR; the caller releases it) and the true grid corners in it. */
public record Scene(Mat image, Quad grid) implements AutoCloseable {
    @Override
    public void close() {
        image.release();
    }
}
