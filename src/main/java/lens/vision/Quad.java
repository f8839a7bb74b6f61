package lens.vision;

import java.util.Arrays;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect2d;

/**
 * Four corners of a grid in image coordinates, clockwise from top-left: top-left, top-right,
 * bottom-right, bottom-left. Immutable.
 */
public record Quad(double[] xy) {
    public Quad {
        if (xy.length != 8) {
            throw new IllegalArgumentException("a quad has 8 coordinates, not " + xy.length);
        }
        xy = xy.clone();
    }

    public static Quad of(Point... p) {
        double[] xy = new double[8];
        for (int i = 0; i < 4; i++) {
            xy[2 * i] = p[i].x;
            xy[2 * i + 1] = p[i].y;
        }
        return new Quad(xy);
    }

    /** Orders any four points clockwise from top-left (smallest x+y first, then by angle). */
    public static Quad ordered(Point[] pts) {
        Point mean = mean(pts);
        final double mx = mean.x;
        final double my = mean.y;
        Point[] s = pts.clone();
        // Clockwise in image coordinates (y down) = increasing atan2 angle.
        Arrays.sort(s, (a, b) -> Double.compare(Math.atan2(a.y - my, a.x - mx), Math.atan2(b.y - my, b.x - mx)));
        int start = 0;
        for (int i = 1; i < 4; i++) {
            if (s[i].x + s[i].y < s[start].x + s[start].y) {
                start = i;
            }
        }
        Point[] o = new Point[4];
        for (int i = 0; i < 4; i++) {
            o[i] = s[(start + i) % 4];
        }
        return of(o);
    }

    /** The mean of the four corners. */
    public Point centre() {
        return mean(corners());
    }

    /** Whether {@code p} lies inside the quad (on the same side of its four sides; a grid's quad is convex). */
    public boolean contains(Point p) {
        int sign = 0;
        for (int i = 0; i < 4; i++) {
            Point a = corner(i);
            Point b = corner((i + 1) % 4);
            int s = (int) Math.signum((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
            if (s != 0 && sign != 0 && s != sign) {
                return false;
            }
            sign = s != 0 ? s : sign;
        }
        return true;
    }

    private static Point mean(Point[] pts) {
        double x = 0;
        double y = 0;
        for (Point p : pts) {
            x += p.x / pts.length;
            y += p.y / pts.length;
        }
        return new Point(x, y);
    }

    public Point corner(int i) {
        return new Point(xy[2 * i], xy[2 * i + 1]);
    }

    public Point[] corners() {
        return new Point[] {corner(0), corner(1), corner(2), corner(3)};
    }

    @Override
    public double[] xy() {
        return xy.clone();
    }

    /** A new native point list; the caller releases it. */
    public MatOfPoint2f toMat() {
        OpenCvLoader.ensureLoaded();
        return new MatOfPoint2f(corners());
    }

    /** The mean distance between corresponding corners, in pixels. */
    public double meanCornerError(Quad other) {
        double sum = 0;
        for (int i = 0; i < 4; i++) {
            sum += Math.hypot(xy[2 * i] - other.xy[2 * i], xy[2 * i + 1] - other.xy[2 * i + 1]);
        }
        return sum / 4;
    }

    /**
     * The mean corner error for the best cyclic order of this quad's corners: a reading turned
     * to the puzzle's upright starts at another photo corner than the photo's own top-left.
     */
    public double meanCornerErrorAnyTurn(Quad other) {
        double best = Double.MAX_VALUE;
        for (int shift = 0; shift < 4; shift++) {
            double[] s = new double[8];
            for (int i = 0; i < 4; i++) {
                s[2 * i] = xy[2 * ((i + shift) % 4)];
                s[2 * i + 1] = xy[2 * ((i + shift) % 4) + 1];
            }
            best = Math.min(best, new Quad(s).meanCornerError(other));
        }
        return best;
    }

    /** The area by the shoelace formula. */
    public double area() {
        double a = 0;
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            a += xy[2 * i] * xy[2 * j + 1] - xy[2 * j] * xy[2 * i + 1];
        }
        return Math.abs(a) / 2;
    }

    /** The length of the side from corner i to corner i+1. */
    public double side(int i) {
        int j = (i + 1) % 4;
        return Math.hypot(xy[2 * j] - xy[2 * i], xy[2 * j + 1] - xy[2 * i + 1]);
    }

    /**
     * The quad of this grid moved {@code rows} cells down and {@code cols} cells right (negative:
     * up, left), each corner along the sides it lies on by a ninth of that side: where a grid's
     * border was mistaken for one of its lines, or a line for its border. (Moved through the
     * perspective the corners give instead, the quads of grids cut by the frame's edge read 253
     * cells fewer among the printed training photos' five cuts; docs/reading-notebook.md.)
     */
    public Quad movedByCells(int rows, int cols) {
        Point[] p = corners();
        Point[] out = p.clone();
        for (int i = 0; i < 4; i++) {
            // the side down (or up) from corner i: 0 -> 3, 1 -> 2; across: 0 -> 1, 3 -> 2
            Point down = i == 0 || i == 3 ? minus(p[3], p[0]) : minus(p[2], p[1]);
            Point across = i == 0 || i == 1 ? minus(p[1], p[0]) : minus(p[2], p[3]);
            out[i] = new Point(p[i].x + (rows * down.x + cols * across.x) / 9, p[i].y + (rows * down.y + cols * across.y) / 9);
        }
        return of(out);
    }

    private static Point minus(Point a, Point b) {
        return new Point(a.x - b.x, a.y - b.y);
    }

    /** The quad moved by ({@code dx}, {@code dy}) pixels. */
    public Quad translated(double dx, double dy) {
        double[] t = xy.clone();
        for (int i = 0; i < 8; i += 2) {
            t[i] += dx;
            t[i + 1] += dy;
        }
        return new Quad(t);
    }

    /** The smallest upright rectangle holding the four corners (how much of a picture the grid spans). */
    public Rect2d box() {
        double left = Double.MAX_VALUE;
        double top = Double.MAX_VALUE;
        double right = -Double.MAX_VALUE;
        double bottom = -Double.MAX_VALUE;
        for (int i = 0; i < 8; i += 2) {
            left = Math.min(left, xy[i]);
            right = Math.max(right, xy[i]);
            top = Math.min(top, xy[i + 1]);
            bottom = Math.max(bottom, xy[i + 1]);
        }
        return new Rect2d(left, top, right - left, bottom - top);
    }

    public Quad scaled(double f) {
        double[] s = xy.clone();
        for (int i = 0; i < 8; i++) {
            s[i] *= f;
        }
        return new Quad(s);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            sb.append(i == 0 ? "" : " ").append(Math.round(xy[2 * i])).append(',').append(Math.round(xy[2 * i + 1]));
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Quad q && Arrays.equals(xy, q.xy);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(xy);
    }
}
