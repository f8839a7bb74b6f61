package lens.overlay;

import java.util.List;
import lens.vision.GridGeometry;
import lens.vision.OpenCvLoader;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A frontal drawing of the grid (colour plus coverage), composited into the photo through the
 * grid's square-to-photo homography, so that what is drawn lies in perspective on the paper.
 * Cells are addressed in the canvas's own uniform 9x9 layout, scaled from the geometry's lines.
 */
final class SquareCanvas implements AutoCloseable {
    private final int size;
    private final GridGeometry geometry;
    private final Mat colour;
    private final Mat alpha;
    private final PerspectiveLayer layer;

    SquareCanvas(int size, GridGeometry geometry) {
        OpenCvLoader.ensureLoaded();
        this.size = size;
        this.geometry = geometry;
        this.colour = new Mat(size, size, CvType.CV_8UC3, new Scalar(0, 0, 0));
        this.alpha = new Mat(size, size, CvType.CV_8UC1, new Scalar(0));
        this.layer = new PerspectiveLayer(colour, alpha);
    }

    /** The centre of a cell in canvas pixels (following the detected grid lines). */
    Point centre(int row, int col) {
        Point p = geometry.cellCentre(row, col);
        double f = (double) size / geometry.size();
        return new Point(p.x * f, p.y * f);
    }

    /** The side of a cell in canvas pixels. */
    double cell(int row, int col) {
        return geometry.cellSide(row, col) * size / geometry.size();
    }

    void digit(int row, int col, int digit, double scale, Scalar c) {
        double cell = cell(row, col);
        String t = Integer.toString(digit);
        int thick = Math.max(1, (int) Math.round(cell / 14));
        int font = Imgproc.FONT_HERSHEY_SIMPLEX;
        int[] base = new int[1];
        Size s = Imgproc.getTextSize(t, font, 1.0, thick, base);
        double fontScale = cell * scale / s.height;
        Size real = Imgproc.getTextSize(t, font, fontScale, thick, base);
        Point ctr = centre(row, col);
        Point org = new Point(ctr.x - real.width / 2, ctr.y + real.height / 2);
        Imgproc.putText(colour, t, org, font, fontScale, c, thick, Imgproc.LINE_AA);
        Imgproc.putText(alpha, t, org, font, fontScale, new Scalar(255), thick, Imgproc.LINE_AA);
    }

    void circle(int row, int col, Scalar c) {
        double cell = cell(row, col);
        int thick = Math.max(2, (int) Math.round(cell / 12));
        int r = (int) Math.round(cell * 0.44);
        Imgproc.circle(colour, centre(row, col), r, c, thick, Imgproc.LINE_AA);
        Imgproc.circle(alpha, centre(row, col), r, new Scalar(255), thick, Imgproc.LINE_AA);
    }

    /** A small tick in the cell's lower right corner, clear of the digit. */
    void tick(int row, int col, Scalar c) {
        double cell = cell(row, col);
        Point o = centre(row, col);
        int thick = Math.max(2, (int) Math.round(cell / 14));
        MatOfPoint line = new MatOfPoint(new Point(o.x + cell * 0.18, o.y + cell * 0.28),
                new Point(o.x + cell * 0.27, o.y + cell * 0.38), new Point(o.x + cell * 0.44, o.y + cell * 0.14));
        Imgproc.polylines(colour, List.of(line), false, c, thick, Imgproc.LINE_AA);
        Imgproc.polylines(alpha, List.of(line), false, new Scalar(255), thick, Imgproc.LINE_AA);
        line.release();
    }

    /**
     * Blends the drawing into {@code photo} (8-bit BGR, changed in place) as every overlay is laid
     * on: through {@link PerspectiveLayer}, warping only the grid's bounding box. The canvas is
     * drawn on black, so its anti-aliased colour is already premultiplied by its coverage.
     */
    void compositeOnto(Mat photo) {
        layer.compositeOnto(photo, geometry);
    }

    @Override
    public void close() {
        layer.close();
    }
}
