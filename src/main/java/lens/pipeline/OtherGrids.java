package lens.pipeline;

import java.util.ArrayList;
import java.util.List;
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
 * over in the page's colour, and keeps each further grid that the caller's {@link Look} takes
 * (answered cleanly by {@code solve}, checkable by {@code verify}); one it does not take is
 * painted over and passed. Only where another grid has room: when the first covers at most
 * {@value #ROOM} of the photo (a newspaper photo's grid mostly fills the frame, and is read as
 * fast as before).
 */
public final class OtherGrids {
    /** The first grid's share of the photo above which no second one is looked for. */
    static final double ROOM = 0.45;
    /** At most this many looks past the first grid (a page of four). */
    static final int MAX_OTHERS = 3;
    /** A found grid is painted over this much beyond its corners (its outer line, a shadow beside it). */
    static final double MARGIN = 0.04;

    /** One look at the photo with the grids found so far painted over. */
    @FunctionalInterface
    public interface Look<T> {
        /** The grid found in {@code masked} and what the caller makes of it; null when no grid is found. */
        Found<T> at(Mat masked);
    }

    /** A grid found by a look: its corners, and the caller's result for it (null when the grid is passed over). */
    public record Found<T>(Quad corners, T result) {
    }

    private OtherGrids() {
    }

    /** The results of the grids of {@code photo} (not changed) besides the one at {@code first}, in the order found. */
    public static <T> List<T> find(Mat photo, Quad first, Look<T> look) {
        List<T> others = new ArrayList<>();
        if (first.area() > ROOM * photo.total()) {
            return others;
        }
        List<Quad> found = new ArrayList<>(List.of(first));
        Scalar paper = Core.mean(photo);
        Mat masked = photo.clone();
        try {
            // each grid found is painted over before the next look, taken or not, so a grid
            // that reads poorly does not hide the ones after it
            for (int i = 0; i < MAX_OTHERS; i++) {
                paint(masked, found.get(found.size() - 1), paper);
                Found<T> next = look.at(masked);
                if (next == null || overlaps(next.corners(), found)) {
                    break;
                }
                found.add(next.corners());
                if (next.result() != null) {
                    others.add(next.result());
                }
            }
        } finally {
            masked.release();
        }
        return others;
    }

    /** Where {@code other} lies from {@code first}, in words: "left of the first", "below the first". */
    public static String where(Quad first, Quad other) {
        return direction(first, other) + " the first";
    }

    private static String direction(Quad first, Quad other) {
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
