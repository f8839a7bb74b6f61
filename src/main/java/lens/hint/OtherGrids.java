package lens.hint;

import java.util.ArrayList;
import java.util.List;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.vision.DebugSink;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * The other puzzles of a photo that holds several: a puzzle book's page with two or four grids.
 * The reader finds one grid, the largest; this looks again with the grids found so far painted
 * over in the page's colour, and answers each further grid read cleanly (answered, with no
 * problem of the photo) as {@code solve PHOTO} answers the first; one that is not is passed over.
 * Only where another grid has room: when the first covers at most {@value #ROOM} of the photo (a
 * newspaper photo's grid mostly fills the frame, and is read as fast as before).
 */
public final class OtherGrids {
    /** The first grid's share of the photo above which no second one is looked for. */
    static final double ROOM = 0.45;
    /** At most this many looks past the first grid (a page of four). */
    static final int MAX_OTHERS = 3;
    /** A found grid is painted over this much beyond its corners (its outer line, a shadow beside it). */
    static final double MARGIN = 0.04;

    private OtherGrids() {
    }

    /** The answers to the grids of {@code photo} (not changed) besides the one at {@code first}, in the order found. */
    public static List<PhotoAnswer> find(Mat photo, Quad first, PhotoSolver solver) {
        List<PhotoAnswer> others = new ArrayList<>();
        if (first.area() > ROOM * photo.total()) {
            return others;
        }
        List<Quad> found = new ArrayList<>(List.of(first));
        Scalar paper = Core.mean(photo);
        Mat masked = photo.clone();
        try {
            // each grid found is painted over before the next look, answered or not, so a grid
            // that reads poorly does not hide the ones after it
            for (int look = 0; look < MAX_OTHERS; look++) {
                paint(masked, found.get(found.size() - 1), paper);
                PhotoSolution s = solver.solve(masked, DebugSink.NONE);
                if (!(s instanceof PhotoSolution.Judged || s instanceof PhotoSolution.Unusable)) {
                    break;
                }
                Quad at = s instanceof PhotoSolution.Judged j ? j.read().corners() : ((PhotoSolution.Unusable) s).read().corners();
                if (overlaps(at, found)) {
                    break;
                }
                found.add(at);
                PhotoAnswer next = PhotoAnswer.of(s, null);
                if (next != null && next.read().read().problems().isEmpty()) {
                    others.add(next);
                }
            }
        } finally {
            masked.release();
        }
        return others;
    }

    /** Where {@code other} lies from {@code first}, in words that go before "the first" ("left of", "below", ...). */
    public static String direction(Quad first, Quad other) {
        Point a = first.centre();
        Point b = other.centre();
        double dx = b.x - a.x;
        double dy = b.y - a.y;
        if (Math.abs(dx) >= Math.abs(dy)) {
            return dx < 0 ? "left of" : "right of";
        }
        return dy < 0 ? "above" : "below";
    }

    private static void paint(Mat image, Quad q, Scalar colour) {
        Point c = q.centre();
        Point[] grown = new Point[4];
        for (int i = 0; i < 4; i++) {
            Point p = q.corner(i);
            grown[i] = new Point(c.x + (p.x - c.x) * (1 + MARGIN), c.y + (p.y - c.y) * (1 + MARGIN));
        }
        MatOfPoint poly = new MatOfPoint(grown);
        Imgproc.fillPoly(image, List.of(poly), colour);
        poly.release();
    }

    /** Whether {@code q}'s centre lies inside any grid already found (the same grid found again). */
    private static boolean overlaps(Quad q, List<Quad> found) {
        Point c = q.centre();
        return found.stream().anyMatch(f -> f.contains(c));
    }
}
