package lens.live;

import lens.board.Grid;
import lens.overlay.PerspectiveLayer;
import lens.overlay.SolutionOverlay;
import lens.overlay.VerifyOverlay;
import lens.vision.GridGeometry;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * The solution's digits drawn once, frontally, by {@link SolutionOverlay}, then only warped into
 * each video frame as a {@link PerspectiveLayer}. The drawing of a solution does not change
 * while the grid moves, and drawing some fifty anti-aliased digits costs several milliseconds a
 * frame; warping and blending the finished layer costs about one.
 *
 * <p>The layer is made by letting the overlay draw onto a black and onto a white square through
 * an identity geometry: on black it leaves the digit colour times coverage, and the difference
 * between the two gives the coverage itself. So the look stays exactly the overlay's.
 */
final class FrontalOverlay {
    private FrontalOverlay() {
    }

    /** The layer of {@code solution}'s digits missing from {@code givens}, on a square of side {@code size}. */
    static PerspectiveLayer of(SolutionOverlay painter, Grid givens, Grid solution, int size) {
        return of(painter, givens, solution, BoardMarks.NONE, false, size);
    }

    /**
     * As above, with the cells {@code marks} revised (whose reading the board correction changed)
     * circled in amber, to check by eye, and its mistakes (a written digit the solution
     * contradicts, the right one drawn in) in red, as on a photo's answer ({@code solve PHOTO});
     * with {@code ticks}, its right written digits ticked, as {@code verify} marks its picture.
     */
    static PerspectiveLayer of(SolutionOverlay painter, Grid givens, Grid solution, BoardMarks marks, boolean ticks,
                               int size) {
        boolean[] revised = marks.revised();
        boolean[] mistakes = marks.mistakes();
        boolean[] ticked = ticks ? marks.written() : new boolean[81];
        int[] lines = new int[10];
        for (int i = 0; i <= 9; i++) {
            lines[i] = (int) Math.round(i * size / 9.0);
        }
        Quad square = Quad.of(new Point(0, 0), new Point(size, 0), new Point(size, size), new Point(0, size));
        GridGeometry identity = new GridGeometry(square, size, new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, lines, lines);
        Mat premultiplied = new Mat(size, size, CvType.CV_8UC3, new Scalar(0, 0, 0));
        Mat white = new Mat(size, size, CvType.CV_8UC3, new Scalar(255, 255, 255));
        painter.draw(premultiplied, identity, givens, solution);
        painter.draw(white, identity, givens, solution);
        boolean anyMark = false;
        for (int i = 0; i < 81; i++) {
            anyMark |= revised[i] || mistakes[i] || ticked[i];
        }
        if (anyMark) {
            // VerifyOverlay ticks the cells given as filled: only the right written digits, when asked
            VerifyOverlay marker = new VerifyOverlay(painter.style());
            marker.draw(premultiplied, identity, ticked, mistakes, revised, new boolean[81]);
            marker.draw(white, identity, ticked, mistakes, revised, new boolean[81]);
        }
        // white result = 255 (1 - a) + c a, black result = c a: their difference is 255 (1 - a).
        Mat diff = new Mat();
        Core.subtract(white, premultiplied, diff);
        Mat uncovered = new Mat();
        Imgproc.cvtColor(diff, uncovered, Imgproc.COLOR_BGR2GRAY);
        Mat alpha = new Mat();
        Core.bitwise_not(uncovered, alpha);
        white.release();
        diff.release();
        uncovered.release();
        return new PerspectiveLayer(premultiplied, alpha);
    }
}
