package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect2d;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** The geometry stages: corner order, the warp to a square and the way back into the photo. */
class GeometryTest {
    private static final Quad TILTED = Quad.of(new Point(110, 60), new Point(520, 90), new Point(500, 430),
            new Point(90, 400));

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    @Test
    void aQuadsCentreLiesInsideItAndAPointBesideItDoesNot() {
        Point c = TILTED.centre();
        assertEquals(305, c.x, 1e-9);
        assertEquals(245, c.y, 1e-9);
        assertTrue(TILTED.contains(c));
        assertTrue(TILTED.contains(new Point(515, 95)), "just inside the top-right corner");
        assertFalse(TILTED.contains(new Point(515, 70)), "above the top side, within its corners' x");
        assertFalse(TILTED.contains(new Point(700, 245)), "right of the grid");
    }

    @Test
    void cornersAreOrderedClockwiseFromTopLeftWhateverTheirOrder() {
        Point[] shuffled = {TILTED.corner(2), TILTED.corner(0), TILTED.corner(3), TILTED.corner(1)};
        assertEquals(TILTED, Quad.ordered(shuffled));
        assertEquals(0, TILTED.meanCornerErrorAnyTurn(Quad.of(TILTED.corner(1), TILTED.corner(2), TILTED.corner(3),
                TILTED.corner(0))), 1e-9, "a turned naming of the same corners is no error");
    }

    @Test
    void theWarpTakesTheQuadToTheSquareAndTheGeometryTakesItBack() {
        Mat photo = new Mat(480, 640, CvType.CV_8UC3, new Scalar(255, 255, 255));
        // A dark dot at the centre of cell r3c7 of the tilted grid.
        GridGeometry truth;
        try (WarpedGrid probe = GridWarper.warp(photo, TILTED, 450)) {
            truth = new GridGeometry(TILTED, 450, probe.toImageArray(), GridLines.uniform(450), GridLines.uniform(450));
        }
        Point dot = truth.toPhoto(6 * 50 + 25, 2 * 50 + 25);
        Imgproc.circle(photo, dot, 4, new Scalar(0, 0, 0), -1);
        try (WarpedGrid w = GridWarper.warp(photo, TILTED, 450)) {
            assertEquals(450, w.square().rows());
            assertTrue(w.square().get(2 * 50 + 25, 6 * 50 + 25)[0] < 100, "the dot lands in cell r3c7 of the square");
            assertTrue(w.square().get(25, 25)[0] > 200, "paper elsewhere");
            for (int i = 0; i < 4; i++) {
                Point corner = truth.toPhoto(i == 1 || i == 2 ? 450 : 0, i >= 2 ? 450 : 0);
                assertEquals(TILTED.corner(i).x, corner.x, 1e-6);
                assertEquals(TILTED.corner(i).y, corner.y, 1e-6);
            }
            Point centre = truth.cellCentre(2, 6);
            assertEquals(6 * 50 + 25, centre.x, 1e-9);
            assertEquals(2 * 50 + 25, centre.y, 1e-9);
        }
        photo.release();
    }

    /**
     * A quad moved by cells goes a ninth of each side per cell, each corner along its own sides:
     * on a parallelogram that is exactly where the grid's lines cross, and the moves undo.
     */
    @Test
    void aQuadMovedByCellsGoesANinthOfItsSidesPerCell() {
        Quad slanted = Quad.of(new Point(100, 50), new Point(460, 80), new Point(430, 440), new Point(70, 410));
        Quad moved = slanted.movedByCells(1, -2);
        double[][] want = {{100 - 80 - 3.3333, 50 + 40 - 6.6667}, {460 - 80 - 3.3333, 80 + 40 - 6.6667},
                {430 - 80 - 3.3333, 440 + 40 - 6.6667}, {70 - 80 - 3.3333, 410 + 40 - 6.6667}};
        for (int i = 0; i < 4; i++) {
            assertEquals(want[i][0], moved.corner(i).x, 1e-3);
            assertEquals(want[i][1], moved.corner(i).y, 1e-3);
        }
        assertEquals(0, TILTED.movedByCells(0, 1).movedByCells(0, -1).meanCornerError(TILTED), 1e-9);
    }

    /** A quad's box is the upright rectangle through its outermost corners, whichever corner they are. */
    @Test
    void aQuadsBoxHoldsItsCornersAndNoMore() {
        Quad slanted = Quad.of(new Point(100, 50), new Point(460, 80), new Point(430, 440), new Point(70, 410));
        Rect2d box = slanted.box();
        assertEquals(70, box.x, 1e-9);
        assertEquals(50, box.y, 1e-9);
        assertEquals(390, box.width, 1e-9);
        assertEquals(390, box.height, 1e-9);
    }

    /**
     * A photo at a phone camera's full size (the grid over 2000 px, more than twice the square)
     * gives the square its smaller copy gives: the grid's part is averaged in blocks first, and
     * the warp still takes each cell where it belongs.
     */
    @Test
    void aFullSizePhotosSquareIsItsSmallerCopysSquare() {
        double f = 6;
        Quad big = TILTED.scaled(f);
        Mat photo = new Mat((int) (480 * f), (int) (640 * f), CvType.CV_8UC3, new Scalar(230, 230, 230));
        try (WarpedGrid probe = GridWarper.warp(photo, big, 450)) {
            GridGeometry geometry = new GridGeometry(big, 450, probe.toImageArray(), GridLines.uniform(450),
                    GridLines.uniform(450));
            for (int i = 0; i <= 9; i++) { // every line of the grid, 2 px wide in the small copy
                Imgproc.line(photo, geometry.toPhoto(i * 50, 0), geometry.toPhoto(i * 50, 450), new Scalar(20, 20, 20),
                        (int) (2 * f));
                Imgproc.line(photo, geometry.toPhoto(0, i * 50), geometry.toPhoto(450, i * 50), new Scalar(20, 20, 20),
                        (int) (2 * f));
            }
            Imgproc.circle(photo, geometry.toPhoto(6 * 50 + 25, 2 * 50 + 25), (int) (5 * f), new Scalar(20, 20, 20), -1);
        }
        try (WarpedGrid w = GridWarper.warp(photo, big, 450)) {
            Mat sq = w.square();
            assertTrue(sq.get(2 * 50 + 25, 6 * 50 + 25)[0] < 100, "the dot lands in cell r3c7 of the square");
            for (int i = 1; i < 9; i++) {
                assertTrue(sq.get(i * 50, 125)[0] < 120, "row line " + i + " where it belongs: " + sq.get(i * 50, 125)[0]);
                assertTrue(sq.get(125, i * 50)[0] < 120, "column line " + i + " where it belongs");
                assertTrue(sq.get(i * 50 + 25, 125)[0] > 180, "paper between the lines");
            }
        }
        photo.release();
    }

    /**
     * The grid's surround (a cell's margin round the square, {@link GridWarper#surround}) shows
     * what lies past the outer lines where it is: a dot half a cell above the top line lands half
     * a cell above the square's top, in a photo and in its copy six times as large (warped from
     * the part averaged in blocks).
     */
    @Test
    void theSurroundShowsInkPastTheTopLineWhereItIs() {
        for (double f : new double[] {1, 6}) {
            Quad at = TILTED.scaled(f);
            Mat photo = new Mat((int) (480 * f), (int) (640 * f), CvType.CV_8UC3, new Scalar(230, 230, 230));
            try (WarpedGrid probe = GridWarper.warp(photo, at, 450)) {
                GridGeometry geometry = new GridGeometry(at, 450, probe.toImageArray(), GridLines.uniform(450),
                        GridLines.uniform(450));
                Imgproc.circle(photo, geometry.toPhoto(4 * 50 + 25, -25), (int) Math.round(6 * f), new Scalar(20, 20, 20), -1);
            }
            Mat view = GridWarper.surround(photo, at, 450, 50);
            assertEquals(550, view.rows());
            assertTrue(view.get(25, 50 + 225)[0] < 100, f + "x: the dot half a cell above r1c5: " + view.get(25, 275)[0]);
            assertTrue(view.get(50 + 25, 50 + 225)[0] > 180, f + "x: paper in r1c5 itself");
            view.release();
            photo.release();
        }
    }
}
