package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * A grid that the photo's edge cuts, carried out to where its own lines say it ends. Its outline
 * closes along the frame's edge, or on the last line left inside with the comb of ten lines a
 * cell in (the nine lines inside fit it as well as the true comb): a whole row or column is then
 * read a cell off, or the cut one squeezed into what is left of it, its cells holding pieces of
 * grid line that read as 1s (validation close-ups, grid 82-92% of the frame's width: 9 of 40
 * pages unusable, 4 with this; printed validation photos cut by 3% of the grid on the right: 10
 * of 33 read fully right, 31 with this; docs/reading-notebook.md, 2026-11-29).
 *
 * <p>First, a quad whose every third line is not on the grid's thicker box lines
 * ({@link #onBoxLines}) is moved a cell where they are. Then each side lying at the frame's edge
 * is moved (on a line as heavy as the inner ones only for a clear gain: a grid that only fills
 * the frame keeps its border, one cut at a corner does not): each of its two corners on its own
 * along its neighbouring side, from {@link #LEAST} to {@link #MOST} of a cell, to where the
 * quad's ten evenly spaced lines each way are best covered by the photo's long strokes
 * ({@link GridRefiner#support}; the part of the view outside the photo is blank, so the last line
 * beyond the edge scores nothing wherever it is put, and the nine inside decide).
 */
final class GridPastFrame {
    /** A corner this close to the frame's side (as a share of the frame's width or height) puts its side at the edge. */
    static final double NEAR = 0.025;
    /** Furthest a corner is moved out, in cells: a grid cut by more has lost a row and is not read. */
    static final double MOST = 1.0;
    /** A side moved out is kept when the quad's lines are covered by this much more (support, 0..1) ... */
    static final double GAIN = 0.03;
    /**
     * ... or by this much more when the side lay on a line of its own: a grid that fills the
     * frame, its border there and another grid's line or a ruled box just beyond (hand-filled
     * image1014 gained 0.037 by moving onto it), or a cut grid tilted so that part of its border
     * is still inside (gains of 0.1 and more).
     */
    static final double LINE_GAIN = 0.1;
    /** Share of the inner lines' median ink from which a side lies on a line of its own ... */
    static final double BORDER_INK = 0.5;
    /**
     * ... and from which that line is the grid's border (a border is printed heavier than the cell
     * lines), moved only when a corner moved out by {@link #PROBE} of a cell gains half of
     * {@link #SOLID_GAIN} and the search then gains all of it: a grid cut at one corner has its
     * side on the border for the part inside the frame and slanting off it towards the cut
     * (validation close-ups cut by a quarter of a cell at one corner: 0.66 -> 0.90).
     */
    static final double SOLID = 1.0;
    static final double SOLID_GAIN = 0.15;
    static final double PROBE = 0.3;
    /** The box lines' ink over the cell lines' below which a quad may be a cell off ... */
    static final double BOX_LEAST = 1.15;
    /** ... and how much more a quad moved by a cell must show to be taken instead. */
    static final double BOX_MARGIN = 1.2;
    /** Furthest a corner is moved in, in cells: the side found may lie a little inside the cut at one end. */
    static final double LEAST = -0.2;
    /** Steps of the search, in cells: every pair of corner moves this far apart, then each corner finer near the best. */
    private static final double COARSE = 0.3;
    private static final double FINE = 0.05;

    /** Side of the frontal view the lines are scored in: half the refiner's (25 px cells) costs a quarter. */
    static final int VIEW = 225;

    private final GridRefiner refiner;

    /** Scoring quads in views like {@code refine}'s, {@link #VIEW} across. */
    GridPastFrame(RefineParams refine) {
        this.refiner = new GridRefiner(refine.withSize(VIEW));
    }

    /** How well {@code q} sits on a grid's lines in {@code gray}, scored as this class scores ({@link GridRefiner#support} in the {@link #VIEW}). */
    double support(Mat gray, Quad q) {
        return refiner.support(gray, q);
    }

    /**
     * {@code q} with each side at the edge of {@code gray} (8-bit grey, the quad's pixels) carried
     * out past it where its lines fit better, after the box-line check. {@code cleanBorder}:
     * {@code q} is a four-cornered contour, the grid's own border unless the frame's edge closed
     * it, so the box-line check is left out when no side lies at the edge. There it only ever
     * moved such a border off the grid: the printed train and validation photos set in a frame
     * twice their size (a third of it the grid), 2 of 135 (image1078, image1045), degraded with
     * seed 1 two more (image109, image201; docs/reading-notebook.md).
     */
    Quad extended(Mat gray, Quad q, boolean cleanBorder) {
        boolean edge = false;
        for (int side = 0; side < 4; side++) {
            edge |= atEdge(q, side, gray.cols(), gray.rows());
        }
        Quad out = cleanBorder && !edge ? q : onBoxLines(gray, q);
        for (int side = 0; side < 4; side++) {
            if (atEdge(out, side, gray.cols(), gray.rows())) {
                out = movedOut(gray, out, side);
            }
        }
        return out;
    }

    /** {@code q}, or moved a cell across either axis's lines onto the grid's box lines ({@link #onBoxLines(Mat, Quad, boolean)}). */
    private Quad onBoxLines(Mat gray, Quad q) {
        try (GridRefiner.Lines lines = refiner.lines(gray, q)) {
            Quad across = onBoxLines(gray, q, true, lines.ink(true));
            // One view measures both ways while the first check leaves the quad where it was.
            return onBoxLines(gray, across, false, across == q ? lines.ink(false) : refiner.lineInk(gray, across, false));
        }
    }

    /**
     * {@code q}, or {@code q} moved by a cell across that axis's lines (row lines: {@code rowLines}) when that puts its every
     * third line on the grid's thicker box lines. A grid cut by the frame shows one line fewer,
     * so a comb one cell in from the cut fits the lines left as well as the true one does.
     */
    Quad onBoxLines(Mat gray, Quad q, boolean rowLines) {
        return onBoxLines(gray, q, rowLines, refiner.lineInk(gray, q, rowLines));
    }

    /** {@link #onBoxLines(Mat, Quad, boolean)} with {@code q}'s line ink that way already measured. */
    private Quad onBoxLines(Mat gray, Quad q, boolean rowLines, double[] ink) {
        double here = boxContrast(ink);
        if (here >= BOX_LEAST) {
            return q;
        }
        Quad best = q;
        double most = here;
        for (int side : rowLines ? new int[] {0, 2} : new int[] {1, 3}) {
            Quad shifted = shifted(q, side);
            double there = boxContrast(refiner.lineInk(gray, shifted, rowLines));
            if (there > most) {
                most = there;
                best = shifted;
            }
        }
        return most > here * BOX_MARGIN && most > BOX_LEAST ? best : q;
    }

    /** The mean ink of the box lines (0, 3, 6, 9) over that of the cell lines, among the lines with ink (1 when either has none). */
    static double boxContrast(double[] ink) {
        double box = 0;
        double cell = 0;
        int boxes = 0;
        int cells = 0;
        for (int k = 0; k < ink.length; k++) {
            if (ink[k] <= 0) {
                continue;
            }
            if (k % 3 == 0) {
                box += ink[k];
                boxes++;
            } else {
                cell += ink[k];
                cells++;
            }
        }
        return boxes == 0 || cells == 0 || cell == 0 ? 1 : (box / boxes) / (cell / cells);
    }

    /** {@code q} moved by one of its cells towards {@code side} (0 top, 1 right, 2 bottom, 3 left). */
    static Quad shifted(Quad q, int side) {
        return switch (side) {
            case 0 -> q.movedByCells(-1, 0);
            case 1 -> q.movedByCells(0, 1);
            case 2 -> q.movedByCells(1, 0);
            default -> q.movedByCells(0, -1);
        };
    }

    /**
     * Whether side {@code side} (0 top: corners 0-1, 1 right: 1-2, 2 bottom: 2-3, 3 left: 3-0)
     * has a corner near the frame's side it faces.
     */
    static boolean atEdge(Quad q, int side, int cols, int rows) {
        double mx = NEAR * cols;
        double my = NEAR * rows;
        for (Point p : new Point[] {q.corner(side), q.corner((side + 1) % 4)}) {
            boolean near = switch (side) {
                case 0 -> p.y < my;
                case 1 -> p.x > cols - 1 - mx;
                case 2 -> p.y > rows - 1 - my;
                default -> p.x < mx;
            };
            if (near) {
                return true;
            }
        }
        return false;
    }

    /**
     * The best of {@code q} with side {@code side}'s corners moved out, each by {@link #LEAST} to
     * {@link #MOST} cells on its own, or {@code q} when none gains enough: {@link #GAIN}, or
     * {@link #LINE_GAIN} for a side on a line of its own, or {@link #SOLID_GAIN} for a side on a
     * line as heavy as the inner lines' median (the grid's border), searched only when a corner
     * moved out by {@link #PROBE} of a cell already gains half of that.
     */
    private Quad movedOut(Mat gray, Quad q, int side) {
        double share;
        double base;
        try (GridRefiner.Lines lines = refiner.lines(gray, q)) {
            share = lineShare(lines.ink(side % 2 == 0), side == 0 || side == 3 ? 0 : 9);
            base = lines.support();
        }
        double needed = share >= SOLID ? SOLID_GAIN : share >= BORDER_INK ? LINE_GAIN : GAIN;
        if (share >= SOLID && !cornerOutGains(gray, q, side, base + needed / 2)) {
            return q;
        }
        // Each corner on its own (a tilted grid is cut more at one end), coarsely, then finer near
        // the best when that gains. The quads of one search are scored side by side on the cores
        // (each score is a warped view: 25 of them took up to 60 ms one after the other).
        int steps = (int) Math.round((MOST - LEAST) / COARSE);
        List<double[]> coarse = new ArrayList<>();
        for (int i = 0; i <= steps; i++) {
            for (int j = 0; j <= steps; j++) {
                coarse.add(new double[] {LEAST + i * COARSE, LEAST + j * COARSE});
            }
        }
        Move bestMove = best(gray, q, side, coarse, new Move(0, 0, base));
        if (bestMove.support() < base + needed / 2) {
            return q;
        }
        for (int corner = 0; corner < 2; corner++) {
            double centre = corner == 0 ? bestMove.a() : bestMove.b();
            List<double[]> fine = new ArrayList<>();
            for (double t = Math.max(LEAST, centre - COARSE / 2); t <= Math.min(MOST, centre + COARSE / 2) + 1e-9; t += FINE) {
                fine.add(corner == 0 ? new double[] {t, bestMove.b()} : new double[] {bestMove.a(), t});
            }
            bestMove = best(gray, q, side, fine, bestMove);
        }
        return bestMove.support() >= base + needed ? moved(q, side, bestMove.a(), bestMove.b()) : q;
    }

    /** Side {@code side}'s corners moved out by {@code a} and {@code b} cells, and the support of the quad so moved. */
    private record Move(double a, double b, double support) {
    }

    /**
     * The first of {@code moves} ({a, b} each) whose quad is supported more than {@code sofar}'s
     * and every one before it, or {@code sofar}: as a loop over them in order would keep.
     */
    private Move best(Mat gray, Quad q, int side, List<double[]> moves, Move sofar) {
        double[] support = moves.parallelStream().mapToDouble(m -> refiner.support(gray, moved(q, side, m[0], m[1])))
                .toArray();
        Move best = sofar;
        for (int k = 0; k < moves.size(); k++) {
            if (support[k] > best.support()) {
                best = new Move(moves.get(k)[0], moves.get(k)[1], support[k]);
            }
        }
        return best;
    }

    /** Whether {@code q} with one or both of side {@code side}'s corners moved out by {@link #PROBE} of a cell is supported above {@code least}. */
    private boolean cornerOutGains(Mat gray, Quad q, int side, double least) {
        double[][] moves = {{PROBE, 0}, {0, PROBE}, {PROBE, PROBE}};
        for (double[] m : moves) {
            if (refiner.support(gray, moved(q, side, m[0], m[1])) >= least) {
                return true;
            }
        }
        return false;
    }

    /** Line {@code k}'s ink (of ten lines) over the inner lines' median. */
    static double lineShare(double[] ink, int k) {
        double[] inner = Arrays.copyOfRange(ink, 1, 9);
        Arrays.sort(inner);
        double median = (inner[3] + inner[4]) / 2;
        return median <= 0 ? 0 : ink[k] / median;
    }

    /** {@code q} with side {@code side}'s corners moved out along their neighbouring sides by {@code ta} and {@code tb} cells. */
    static Quad moved(Quad q, int side, double ta, double tb) {
        int a = side;
        int b = (side + 1) % 4;
        Point[] p = q.corners();
        p[a] = along(p[(side + 3) % 4], p[a], ta);
        p[b] = along(p[(side + 2) % 4], p[b], tb);
        return Quad.of(p);
    }

    /** {@code to} moved on beyond itself, away from {@code from}, by {@code cells} ninths of their distance. */
    private static Point along(Point from, Point to, double cells) {
        double f = cells / 9.0;
        return new Point(to.x + (to.x - from.x) * f, to.y + (to.y - from.y) * f);
    }
}
