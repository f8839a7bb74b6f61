package lens.samples;

import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * A grid printed with alternate boxes on grey, as many newspapers print theirs: the four boxes
 * at the middle of the grid's sides darkened, paper and ink alike, by a share of their light,
 * through the grid's true corners. For {@code eval --shaded-boxes}: the development photos have no
 * such grid.
 */
public final class ShadedBoxes {
    /** Side of the frontal square the shade is drawn in before it is seen through the corners. */
    private static final int SQUARE = 450;

    private ShadedBoxes() {
    }

    /** {@code photo} (8-bit BGR, not changed) with the boxes of the grid at {@code corners} shaded by {@code share} (0-1): a new picture. */
    public static Mat apply(Mat photo, Quad corners, double share) {
        OpenCvLoader.ensureLoaded();
        Mat square = Mat.zeros(SQUARE, SQUARE, CvType.CV_32F);
        int box = SQUARE / 3;
        for (int b = 0; b < 9; b++) {
            if ((b / 3 + b % 3) % 2 == 1) {
                Imgproc.rectangle(square, new Point(b % 3 * box, b / 3 * box), new Point(b % 3 * box + box, b / 3 * box + box),
                        new Scalar(share), Imgproc.FILLED);
            }
        }
        MatOfPoint2f from = new MatOfPoint2f(new Point(0, 0), new Point(SQUARE, 0), new Point(SQUARE, SQUARE),
                new Point(0, SQUARE));
        MatOfPoint2f to = corners.toMat();
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        from.release();
        to.release();
        Mat shade = new Mat();
        Imgproc.warpPerspective(square, shade, h, photo.size());
        square.release();
        h.release();
        // Each channel times (1 - shade).
        Mat keep = new Mat(photo.size(), CvType.CV_32F, new Scalar(1));
        Core.subtract(keep, shade, keep);
        shade.release();
        Mat out = PhotoDegrader.timesGain(photo, keep);
        keep.release();
        return out;
    }
}
