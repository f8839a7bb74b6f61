package lens.vision;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** A digit's ink measured in grey and, where the square has colour, its hue against the paper. */
class InkMeasureTest {
    private static final Rect CELL = new Rect(0, 0, 60, 60);
    private static final Rect DIGIT = new Rect(20, 12, 20, 36);

    @Test
    void bluePenOnYellowishPaperIsBlueAndBlackPrintIsNeutral() {
        OpenCvLoader.ensureLoaded();
        double[] blue = hue(new Scalar(170, 70, 40));
        double[] black = hue(new Scalar(35, 40, 45));
        assertTrue(blue[1] < -20, "blue pen b* " + blue[1]);
        assertTrue(Math.hypot(black[0], black[1]) < 5, "black ink a*, b* " + black[0] + ", " + black[1]);
    }

    /** A grey photo (a PGM, a scan) has no colour to tell inks by: no hue, and no crash. */
    @Test
    void aGreySquareGivesNoHue() {
        OpenCvLoader.ensureLoaded();
        Mat grey = new Mat(60, 60, CvType.CV_8UC1, new Scalar(200));
        Imgproc.rectangle(grey, new Point(26, 12), new Point(33, 47), new Scalar(40), -1);
        InkStats s = InkMeasure.measure(grey, grey, cell());
        assertNull(s.hue());
        assertTrue(s.contrast() > 100, "contrast " + s.contrast());
    }

    /**
     * A digit written over the grid's top line reaches past the square (its box starts above
     * row 0): its ink is measured on its part in the square, as grey as it is (measured against
     * no pixels it read as black ink, 200 levels darker than the paper).
     */
    @Test
    void aDigitPastTheSquaresSideIsMeasuredOnItsPartInside() {
        OpenCvLoader.ensureLoaded();
        Mat grey = new Mat(60, 60, CvType.CV_8UC1, new Scalar(200));
        Imgproc.rectangle(grey, new Point(26, 0), new Point(33, 23), new Scalar(120), -1);
        Mat ink = new Mat(DIGIT.height, DIGIT.width, CvType.CV_8UC1, new Scalar(0));
        Imgproc.rectangle(ink, new Point(6, 0), new Point(13, 35), new Scalar(255), -1);
        InkStats s = InkMeasure.measure(grey, grey, new CellImage(4, CELL, ink, new Rect(20, -12, 20, 36)));
        assertTrue(s.contrast() > 70 && s.contrast() < 90, "contrast " + s.contrast());
    }

    /** The hue of a bar in {@code ink} (BGR) on paper lit a warm yellow (BGR 185, 215, 230). */
    private static double[] hue(Scalar ink) {
        Mat colour = new Mat(60, 60, CvType.CV_8UC3, new Scalar(185, 215, 230));
        Imgproc.rectangle(colour, new Point(26, 12), new Point(33, 47), ink, -1);
        Mat grey = new Mat();
        Imgproc.cvtColor(colour, grey, Imgproc.COLOR_BGR2GRAY);
        InkStats s = InkMeasure.measure(grey, colour, cell());
        assertNotNull(s.hue());
        return s.hue();
    }

    /** The cell with its isolated digit: the bar's mask in the digit's box. */
    private static CellImage cell() {
        Mat ink = new Mat(DIGIT.height, DIGIT.width, CvType.CV_8UC1, new Scalar(0));
        Imgproc.rectangle(ink, new Point(6, 0), new Point(13, 35), new Scalar(255), -1);
        return new CellImage(40, CELL, ink, DIGIT);
    }
}
