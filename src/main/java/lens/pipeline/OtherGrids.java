package lens.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
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
    /** The paper a found grid is painted in the colour of: the band from {@value #MARGIN} to this beyond its corners. */
    static final double PAPER_BAND = 0.10;

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
        return find(photo, first, look, MAX_OTHERS);
    }

    /** The result of the first grid {@code look} takes besides the one at {@code first}, if any. */
    public static <T> Optional<T> next(Mat photo, Quad first, Look<T> look) {
        return find(photo, first, look, 1).stream().findFirst();
    }

    /** {@link #find}, stopping once {@code most} results are taken. */
    private static <T> List<T> find(Mat photo, Quad first, Look<T> look, int most) {
        List<T> others = new ArrayList<>();
        if (first.area() > ROOM * photo.total()) {
            return others;
        }
        List<Quad> found = new ArrayList<>(List.of(first));
        Mat masked = photo.clone();
        try {
            // each grid found is painted over before the next look, taken or not, so a grid
            // that reads poorly does not hide the ones after it
            for (int i = 0; i < MAX_OTHERS && others.size() < most; i++) {
                paint(masked, found.get(found.size() - 1));
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

    /** Where {@code other} lies from {@code first}, in words that go before a name of the first: "left of", "below". */
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

    /**
     * Paints {@code q}, {@value #MARGIN} beyond its corners, in the colour of the paper around it
     * (the band out to {@value #PAPER_BAND} beyond): painted in the photo's mean colour, a grid
     * beside a dark desk left a patch whose edge, next to a further grid, was taken for a
     * shadow's edge across it (a page of four samples: the fourth grid unusable).
     */
    private static void paint(Mat image, Quad q) {
        MatOfPoint inner = grown(q, MARGIN);
        MatOfPoint outer = grown(q, PAPER_BAND);
        Mat band = Mat.zeros(image.size(), CvType.CV_8UC1);
        try {
            Imgproc.fillPoly(band, List.of(outer), new Scalar(255));
            Imgproc.fillPoly(band, List.of(inner), new Scalar(0));
            Scalar paper = Core.countNonZero(band) > 0 ? Core.mean(image, band) : Core.mean(image);
            Imgproc.fillPoly(image, List.of(inner), paper);
        } finally {
            band.release();
            inner.release();
            outer.release();
        }
    }

    /** {@code q}'s corners moved {@code by} of their distance from its centre outwards. */
    private static MatOfPoint grown(Quad q, double by) {
        Point c = q.centre();
        Point[] grown = new Point[4];
        for (int i = 0; i < 4; i++) {
            Point p = q.corner(i);
            grown[i] = new Point(c.x + (p.x - c.x) * (1 + by), c.y + (p.y - c.y) * (1 + by));
        }
        return new MatOfPoint(grown);
    }

    /** Whether {@code q}'s centre lies inside any grid already found (the same grid found again). */
    private static boolean overlaps(Quad q, List<Quad> found) {
        Point c = q.centre();
        return found.stream().anyMatch(f -> f.contains(c));
    }
}
