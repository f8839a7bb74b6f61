package lens.overlay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
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
        Drawn d = drawn(photo);
        Point expected = g.toPhoto(5 * 50 + 25, 3 * 50 + 25);
        double side = q.side(0) / 9;
        assertTrue(d.pixels() > 20, "something was drawn");
        assertTrue(Math.hypot(d.centroid().x - expected.x, d.centroid().y - expected.y) < side / 4,
                "digit at " + d.centroid() + ", cell centre " + expected);
        assertTrue(d.pixels() < side * side, "digit smaller than its cell");
        photo.release();
    }

    /** A grid seen square-on, filling a 450 px photo: cell r, c spans 50 px from (50c, 50r). */
    private static GridGeometry frontal() {
        return TiltedGrids.at(Quad.of(new Point(0, 0), new Point(450, 0), new Point(450, 450), new Point(0, 450)));
    }

    /** A white 450 x 450 colour photo to draw on. */
    private static Mat whitePhoto() {
        return new Mat(450, 450, CvType.CV_8UC3, new Scalar(255, 255, 255));
    }

    /** What an overlay drew on a white photo: how many pixels, and their centroid. */
    private record Drawn(double pixels, Point centroid) {
    }

    private static Drawn drawn(Mat photo) {
        Mat gray = new Mat();
        Imgproc.cvtColor(photo, gray, Imgproc.COLOR_BGR2GRAY);
        Mat ink = new Mat();
        Imgproc.threshold(gray, ink, 200, 255, Imgproc.THRESH_BINARY_INV);
        var mom = Imgproc.moments(ink, true);
        gray.release();
        ink.release();
        return new Drawn(mom.m00, new Point(mom.m10 / mom.m00, mom.m01 / mom.m00));
    }

    /** On a curled page the digit follows the cell's crossings, not the flat homography (half a cell off in the middle). */
    @Test
    void onACurledPageADigitLandsInItsCurvedCell() {
        Quad q = Quad.of(new Point(100, 40), new Point(520, 40), new Point(520, 440), new Point(100, 440));
        GridGeometry g = TiltedGrids.curled(q, 0.5);
        int row = 4;
        int col = 4;
        Mat photo = new Mat(480, 640, CvType.CV_8UC3, new Scalar(255, 255, 255));
        new SolutionOverlay(OverlayStyle.defaults()).draw(photo, g, Grid.empty(), Grid.empty().with(row * 9 + col, 7));
        Drawn d = drawn(photo);
        Point[] at = {g.crossing(row, col), g.crossing(row, col + 1), g.crossing(row + 1, col), g.crossing(row + 1, col + 1)};
        Point expected = new Point((at[0].x + at[1].x + at[2].x + at[3].x) / 4, (at[0].y + at[1].y + at[2].y + at[3].y) / 4);
        Point flat = g.toPhoto(col * 50 + 25, row * 50 + 25);
        double side = q.side(0) / 9;
        assertTrue(d.pixels() > 20, "something was drawn");
        assertTrue(Math.hypot(expected.x - flat.x, expected.y - flat.y) > side * 0.4, "the curl moves the cell");
        assertTrue(Math.hypot(d.centroid().x - expected.x, d.centroid().y - expected.y) < side / 8,
                "digit at " + d.centroid() + ", curved cell's centre " + expected);
        photo.release();
    }

    @Test
    void givenCellsAreNotDrawnOver() {
        GridGeometry g = frontal();
        Grid solution = Grid.empty().with(0, 4);
        Mat photo = whitePhoto();
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
        GridGeometry g = frontal();
        boolean[] filled = new boolean[81];
        boolean[] wrong = new boolean[81];
        wrong[40] = true;
        Mat photo = whitePhoto();
        new VerifyOverlay(OverlayStyle.defaults()).draw(photo, g, filled, wrong);
        double[] ring = photo.get(225, 225 - 22);
        double[] far = photo.get(25, 25);
        assertTrue(ring[2] > 150 && ring[1] < 120, "red ring left of centre cell");
        assertTrue(far[1] > 250, "other cells untouched");
        photo.release();
    }

    @Test
    void verifyCirclesACellToCheckInAmberAndAMistakeInRed() {
        GridGeometry g = frontal();
        boolean[] wrong = new boolean[81];
        boolean[] check = new boolean[81];
        wrong[40] = true;
        check[10] = true;
        Mat photo = whitePhoto();
        new VerifyOverlay(OverlayStyle.defaults()).draw(photo, g, new boolean[81], wrong, check, new boolean[81]);
        double[] red = photo.get(225, 225 - 22);
        assertTrue(red[2] > 200 && red[1] < 80 && red[0] < 80, "red ring left of the wrong centre cell: " + Arrays.toString(red));
        double[] amber = photo.get(75, 75 - 22);
        assertTrue(amber[2] > 200 && amber[1] > 120 && amber[1] < 200 && amber[0] < 80,
                "amber ring left of the cell to check (r2c2): " + Arrays.toString(amber));
        photo.release();
    }

    /** An empty cell named to look at (a finished grid's digit the photo did not show) is circled in blue. */
    @Test
    void verifyCirclesACellToLookAtInBlue() {
        GridGeometry g = frontal();
        boolean[] look = new boolean[81];
        look[40] = true;
        Mat photo = whitePhoto();
        new VerifyOverlay(OverlayStyle.defaults()).draw(photo, g, new boolean[81], new boolean[81], new boolean[81], look);
        double[] ring = photo.get(225, 225 - 22);
        assertTrue(ring[0] > 150 && ring[2] < 120, "blue ring left of centre cell: " + Arrays.toString(ring));
        assertTrue(photo.get(25, 25)[1] > 250, "other cells untouched");
        photo.release();
    }
}
