package lens.overlay;

import lens.vision.GridGeometry;
import lens.vision.Quad;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;

/** Grid geometries for overlay tests: a grid seen in perspective at known corners. */
final class TiltedGrids {
    private static final int SIDE = 450;

    private TiltedGrids() {
    }

    /** The grid at corners {@code q}, with uniform lines in a 450 px square. */
    static GridGeometry at(Quad q) {
        MatOfPoint2f sq = new MatOfPoint2f(new Point(0, 0), new Point(SIDE, 0), new Point(SIDE, SIDE), new Point(0, SIDE));
        MatOfPoint2f ph = q.toMat();
        Mat h = Imgproc.getPerspectiveTransform(sq, ph);
        double[] m = new double[9];
        h.get(0, 0, m);
        sq.release();
        ph.release();
        h.release();
        return GridGeometry.withUniformLines(q, SIDE, m);
    }

    /**
     * The grid at corners {@code q} on a page curled about a vertical axis: its lines' crossings
     * are the flat grid's moved down by {@code bow} cells at the middle column, less towards the
     * sides ({@code bow (1 - u^2)}, u from -1 at the left line to 1 at the right one).
     */
    static GridGeometry curled(Quad q, double bow) {
        GridGeometry flat = at(q);
        double cell = q.side(0) / 9;
        double[] crossings = GridGeometry.crossingsOf((i, j) -> {
            Point p = flat.toPhoto(j * SIDE / 9.0, i * SIDE / 9.0);
            double u = (j - 4.5) / 4.5;
            return new Point(p.x, p.y + bow * cell * (1 - u * u));
        });
        return new GridGeometry(q, SIDE, flat.toImage(), flat.rowLines(), flat.colLines(), crossings);
    }
}
