package lens.vision;

import org.opencv.core.Mat;

/**
 * The grid seen from the front: a square grey image of {@code size} pixels, and the
 * homographies from the photo to the square ({@code toSquare}) and back ({@code toImage}).
 * Owns its three Mats: close it.
 */
public record WarpedGrid(Mat square, Mat toSquare, Mat toImage, int size, Quad corners) implements AutoCloseable {
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
    }
}
