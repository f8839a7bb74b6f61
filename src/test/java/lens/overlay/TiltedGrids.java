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
}
