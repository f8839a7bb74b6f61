package lens.pipeline;

import lens.vision.GridGeometry;
import lens.vision.InkStats;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.Mat;

/**
 * Quarter turns of a found grid, for photos taken with the page sideways or upside down: the
 * detector orders corners by their place in the photo, not by the puzzle's reading direction.
 * Turning clockwise once, the cell at (r, c) of the turned grid is cell (8 - c, r) of the
 * photo's grid, and a point (x', y') of the turned square is (y', S - x') of the photo's square.
 */
public final class Orientation {
    private Orientation() {
    }

    /** The cell of the unturned grid seen at {@code cell} after {@code turns} clockwise quarter turns. */
    static int sourceCell(int cell, int turns) {
        int r = cell / 9;
        int c = cell % 9;
        for (int t = 0; t < turns; t++) {
            int or = 8 - c;
            int oc = r;
            r = or;
            c = oc;
        }
        return r * 9 + c;
    }

    /** The ink turned clockwise by {@code turns} quarter turns: a new Mat, or the same one for 0. */
    static Mat turnInk(Mat ink, int turns) {
        if (turns == 0) {
            return ink;
        }
        Mat out = new Mat();
        int code = turns == 1 ? Core.ROTATE_90_CLOCKWISE : turns == 2 ? Core.ROTATE_180 : Core.ROTATE_90_COUNTERCLOCKWISE;
        Core.rotate(ink, out, code);
        return out;
    }

    /**
     * A cell's ink measurements as seen after {@code turns} clockwise quarter turns: its offset
     * from the cell's centre turns with the page, and odd turns swap its width and height.
     */
    static InkStats turnStats(InkStats s, int turns, int cell) {
        double x = s.offsetX();
        double y = s.offsetY();
        for (int t = 0; t < (turns & 3); t++) {
            double nx = -y;
            y = x;
            x = nx;
        }
        boolean odd = (turns & 1) == 1;
        return new InkStats(cell, s.contrast(), s.strokeWidth(), s.strokeSpread(), s.sharpness(),
                odd ? s.width() : s.height(), odd ? s.height() : s.width(), x, y, s.hue());
    }

    /** The geometry of the grid turned clockwise by {@code turns} quarter turns. */
    public static GridGeometry turn(GridGeometry g, int turns) {
        GridGeometry out = g;
        for (int t = 0; t < turns; t++) {
            out = turnOnce(out);
        }
        return out;
    }

    /** The corners of a grid turned clockwise by {@code turns} quarter turns: the same points, the upright grid's first corner first. */
    static Quad turn(Quad q, int turns) {
        Quad out = q;
        for (int t = 0; t < (turns & 3); t++) {
            out = Quad.of(out.corner(3), out.corner(0), out.corner(1), out.corner(2));
        }
        return out;
    }

    private static GridGeometry turnOnce(GridGeometry g) {
        int s = g.size();
        Quad turned = turn(g.corners(), 1);
        double[] m = g.toImage();
        // toImage' = toImage * [[0, 1, 0], [-1, 0, S], [0, 0, 1]].
        double[] n = new double[9];
        for (int row = 0; row < 3; row++) {
            double a = m[3 * row];
            double b = m[3 * row + 1];
            double c = m[3 * row + 2];
            n[3 * row] = -b;
            n[3 * row + 1] = a;
            n[3 * row + 2] = b * s + c;
        }
        int[] oldRows = g.rowLines();
        int[] rows = g.colLines();
        int[] cols = new int[10];
        for (int i = 0; i <= 9; i++) {
            cols[i] = s - oldRows[9 - i];
        }
        // The turned grid's row line i is the old column line i; its column line j the old row line 9 - j.
        double[] crossings = g.crossings() == null ? null : GridGeometry.crossingsOf((i, j) -> g.crossing(9 - j, i));
        return new GridGeometry(turned, s, n, rows, cols, crossings);
    }
}
