package lens.live;

import lens.board.Grid;
import lens.overlay.SolutionOverlay;
import lens.vision.GridGeometry;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The solution's digits drawn once, frontally, by {@link SolutionOverlay}, then only warped into
 * each video frame. The drawing of a solution does not change while the grid moves, and drawing
 * some fifty anti-aliased digits costs several milliseconds a frame; warping and blending the
 * finished layer costs about one.
 *
 * <p>The layer is made by letting the overlay draw onto a black and onto a white square through
 * an identity geometry: on black it leaves the digit colour times coverage, and the difference
 * between the two gives the coverage itself. So the look stays exactly the overlay's.
 */
final class FrontalOverlay implements AutoCloseable {
    private final Grid givens;
    private final Grid solution;
    private final int size;
    private final Mat premultiplied;
    private final Mat alpha;

    FrontalOverlay(SolutionOverlay painter, Grid givens, Grid solution, int size) {
        this.givens = givens;
        this.solution = solution;
        this.size = size;
        int[] lines = new int[10];
        for (int i = 0; i <= 9; i++) {
            lines[i] = (int) Math.round(i * size / 9.0);
        }
        Quad square = Quad.of(new Point(0, 0), new Point(size, 0), new Point(size, size), new Point(0, size));
        GridGeometry identity = new GridGeometry(square, size, new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, lines, lines);
        premultiplied = new Mat(size, size, CvType.CV_8UC3, new Scalar(0, 0, 0));
        Mat white = new Mat(size, size, CvType.CV_8UC3, new Scalar(255, 255, 255));
        painter.draw(premultiplied, identity, givens, solution);
        painter.draw(white, identity, givens, solution);
        // white result = 255 (1 - a) + c a, black result = c a: their difference is 255 (1 - a).
        Mat diff = new Mat();
        Core.subtract(white, premultiplied, diff);
        Mat uncovered = new Mat();
        Imgproc.cvtColor(diff, uncovered, Imgproc.COLOR_BGR2GRAY);
        alpha = new Mat();
        Core.bitwise_not(uncovered, alpha);
        white.release();
        diff.release();
        uncovered.release();
    }

    boolean shows(Grid g, Grid s) {
        return givens.equals(g) && solution.equals(s);
    }

    /**
     * Blends the layer into {@code view} (a BGR frame or part of it, changed in place) through
     * {@code squareToView}: the geometry's square-to-view homography for a square of side
     * {@code squareSize}.
     */
    void compositeOnto(Mat view, double[] squareToView, int squareSize) {
        double f = (double) squareSize / size;
        double[] m = squareToView;
        Mat h = new Mat(3, 3, CvType.CV_64F);
        h.put(0, 0, m[0] * f, m[1] * f, m[2], m[3] * f, m[4] * f, m[5], m[6] * f, m[7] * f, m[8]);
        Mat colour = new Mat();
        Mat cover = new Mat();
        Size target = view.size();
        Imgproc.warpPerspective(premultiplied, colour, h, target, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT,
                new Scalar(0, 0, 0));
        Imgproc.warpPerspective(alpha, cover, h, target, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, new Scalar(0));
        h.release();
        Mat keep = new Mat();
        Core.bitwise_not(cover, cover);
        Imgproc.cvtColor(cover, keep, Imgproc.COLOR_GRAY2BGR);
        // view = view (1 - a) + colour a, where colour a is already in the layer.
        Core.multiply(view, keep, view, 1 / 255.0);
        Core.add(view, colour, view);
        colour.release();
        cover.release();
        keep.release();
    }

    @Override
    public void close() {
        premultiplied.release();
        alpha.release();
    }
}
