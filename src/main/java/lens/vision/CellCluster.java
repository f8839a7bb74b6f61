package lens.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.imgproc.Imgproc;

/**
 * Finds a grid from its cells when its border is not a contour of its own: when the border
 * touches other lines of the page (a neighbouring puzzle's frame, a shaded band), the grid is
 * only a part of a larger contour, but its cells are still holes of about the same size, nearly
 * square, lying next to each other; or, when the thin lines fade beside the thick ones, its nine
 * boxes are. The group of such holes, each within reach of a similar one, that covers the most
 * area gives the grid: the outer corners of its convex hull.
 */
final class CellCluster {
    /** The smallest number of holes that make a grid (more than half of its boxes). */
    private static final int MIN_HOLES = 5;
    /** Neighbouring cells differ in area by at most this factor (perspective, a digit's hole). */
    private static final double AREA_RATIO = 1.8;
    /** Neighbouring cell centres are at most this many cell sides apart (a diagonal is 1.41). */
    private static final double REACH = 1.6;
    /** Least share of its rotated box a cell hole fills (a square seen at an angle stays above). */
    private static final double MIN_FILL = 0.7;

    private CellCluster() {
    }

    /** A hole that might be a cell: its contour index, area and centre. */
    private record Hole(int index, double area, double x, double y) {
    }

    /**
     * The quad around the cluster of cell-like holes with the largest total area, or null when
     * none has {@link #MIN_HOLES} holes and {@code minTotal} area. {@code h} is the contours'
     * hierarchy, four ints a contour: [next, previous, first child, parent]. Only the holes of
     * contour {@code parent} are looked at, or all holes when it is -1.
     */
    static Quad find(List<MatOfPoint> contours, int[] h, int parent, double minCellArea, double maxBoxArea,
                     double minTotal) {
        List<Hole> holes = new ArrayList<>();
        for (int i = 0; i < contours.size(); i++) {
            if (h[4 * i + 3] < 0 || (parent >= 0 && h[4 * i + 3] != parent)) {
                continue; // an outer contour, not a hole, or another contour's hole
            }
            Hole hole = cellLike(i, contours.get(i), minCellArea, maxBoxArea);
            if (hole != null) {
                holes.add(hole);
            }
        }
        if (holes.size() < MIN_HOLES) {
            return null;
        }
        int[] group = cluster(holes);
        int n = holes.size();
        int[] count = new int[n];
        double[] total = new double[n];
        for (int k = 0; k < n; k++) {
            int r = root(group, k);
            count[r]++;
            total[r] += holes.get(k).area();
        }
        int bestRoot = -1;
        for (int r = 0; r < n; r++) {
            if (count[r] >= MIN_HOLES && total[r] >= minTotal && (bestRoot < 0 || total[r] > total[bestRoot])) {
                bestRoot = r;
            }
        }
        if (bestRoot < 0) {
            return null;
        }
        List<Point> pts = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if (root(group, k) == bestRoot) {
                pts.addAll(List.of(contours.get(holes.get(k).index()).toArray()));
            }
        }
        MatOfPoint all = new MatOfPoint(pts.toArray(new Point[0]));
        Quad q = GridDetector.hullExtremes(all);
        all.release();
        return q;
    }

    private static Hole cellLike(int i, MatOfPoint contour, double minArea, double maxArea) {
        double area = Imgproc.contourArea(contour);
        if (area < minArea || area > maxArea) {
            return null;
        }
        Rect b = Imgproc.boundingRect(contour);
        double aspect = (double) b.width / b.height;
        if (aspect < 0.5 || aspect > 2) {
            return null;
        }
        MatOfPoint2f c2 = new MatOfPoint2f(contour.toArray());
        RotatedRect rr = Imgproc.minAreaRect(c2);
        c2.release();
        if (area < MIN_FILL * rr.size.area()) {
            return null;
        }
        return new Hole(i, area, rr.center.x, rr.center.y);
    }

    /** Union-find over holes: two holes join when similar in area and about a cell apart. */
    private static int[] cluster(List<Hole> holes) {
        int n = holes.size();
        int[] parent = new int[n];
        for (int k = 0; k < n; k++) {
            parent[k] = k;
        }
        for (int a = 0; a < n; a++) {
            Hole p = holes.get(a);
            for (int b = a + 1; b < n; b++) {
                Hole q = holes.get(b);
                double big = Math.max(p.area(), q.area());
                if (big > AREA_RATIO * Math.min(p.area(), q.area())) {
                    continue;
                }
                if (Math.hypot(p.x() - q.x(), p.y() - q.y()) <= REACH * Math.sqrt(big)) {
                    parent[root(parent, a)] = root(parent, b);
                }
            }
        }
        return parent;
    }

    private static int root(int[] parent, int k) {
        while (parent[k] != k) {
            parent[k] = parent[parent[k]];
            k = parent[k];
        }
        return k;
    }
}
