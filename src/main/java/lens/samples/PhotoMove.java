package lens.samples;

import lens.vision.Quad;
import org.opencv.core.Mat;

/**
 * A change of a photo that moves its pixels into a new picture ({@link PhotoTurn}, {@link PhotoOnTable}),
 * with the map of the grid's true corners that goes with it, so that an {@code eval} condition
 * still scores where the grid is found.
 */
public interface PhotoMove {
    /** {@code photo} (not changed) moved: a new picture. */
    Mat apply(Mat photo);

    /** The grid's corners {@code grid} in the moved picture. */
    Quad corners(Quad grid);
}
