package lens.vision;

import java.util.Arrays;
import java.util.Optional;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The grid lines of a bent page, traced across the photo, and the square straightened along
 * them. A homography puts a flat grid's four corners right; on a page curled in the hand or seen
 * through a wide lens the lines between bow, so cells cut digits and hold pieces of grid line
 * (printed train photos with the page curled by 5% of its height: 56 of 79 read fully right
 * against 77 flat; docs/reading-notebook.md).
 *
 * <p>The grid is warped with half a cell of margin, so a border bowing outwards stays in view.
 * Each inner line is traced strip by strip (a quarter cell wide) as the path of most ink within
 * half a cell of its straight place ({@link Path}); a smooth surface through all of them outvotes
 * a line traced astray, and the outer lines are taken from it ({@link Lines}). A grid whose lines
 * bow less than {@link #BENT} of a cell is left to the homography, so a flat page is warped
 * exactly as before; a bent one is straightened only when that makes its lines straighter
 * ({@link #square}).
 */
final class GridMesh {
    /** Bow (cells), the largest gap between a line's parabola and its chord, from which a page is straightened. */
    static final double BENT = 0.12;
    /** Margin around the grid in the tracing view, in cells. */
    private static final double MARGIN = 0.5;
    /** Strip width, in cells. */
    private static final double STRIP = 0.25;
    /** Number of the line surface's terms ({@link Lines#terms}). */
    private static final int TERMS = 7;
    /**
     * Least share of a line's strips on the surface, with a line's ink. Where the thin lines are
     * blurred away (degraded pen renders) the paths run through digits and scatter: 0.4 kept
     * those pages as the homography read them and cost 1-3 photos of 78 on curled ones.
     */
    private static final double MIN_SHARE = 0.4;
    /** Shortest stroke taken as part of a line, in cells: longer than a letter of text. */
    private static final double STROKE = 0.3;

    /** {@code x[i][j], y[i][j]}: where horizontal line i crosses vertical line j, in the photo. */
    private final double[][] x;
    private final double[][] y;

    private GridMesh(double[][] x, double[][] y) {
        this.x = x;
        this.y = y;
    }

    /** A colour square (the caller releases it), and where its lines cross in the photo when it was straightened (else null). */
    record Square(Mat colour, double[] crossings) {
    }

    /**
     * The colour square of side {@code size} the grid is read from: the homography's warp
     * ({@code toImage}: square to photo), or that square straightened along the mesh when the
     * page is bent and the straightened square has more of its ink in long straight strokes (a
     * mesh traced astray bends straight lines, and so loses). The homography's square is the
     * middle of the tracing view (the same pixels as a warp of its own: one warp, not two).
     */
    static Square square(Mat image, Mat toImage, int size) {
        double cell = size / 9.0;
        int m = margin(cell);
        Mat view = view(image, toImage, size);
        Mat warped = view.submat(m, m + size, m, m + size).clone();
        Optional<GridMesh> mesh = traced(view, toImage, size);
        view.release();
        if (mesh.isEmpty()) {
            return new Square(warped, null);
        }
        Mat straight = mesh.get().straightened(image, size);
        if (straightInk(straight, size) > straightInk(warped, size)) {
            warped.release();
            return new Square(straight, mesh.get().crossings());
        }
        straight.release();
        return new Square(warped, null);
    }

    /** The crossings as {@link GridGeometry#crossings}. */
    double[] crossings() {
        return GridGeometry.crossingsOf((i, j) -> new Point(x[i][j], y[i][j]));
    }

    /** Ink of a colour square in horizontal and vertical strokes longer than 1.5 cells: how straight its lines are. */
    private static double straightInk(Mat colour, int size) {
        double cell = size / 9.0;
        int edge = (int) Math.round(cell / 3);
        Mat inner = colour.submat(edge, size - edge, edge, size - edge);
        Mat bin = ink(inner, cell);
        double ink = 0;
        for (boolean rows : new boolean[] {true, false}) {
            Mat strokes = strokes(bin, 1.5 * cell, rows);
            ink += Core.countNonZero(strokes);
            strokes.release();
        }
        bin.release();
        return ink;
    }

    /**
     * The mesh of the grid at {@code toImage} (square of side {@code size} to photo) when its
     * lines bow by {@link #BENT} of a cell or more; empty for a flat grid, or when not all 20
     * lines can be traced (then the homography is the best there is).
     */
    static Optional<GridMesh> ifBent(Mat image, Mat toImage, int size) {
        Mat view = view(image, toImage, size);
        Optional<GridMesh> mesh = traced(view, toImage, size);
        view.release();
        return mesh;
    }

    /** The margin around the grid in the tracing view, in pixels. */
    private static int margin(double cell) {
        return (int) Math.round(MARGIN * cell);
    }

    /** The tracing view: the grid at {@code toImage} warped to a colour square with {@link #MARGIN} around it. */
    private static Mat view(Mat image, Mat toImage, int size) {
        int m = margin(size / 9.0);
        int full = size + 2 * m;
        Mat shift = Mat.eye(3, 3, CvType.CV_64F);
        shift.put(0, 2, -m);
        shift.put(1, 2, -m);
        Mat viewToImage = new Mat();
        Core.gemm(toImage, shift, 1, new Mat(), 0, viewToImage);
        shift.release();
        Mat view = new Mat();
        Imgproc.warpPerspective(image, view, viewToImage, new Size(full, full),
                Imgproc.INTER_LINEAR | Imgproc.WARP_INVERSE_MAP, Core.BORDER_REPLICATE);
        viewToImage.release();
        return view;
    }

    /** {@link #ifBent} on the tracing {@code view} made by {@link #view}. */
    private static Optional<GridMesh> traced(Mat view, Mat toImage, int size) {
        double cell = size / 9.0;
        int m = margin(cell);
        int full = view.cols();
        Mat bin = ink(view, cell);
        byte[] rowInk = bytes(strokes(bin, STROKE * cell, true));
        byte[] colInk = bytes(strokes(bin, STROKE * cell, false));
        bin.release();
        Lines rows = Lines.trace(rowInk, full, m, cell, true);
        Lines cols = rows == null ? null : Lines.trace(colInk, full, m, cell, false);
        if (cols == null || Math.max(rows.maxBow(), cols.maxBow()) < BENT * cell) {
            return Optional.empty();
        }
        double[] h = new double[9];
        toImage.get(0, 0, h);
        double[][] px = new double[10][10];
        double[][] py = new double[10][10];
        for (int i = 0; i <= 9; i++) {
            for (int j = 0; j <= 9; j++) {
                // Where row line i meets column line j: a few steps between the two curves.
                double cx = m + j * cell;
                double cy = m + i * cell;
                for (int k = 0; k < 6; k++) {
                    cy = rows.at(i, cx);
                    cx = cols.at(j, cy);
                }
                Point p = GridGeometry.mapped(h, cx - m, cy - m);
                px[i][j] = p.x;
                py[i][j] = p.y;
            }
        }
        return Optional.of(new GridMesh(px, py));
    }

    /**
     * The photo's grid as a square of side {@code size} with every crossing of two lines at its
     * even place: each cell is mapped from its four crossings (bilinear within the cell).
     */
    Mat straightened(Mat image, int size) {
        double cell = size / 9.0;
        float[] mapX = new float[size * size];
        float[] mapY = new float[size * size];
        for (int v = 0; v < size; v++) {
            double fv = v / cell;
            int i = Math.min(8, (int) fv);
            double b = fv - i;
            for (int u = 0; u < size; u++) {
                double fu = u / cell;
                int j = Math.min(8, (int) fu);
                double a = fu - j;
                int at = v * size + u;
                mapX[at] = (float) bilinear(x, i, j, a, b);
                mapY[at] = (float) bilinear(y, i, j, a, b);
            }
        }
        Mat mx = new Mat(size, size, CvType.CV_32F);
        Mat my = new Mat(size, size, CvType.CV_32F);
        mx.put(0, 0, mapX);
        my.put(0, 0, mapY);
        Mat out = new Mat();
        Imgproc.remap(image, out, mx, my, Imgproc.INTER_LINEAR, Core.BORDER_REPLICATE);
        mx.release();
        my.release();
        return out;
    }

    /** The ink of a colour picture of a grid with cells {@code cell} px wide (255 = ink), thresholded as the refiner does. */
    private static Mat ink(Mat colour, double cell) {
        Mat grey = Gray.ofInk(colour);
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(grey, bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                ((int) (cell * 0.6)) | 1, 8);
        grey.release();
        return bin;
    }

    /**
     * The ink of {@code bin} in strokes at least {@code length} pixels long along one axis, after
     * a 3-pixel thickening across it, so a line sloping 1 in 3 stays whole: with
     * {@link #STROKE} of a cell, grid lines and a few digit bars, not letters of text.
     */
    private static Mat strokes(Mat bin, double length, boolean rows) {
        Mat thick = new Mat();
        Mat across = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, rows ? new Size(1, 3) : new Size(3, 1));
        Imgproc.dilate(bin, thick, across);
        int len = (int) Math.round(length);
        Mat along = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, rows ? new Size(len, 1) : new Size(1, len));
        Imgproc.morphologyEx(thick, thick, Imgproc.MORPH_OPEN, along);
        across.release();
        along.release();
        return thick;
    }

    /** The pixels of a square 8-bit picture, which is released. */
    private static byte[] bytes(Mat square) {
        byte[] out = new byte[(int) square.total()];
        square.get(0, 0, out);
        square.release();
        return out;
    }

    private static double bilinear(double[][] p, int i, int j, double a, double b) {
        return (1 - a) * (1 - b) * p[i][j] + a * (1 - b) * p[i][j + 1] + (1 - a) * b * p[i + 1][j]
                + a * b * p[i + 1][j + 1];
    }

    /**
     * The 10 lines along one axis: line {@code i} at {@code s = t / full} along it lies across
     * at {@code coef[i][0] + coef[i][1] s + coef[i][2] s^2} pixels.
     */
    private record Lines(double[][] coef, int full) {
        double at(int line, double t) {
            double[] c = coef[line];
            double s = t / full;
            return c[0] + s * (c[1] + s * c[2]);
        }

        /** The largest gap between a line and its chord, in pixels. */
        double maxBow() {
            double bow = 0;
            for (double[] c : coef) {
                bow = Math.max(bow, Math.abs(c[2]) / 4);
            }
            return bow;
        }

        /**
         * Traces the 10 lines of one axis in the view's long strokes along that axis
         * ({@code ink}, non-zero = ink, side {@code full}, grid from {@code m} to
         * {@code full - m}); null when a line has too little ink along its path, or the lines
         * found are not evenly spaced, or a line has less than {@link #MIN_SHARE} of its strips
         * near the surface.
         *
         * <p>The eight inner lines are traced, each within half a cell of its even place, and one
         * smooth surface ({@link #terms}) is fitted through all their points. A page bends
         * smoothly, so a line traced astray (along the digits beside a faint thin line) is
         * outvoted by the others; each line is then fitted alone, as a parabola, through its
         * points near the surface, which places it to the pixel. The two outer lines are the
         * surface's, a cell beyond: text beside the grid is never taken for its border.
         */
        static Lines trace(byte[] ink, int full, int m, double cell, boolean rows) {
            int sw = Math.max(4, (int) Math.round(STRIP * cell));
            int first = (int) Math.ceil(m / (double) sw - 0.5);
            int last = (int) Math.floor((full - m) / (double) sw - 0.5);
            int strips = last - first + 1;
            // profile[k][p]: ink in strip k (along the line) at position p (across it), summed over 3 pixels.
            int[][] profile = new int[strips][full];
            for (int r = 0; r < full; r++) {
                for (int c = 0; c < full; c++) {
                    if (ink[r * full + c] != 0) {
                        int k = (rows ? c : r) / sw - first;
                        if (k >= 0 && k < strips) {
                            profile[k][rows ? r : c]++;
                        }
                    }
                }
            }
            for (int[] p : profile) {
                int[] raw = p.clone();
                for (int q = 1; q + 1 < full; q++) {
                    p[q] = raw[q - 1] + raw[q] + raw[q + 1];
                }
            }
            double[] s = new double[strips];
            for (int k = 0; k < strips; k++) {
                s[k] = (first + k + 0.5) * sw / full;
            }
            Path[] paths = new Path[10];
            double[] centre = new double[strips];
            for (int line = 1; line <= 8; line++) {
                Arrays.fill(centre, m + line * cell);
                paths[line] = Path.traced(profile, centre, cell / 2, sw);
                if (paths[line] == null) {
                    return null;
                }
            }
            double[] w = surface(paths, s, cell);
            if (w == null) {
                return null;
            }
            double[][] coef = new double[10][3];
            for (int line = 0; line <= 9; line++) {
                double u = line / 9.0;
                coef[line] = new double[] {w[0] + w[3] * u + w[6] * u * u, w[1] + w[4] * u, w[2] + w[5] * u};
                if (paths[line] != null) {
                    boolean[] near = new boolean[strips];
                    int nearCount = 0;
                    for (int k = 0; k < strips; k++) {
                        double c0 = coef[line][0] + s[k] * (coef[line][1] + s[k] * coef[line][2]);
                        near[k] = paths[line].strong()[k] && Math.abs(paths[line].pos()[k] - c0) <= 0.1 * cell;
                        nearCount += near[k] ? 1 : 0;
                    }
                    if (nearCount < MIN_SHARE * strips) {
                        return null;
                    }
                    double[] own = parabola(s, paths[line].pos(), near, strips / 3);
                    if (own != null) {
                        coef[line] = own;
                    }
                }
            }
            Lines lines = new Lines(coef, full);
            for (double at : new double[] {m, full / 2.0, full - m}) {
                for (int line = 0; line < 9; line++) {
                    double gap = lines.at(line + 1, at) - lines.at(line, at);
                    if (gap < 0.6 * cell || gap > 1.4 * cell) {
                        return null;
                    }
                }
            }
            return lines;
        }

        /**
         * The surface's weights (one per {@link #terms}) through the traced points (strong ones),
         * refitted twice without the points more than a tenth of a cell off it; null when fewer
         * than 20 points remain.
         */
        private static double[] surface(Path[] paths, double[] s, double cell) {
            boolean[][] use = new boolean[10][];
            for (int line = 0; line <= 9; line++) {
                use[line] = paths[line] == null ? null : paths[line].strong().clone();
            }
            double[] w = null;
            for (int round = 0; round < 3; round++) {
                double[][] a = new double[TERMS][TERMS + 1];
                int n = 0;
                for (int line = 0; line <= 9; line++) {
                    for (int k = 0; use[line] != null && k < s.length; k++) {
                        if (use[line][k]) {
                            n++;
                            addTerm(a, terms(line / 9.0, s[k]), paths[line].pos()[k]);
                        }
                    }
                }
                w = n < 20 ? null : solve(a);
                if (w == null) {
                    return null;
                }
                for (int line = 0; line <= 9; line++) {
                    for (int k = 0; use[line] != null && k < s.length; k++) {
                        double[] f = terms(line / 9.0, s[k]);
                        double at = 0;
                        for (int q = 0; q < TERMS; q++) {
                            at += w[q] * f[q];
                        }
                        use[line][k] &= Math.abs(paths[line].pos()[k] - at) <= 0.1 * cell;
                    }
                }
            }
            return w;
        }

        /** One line's own parabola in {@code s} through the points in use; null with fewer than {@code least} (or 5). */
        private static double[] parabola(double[] s, double[] pos, boolean[] use, int least) {
            double[][] a = new double[3][4];
            int n = 0;
            for (int k = 0; k < s.length; k++) {
                if (use[k]) {
                    n++;
                    addTerm(a, new double[] {1, s[k], s[k] * s[k]}, pos[k]);
                }
            }
            return n < Math.max(5, least) ? null : solve(a);
        }

        /**
         * The surface's terms at line {@code u = i/9}, position {@code s}: across position
         * quadratic in both, except that a line's slope and bow change only linearly from line
         * to line (no {@code u^2 s}, {@code u^2 s^2}): a curl or a lens bends the lines so, and
         * two lines traced astray cannot bend the surface after them (hand-filled train photos
         * with faint thin lines lost 2 photos with the full quadratic).
         */
        private static double[] terms(double u, double s) {
            return new double[] {1, s, s * s, u, u * s, u * s * s, u * u};
        }

        /** Adds one point's terms {@code f} and value {@code v} to the normal equations {@code a} (n x n+1). */
        private static void addTerm(double[][] a, double[] f, double v) {
            for (int r = 0; r < f.length; r++) {
                for (int c = 0; c < f.length; c++) {
                    a[r][c] += f[r] * f[c];
                }
                a[r][f.length] += f[r] * v;
            }
        }

        /** The solution of the normal equations {@code a} (n x n+1, right side last); null if singular. */
        private static double[] solve(double[][] a) {
            int n = a.length;
            Mat lhs = new Mat(n, n, CvType.CV_64F);
            Mat rhs = new Mat(n, 1, CvType.CV_64F);
            for (int r = 0; r < n; r++) {
                lhs.put(r, 0, Arrays.copyOf(a[r], n));
                rhs.put(r, 0, a[r][n]);
            }
            Mat sol = new Mat();
            boolean ok = Core.solve(lhs, rhs, sol, Core.DECOMP_SVD);
            double[] w = new double[n];
            sol.get(0, 0, w);
            lhs.release();
            rhs.release();
            sol.release();
            return ok ? w : null;
        }
    }

    /** One line's path across the strips: its position in each, and whether the strip has a line's ink there. */
    private record Path(double[] pos, boolean[] strong) {
        /**
         * The path of most ink through the strips within {@code reach} of {@code centre} (per
         * strip), steps of at most a third of a strip; null when less than half of its strips
         * have a line's ink.
         */
        static Path traced(int[][] profile, double[] centre, double reach, int sw) {
            int strips = centre.length;
            int full = profile[0].length;
            int r = (int) Math.round(reach);
            int span = 2 * r + 1;
            int step = Math.max(1, sw / 3);
            int[] base = new int[strips];
            for (int k = 0; k < strips; k++) {
                base[k] = (int) Math.round(centre[k]) - r;
            }
            double[] score = new double[span];
            int[][] from = new int[strips][span];
            for (int k = 0; k < strips; k++) {
                double[] next = new double[span];
                for (int p = 0; p < span; p++) {
                    int at = base[k] + p;
                    int gain = at >= 0 && at < full ? profile[k][at] : 0;
                    if (k == 0) {
                        next[p] = gain;
                        continue;
                    }
                    double best = Double.NEGATIVE_INFINITY;
                    int arg = -1;
                    int back = at - base[k - 1];
                    for (int q = Math.max(0, back - step); q <= Math.min(span - 1, back + step); q++) {
                        // A small price per pixel of step: of two equal paths the straighter one.
                        double s = score[q] - 0.3 * Math.abs(back - q);
                        if (s > best) {
                            best = s;
                            arg = q;
                        }
                    }
                    next[p] = arg < 0 ? Double.NEGATIVE_INFINITY : best + gain;
                    from[k][p] = Math.max(arg, 0);
                }
                score = next;
            }
            int end = 0;
            for (int p = 1; p < span; p++) {
                if (score[p] > score[end]) {
                    end = p;
                }
            }
            double[] pos = new double[strips];
            boolean[] strong = new boolean[strips];
            int p = end;
            int count = 0;
            for (int k = strips - 1; k >= 0; k--) {
                int at = base[k] + p;
                pos[k] = at;
                // Half the strip's width in long strokes over three pixels: a line, not a digit's edge.
                strong[k] = at >= 0 && at < full && profile[k][at] >= sw / 2;
                count += strong[k] ? 1 : 0;
                p = from[k][p];
            }
            return count < strips / 2 ? null : new Path(pos, strong);
        }
    }
}
