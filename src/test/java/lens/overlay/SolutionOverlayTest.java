package lens.overlay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import lens.vision.GridGeometry;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class SolutionOverlayTest {
    static {
        OpenCvLoader.ensureLoaded();
    }

    @Test
    void digitLandsInItsCell() {
        Quad q = Quad.of(new Point(100, 60), new Point(520, 90), new Point(500, 440), new Point(120, 420));
        GridGeometry g = TiltedGrids.at(q);
        int cell = 3 * 9 + 5;
        Grid solution = Grid.empty().with(cell, 7);
        Mat photo = new Mat(480, 640, CvType.CV_8UC3, new Scalar(255, 255, 255));
        new SolutionOverlay(OverlayStyle.defaults()).draw(photo, g, Grid.empty(), solution);
        Mat gray = new Mat();
        Imgproc.cvtColor(photo, gray, Imgproc.COLOR_BGR2GRAY);
        Mat ink = new Mat();
        Imgproc.threshold(gray, ink, 200, 255, Imgproc.THRESH_BINARY_INV);
        var mom = Imgproc.moments(ink, true);
        Point centroid = new Point(mom.m10 / mom.m00, mom.m01 / mom.m00);
        Point expected = g.toPhoto(5 * 50 + 25, 3 * 50 + 25);
        double side = q.side(0) / 9;
        assertTrue(mom.m00 > 20, "something was drawn");
        assertTrue(Math.hypot(centroid.x - expected.x, centroid.y - expected.y) < side / 4,
                "digit at " + centroid + ", cell centre " + expected);
        assertTrue(Core.countNonZero(ink) < side * side, "digit smaller than its cell");
        photo.release();
        gray.release();
        ink.release();
    }

    @Test
    void givenCellsAreNotDrawnOver() {
        GridGeometry g = TiltedGrids.at(Quad.of(new Point(0, 0), new Point(450, 0), new Point(450, 450), new Point(0, 450)));
        Grid solution = Grid.empty().with(0, 4);
        Mat photo = new Mat(450, 450, CvType.CV_8UC3, new Scalar(255, 255, 255));
        new SolutionOverlay(OverlayStyle.defaults()).draw(photo, g, solution, solution);
        Mat gray = new Mat();
        Imgproc.cvtColor(photo, gray, Imgproc.COLOR_BGR2GRAY);
        Imgproc.threshold(gray, gray, 200, 255, Imgproc.THRESH_BINARY_INV);
        assertTrue(Core.countNonZero(gray) == 0);
        photo.release();
        gray.release();
    }

    @Test
    void verifyCirclesWrongCellsInRed() {
        GridGeometry g = TiltedGrids.at(Quad.of(new Point(0, 0), new Point(450, 0), new Point(450, 450), new Point(0, 450)));
        boolean[] filled = new boolean[81];
        boolean[] wrong = new boolean[81];
        wrong[40] = true;
        Mat photo = new Mat(450, 450, CvType.CV_8UC3, new Scalar(255, 255, 255));
        new VerifyOverlay(OverlayStyle.defaults()).draw(photo, g, filled, wrong);
        double[] ring = photo.get(225, 225 - 22);
        double[] far = photo.get(25, 25);
        assertTrue(ring[2] > 150 && ring[1] < 120, "red ring left of centre cell");
        assertTrue(far[1] > 250, "other cells untouched");
        photo.release();
    }
}
