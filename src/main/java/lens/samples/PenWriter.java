package lens.samples;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import lens.board.Grid;
import lens.board.Units;
import lens.ocr.training.WriterDigits;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Writes digits into a page's empty cells as a person with a pen would, from real writers'
 * stroke shapes ({@link WriterDigits}). One page has one writer's pen: blue, black or pencil
 * grey, a pressure, a stroke width and a slant; each digit then varies on its own (size,
 * position off-centre and sometimes over a grid line, rotation, fainter strokes). Some 7s get a
 * crossing bar and some 1s a long up-stroke, as European hands write them. A grid being solved
 * may also carry the solver's pencil marks ({@link #writeMarks}). The page is later
 * photographed by {@link SceneRenderer}, so blur, perspective, noise and JPEG act on ink and
 * print alike.
 */
public final class PenWriter {
    /** Pen colours (R, G, B): blue ballpoint, dark blue, black, pencil grey. */
    private static final int[][] PENS = {{25, 45, 150}, {20, 30, 95}, {35, 35, 40}, {105, 105, 110}};

    private final List<List<WriterDigits.Shape>> byDigit = new ArrayList<>();

    public PenWriter(WriterDigits writers) {
        if (writers.isEmpty()) {
            throw new IllegalArgumentException("no handwritten digit shapes to write with");
        }
        OpenCvLoader.ensureLoaded();
        for (int d = 0; d <= 9; d++) {
            byDigit.add(d == 0 ? List.of() : writers.of(d));
        }
    }

    /**
     * A page's pressure (share of the pen's full darkness) from a uniform draw {@code u}: a share
     * {@value #LIGHT_SHARE} of the pages is written lightly (a pen from 0.3, a pencil from 0.25, up
     * to where the others start: people who write faintly had their digits read as empty), the
     * others between 0.55 and 1 (pencil 0.5 and 0.85), as all pages were before.
     */
    static double pressure(boolean pencil, double u) {
        double low = pencil ? 0.25 : 0.3;
        double mid = pencil ? 0.5 : 0.55;
        double high = pencil ? 0.85 : 1;
        return u < LIGHT_SHARE ? low + (mid - low) * u / LIGHT_SHARE : mid + (high - mid) * (u - LIGHT_SHARE) / (1 - LIGHT_SHARE);
    }

    /** Share of the pages written lightly. */
    static final double LIGHT_SHARE = 0.2;

    /**
     * Share of the pages written with a fine pen (a ballpoint, a sharp pencil): the scans' strokes
     * are as broad as a felt tip's, a tenth to a seventh of the digit's height; these pages have
     * the shape's centre line drawn {@link #FINE_LOW} to {@link #FINE_HIGH} of it across. With
     * every validation portrait page so written (0.07 of the height; 2026-12-02, a probe) the model
     * of 2026-11-28, never trained on such pages, read 97.8% of the cells and called 13 of 20
     * complete grids correct, against 99.5% and 19 of 20 on the same pages in the scans' strokes.
     */
    static final double FINE_SHARE = 0.3;
    static final double FINE_LOW = 0.05;
    static final double FINE_HIGH = 0.1;

    /**
     * How one page is written: the same pen and hand for all of its digits; {@code fine} is the
     * stroke's width as a share of the digit's height, 0 for the scan's own stroke.
     */
    private record Hand(int[] pen, double pressure, double threshold, double slant, double size, boolean pencil,
                        double fine) {
        static Hand random(Random rnd) {
            int[] pen = PENS[rnd.nextInt(PENS.length)];
            boolean pencil = pen == PENS[3];
            double pressure = PenWriter.pressure(pencil, rnd.nextDouble());
            double threshold = 0.25 + 0.35 * rnd.nextDouble();
            double slant = (rnd.nextDouble() - 0.3) * 0.5;
            double size = 0.5 + 0.25 * rnd.nextDouble();
            double fine = rnd.nextDouble() < FINE_SHARE ? FINE_LOW + (FINE_HIGH - FINE_LOW) * rnd.nextDouble() : 0;
            return new Hand(pen, pressure, threshold, slant, size, pencil, fine);
        }
    }

    /**
     * Writes {@code hand}'s digits in the cells of the page that {@code givens} leaves empty and
     * {@code hand} fills; {@code gx, gy} is the grid's top-left corner on the page and
     * {@code cell} the cell size in page pixels. The page must be {@code TYPE_3BYTE_BGR}.
     */
    public void write(BufferedImage page, Grid givens, Grid hand, int gx, int gy, int cell, Random rnd) {
        Hand h = Hand.random(rnd);
        byte[] bgr = ((DataBufferByte) page.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < 81; i++) {
            int d = hand.get(i);
            if (givens.get(i) != 0 || d == 0) {
                continue;
            }
            List<WriterDigits.Shape> shapes = byDigit.get(d);
            if (shapes.isEmpty()) {
                continue;
            }
            Mat alpha = digit(shapes.get(rnd.nextInt(shapes.size())), cell, h.size(), h, rnd);
            double cx = gx + (i % 9 + 0.5) * cell + (rnd.nextDouble() - 0.5) * 0.3 * cell;
            double cy = gy + (i / 9 + 0.5) * cell + (rnd.nextDouble() - 0.5) * 0.3 * cell;
            if (rnd.nextInt(8) == 0) {
                cy += (rnd.nextBoolean() ? 1 : -1) * 0.22 * cell;
            }
            blend(bgr, page.getWidth(), page.getHeight(), alpha, (int) Math.round(cx - alpha.cols() / 2.0),
                    (int) Math.round(cy - alpha.rows() / 2.0), h.pen());
            alpha.release();
        }
    }

    /**
     * A copy of {@code photo} (BGR, a real photo of the printed puzzle {@code givens}, the puzzle upright)
     * with the digits of {@code seen} that the givens leave empty written into it, as a person
     * would write on that newspaper page before it was photographed: the digits are written on a
     * flat page of the grid's size and a cell's margin round it (ink over an outer line goes on
     * past it), which is then seen through the photo's grid {@code corners}
     * (clockwise from the photo's own top-left, against which the puzzle lies turned {@code turn}
     * quarters clockwise, as {@link DigitPaster#uprightCell} counts: the digits turn with the
     * page) and darkens the photo where the pen went, under the photo's own light. The camera's
     * blur is added to the ink alone (the print has its own). With {@code marks} not null, a grid
     * being solved also gets the solver's pencil marks ({@link #writeMarks}, {@code which}), drawn from it.
     */
    public Mat writeOnPhoto(Mat photo, Quad corners, int turn, Grid givens, Grid seen, Random rnd, Random marks,
                            Marks which) {
        double longest = 0;
        for (int k = 0; k < 4; k++) {
            longest = Math.max(longest, corners.side(k));
        }
        int cell = (int) Math.max(24, Math.min(120, Math.round(longest / 9)));
        int side = 9 * cell;
        // A cell's margin round the grid: a digit written high in the top row (or out past any
        // outer line) keeps its ink beyond the grid, as on paper (a page just the grid's size cut
        // such digits at the outer line, and the reader was scored on digits no one could read).
        int margin = cell;
        int paper = side + 2 * margin;
        BufferedImage page = new BufferedImage(paper, paper, BufferedImage.TYPE_3BYTE_BGR);
        byte[] bgr = ((DataBufferByte) page.getRaster().getDataBuffer()).getData();
        Arrays.fill(bgr, (byte) 255);
        write(page, givens, seen, margin, margin, cell, rnd);
        if (marks != null) {
            writeMarks(page, seen, margin, margin, cell, marks, which);
        }
        Mat ink = new Mat(paper, paper, CvType.CV_8UC3);
        ink.put(0, 0, bgr);
        // The page is upright; the corners' frame holds the puzzle turned (DigitPaster.uprightCell).
        if ((turn & 3) != 0) {
            Core.rotate(ink, ink, switch (turn & 3) {
                case 1 -> Core.ROTATE_90_COUNTERCLOCKWISE;
                case 2 -> Core.ROTATE_180;
                default -> Core.ROTATE_90_CLOCKWISE;
            });
        }
        Mat share = new Mat();
        ink.convertTo(share, CvType.CV_32FC3, 1 / 255.0);
        ink.release();
        // the page turns about its centre, so the grid's corners stay a margin in from its sides
        MatOfPoint2f from = new MatOfPoint2f(new Point(margin, margin), new Point(margin + side, margin),
                new Point(margin + side, margin + side), new Point(margin, margin + side));
        MatOfPoint2f to = corners.toMat();
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        Mat seenInk = new Mat();
        Imgproc.warpPerspective(share, seenInk, h, photo.size(), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, Scalar.all(1));
        Imgproc.GaussianBlur(seenInk, seenInk, new Size(0, 0), 0.4 + 0.6 * rnd.nextDouble());
        Mat out = new Mat();
        photo.convertTo(out, CvType.CV_32FC3);
        Core.multiply(out, seenInk, out);
        out.convertTo(out, CvType.CV_8UC3);
        for (Mat m : new Mat[] {share, h, seenInk, from, to}) {
            m.release();
        }
        return out;
    }

    /**
     * Writes a solver's pencil marks into the cells {@code seen} leaves empty: {@link Marks#SOME},
     * into some of them two to four of the digits the cell may still take; {@link Marks#EVERY},
     * into every one all of them. Small (a fifth to a third of a cell tall), each in its own
     * place of a 3 x 3 layout (1 top left ... 9 bottom right) or, two to four, in a row along the
     * cell's top, in pencil or pen. They are notes, not answers: what a grid being solved carries
     * and a reader must leave empty. Other arguments as {@link #write}.
     */
    public void writeMarks(BufferedImage page, Grid seen, int gx, int gy, int cell, Random rnd, Marks which) {
        if (which == Marks.NONE) {
            return;
        }
        boolean every = which == Marks.EVERY;
        Hand any = Hand.random(rnd);
        // Small strokes thresholded as a full-size digit's would break into specks: a low cut keeps them whole.
        // The scans' own stroke, never the fine pen's: a mark a fifth of a cell tall drawn so fades under the blur.
        Hand h = new Hand(any.pen(), Math.max(0.8, any.pressure()), 0.15, any.slant(), any.size(), any.pencil(), 0);
        boolean inRow = !every && rnd.nextDouble() < 0.4;
        double share = every ? 1 : 0.3 + 0.6 * rnd.nextDouble();
        byte[] bgr = ((DataBufferByte) page.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < 81; i++) {
            if (!seen.isEmpty(i) || rnd.nextDouble() >= share) {
                continue;
            }
            List<Integer> open = candidates(seen, i);
            Collections.shuffle(open, rnd);
            List<Integer> marks = new ArrayList<>(open.subList(0, every ? open.size() : Math.min(open.size(), 2 + rnd.nextInt(3))));
            marks.sort(null);
            for (int k = 0; k < marks.size(); k++) {
                int d = marks.get(k);
                List<WriterDigits.Shape> shapes = byDigit.get(d);
                if (shapes.isEmpty()) {
                    continue;
                }
                double size = 0.2 + 0.08 * rnd.nextDouble(); // under a third of the cell: nine places fit
                Mat alpha = digit(shapes.get(rnd.nextInt(shapes.size())), cell, size, h, rnd);
                double col = inRow ? 0.2 + 0.2 * k : 0.2 + 0.3 * ((d - 1) % 3);
                double row = inRow ? 0.22 : 0.2 + 0.3 * ((d - 1) / 3);
                double cx = gx + (i % 9 + col + (rnd.nextDouble() - 0.5) * 0.05) * cell;
                double cy = gy + (i / 9 + row + (rnd.nextDouble() - 0.5) * 0.05) * cell;
                blend(bgr, page.getWidth(), page.getHeight(), alpha, (int) Math.round(cx - alpha.cols() / 2.0),
                        (int) Math.round(cy - alpha.rows() / 2.0), h.pen());
                alpha.release();
            }
        }
    }

    /** The digits no peer of {@code cell} holds in {@code g}, ascending. */
    private static List<Integer> candidates(Grid g, int cell) {
        boolean[] taken = new boolean[10];
        for (int p : Units.peersOf(cell)) {
            taken[g.get(p)] = true;
        }
        List<Integer> open = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            if (!taken[d]) {
                open.add(d);
            }
        }
        return open;
    }

    /**
     * Ink coverage (0..1, CV_32F) of one written digit {@code size} of a cell tall (give or take
     * 15%), on a square canvas of 1.5 cells.
     */
    private Mat digit(WriterDigits.Shape s, int cell, double size, Hand h, Random rnd) {
        Mat src = new Mat(s.side(), s.side(), CvType.CV_8UC1);
        src.put(0, 0, s.pixels());
        Rect box = Imgproc.boundingRect(src);
        if (box.width == 0 || box.height == 0) {
            box = new Rect(0, 0, s.side(), s.side());
        }
        Mat crop = new Mat(src, box).clone();
        src.release();
        double height = cell * size * (0.85 + 0.3 * rnd.nextDouble());
        double scale = height / box.height;
        int canvas = (int) Math.round(cell * 1.5);
        // Resize, slant and turn in one affine map about the canvas centre.
        double shear = h.slant() + (rnd.nextDouble() - 0.5) * 0.2;
        double angle = Math.toRadians((rnd.nextDouble() - 0.5) * 14);
        double cos = Math.cos(angle) * scale;
        double sin = Math.sin(angle) * scale;
        double bx = box.width / 2.0;
        double by = box.height / 2.0;
        // x' = cos*x - sin*y + shear*(y) ; y' = sin*x + cos*y  (about the shape centre)
        double a = cos;
        double b = -sin - shear * scale;
        double c = sin;
        double dd = cos;
        Mat m = new Mat(2, 3, CvType.CV_64F);
        m.put(0, 0, a, b, canvas / 2.0 - a * bx - b * by, c, dd, canvas / 2.0 - c * bx - dd * by);
        Mat f = new Mat();
        crop.convertTo(f, CvType.CV_32F, 1 / 255.0);
        crop.release();
        Mat warped = new Mat();
        Imgproc.warpAffine(f, warped, m, new Size(canvas, canvas), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, Scalar.all(0));
        f.release();
        m.release();
        double strokeBlur = Math.max(0.6, scale * 0.35);
        Imgproc.GaussianBlur(warped, warped, new Size(0, 0), strokeBlur);
        double threshold = Math.min(0.75, Math.max(0.12, h.threshold() + (rnd.nextDouble() - 0.5) * 0.1));
        Mat ink = new Mat();
        Imgproc.threshold(warped, ink, threshold, 1.0, Imgproc.THRESH_BINARY);
        warped.release();
        if (h.fine() > 0) {
            Mat line = StrokeSkeleton.redrawn(ink, Math.max(1.2, h.fine() * height * (0.85 + 0.3 * rnd.nextDouble())));
            ink.release();
            ink = line;
        }
        addStrokes(ink, s.digit(), canvas, height, rnd);
        // Soft edges, then pressure with some unevenness along the strokes.
        Imgproc.GaussianBlur(ink, ink, new Size(0, 0), 0.7);
        int side = canvas / 6 + 1;
        float[] levels = new float[side * side];
        double low = h.pencil() ? 0.5 : 0.8;
        for (int k = 0; k < levels.length; k++) {
            levels[k] = (float) (low + (1 - low) * rnd.nextDouble());
        }
        Mat uneven = new Mat(side, side, CvType.CV_32F);
        uneven.put(0, 0, levels);
        Mat big = new Mat();
        Imgproc.resize(uneven, big, new Size(canvas, canvas), 0, 0, Imgproc.INTER_CUBIC);
        uneven.release();
        Core.multiply(ink, big, ink, h.pressure() * (0.85 + 0.15 * rnd.nextDouble()));
        big.release();
        return ink;
    }

    /** A bar across some 7s and a long up-stroke on some 1s, drawn with the digit's stroke width. */
    private static void addStrokes(Mat ink, int digit, int canvas, double height, Random rnd) {
        if (digit != 7 && digit != 1 || rnd.nextInt(5) >= 2) {
            return;
        }
        Rect box = inkBox(ink);
        if (box == null) {
            return;
        }
        int thick = Math.max(1, (int) Math.round(strokeWidth(ink, box)));
        if (digit == 7) {
            double y = box.y + box.height * (0.45 + 0.15 * rnd.nextDouble());
            double mid = box.x + box.width * 0.5;
            double half = box.width * (0.25 + 0.15 * rnd.nextDouble());
            Imgproc.line(ink, new Point(mid - half, y + 1), new Point(mid + half, y - 1), Scalar.all(1), thick, Imgproc.LINE_AA);
        } else {
            Point top = new Point(box.x + box.width * 0.6, box.y + thick / 2.0);
            Point end = new Point(top.x - height * (0.25 + 0.15 * rnd.nextDouble()), top.y + height * (0.25 + 0.2 * rnd.nextDouble()));
            Imgproc.line(ink, top, end, Scalar.all(1), thick, Imgproc.LINE_AA);
        }
    }

    private static Rect inkBox(Mat ink) {
        Mat u8 = new Mat();
        ink.convertTo(u8, CvType.CV_8U, 255);
        Rect r = Imgproc.boundingRect(u8);
        u8.release();
        return r.width == 0 ? null : r;
    }

    /** Ink area over half its outline length: about the pen's stroke width. */
    private static double strokeWidth(Mat ink, Rect box) {
        Mat u8 = new Mat();
        ink.convertTo(u8, CvType.CV_8U, 255);
        double area = Core.countNonZero(u8);
        List<org.opencv.core.MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(u8, contours, hierarchy, Imgproc.RETR_LIST, Imgproc.CHAIN_APPROX_NONE);
        double perimeter = 0;
        for (org.opencv.core.MatOfPoint c : contours) {
            MatOfPoint2f c2 = new MatOfPoint2f(c.toArray());
            perimeter += Imgproc.arcLength(c2, true);
            c2.release();
            c.release();
        }
        hierarchy.release();
        u8.release();
        return perimeter == 0 ? Math.max(1, box.height / 10.0) : 2 * area / perimeter;
    }

    /** Darkens the page under the ink towards the pen colour (multiplicative, as ink on paper). */
    private static void blend(byte[] bgr, int w, int h, Mat alpha, int x0, int y0, int[] pen) {
        int n = alpha.cols();
        float[] row = new float[n];
        for (int y = 0; y < alpha.rows(); y++) {
            int py = y0 + y;
            if (py < 0 || py >= h) {
                continue;
            }
            alpha.get(y, 0, row);
            for (int x = 0; x < n; x++) {
                int px = x0 + x;
                float a = Math.min(1f, row[x]);
                if (px < 0 || px >= w || a <= 0.004f) {
                    continue;
                }
                int o = 3 * (py * w + px);
                for (int ch = 0; ch < 3; ch++) {
                    int paper = bgr[o + ch] & 0xff;
                    int ink = pen[2 - ch];
                    double mixed = paper * (1 - a) + paper * ink / 255.0 * a;
                    bgr[o + ch] = (byte) Math.round(mixed);
                }
            }
        }
    }
}
