package lens.samples;

import java.awt.image.BufferedImage;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;

/** A flat printed page (BGR bytes) and where the grid's outer corners are on it. */
public record RenderedPage(BufferedImage image, Quad grid) {
    /** Where the page's corners go in a scene when its grid goes to {@code gridInScene}. */
    public Quad placedAt(Quad gridInScene) {
        MatOfPoint2f src = grid.toMat();
        MatOfPoint2f dst = gridInScene.toMat();
        Mat h = Imgproc.getPerspectiveTransform(src, dst);
        int w = image.getWidth();
        int ht = image.getHeight();
        MatOfPoint2f corners = new MatOfPoint2f(new Point(0, 0), new Point(w, 0), new Point(w, ht), new Point(0, ht));
        MatOfPoint2f out = new MatOfPoint2f();
        Core.perspectiveTransform(corners, out, h);
        Quad q = Quad.of(out.toArray());
        for (Mat m : new Mat[] {src, dst, h, corners, out}) {
            m.release();
        }
        return q;
    }
}
