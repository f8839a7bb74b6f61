package lens.overlay;

import java.util.ArrayList;
import java.util.List;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** What the pipeline found, drawn on the photo: the grid outline, its detected lines, filled cells. */
public final class DebugPicture {
    private DebugPicture() {
    }

    public static void draw(Mat photo, GridGeometry g, boolean[] filled) {
        int[] rows = g.rowLines();
        int[] cols = g.colLines();
        Scalar lines = new Scalar(0, 200, 255);
        for (int i = 0; i <= 9; i++) {
            Imgproc.line(photo, g.toPhoto(cols[0], rows[i]), g.toPhoto(cols[9], rows[i]), lines, 1);
            Imgproc.line(photo, g.toPhoto(cols[i], rows[0]), g.toPhoto(cols[i], rows[9]), lines, 1);
        }
        List<MatOfPoint> outline = new ArrayList<>();
        outline.add(new MatOfPoint(g.corners().corners()));
        Imgproc.polylines(photo, outline, true, new Scalar(255, 0, 255), 2);
        outline.get(0).release();
        for (int i = 0; i < 81; i++) {
            if (filled[i]) {
                Point c = g.toPhoto((cols[i % 9] + cols[i % 9 + 1]) / 2.0, (rows[i / 9] + rows[i / 9 + 1]) / 2.0);
                Imgproc.circle(photo, c, 3, new Scalar(0, 220, 0), -1);
            }
        }
    }
}
