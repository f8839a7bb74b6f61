package lens.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class StrokeSkeletonTest {
    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** A bar 11 px thick and 60 long thins to a line one pixel across along its middle. */
    @Test
    void aThickBarThinsToItsCentreLine() {
        Mat ink = Mat.zeros(40, 80, CvType.CV_32F);
        Imgproc.rectangle(ink, new Point(10, 15), new Point(69, 25), Scalar.all(1), -1);
        Mat line = StrokeSkeleton.of(ink);
        for (int x = 20; x < 60; x++) {
            Mat column = line.col(x);
            assertEquals(1, Core.countNonZero(column), "column " + x);
            Rect r = Imgproc.boundingRect(column);
            assertEquals(20, r.y, 1, "column " + x + " thinned off the middle");
        }
        Rect box = Imgproc.boundingRect(line);
        assertTrue(box.width >= 45, "the line runs the bar's length: " + box.width);
    }

    /** A thick ring stays a closed loop, as an 0, 6, 8 or 9 must: its hole is kept, nothing splits. */
    @Test
    void aLoopStaysClosedAndInOnePiece() {
        Mat ink = Mat.zeros(80, 80, CvType.CV_8U);
        Imgproc.circle(ink, new Point(40, 40), 25, Scalar.all(255), 12);
        Mat line = StrokeSkeleton.of(ink);
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(line.clone(), contours, hierarchy, Imgproc.RETR_CCOMP, Imgproc.CHAIN_APPROX_NONE);
        int outer = 0;
        int holes = 0;
        for (int k = 0; k < contours.size(); k++) {
            if (hierarchy.get(0, k)[3] < 0) {
                outer++;
            } else {
                holes++;
            }
        }
        assertEquals(1, outer, "one piece");
        assertEquals(1, holes, "the loop's hole");
        assertTrue(Core.countNonZero(line) < 0.2 * Core.countNonZero(ink), "thinned");
    }

    /** Redrawn at 3 px, the bar's stroke is about 3 px across, whatever its first width. */
    @Test
    void theCentreLineRedrawnHasTheWidthAsked() {
        Mat ink = Mat.zeros(40, 80, CvType.CV_32F);
        Imgproc.rectangle(ink, new Point(10, 12), new Point(69, 27), Scalar.all(1), -1);
        Mat stroke = StrokeSkeleton.redrawn(ink, 3);
        assertEquals(CvType.CV_32F, stroke.type());
        for (int x = 25; x < 55; x += 5) {
            int across = Core.countNonZero(stroke.col(x));
            assertTrue(across >= 2 && across <= 4, "column " + x + ": " + across + " px across");
        }
    }
}
