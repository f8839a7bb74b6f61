package lens.overlay;

import java.util.ArrayList;
import java.util.List;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * What the pipeline found, drawn on the photo: the grid outline, its detected lines, filled cells.
 * On a page straightened along its traced lines ({@link GridGeometry#crossings}) the lines are
 * drawn through their crossings, as the cells were cut: the homography's straight lines lie up
 * to half a cell off a curled page's.
 */
public final class DebugPicture {
    private DebugPicture() {
    }

    public static void draw(Mat photo, GridGeometry g, boolean[] filled) {
        int[] rows = g.rowLines();
        int[] cols = g.colLines();
        Scalar lines = new Scalar(0, 200, 255);
        boolean traced = g.crossings() != null;
        for (int i = 0; i <= 9; i++) {
            if (traced) {
                List<MatOfPoint> row = List.of(new MatOfPoint(along(g, i, true)));
                List<MatOfPoint> col = List.of(new MatOfPoint(along(g, i, false)));
                Imgproc.polylines(photo, row, false, lines, 1);
                Imgproc.polylines(photo, col, false, lines, 1);
                row.get(0).release();
                col.get(0).release();
            } else {
                Imgproc.line(photo, g.toPhoto(cols[0], rows[i]), g.toPhoto(cols[9], rows[i]), lines, 1);
                Imgproc.line(photo, g.toPhoto(cols[i], rows[0]), g.toPhoto(cols[i], rows[9]), lines, 1);
            }
        }
        List<MatOfPoint> outline = new ArrayList<>();
        outline.add(new MatOfPoint(g.corners().corners()));
        Imgproc.polylines(photo, outline, true, new Scalar(255, 0, 255), 2);
        outline.get(0).release();
        for (int i = 0; i < 81; i++) {
            if (filled[i]) {
                int r = i / 9;
                int c = i % 9;
                Point centre = traced ? mean(g.cellCorners(r, c))
                        : g.toPhoto((cols[c] + cols[c + 1]) / 2.0, (rows[r] + rows[r + 1]) / 2.0);
                Imgproc.circle(photo, centre, 3, new Scalar(0, 220, 0), -1);
            }
        }
    }

    /** The crossings of row line {@code i} (or column line {@code i}) in order. */
    private static Point[] along(GridGeometry g, int i, boolean row) {
        Point[] p = new Point[10];
        for (int k = 0; k <= 9; k++) {
            p[k] = row ? g.crossing(i, k) : g.crossing(k, i);
        }
        return p;
    }

    private static Point mean(Point... p) {
        double x = 0;
        double y = 0;
        for (Point q : p) {
            x += q.x;
            y += q.y;
        }
        return new Point(x / p.length, y / p.length);
    }
}
