package lens.vision;

import java.util.List;
import org.opencv.core.Mat;

/**
 * The grid seen from the front: a square grey image of {@code size} pixels, and the
 * homographies from the photo to the square ({@code toSquare}) and back ({@code toImage});
 * {@code shadowEdge}: the cells (in the square's order) a shadow's edge crosses, when the square
 * was evened out ({@link EvenLight}); {@code crossings}: when the square was straightened along a
 * bent page's lines ({@link GridMesh}), where they cross in the photo (as
 * {@link GridGeometry#crossings}), else null; {@code glareCore}: the cells under the core of a
 * lamp's glare divided out of the square ({@link Glare}); {@code colour}: the same square in the
 * photo's colours (BGR, as warped, not evened out), null when warped from the luminance alone.
 * Owns its Mats: close it.
 */
public record WarpedGrid(Mat square, Mat toSquare, Mat toImage, int size, Quad corners, List<Integer> shadowEdge,
                         double[] crossings, List<Integer> glareCore, Mat colour) implements AutoCloseable {
    public WarpedGrid {
        shadowEdge = List.copyOf(shadowEdge);
        glareCore = List.copyOf(glareCore);
        crossings = crossings == null ? null : crossings.clone();
    }

    /** Evenly lit, flat: no shadow's edge, no crossings, no colour. */
    public WarpedGrid(Mat square, Mat toSquare, Mat toImage, int size, Quad corners) {
        this(square, toSquare, toImage, size, corners, List.of(), null, List.of(), null);
    }

    @Override
    public double[] crossings() {
        return crossings == null ? null : crossings.clone();
    }

    /** The homography photo -> square as 9 doubles (row-major). */
    public double[] toSquareArray() {
        double[] m = new double[9];
        toSquare.get(0, 0, m);
        return m;
    }

    /** The homography square -> photo as 9 doubles (row-major). */
    public double[] toImageArray() {
        double[] m = new double[9];
        toImage.get(0, 0, m);
        return m;
    }

    @Override
    public void close() {
        square.release();
        toSquare.release();
        toImage.release();
        if (colour != null) {
            colour.release();
        }
    }
}
