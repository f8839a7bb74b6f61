package lens.samples;

import java.awt.image.BufferedImage;
import lens.vision.Quad;

/** A flat printed page (BGR bytes) and where the grid's outer corners are on it. */
public record RenderedPage(BufferedImage image, Quad grid) {
}
