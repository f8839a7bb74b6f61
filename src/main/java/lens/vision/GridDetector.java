package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Rect2d;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Finds the outer border of a Sudoku grid. The image is scaled down, blurred and
 * adaptive-thresholded so that dark lines become white on black under uneven light. Among the
 * largest outer contours, a candidate becomes a quad either by polygon simplification (a clean
 * border) or, when text touches the border or the border is broken, from the extreme points of
 * its convex hull. A candidate counts only when it is large, not too skewed, and holds many
 * cell-sized holes (a grid's cells, or its boxes when the thin lines are faint; a page outline or
 * a photo frame holds few). When no contour passes (the border is joined to other lines of the
 * page), the grid is found from its cells alone by {@link CellCluster}. Unless a clean contour
 * gave it, the quad is then moved onto the grid's lines by {@link GridRefiner}; a grid the photo's edge
 * cuts is carried out past it by {@link GridPastFrame}.
 */
public final class GridDetector {
    /**
     * A spur-free hull is taken when, refined, it sits on at least this share of a grid's lines
     * ({@link #hull}; a right quad on a clean photo about 0.7-1, on a blurred one 0.2) ...
     */
    private static final double MIN_SUPPORT = 0.5;
    /** ... and on this much more of them than the hull as it is. */
    private static final double SUPPORT_MARGIN = 0.1;
    /** A contour is a grid candidate with this many cell-sized holes (a page outline or a photo frame holds few). */
    private static final int MIN_CELLS = 20;
    /** The median's aperture for {@link #detectUnspeckled}. */
    private static final int SPECKLE_MEDIAN = 5;
    /** A hull whose least-area rectangle leans this little (degrees) is upright ({@link #hullExtremes}). */
    private static final double UPRIGHT_DEGREES = 20;
    private final DetectionParams params;
    private final GridRefiner refiner;
    private final GridPastFrame pastFrame;

    /** With the default refinement. */
    public GridDetector(DetectionParams params) {
        this(params, RefineParams.defaults());
    }

    public GridDetector(DetectionParams params, RefineParams refine) {
        OpenCvLoader.ensureLoaded();
        this.params = params;
        this.refiner = new GridRefiner(refine);
        this.pastFrame = new GridPastFrame(refine);
    }

    public DetectionParams params() {
        return params;
    }

    /** Finds the grid in an 8-bit grey or BGR image; corners are in that image's pixels. */
    public GridDetection detect(Mat image, DebugSink debug) {
        return detect(image, false, true, debug);
    }

    /**
     * Finds the grid as {@link #detect} does, where the frame shows it: a grid the frame cuts is
     * not carried out past the edge ({@link GridPastFrame}: 4 ms a frame, up to 100 ms near the
     * edge, bench-live on a replay). For live frames, which draw no answer on a cut grid and come
     * again a moment later.
     */
    public GridDetection detectInFrame(Mat image, DebugSink debug) {
        return detect(image, false, false, debug);
    }

    /**
     * Finds the grid as {@link #detect} does, in the picture divided by its paper's level
     * ({@link EvenLight#levelled}, a closing a sixtieth of the picture wide). A shadow's edge
     * across the page thresholds into a line that joins the grid's border, so {@code detect} finds
     * no clean contour, or a crooked one; here the edge is gone. It is a second look, not the
     * first: levelling every photo cost others (validation hand-filled photos degraded,
     * 2734 -> 2608 cells right; docs/reading-notebook.md).
     */
    public GridDetection detectInShade(Mat image, DebugSink debug) {
        return detect(image, true, true, debug);
    }

    /**
     * Finds the grid as {@link #detect} does, in the photo median-filtered over
     * {@value #SPECKLE_MEDIAN} px: on a noisy photo the threshold breaks thin lines into specks and
     * joins text to the border, and the hull found lies a cell or more off. A second look, not the
     * first: always looking so cost photos whose one-pixel lines the median erases (a shrunk photo;
     * docs/reading-notebook.md).
     */
    public GridDetection detectUnspeckled(Mat image, DebugSink debug) {
        Mat smooth = new Mat();
        Imgproc.medianBlur(image, smooth, SPECKLE_MEDIAN);
        try {
            return detect(smooth, false, true, debug);
        } finally {
            smooth.release();
        }
    }

    /**
     * Finds the grid as {@link #detect} does, in the part of {@code image} around {@code found}
     * (its bounding box grown by {@value #CLOSER_MARGIN} of its side all round), when that grid
     * spans under {@value #CLOSER_SHARE} of the image's longer side; corners in {@code image}'s
     * pixels. A grid small in a large photo (a page on a table, taken from afar) is some 130 px
     * across in the working size, where a stray line or the page's edge moves a corner by half a
     * cell; in the crop it spans about 400. Not found when the grid is not that small.
     */
    public GridDetection detectCloser(Mat image, Quad found) {
        Rect2d box = found.box();
        double side = Math.max(box.width, box.height);
        if (side >= CLOSER_SHARE * Math.max(image.cols(), image.rows())) {
            return new GridDetection.NotFound("the grid is not small in the photo");
        }
        double margin = side * CLOSER_MARGIN;
        int x0 = (int) Math.max(0, Math.floor(box.x - margin));
        int y0 = (int) Math.max(0, Math.floor(box.y - margin));
        int x1 = (int) Math.min(image.cols(), Math.ceil(box.x + box.width + margin));
        int y1 = (int) Math.min(image.rows(), Math.ceil(box.y + box.height + margin));
        if (x1 - x0 < 32 || y1 - y0 < 32) {
            return new GridDetection.NotFound("too little of the grid in the photo");
        }
        Mat part = image.submat(new Rect(x0, y0, x1 - x0, y1 - y0));
        try {
            if (!(detect(part, DebugSink.NONE) instanceof GridDetection.Found f)) {
                return new GridDetection.NotFound("no grid found close up");
            }
            return new GridDetection.Found(f.corners().translated(x0, y0), f.score(), f.method(),
                    f.outline().translated(x0, y0));
        } finally {
            part.release();
        }
    }

    /** A grid spanning less of the photo's longer side than this is looked at again close up ({@link #detectCloser}). */
    static final double CLOSER_SHARE = 0.4;
    /** The crop around it, in grid sides each way ({@link #detectCloser}). */
    static final double CLOSER_MARGIN = 0.25;

    /**
     * How well {@code corners} sit on a grid's lines in {@code image}, scored as {@link GridPastFrame}
     * scores ({@link GridRefiner#support} in a view 225 px across, a quarter of the refiner's
     * cost): about 0.9 on a clean photo's grid, 0.1-0.3 on a noisy one's.
     */
    public double support(Mat image, Quad corners) {
        Mat gray = Gray.of(image);
        try {
            return pastFrame.support(gray, corners);
        } finally {
            gray.release();
        }
    }

    private GridDetection detect(Mat image, boolean levelled, boolean carryPastFrame, DebugSink debug) {
        if (image.empty() || image.cols() < 32 || image.rows() < 32) {
            return new GridDetection.NotFound("image too small to hold a grid");
        }
        Mat gray = Gray.of(image);
        double scale = Math.min(1.0, (double) params.workSize() / Math.max(gray.cols(), gray.rows()));
        Mat small = Resized.by(gray, scale, Imgproc.INTER_AREA);
        gray.release();
        if (levelled) {
            Mat even = EvenLight.levelled(small, Math.max(small.cols(), small.rows()) / 60.0);
            small.release();
            small = even;
        }
        // Blurred once: both looks threshold the same picture.
        Mat blurred = new Mat();
        Imgproc.GaussianBlur(small, blurred, new Size(params.blurSize(), params.blurSize()), 0);
        Refinements refinements = new Refinements(small);
        GridDetection best = detectAt(blurred, params.thresholdC(), refinements, debug);
        if (best instanceof GridDetection.NotFound && params.faintC() < params.thresholdC()) {
            // Faint lines (a blurred or dim photo) fall under the usual contrast: look again.
            best = detectAt(blurred, params.faintC(), refinements, debug);
        }
        blurred.release();
        if (best instanceof GridDetection.Found f) {
            // A clean four-corner contour is already on the border; a hull may have taken in text.
            Quad refined = f.method().equals("contour") ? f.corners() : refinements.of(f.corners(), debug);
            if (carryPastFrame) {
                refined = pastFrame.extended(small, refined, f.method().equals("contour"));
            }
            small.release();
            return new GridDetection.Found(refined.scaled(1 / scale), f.score(), f.method(), f.corners().scaled(1 / scale));
        }
        small.release();
        return best;
    }

    /**
     * The grid in the working-size grey image ({@code blurred} is it blurred; {@code refinements}
     * refine in it), its ink thresholded at {@code contrast}; corners in that image.
     */
    private GridDetection detectAt(Mat blurred, double contrast, Refinements refinements, DebugSink debug) {
        Mat bin = threshold(blurred, contrast);
        if (debug.enabled()) {
            debug.put("threshold", bin);
        }
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(bin, contours, hierarchy, Imgproc.RETR_TREE, Imgproc.CHAIN_APPROX_SIMPLE);
        double imageArea = (double) bin.rows() * bin.cols();
        GridDetection best = pick(contours, hierarchy, imageArea, refinements);
        for (MatOfPoint c : contours) {
            c.release();
        }
        hierarchy.release();
        if (best instanceof GridDetection.NotFound) {
            // No contour is the grid: its border may be joined to other lines of the page.
            best = byCells(bin, imageArea, best);
        }
        bin.release();
        return best;
    }

    /** Dark lines white on black under uneven light: each pixel against the mean of its block, {@code c} darker. */
    private Mat threshold(Mat blurred, double c) {
        int block = (int) (Math.max(blurred.cols(), blurred.rows()) * params.blockFraction()) | 1;
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(blurred, bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                Math.max(3, block), c);
        return bin;
    }

    private GridDetection pick(List<MatOfPoint> contours, Mat hierarchy, double imageArea, Refinements refinements) {
        int n = contours.size();
        if (n == 0) {
            return new GridDetection.NotFound("no grid found (the image has no lines)");
        }
        double[] area = new double[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
            area[i] = Imgproc.contourArea(contours.get(i));
        }
        Arrays.sort(order, (a, b) -> Double.compare(area[b], area[a]));
        int[] h = new int[n * 4];
        hierarchy.get(0, 0, h);
        GridDetection.Found best = null;
        for (int k = 0; k < Math.min(params.candidates(), n); k++) {
            int i = order[k];
            if (area[i] < params.minAreaFraction() * imageArea) {
                break;
            }
            Quad q = simplified(contours.get(i));
            String method = "contour";
            double score;
            if (q == null) {
                Hulls hulls = hulls(contours.get(i));
                double plainScore = score(hulls.plain(), i, h, contours, imageArea);
                double trimmedScore = score(hulls.trimmed(), i, h, contours, imageArea);
                double most = Math.max(plainScore, trimmedScore);
                if (most < 0 || best != null && most <= best.score()) {
                    // Neither hull could be taken, or beat the grid found so far: spare the
                    // refinements that choose between them (a photo with several large contours
                    // spent up to 100 ms on them).
                    continue;
                }
                boolean trimmed = trimmedChosen(hulls, refinements);
                q = trimmed ? hulls.trimmed() : hulls.plain();
                score = trimmed ? trimmedScore : plainScore;
                method = "hull";
            } else {
                score = score(q, i, h, contours, imageArea);
            }
            if (score >= 0 && (best == null || score > best.score())) {
                best = new GridDetection.Found(q, score, method);
            }
        }
        return best != null ? best : new GridDetection.NotFound("no grid found");
    }

    /**
     * The grid found from its cells ({@link CellCluster}), or {@code otherwise}. The threshold is
     * first thickened by a pixel so that faint thin lines with gaps still close their cells.
     */
    private GridDetection byCells(Mat bin, double imageArea, GridDetection otherwise) {
        Mat closed = new Mat();
        Mat k = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.dilate(bin, closed, k);
        k.release();
        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(closed, contours, hierarchy, Imgproc.RETR_CCOMP, Imgproc.CHAIN_APPROX_SIMPLE);
        closed.release();
        int[] h = new int[contours.size() * 4];
        if (!contours.isEmpty()) {
            hierarchy.get(0, 0, h);
        }
        hierarchy.release();
        Quad q = cellExtent(contours, h, -1, imageArea);
        for (MatOfPoint c : contours) {
            c.release();
        }
        if (q != null && plausible(q, imageArea)) {
            return new GridDetection.Found(q, Math.min(1, q.area() / imageArea * 2) * 0.5, "cells");
        }
        return otherwise;
    }

    /** The contour simplified to a convex quadrilateral, or null when it is not one. */
    private Quad simplified(MatOfPoint contour) {
        MatOfPoint2f c = new MatOfPoint2f(contour.toArray());
        MatOfPoint2f approx = new MatOfPoint2f();
        double peri = Imgproc.arcLength(c, true);
        Imgproc.approxPolyDP(c, approx, params.epsilonFraction() * peri, true);
        Point[] p = approx.toArray();
        c.release();
        approx.release();
        if (p.length != 4) {
            return null;
        }
        MatOfPoint mp = new MatOfPoint(p);
        boolean convex = Imgproc.isContourConvex(mp);
        mp.release();
        return convex ? Quad.ordered(p) : null;
    }

    /**
     * How much {@code q}, the quad of contour {@code i}, looks like the grid: half its share of
     * 81 cell-sized holes, half its share of half the image; -1 when it is no plausible grid or
     * holds fewer than {@link #MIN_CELLS} cells.
     */
    private double score(Quad q, int i, int[] h, List<MatOfPoint> contours, double imageArea) {
        if (!plausible(q, imageArea)) {
            return -1;
        }
        int cells = cellHoles(i, h, contours, q.area() / 81);
        if (cells < MIN_CELLS) {
            return -1;
        }
        return Math.min(1, cells / 81.0) * 0.5 + Math.min(1, q.area() / imageArea * 2) * 0.5;
    }

    /**
     * The hulls refined in one look's working image, each once: the hull {@link #trimmedChosen}
     * refined to choose it is the one the look then places on the grid's lines (a refinement is
     * two warped views, about 10 ms of a hull look's 40).
     */
    private final class Refinements {
        private final Mat gray;
        private final Map<Quad, Quad> refined = new ConcurrentHashMap<>();

        Refinements(Mat gray) {
            this.gray = gray;
        }

        /** {@code rough} moved onto the grid's lines ({@link GridRefiner#refine}; again when {@code debug} wants its picture). */
        Quad of(Quad rough, DebugSink debug) {
            Quad done = refined.get(rough);
            if (done == null || debug.enabled()) {
                done = refiner.refine(gray, rough, debug);
                refined.put(rough, done);
            }
            return done;
        }

        /** How well {@code rough}, refined, sits on a grid's lines ({@link GridRefiner#support}). */
        double support(Quad rough) {
            return refiner.support(gray, of(rough, DebugSink.NONE));
        }
    }

    /** The {@link #hullExtremes} of a contour and of its spur-free part ({@link #withoutSpurs}). */
    private record Hulls(Quad plain, Quad trimmed) {
    }

    /**
     * Whether the spur-free hull is taken: when it moves a corner by a third of a cell or more
     * and, refined, sits on clearly more of a grid's lines ({@link GridRefiner#support}). The
     * check is needed: a contour that wandered into the grid through a gap in its border fills as
     * lines only, which the opening takes apart.
     */
    private boolean trimmedChosen(Hulls hulls, Refinements refinements) {
        Quad plain = hulls.plain();
        Quad trimmed = hulls.trimmed();
        double apart = 0;
        for (int k = 0; k < 4; k++) {
            apart = Math.max(apart, Math.hypot(plain.xy()[2 * k] - trimmed.xy()[2 * k],
                    plain.xy()[2 * k + 1] - trimmed.xy()[2 * k + 1]));
        }
        if (apart < Math.sqrt(plain.area()) / 27) {
            return false;
        }
        // The two hulls are refined and scored side by side on the cores.
        SideBySide<Double> plainRefined = SideBySide.offer(() -> refinements.support(plain));
        double trimmedSupport;
        double plainSupport;
        try {
            trimmedSupport = refinements.support(trimmed);
        } finally {
            // The other refinement reads the working image: it ends before the image is released.
            plainSupport = plainRefined.get();
        }
        return trimmedSupport >= MIN_SUPPORT && trimmedSupport >= plainSupport + SUPPORT_MARGIN;
    }

    private Hulls hulls(MatOfPoint c) {
        Quad plain = hullExtremes(c);
        MatOfPoint part = withoutSpurs(c);
        Quad trimmed = hullExtremes(part);
        if (part != c) {
            part.release();
        }
        return new Hulls(plain, trimmed);
    }

    /**
     * The contour's largest part once everything thinner than a 60th of its size is opened away
     * (the contour itself when nothing is left): a fold line across the page, or any long thin
     * line that crosses the grid, runs on beyond the border and would otherwise give the hull a
     * corner far out along it, or join the grid to a neighbour's border.
     */
    private static MatOfPoint withoutSpurs(MatOfPoint contour) {
        Rect box = Imgproc.boundingRect(contour);
        int k = Math.max(5, (int) Math.round(Math.min(box.width, box.height) / 60.0) | 1);
        Mat mask = Mat.zeros(box.height + 2 * k, box.width + 2 * k, CvType.CV_8UC1);
        Imgproc.drawContours(mask, List.of(contour), 0, new Scalar(255), Imgproc.FILLED, Imgproc.LINE_8, new Mat(), 0,
                new Point(k - box.x, k - box.y));
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(k, k));
        Imgproc.morphologyEx(mask, mask, Imgproc.MORPH_OPEN, kernel);
        kernel.release();
        List<MatOfPoint> parts = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(mask, parts, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE,
                new Point(box.x - k, box.y - k));
        hierarchy.release();
        mask.release();
        MatOfPoint largest = contour;
        double most = 0;
        for (MatOfPoint part : parts) {
            double a = Imgproc.contourArea(part);
            if (a > most) {
                most = a;
                largest = part;
            }
        }
        for (MatOfPoint part : parts) {
            if (part != largest) {
                part.release();
            }
        }
        return largest;
    }

    /**
     * The four hull points furthest towards each diagonal of the hull's own square: when the
     * hull's least-area rectangle leans more than {@value #UPRIGHT_DEGREES} degrees, the frame is
     * first turned by its angle (folded to within 45 degrees). Along the picture's own diagonals,
     * a grid turned about 45 degrees has two corners on each and an edge's middle can win over a
     * corner (`eval --turn 45` on the printed training photos: 4 grids of 63 read wrong, 96 cells).
     * An upright grid keeps the picture's diagonals: its rectangle leans a little with a bent side
     * or the text the hull takes in, and turning by that moved a reading.
     */
    static Quad hullExtremes(MatOfPoint contour) {
        MatOfInt hullIdx = new MatOfInt();
        Imgproc.convexHull(contour, hullIdx);
        Point[] pts = contour.toArray();
        int[] idx = hullIdx.toArray();
        hullIdx.release();
        double angle = squareAngle(pts, idx);
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        Point tl = null;
        Point tr = null;
        Point br = null;
        Point bl = null;
        double tlKey = Double.MAX_VALUE;
        double brKey = -Double.MAX_VALUE;
        double trKey = -Double.MAX_VALUE;
        double blKey = Double.MAX_VALUE;
        for (int i : idx) {
            Point p = pts[i];
            // The point in the frame turned back by the angle: the square's sides run along its axes.
            double x = p.x * cos + p.y * sin;
            double y = -p.x * sin + p.y * cos;
            if (x + y < tlKey) {
                tlKey = x + y;
                tl = p;
            }
            if (x + y > brKey) {
                brKey = x + y;
                br = p;
            }
            if (x - y > trKey) {
                trKey = x - y;
                tr = p;
            }
            if (x - y < blKey) {
                blKey = x - y;
                bl = p;
            }
        }
        return Quad.of(tl, tr, br, bl);
    }

    /**
     * The angle (radians, -45 to 45 degrees) of a side of the least-area rectangle around the
     * hull's points, or 0 when it leans {@value #UPRIGHT_DEGREES} degrees or less.
     */
    private static double squareAngle(Point[] pts, int[] idx) {
        Point[] hull = new Point[idx.length];
        for (int k = 0; k < idx.length; k++) {
            hull[k] = pts[idx[k]];
        }
        MatOfPoint2f h = new MatOfPoint2f(hull);
        Point[] box = new Point[4];
        Imgproc.minAreaRect(h).points(box);
        h.release();
        double a = Math.atan2(box[1].y - box[0].y, box[1].x - box[0].x);
        double quarter = Math.PI / 2;
        double lean = a - quarter * Math.round(a / quarter);
        return Math.abs(lean) > Math.toRadians(UPRIGHT_DEGREES) ? lean : 0;
    }

    private boolean plausible(Quad q, double imageArea) {
        if (q.area() < params.minAreaFraction() * imageArea) {
            return false;
        }
        double min = Double.MAX_VALUE;
        double max = 0;
        for (int i = 0; i < 4; i++) {
            min = Math.min(min, q.side(i));
            max = Math.max(max, q.side(i));
        }
        return max / min <= params.maxSideRatio();
    }

    /** The quad around the cells ({@link CellCluster}) among the holes of {@code parent} (-1: of any contour). */
    private Quad cellExtent(List<MatOfPoint> contours, int[] h, int parent, double imageArea) {
        double cellArea = imageArea / 81;
        // Cells from a third of the smallest grid's up to boxes of the largest grid.
        return CellCluster.find(contours, h, parent, params.minAreaFraction() * cellArea * 0.4, cellArea * 9 * 1.2,
                params.minAreaFraction() * imageArea * 0.5);
    }

    /**
     * Counts holes of about one cell's area nested in contour {@code i} (its children in the
     * RETR_TREE hierarchy: [next, previous, first child, parent]).
     */
    private static int cellHoles(int i, int[] h, List<MatOfPoint> contours, double cellArea) {
        int count = 0;
        for (int child = h[4 * i + 2]; child >= 0; child = h[4 * child]) {
            double a = Imgproc.contourArea(contours.get(child));
            if (a > cellArea * 0.3 && a < cellArea * 2.5) {
                count++;
            } else if (a > cellArea * 5 && a < cellArea * 11) {
                // A 3x3 box whose faint cell lines did not survive the threshold.
                count += 9;
            }
        }
        return count;
    }
}
