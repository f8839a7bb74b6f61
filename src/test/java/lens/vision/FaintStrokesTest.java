package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** Fainter ink followed from the usual threshold's. */
class FaintStrokesTest {
    /**
     * Of the fainter threshold's pieces, the one holding some of the usual threshold's ink (a
     * stroke that fades) is kept whole; a piece with none of it (show-through, a shadow) is not.
     */
    @Test
    void seededKeepsTheFaintPiecesThatHoldInkOfTheUsualThreshold() {
        OpenCvLoader.ensureLoaded();
        Mat faint = Mat.zeros(60, 60, CvType.CV_8UC1);
        Imgproc.line(faint, new Point(10, 10), new Point(10, 40), new Scalar(255), 2); // a stroke fading out
        Imgproc.rectangle(faint, new Point(40, 40), new Point(50, 50), new Scalar(255), -1); // faint only
        Mat bin = Mat.zeros(60, 60, CvType.CV_8UC1);
        Imgproc.line(bin, new Point(10, 10), new Point(10, 15), new Scalar(255), 2); // the stroke's dark start
        Mat seeded = FaintStrokes.seeded(faint, bin);
        assertEquals(255, seeded.get(40, 10)[0], 0, "the faded end of the stroke kept");
        assertEquals(0, seeded.get(45, 45)[0], 0, "ink only the fainter threshold sees dropped");
        Mat stroke = new Mat();
        Core.compare(faint, new Scalar(0), stroke, Core.CMP_GT);
        Mat square = stroke.submat(0, 45, 0, 30);
        assertEquals(Core.countNonZero(square), Core.countNonZero(seeded), "exactly the stroke's pieces");
        for (Mat m : new Mat[] {faint, bin, seeded, stroke, square}) {
            m.release();
        }
    }
}
