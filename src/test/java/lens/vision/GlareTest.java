package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class GlareTest {
    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** A 450 px grid square: paper 180, grid lines and a digit-like stroke in cell r3c3 at 40. */
    private static Mat square() {
        return square(180);
    }

    /** The same on paper of grey {@code paper}. */
    private static Mat square(int paper) {
        Mat s = new Mat(450, 450, CvType.CV_8UC1, new Scalar(paper));
        for (int i = 0; i <= 9; i++) {
            Imgproc.line(s, new Point(i * 50, 0), new Point(i * 50, 449), new Scalar(40), i % 3 == 0 ? 4 : 2);
            Imgproc.line(s, new Point(0, i * 50), new Point(449, i * 50), new Scalar(40), i % 3 == 0 ? 4 : 2);
        }
        Imgproc.line(s, new Point(125, 110), new Point(125, 140), new Scalar(40), 5);
        return s;
    }

    /** {@code s} with the disc of {@code radius} around (125, 125) moved {@code share} of the way to white. */
    private static void glare(Mat s, int radius, double share) {
        glare(s, new Point(125, 125), radius, share);
    }

    private static void glare(Mat s, Point centre, int radius, double share) {
        Mat spot = new Mat(s.size(), CvType.CV_8UC1, new Scalar(0));
        Imgproc.circle(spot, centre, radius, new Scalar(255), -1);
        Mat whiter = new Mat();
        s.convertTo(whiter, -1, 1 - share, 255 * share);
        whiter.copyTo(s, spot);
        whiter.release();
        spot.release();
    }

    @Test
    void aSquareWithoutGlareIsLeftExactlyAsItIs() {
        Mat s = square();
        // light falling off across the page and a faint print in one box: neither is glare
        for (int x = 0; x < 450; x++) {
            Mat col = s.submat(new Rect(x, 0, 1, 450));
            Core.multiply(col, new Scalar(1 - 0.3 * x / 450.0), col);
            col.release();
        }
        Mat faint = s.submat(new Rect(300, 300, 150, 150));
        faint.convertTo(faint, -1, 0.3, 126);
        faint.release();
        assertSame(s, Glare.ifGlared(s).square());
        s.release();
    }

    @Test
    void underAGlaresSpotTheInkIsAsDarkAgainstItsPaperAsElsewhere() {
        Mat s = square();
        glare(s, 90, 0.85);
        double before = s.get(170, 125)[0] - s.get(125, 125)[0];
        assertTrue(before < 25, "the glare leaves the stroke " + before + " grey levels under its paper");
        Glare.Mended m = Glare.ifGlared(s);
        Mat mended = m.square();
        assertTrue(m.coreCells().contains(20), "the spot's core, r3c3, is named: " + m.coreCells());
        assertTrue(m.coreCells().stream().allMatch(c -> Math.abs(c / 9 - 2) <= 2 && Math.abs(c % 9 - 2) <= 2),
                "and only cells around it: " + m.coreCells());
        assertNotSame(s, mended);
        double paper = mended.get(170, 125)[0];
        double ink = mended.get(125, 125)[0];
        assertTrue(paper - ink > 100, "stroke " + ink + " on paper " + paper);
        assertEquals(180, mended.get(25, 425)[0], 1, "paper far from the spot keeps its grey");
        assertEquals(40, mended.get(400, 400)[0], 1, "a line far from the spot keeps its grey");
        mended.release();
    }

    /** A bright place on a page already near white hides little: mending it raised noise and ink. */
    @Test
    void aPageNearWhiteIsLeftAsItIs() {
        Mat s = square(235);
        glare(s, 90, 0.85);
        assertSame(s, Glare.ifGlared(s).square());
        s.release();
    }

    /** Light falling off across the page is brightest at an edge, not in a spot with darker paper all round. */
    @Test
    void paperBrightestAtTheSquaresEdgeIsNoSpot() {
        Mat s = square();
        glare(s, new Point(0, 225), 120, 0.85);
        assertSame(s, Glare.ifGlared(s).square());
        s.release();
    }
}
