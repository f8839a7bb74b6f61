package lens.vision;

import java.util.Arrays;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Moves a rough grid quad onto the grid's real outer lines. The neighbourhood of the quad is
 * warped to a frontal view with a margin; the long horizontal and vertical strokes are summed per
 * row and per column; along each axis the first and last line are the pair whose ten evenly
 * spaced positions collect the most stroke ink (a comb fit: text beside the grid has no ten
 * evenly spaced lines), its two ends counting only where the other way's lines reach them (a
 * page's edge beside the grid is met by none). Each side is then fitted as its own straight line
 * near that rectangle ({@link BorderFit}), which also straightens a view tilted by one wrong rough
 * corner. The refined corners are mapped back into the photo; a second pass, in the view the
 * first one made frontal, places the sides more exactly.
 */
public final class GridRefiner {
    private final RefineParams params;

    public GridRefiner(RefineParams params) {
        OpenCvLoader.ensureLoaded();
        this.params = params;
    }

    /** The refined quad, or the rough one when no comb of ten lines fits. {@code gray} is 8-bit grey. */
    public Quad refine(Mat gray, Quad rough, DebugSink debug) {
        Quad q = rough;
        for (int pass = 0; pass < params.passes(); pass++) {
            q = refineOnce(gray, q, pass == 0, pass == 0 ? debug : DebugSink.NONE);
        }
        return q;
    }

    /** One pass; only the first may move the ends by whole cells (the comb), later ones only fit the sides. */
    private Quad refineOnce(Mat gray, Quad rough, boolean first, DebugSink debug) {
        int s = params.size();
        int m = (int) Math.round(s * params.margin());
        Mat h = toView(rough, m, s);
        Mat inside = insideMask(gray.size(), h, s + 2 * m);
        Mat bin = view(gray, h, m, s, inside);
        double cell = s / 9.0;
        if (debug.enabled()) {
            debug.put("refine", bin);
        }
        double[] rows = {m, m + s};
        double[] cols = {m, m + s};
        if (first) {
            Mat across = strokes(bin, true, cell);
            Mat down = strokes(bin, false, cell);
            boolean[][] unseen = unseen(inside, s + 2 * m, m, s);
            rows = comb(smoothed(reduce(across, true)), reduce(down, true), unseen[0], m, s);
            cols = comb(smoothed(reduce(down, false)), reduce(across, false), unseen[1], m, s);
            across.release();
            down.release();
        }
        if (inside != null) {
            inside.release();
        }
        if (rows == null || cols == null) {
            bin.release();
            h.release();
            return rough;
        }
        double out = params.outward() * (rows[1] - rows[0] + cols[1] - cols[0]) / 18.0;
        // A later pass starts from corners already moved outwards: a side it cannot fit stays put.
        Point[] sides = BorderFit.fit(bin, cols[0], cols[1], rows[0], rows[1], params.sideReach() * cell / (first ? 1 : 2),
                out, first ? out : 0);
        bin.release();
        MatOfPoint2f pts = new MatOfPoint2f(sides);
        Mat inv = h.inv();
        MatOfPoint2f back = new MatOfPoint2f();
        Core.perspectiveTransform(pts, back, inv);
        Quad q = Quad.of(back.toArray());
        pts.release();
        back.release();
        inv.release();
        h.release();
        return q;
    }

    /**
     * How well {@code q} sits on a grid: the share of its ten evenly spaced lines each way that
     * long strokes cover, in its frontal view (about 1 on a grid's own corners; less when a side
     * lies on some other line, whose cells then are not even). For choosing between rough quads.
     */
    public double support(Mat gray, Quad q) {
        try (Lines lines = lines(gray, q)) {
            return lines.support();
        }
    }

    /**
     * The stroke ink along each of {@code q}'s ten evenly spaced lines one way (horizontal: the
     * row lines), in its frontal view: the long strokes within a sixth of a cell of the line,
     * so a thicker line collects more (a grid's box lines are often thicker than its cell
     * lines). A line outside the photo collects nothing.
     */
    public double[] lineInk(Mat gray, Quad q, boolean horizontal) {
        try (Lines lines = lines(gray, q)) {
            return lines.ink(horizontal);
        }
    }

    /**
     * {@code q}'s frontal view with its lines thresholded, to measure {@link Lines#support} and
     * {@link Lines#ink} of one quad from one warp. The caller closes it.
     */
    public Lines lines(Mat gray, Quad q) {
        return new Lines(frontal(gray, q));
    }

    /** The long strokes of one quad's frontal view, each way summed once. */
    public final class Lines implements AutoCloseable {
        private final Mat bin;
        private final int[][] sums = new int[2][];

        private Lines(Mat bin) {
            this.bin = bin;
        }

        /** {@link GridRefiner#support}. */
        public double support() {
            double sum = 0;
            for (boolean horizontal : new boolean[] {true, false}) {
                for (double most : nearLines(smoothed(sums(horizontal)), false)) {
                    sum += most;
                }
            }
            return sum / (20.0 * params.size() * 255);
        }

        /** {@link GridRefiner#lineInk}. */
        public double[] ink(boolean horizontal) {
            return nearLines(sums(horizontal), true);
        }

        private int[] sums(boolean horizontal) {
            int k = horizontal ? 0 : 1;
            if (sums[k] == null) {
                sums[k] = GridRefiner.sums(bin, horizontal, params.size() / 9.0);
            }
            return sums[k];
        }

        @Override
        public void close() {
            bin.release();
        }
    }

    /** {@code q}'s frontal view within the margin, its dark lines thresholded white (the caller releases it). */
    private Mat frontal(Mat gray, Quad q) {
        int s = params.size();
        int m = (int) Math.round(s * params.margin());
        Mat h = toView(q, m, s);
        Mat inside = insideMask(gray.size(), h, s + 2 * m);
        Mat bin = view(gray, h, m, s, inside);
        if (inside != null) {
            inside.release();
        }
        h.release();
        return bin;
    }

    /**
     * For each of the ten evenly spaced lines of a frontal view, the largest value of the
     * profile {@code p} within a sixth of a cell of it (refined corners lie on the border's outer
     * edge), or with {@code total} their sum.
     */
    private double[] nearLines(int[] p, boolean total) {
        int s = params.size();
        int m = (int) Math.round(s * params.margin());
        double cell = s / 9.0;
        int near = (int) Math.round(cell / 6);
        double[] out = new double[10];
        for (int k = 0; k <= 9; k++) {
            int at = (int) Math.round(m + k * cell);
            for (int i = Math.max(0, at - near); i <= Math.min(p.length - 1, at + near); i++) {
                out[k] = total ? out[k] + p[i] : Math.max(out[k], p[i]);
            }
        }
        return out;
    }

    /** The homography from the photo to a view of {@code q} frontal, {@code s} across, within a margin {@code m}. */
    private static Mat toView(Quad q, int m, int s) {
        MatOfPoint2f src = q.toMat();
        MatOfPoint2f dst = new MatOfPoint2f(new Point(m, m), new Point(m + s, m), new Point(m + s, m + s),
                new Point(m, m + s));
        Mat h = Imgproc.getPerspectiveTransform(src, dst);
        src.release();
        dst.release();
        return h;
    }

    /**
     * The view through {@code h}, its dark lines thresholded white, the part outside the photo
     * ({@code inside}, {@link #insideMask}; null when the view lies within it) cleared.
     */
    private static Mat view(Mat gray, Mat h, int m, int s, Mat inside) {
        int full = s + 2 * m;
        Mat view = new Mat();
        Imgproc.warpPerspective(gray, view, h, new Size(full, full), Imgproc.INTER_LINEAR, Core.BORDER_REPLICATE);
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(view, bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                ((int) (s / 9.0 * 0.6)) | 1, 8);
        view.release();
        if (inside != null) {
            dropOutside(bin, inside);
        }
        return bin;
    }

    /**
     * Whether every pixel of the {@code full}-px view through {@code h} comes from inside the
     * photo, a pixel clear of its edge: then {@link #dropOutside} would clear nothing, and its
     * photo-sized mask and second warp are saved (most views; the mask was 6% of a printed
     * photo's reading time, docs/reading-notebook.md 2026-11-29). The view's corners
     * are enough: in front of the camera ({@code w > 0} at all four) the view is the convex quad
     * they span.
     */
    private static boolean withinPhoto(Mat h, int full, Size photo) {
        Mat inv = h.inv();
        double[] m = new double[9];
        inv.get(0, 0, m);
        inv.release();
        for (int corner = 0; corner < 4; corner++) {
            double x = corner == 1 || corner == 2 ? full - 1 : 0;
            double y = corner >= 2 ? full - 1 : 0;
            double w = m[6] * x + m[7] * y + m[8];
            if (w <= 0) {
                return false;
            }
            double px = (m[0] * x + m[1] * y + m[2]) / w;
            double py = (m[3] * x + m[4] * y + m[5]) / w;
            if (px < 1 || py < 1 || px > photo.width - 2 || py > photo.height - 2) {
                return false;
            }
        }
        return true;
    }

    /**
     * The photo's pixels in the {@code full}-px view through {@code h} (255 where the view shows
     * the photo, 0 beyond its edge), or null when the whole view lies within the photo
     * ({@link #withinPhoto}). The caller releases it.
     */
    private static Mat insideMask(Size photo, Mat h, int full) {
        if (withinPhoto(h, full, photo)) {
            return null;
        }
        Mat ones = new Mat(photo, CvType.CV_8UC1, new org.opencv.core.Scalar(255));
        Mat mask = new Mat();
        Imgproc.warpPerspective(ones, mask, h, new Size(full, full), Imgproc.INTER_NEAREST, Core.BORDER_CONSTANT,
                new org.opencv.core.Scalar(0));
        ones.release();
        return mask;
    }

    /**
     * The rows (first) and columns of the {@code full}-px view that lie mostly outside the photo
     * ({@code inside}, {@link #insideMask}; null: none does) within the rough quad's span
     * ({@code m} to {@code m + s} the other way): there a line's end cannot be seen.
     */
    private static boolean[][] unseen(Mat inside, int full, int m, int s) {
        boolean[][] unseen = new boolean[2][full];
        if (inside == null) {
            return unseen;
        }
        byte[] px = new byte[full * full];
        inside.get(0, 0, px);
        for (int i = 0; i < full; i++) {
            int rowInside = 0;
            int colInside = 0;
            for (int j = m; j <= m + s && j < full; j++) {
                rowInside += px[i * full + j] != 0 ? 1 : 0;
                colInside += px[j * full + i] != 0 ? 1 : 0;
            }
            unseen[0][i] = rowInside < s / 2;
            unseen[1][i] = colInside < s / 2;
        }
        return unseen;
    }

    /**
     * Clears the part of the view that lies outside the photo ({@code inside}, not changed; plus a
     * few pixels), where the border fill would otherwise make long fake strokes.
     */
    private static void dropOutside(Mat bin, Mat inside) {
        Mat mask = new Mat();
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(7, 7));
        Imgproc.erode(inside, mask, kernel);
        kernel.release();
        Core.bitwise_and(bin, mask, bin);
        mask.release();
    }

    /** Each value the largest of itself and its two neighbours: a line one pixel off its comb position still counts. */
    private static int[] smoothed(int[] p) {
        int[] q = new int[p.length];
        for (int i = 0; i < p.length; i++) {
            q[i] = Math.max(p[i], Math.max(i > 0 ? p[i - 1] : 0, i + 1 < p.length ? p[i + 1] : 0));
        }
        return q;
    }

    /** Stroke ink per row (horizontal lines) or per column, from strokes at least 1.5 cells long. */
    private static int[] sums(Mat bin, boolean horizontal, double cell) {
        Mat strokes = strokes(bin, horizontal, cell);
        int[] p = reduce(strokes, horizontal);
        strokes.release();
        return p;
    }

    /** The strokes of {@code bin} at least 1.5 cells long one way (the caller releases them). */
    private static Mat strokes(Mat bin, boolean horizontal, double cell) {
        int len = (int) Math.round(cell * 1.5);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, horizontal ? new Size(len, 1) : new Size(1, len));
        Mat strokes = new Mat();
        Imgproc.morphologyEx(bin, strokes, Imgproc.MORPH_OPEN, kernel);
        kernel.release();
        return strokes;
    }

    /** The ink of {@code strokes} per row ({@code perRow}) or per column. */
    private static int[] reduce(Mat strokes, boolean perRow) {
        Mat sums = new Mat();
        Core.reduce(strokes, sums, perRow ? 1 : 0, Core.REDUCE_SUM, CvType.CV_32S);
        int[] p = new int[perRow ? strokes.rows() : strokes.cols()];
        sums.get(0, 0, p);
        sums.release();
        return p;
    }

    /**
     * The {first, last} line positions of the best ten-line comb whose ends lie within
     * {@code reach} cells of the rough ends (at {@code m} and {@code m + s}), or null when the
     * view holds no lines. The ends need not be strong themselves: a faint or broken border is
     * placed by the nine lines inside it. Where an end of that comb lies beyond the reach of the
     * other way's lines ({@code crossing}: their ink per position along this axis,
     * {@link #reached}; beyond the photo's edge, where no end can be seen, every position counts),
     * the best comb whose ends count only where those lines reach them is taken instead, when
     * both its ends are so reached and it moves an end by {@value #MOVED_CELLS} of a cell or
     * more: a grid's border is where its lines end, and the edge of a page lying on a darker table
     * a cell beyond it, a longer and darker line, is met by none of them. A smaller move is the
     * same border placed less exactly (without its own line), and the first comb's is kept; so is
     * it when the other comb has an end the lines do not reach either (a close-up page whose far
     * rows' lines fade was carried a cell out).
     */
    private double[] comb(int[] p, int[] crossing, boolean[] unseen, int m, int s) {
        int max = 0;
        for (int v : p) {
            max = Math.max(max, v);
        }
        if (max == 0) {
            return null;
        }
        boolean[] everywhere = new boolean[p.length];
        Arrays.fill(everywhere, true);
        double[] plain = bestComb(p, everywhere, m, s);
        boolean[] reached = reached(crossing, m, s);
        for (int i = 0; i < reached.length; i++) {
            // Beyond the photo's edge nothing is known: a grid the frame cuts ends there unseen.
            reached[i] |= unseen[i];
        }
        double[] ended = bestComb(p, reached, m, s);
        double moved = Math.max(Math.abs(plain[0] - ended[0]), Math.abs(plain[1] - ended[1]));
        boolean grounded = reached[(int) ended[0]] && reached[(int) ended[1]];
        return moved >= MOVED_CELLS * s / 9.0 && grounded ? ended : plain;
    }

    /** {@link #comb}'s search, each comb's ends counted where {@code counted}. */
    private double[] bestComb(int[] p, boolean[] counted, int m, int s) {
        int n = p.length;
        double cell = s / 9.0;
        int reach = (int) Math.round(params.reach() * cell);
        long rough = combSum(p, counted, m, m + s);
        long best = -1;
        int bestA = 0;
        int bestB = 0;
        for (int a = Math.max(0, m - reach); a <= Math.min(n - 1, m + reach); a++) {
            for (int b = Math.max(a + (int) (s * params.minSpan()), m + s - reach);
                    b <= Math.min(Math.min(n - 1, m + s + reach), a + (int) (s * params.maxSpan())); b++) {
                long sum = combSum(p, counted, a, b);
                if (sum > best) {
                    best = sum;
                    bestA = a;
                    bestB = b;
                }
            }
        }
        if (best < 0 || best < rough * params.gain()) {
            // Not clearly better than the rough ends: a comb shifted by a cell onto a line-like
            // page edge scores about as well as the true one when a border is faint.
            return new double[] {m, m + s};
        }
        return new double[] {bestA, bestB};
    }

    private static long combSum(int[] p, boolean[] counted, int a, int b) {
        long sum = 0;
        for (int k = 0; k <= 9; k++) {
            int at = (int) Math.round(a + k * (b - a) / 9.0);
            if (counted[at] || (k > 0 && k < 9)) {
                sum += p[at];
            }
        }
        return sum;
    }

    /**
     * The positions the other way's lines reach: from the first to the last with as much of
     * their ink as {@value #REACHED_SHARE} of its median inside the rough ends, and a third of a
     * cell beyond. Inside a grid every position is crossed by the other way's ten lines, beyond
     * it by none; a noisy photo's lines break into pieces that leave gaps inside, which do not
     * count, and its thin lines may fade near the border while the box lines go on (a degraded
     * hand-filled photo's first column was crossed by half the median only from a quarter cell
     * in: a sixth of a cell beyond took the page's edge a column out instead).
     */
    private static boolean[] reached(int[] crossing, int m, int s) {
        int[] inside = Arrays.copyOfRange(crossing, Math.max(0, m), Math.min(crossing.length, m + s + 1));
        Arrays.sort(inside);
        int median = inside.length == 0 ? 0 : inside[inside.length / 2];
        boolean[] reached = new boolean[crossing.length];
        if (median < MIN_CROSSING * 255) {
            // Too little of the other way's lines survives (a blurred or noisy photo breaks them
            // into specks) to tell where they end: every end counts.
            Arrays.fill(reached, true);
            return reached;
        }
        double least = REACHED_SHARE * median;
        int first = 0;
        while (first < crossing.length && crossing[first] < least) {
            first++;
        }
        int last = crossing.length - 1;
        while (last >= 0 && crossing[last] < least) {
            last--;
        }
        int near = (int) Math.round(s / 9.0 / 3);
        for (int i = 0; i < crossing.length; i++) {
            reached[i] = i >= first - near && i <= last + near;
        }
        return reached;
    }

    /** {@link #comb} takes the comb whose ends the other way's lines reach when it moves an end this share of a cell. */
    static final double MOVED_CELLS = 0.25;
    /** Share of the other way's median ink inside the grid from which a position counts as crossed by its lines. */
    static final double REACHED_SHARE = 0.5;
    /**
     * The other way's lines tell where they end only with this many of their pixels at the
     * median position inside the grid, one for each of its ten lines: a clean photo's give 20-60,
     * a blurred or noisy one's 1-8 in pieces (a degraded printed photo's grid was taken a row off).
     */
    static final int MIN_CROSSING = 10;
}
