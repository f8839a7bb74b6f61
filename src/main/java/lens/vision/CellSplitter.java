package lens.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Splits a warped grid into 81 cells and isolates each cell's digit: the square is thresholded,
 * its grid lines found ({@link GridLines}) and taken out with any fold across the page
 * ({@link FoldLines}, whose cells are named), each cell's digit isolated
 * ({@link DigitIsolator}; cut a second time with its strokes followed into fainter ink where that
 * finds more of it: {@link FaintStrokes}), a nearly filled grid's empty cells looked at a second time (fainter
 * ink, then windows moved towards the neighbours for a digit written over a line; a grid whose
 * answers are too faint for the first look is nearly filled at the second: {@link #faintAnswers}),
 * a solver's pencil marks taken out of a noted page ({@link PencilMarks}; whether a cell's small
 * pieces are marks is asked of them as cut and as followed into fainter ink, where a light pen's
 * broken digit is whole again), and digits much fainter than the grid's typical one dropped
 * ({@link InkContrast}; on a nearly filled grid only the faintest, {@link InkContrast#handFilledFloor}).
 */
public final class CellSplitter {
    private final CellParams params;

    public CellSplitter(CellParams params) {
        OpenCvLoader.ensureLoaded();
        this.params = params;
    }

    public CellParams params() {
        return params;
    }

    /** As {@link #split(WarpedGrid, GridSurround, DebugSink)} without the grid's surround: nothing looked for past the outer lines. */
    public CellImages split(WarpedGrid grid, DebugSink debug) {
        return split(grid, null, debug);
    }

    /**
     * The cells of {@code grid}; {@code surround}, the grid's surroundings in the photo (null: not
     * at hand), is where a nearly filled grid's empty outer cell has its digit looked for when it
     * was written over the outer line ({@link #pastOuterLine}).
     */
    public CellImages split(WarpedGrid grid, GridSurround surround, DebugSink debug) {
        int size = grid.size();
        double cell = size / 9.0;
        Mat bin = new Mat();
        int block = Math.max(3, (int) (cell * params.threshold().blockFraction()) | 1);
        Imgproc.adaptiveThreshold(grid.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, params.threshold().thresholdC());
        if (debug.enabled()) {
            debug.put("cells-threshold", bin);
        }
        Mat hStrokes = GridLines.strokes(bin, true, cell);
        Mat vStrokes = GridLines.strokes(bin, false, cell);
        int[] rows = GridLines.positions(hStrokes, true, cell, params.lineSearch());
        int[] cols = GridLines.positions(vStrokes, false, cell, params.lineSearch());
        // Grid lines out, digits stay: a bent line crossing a cell no longer joins its digit.
        Mat strokes = new Mat();
        Core.bitwise_or(hStrokes, vStrokes, strokes);
        List<Integer> folded;
        try (FoldLines folds = FoldLines.find(bin, hStrokes, vStrokes, rows, cols, cell)) {
            strokes = folds.removable(strokes, grid.square());
            folded = folds.cells(rows, cols);
        }
        Core.subtract(bin, strokes, bin);
        if (debug.enabled()) {
            debug.put("cells-digits", bin);
        }
        Mat faint = FaintStrokes.threshold(grid.square(), block, params.threshold().thresholdC(), strokes);
        List<IsolatedDigit> found = new ArrayList<>(81);
        for (int i = 0; i < 81; i++) {
            found.add(DigitIsolator.isolate(i, bin, faint, grid.square(), bounds(i, rows, cols), params));
        }
        Followed followed = new Followed(faint, bin, rows, cols);
        boolean nearlyFilled = filled(found) >= params.secondLookCells()
                || faintAnswers(grid, strokes, rows, cols, found, block);
        double floor = nearlyFilled ? InkContrast.handFilledFloor(found)
                : InkContrast.faintFloor(found, params.contrast().minRelative());
        if (nearlyFilled) {
            secondLook(grid, strokes, rows, cols, found, block, followed, surround);
        }
        hStrokes.release();
        vStrokes.release();
        strokes.release();
        List<CellImage> cells = InkContrast.dropFaint(PencilMarks.cleared(found, followed), floor);
        followed.release();
        faint.release();
        bin.release();
        if (debug.enabled()) {
            debugInks(cells, debug);
        }
        return new CellImages(cells, rows, cols, folded);
    }

    /**
     * The cells with each filled cell's pieces of ink followed into fainter ink: taken from the
     * pieces of {@code faint} that hold some of {@code bin}'s ink ({@link FaintStrokes#seeded}),
     * worked out once, when first asked (only a page with cells of marks asks, up to twice).
     */
    private final class Followed implements UnaryOperator<List<IsolatedDigit>> {
        private final Mat faint;
        private final Mat bin;
        private final int[] rows;
        private final int[] cols;
        private Mat seeded;

        Followed(Mat faint, Mat bin, int[] rows, int[] cols) {
            this.faint = faint;
            this.bin = bin;
            this.rows = rows;
            this.cols = cols;
        }

        @Override
        public List<IsolatedDigit> apply(List<IsolatedDigit> found) {
            if (seeded == null) {
                seeded = FaintStrokes.seeded(faint, bin);
            }
            List<IsolatedDigit> out = new ArrayList<>(found.size());
            for (int i = 0; i < found.size(); i++) {
                IsolatedDigit f = found.get(i);
                out.add(f.cell().filled()
                        ? new IsolatedDigit(f.cell(), f.contrast(), DigitIsolator.pieces(seeded, bounds(i, rows, cols), params))
                        : f);
            }
            return out;
        }

        /** Releases the followed square, if it was worked out. */
        void release() {
            if (seeded != null) {
                seeded.release();
            }
        }
    }

    private static Rect bounds(int i, int[] rows, int[] cols) {
        int r = i / 9;
        int c = i % 9;
        return new Rect(cols[c], rows[r], Math.max(1, cols[c + 1] - cols[c]), Math.max(1, rows[r + 1] - rows[r]));
    }

    /**
     * A nearly filled grid is a hand-filled one, whose empty cells are rare: each is looked at
     * again with {@link CellParams#secondLook()} (fainter ink, handwriting pushed into a corner,
     * small ink only as dark as a share of the page's digits: {@link #SECOND_LOOK_DARK}),
     * and then, unless the page carries a solver's marks, through moved windows ({@link #lookAround}).
     */
    private void secondLook(WarpedGrid grid, Mat strokes, int[] rows, int[] cols, List<IsolatedDigit> found, int block,
                            UnaryOperator<List<IsolatedDigit>> followed, GridSurround surround) {
        CellParams p = secondLookParams(found);
        Mat bin = secondLookBin(grid, strokes, block, p);
        isolateEmpty(grid, bin, rows, cols, found, p);
        if (!PencilMarks.noted(found, followed)) {
            // A noted page's empty cells hold marks, which moved windows join into digit-sized ink.
            lookAround(grid, bin, rows, cols, found, p, surround, block);
        }
        bin.release();
    }

    /**
     * On the second look, small ink counts from this share of the page's median digit contrast
     * when that is below the second look's {@link CellParams.Contrast#minDark()} in grey levels:
     * a dim or blurred photo's pen digits measure about 25 grey levels against the paper, a
     * faint one's pieces under 20, which the fixed level (24) took for show-through (pen in
     * validation photos: complete grids left "1 to go"). Show-through and specks are a small
     * share of the page's own digits, however dim the photo. Complete grids called correct on
     * the validation pen sets: in photos 22 -> 24 of 29, in photos with marks 11 -> 15 of 24,
     * close-up pages 12 -> 13 of 19 (0.5: 23, 14; 0.3: 24, 15 and one planted mistake more
     * missed); the shared photos read the same (hand-filled training photos: one cell more).
     */
    static final double SECOND_LOOK_DARK = 0.4;

    /** The second look's rules on a page whose digits have median contrast as in {@code found}. */
    private CellParams secondLookParams(List<IsolatedDigit> found) {
        CellParams fainter = params.secondLook();
        return fainter.withMinDark(Math.min(fainter.contrast().minDark(), SECOND_LOOK_DARK * InkContrast.median(found)));
    }

    /** The square thresholded by the second look's rules {@code p}, grid lines ({@code strokes}) taken out. */
    private static Mat secondLookBin(WarpedGrid grid, Mat strokes, int block, CellParams p) {
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(grid.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, p.threshold().thresholdC());
        Core.subtract(bin, strokes, bin);
        return bin;
    }

    /** Each empty cell of {@code found} isolated again from {@code bin} by rules {@code p}. */
    private static void isolateEmpty(WarpedGrid grid, Mat bin, int[] rows, int[] cols, List<IsolatedDigit> found,
                                     CellParams p) {
        for (int i = 0; i < 81; i++) {
            if (!found.get(i).cell().filled()) {
                found.set(i, DigitIsolator.isolate(i, bin, grid.square(), bounds(i, rows, cols), p));
            }
        }
    }

    /**
     * A page whose first look finds this many digits has answers written in: a printed puzzle
     * gives at most about 40. Below it a noisy printed photo's empty cells, looked at fainter,
     * filled it with specks (shared printed training photos degraded: 73 cells more read wrong
     * with no such bound); every faint hand-filled validation page that gained had 52 or more.
     */
    static final int FAINT_TRIAL_FOUND = 45;

    private static long filled(List<IsolatedDigit> found) {
        return found.stream().filter(f -> f.cell().filled()).count();
    }

    /**
     * Whether a grid that looks partly filled is a filled one whose answers are written too
     * faintly for the first look (a light pencil in a dim photo): its empty cells looked at with
     * the second look's fainter rules fill it nearly. Then they are taken into {@code found}.
     * Looked for only where the first look found {@value #FAINT_TRIAL_FOUND} digits or more (see
     * there). Validation pen sets: wrong cells 600 -> 551 (in photos 82 -> 71, with pencil marks
     * 302 -> 268, pages with marks 109 -> 105), complete pages read "0 to go" instead of half
     * empty; the shared photos read the same cells ({@code docs/reading-notebook.md}, 2026-11-30,
     * evening).
     *
     * <p>A page only partly solved in a light pencil is not nearly filled at the second look
     * either; there the fainter look's finds are taken when {@value #LIGHT_ANSWERS} or more of
     * them are shaped as answers ({@link #answerShaped}: where an answer is written, not where a
     * solver notes candidates), and only those, the grid staying a partly filled one. Looked for
     * from {@value #LIGHT_TRIAL_FOUND} digits found (see there). Else {@code found} is left as it
     * was.
     */
    private boolean faintAnswers(WarpedGrid grid, Mat strokes, int[] rows, int[] cols, List<IsolatedDigit> found,
                                 int block) {
        long first = filled(found);
        if (first < LIGHT_TRIAL_FOUND) {
            return false;
        }
        CellParams p = secondLookParams(found);
        Mat bin = secondLookBin(grid, strokes, block, p);
        List<IsolatedDigit> trial = new ArrayList<>(found);
        isolateEmpty(grid, bin, rows, cols, trial, p);
        bin.release();
        boolean nearly = first >= FAINT_TRIAL_FOUND && filled(trial) >= params.secondLookCells();
        boolean[] shaped = new boolean[81];
        for (int i = 0; i < 81; i++) {
            shaped[i] = trial.get(i) != found.get(i) && answerShaped(trial.get(i).cell());
        }
        boolean light = !nearly && IntStream.range(0, 81).filter(i -> shaped[i]).count() >= LIGHT_ANSWERS;
        for (int i = 0; i < 81; i++) {
            if (trial.get(i) != found.get(i)) {
                if (nearly || light && shaped[i]) {
                    found.get(i).cell().release();
                    found.set(i, trial.get(i));
                } else {
                    trial.get(i).cell().release();
                }
            }
        }
        return nearly;
    }

    /**
     * A page whose first look finds this many digits may be partly solved in a light pencil
     * ({@link #faintAnswers}): a printed puzzle gives fewer (a light-pencil validation page, its
     * print and its darker answers, found 42). From 40 to 44 found the fainter look may only add
     * answer-shaped digits, never make the grid a nearly filled one: a degraded hand-filled
     * training photo found 41 at the first look, was then nearly filled by specks, and read 13
     * cells fewer right.
     */
    static final int LIGHT_TRIAL_FOUND = 40;
    /** So many answer-shaped digits found by the fainter look are a light hand's answers ({@link #faintAnswers}). */
    static final int LIGHT_ANSWERS = 6;

    /**
     * Whether a cell's ink sits where an answer is written: its box's centre within
     * {@value #ANSWER_OFF_CENTRE} of the cell's side from the cell's centre, at most
     * {@value #ANSWER_WIDTH} of the cell wide and at least {@value #ANSWER_HEIGHT} tall. A light
     * pencil's answers, broken by the threshold, measure 0.29-0.54 of the cell tall, as a solver's
     * marks do (0.34-0.38 on a validation page with marks); but the answers' centres lie within
     * 0.27 of the cell's centre (most within 0.15), and the marks' 0.26-0.40 off it, in the cell's
     * corners, or rows of them as wide as the cell.
     */
    static boolean answerShaped(CellImage cell) {
        if (!cell.filled()) {
            return false;
        }
        // near the centre every way (a mark noted diagonally off it is off by the two ways together)
        double[] off = cell.digitOffCentre();
        Rect box = cell.digitBox();
        Rect in = cell.bounds();
        return Math.hypot(off[0], off[1]) <= ANSWER_OFF_CENTRE && box.width <= ANSWER_WIDTH * in.width
                && box.height >= ANSWER_HEIGHT * in.height;
    }

    static final double ANSWER_OFF_CENTRE = 0.25;
    static final double ANSWER_WIDTH = 0.6;
    static final double ANSWER_HEIGHT = 0.2;

    /**
     * Each empty cell of a page without marks looked at through moved windows ({@link #spilled});
     * then, with the grid's {@code surround}, each outer cell still empty, past its outer line
     * ({@link #pastOuterLine}; only empty ones: a digit found at the line, taken for the inside
     * part of one written over it and looked for past the line too, lost right digits near the
     * line on validation and degraded hand-filled training photos).
     */
    private static void lookAround(WarpedGrid grid, Mat bin, int[] rows, int[] cols, List<IsolatedDigit> found,
                                   CellParams p, GridSurround surround, int block) {
        double markHeight = PencilMarks.markHeight(found, PencilMarks.DOUBT_SIZE);
        long empty = 81 - filled(found);
        double edgeHeight = empty <= SPILL_EDGE_EMPTY ? PencilMarks.markHeight(found, SPILL_EDGE_SIZE) : Double.NaN;
        double minContrast = SPILL_CONTRAST * InkContrast.median(found);
        CellParams joining = p.withJoinGap(SPILL_JOIN_GAP);
        for (int i = 0; i < 81; i++) {
            if (!found.get(i).cell().filled()) {
                IsolatedDigit spilled = spilled(i, bin, grid.square(), rows, cols, found, markHeight, edgeHeight, minContrast,
                        joining);
                if (spilled != null) {
                    found.set(i, spilled);
                }
            }
        }
        if (surround != null) {
            CellParams over = p.withJoinGap(OVER_LINE_JOIN_GAP);
            for (int i = 0; i < 81; i++) {
                if (!found.get(i).cell().filled()) {
                    IsolatedDigit past = pastOuterLine(i, surround, block, rows, cols, found, markHeight, minContrast, over);
                    if (past != null) {
                        found.set(i, past);
                    }
                }
            }
        }
    }

    /**
     * Pieces of ink this far apart (share of the cell) join into one digit in a moved window:
     * a digit written over a grid line is cut in two where the line was taken out, further apart
     * than the pieces of one broken stroke (0.1). On the pen-in-photo validation pages 0.16 called
     * 2 more complete grids correct of 29 (0.22: the same) and read a few more marks as digits on
     * pages with marks, which {@code verify} leaves to go.
     */
    static final double SPILL_JOIN_GAP = 0.16;
    /** How far a window is moved towards a neighbour to find a digit written off-centre, as a fraction of the cell. */
    static final double SPILL_SHIFT = 0.3;
    /**
     * Ink found in a moved window must be at least this share of the page's median digit
     * contrast: what the moved window finds besides digits is faint (grid lines' shadows and
     * remnants, about a fifth of it on validation pages), a written digit is not.
     */
    static final double SPILL_CONTRAST = 0.6;
    /** Ink filling a moved window this much both ways (share of the cell) frames it: line remnants, not a digit. */
    static final double SPILL_FRAME = 0.8;
    /** How far inside its cell the centre of a digit written off-centre must lie, as a fraction of the cell. */
    static final double SPILL_MARGIN = 0.12;
    /**
     * On a grid with at most {@link #SPILL_EDGE_EMPTY} cells left, a moved window's digit at least
     * {@link #SPILL_EDGE_SIZE} of the page's median digit tall may lie this close to the cell's side
     * (its centre 0.46 of a cell from the cell's): a 1 written low across the bottom line, a 5 high
     * across the top one (pen in validation photos: complete grids called correct 23 -> 24 of 29,
     * 5113 -> 5114 cells; shared hand-filled training photos 103 -> 104 of 104; every other
     * validation figure the same). On any page the margin alone took 5 pencil marks joined into a
     * digit as answers (pages with marks 4916 -> 4911 cells): there it stays {@link #SPILL_MARGIN}.
     */
    static final double SPILL_EDGE_MARGIN = 0.04;
    /** Digit-tall: this share of the page's median digit height, taller than any pencil mark. */
    static final double SPILL_EDGE_SIZE = 0.85;
    /** A grid finished but for this many cells: it carries no marks, and an answer over a line is likely. */
    static final int SPILL_EDGE_EMPTY = 3;

    /**
     * A digit written far off-centre in empty-looking cell {@code i}, often over a grid line into
     * the next cell (pen written into validation photos: 9 of the 13 complete grids not called
     * correct had such a digit read as empty, and {@code verify} called them unfinished): a cell-sized window
     * moved a third of a cell towards each neighbour isolates it as if centred (an outer cell's
     * window moved outwards is cut at the grid's edge: it was skipped, and a digit written low
     * in the bottom row was lost; validation pen sets: complete grids called correct in photos
     * with marks 15 -> 17 of 24, portrait pages 17 -> 18 of 20, close-ups 13 -> 14 of 19, the
     * rest the same). It is taken when
     * its box's centre lies well inside the cell (not on the line, not the neighbour's), it is
     * taller than a pencil mark ({@code markHeight}, share of the cell; NaN when unknown) and
     * about as dark as the page's digits ({@code minContrast}), and it overlaps no neighbour's
     * digit; the nearest to the cell's centre wins. Null when none is. On validation pages the
     * rest of what moved windows find is stray ink; {@code verify} takes a digit this far off
     * centre only when it is the one the grid needs ({@code lens.pipeline.CellKinds#isOffCentre}).
     */
    private static IsolatedDigit spilled(int i, Mat bin, Mat gray, int[] rows, int[] cols, List<IsolatedDigit> found,
                                         double markHeight, double edgeHeight, double minContrast, CellParams p) {
        Rect cell = bounds(i, rows, cols);
        double cx = cell.x + cell.width / 2.0;
        double cy = cell.y + cell.height / 2.0;
        IsolatedDigit best = null;
        double bestDist = Double.MAX_VALUE;
        for (int sy = -1; sy <= 1; sy++) {
            for (int sx = -1; sx <= 1; sx++) {
                if (sx == 0 && sy == 0) {
                    continue;
                }
                Rect window = new Rect((int) Math.round(cell.x + sx * SPILL_SHIFT * cell.width),
                        (int) Math.round(cell.y + sy * SPILL_SHIFT * cell.height), cell.width, cell.height);
                // An outer cell's window moved outwards stops at the grid's edge: a digit written
                // low in the bottom row (or high in the top one) sits on the outer line.
                window = clip(window, bin.cols(), bin.rows());
                IsolatedDigit d = DigitIsolator.isolate(i, bin, gray, window, p);
                if (!d.cell().filled()) {
                    continue;
                }
                Rect box = d.cell().digitBox();
                double bx = box.x + box.width / 2.0 - cx;
                double by = box.y + box.height / 2.0 - cy;
                double dist = Math.hypot(bx, by);
                boolean digit = digitLike(box, cell, markHeight, d.contrast(), minContrast);
                boolean inside = within(bx, by, cell, SPILL_MARGIN)
                        || (within(bx, by, cell, SPILL_EDGE_MARGIN) && box.height >= edgeHeight * cell.height);
                if (digit && inside && dist < bestDist && !overlapsNeighbour(i, box, found)) {
                    if (best != null) {
                        best.cell().release();
                    }
                    best = d;
                    bestDist = dist;
                } else {
                    d.cell().release();
                }
            }
        }
        return best == null ? null : new IsolatedDigit(new CellImage(i, cell, best.cell().ink(), best.cell().digitBox()),
                best.contrast(), found.get(i).pieces());
    }

    /**
     * A digit written over the grid's outer line in empty outer cell {@code i}, much of it past
     * the line, where the square stops ({@code surround}: the grid's surroundings; a 9 written
     * high in the top row left only its tail in the square, read as empty or as a 7): looked for
     * in windows moved outwards as {@link #spilled}'s, and taken when its ink crosses that line,
     * reaches {@value #OVER_LINE_INSIDE} of a cell into the cell and is centred on the cell along
     * the line ({@link #SPILL_MARGIN}), is taller than a pencil mark, about as dark as the page's
     * digits and overlaps no neighbour's digit (a caption near the grid crosses no line). Null
     * when none is.
     */
    private static IsolatedDigit pastOuterLine(int i, GridSurround surround, int block, int[] rows, int[] cols,
                                               List<IsolatedDigit> found, double markHeight, double minContrast,
                                               CellParams p) {
        int r = i / 9;
        int c = i % 9;
        if (r != 0 && r != 8 && c != 0 && c != 8) {
            return null;
        }
        Rect cell = bounds(i, rows, cols);
        double cx = cell.x + cell.width / 2.0;
        double cy = cell.y + cell.height / 2.0;
        for (int sy = -1; sy <= 1; sy++) {
            for (int sx = -1; sx <= 1; sx++) {
                boolean outwards = (sy == -1 && r == 0) || (sy == 1 && r == 8) || (sx == -1 && c == 0) || (sx == 1 && c == 8);
                if (!outwards) {
                    continue;
                }
                Rect window = new Rect((int) Math.round(cell.x + sx * SPILL_SHIFT * cell.width),
                        (int) Math.round(cell.y + sy * SPILL_SHIFT * cell.height), cell.width, cell.height);
                IsolatedDigit d = surround.isolate(i, window, block, p);
                if (!d.cell().filled()) {
                    continue;
                }
                Rect box = d.cell().digitBox();
                boolean alongRow = Math.abs(box.x + box.width / 2.0 - cx) <= (0.5 - SPILL_MARGIN) * cell.width;
                boolean alongCol = Math.abs(box.y + box.height / 2.0 - cy) <= (0.5 - SPILL_MARGIN) * cell.height;
                double in = OVER_LINE_INSIDE;
                boolean over = (r == 0 && alongRow && box.y < cell.y && box.y + box.height >= cell.y + in * cell.height)
                        || (r == 8 && alongRow && box.y + box.height > cell.y + cell.height
                                && box.y <= cell.y + (1 - in) * cell.height)
                        || (c == 0 && alongCol && box.x < cell.x && box.x + box.width >= cell.x + in * cell.width)
                        || (c == 8 && alongCol && box.x + box.width > cell.x + cell.width
                                && box.x <= cell.x + (1 - in) * cell.width);
                boolean digit = digitLike(box, cell, markHeight, d.contrast(), minContrast);
                if (over && digit && !overlapsNeighbour(i, box, found)) {
                    return new IsolatedDigit(new CellImage(i, cell, d.cell().ink(), box), d.contrast(), found.get(i).pieces());
                }
                d.cell().release();
            }
        }
        return null;
    }

    /**
     * Pieces of ink this far apart (share of the cell) join into one digit past the outer line:
     * the outer line taken out leaves a wider gap than an inner one (a bold line, blurred; a 9's
     * loop above the top line lay 0.2 of a cell from its tail in a validation photo).
     */
    static final double OVER_LINE_JOIN_GAP = 0.25;

    /** How far into its cell a digit written over the grid's outer line must reach, as a share of the cell. */
    static final double OVER_LINE_INSIDE = 0.25;

    /**
     * Whether ink of box {@code box} and {@code contrast} found by a moved window of {@code cell}
     * is a digit: taller than a solver's mark ({@code markHeight}, share of the cell; NaN when
     * unknown), not framing the window both ways ({@link #SPILL_FRAME}: line remnants), and at
     * least {@code minContrast}.
     */
    private static boolean digitLike(Rect box, Rect cell, double markHeight, double contrast, double minContrast) {
        return !(box.height <= markHeight * cell.height) // a solver's mark is not an answer
                && (box.height < SPILL_FRAME * cell.height || box.width < SPILL_FRAME * cell.width)
                && contrast >= minContrast;
    }

    /** Whether a box's centre ({@code bx}, {@code by} from the cell's centre) lies {@code margin} of a cell inside its sides. */
    private static boolean within(double bx, double by, Rect cell, double margin) {
        return Math.abs(bx) <= (0.5 - margin) * cell.width && Math.abs(by) <= (0.5 - margin) * cell.height;
    }

    /** The part of {@code r} inside a {@code cols} x {@code rows} image. */
    static Rect clip(Rect r, int cols, int rows) {
        int x0 = Math.max(0, r.x);
        int y0 = Math.max(0, r.y);
        return new Rect(x0, y0, Math.min(cols, r.x + r.width) - x0, Math.min(rows, r.y + r.height) - y0);
    }

    /** Whether {@code box} shares ink area with the digit found in any of cell {@code i}'s eight neighbours. */
    private static boolean overlapsNeighbour(int i, Rect box, List<IsolatedDigit> found) {
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int r = i / 9 + dr;
                int c = i % 9 + dc;
                if ((dr == 0 && dc == 0) || r < 0 || r > 8 || c < 0 || c > 8) {
                    continue;
                }
                CellImage n = found.get(r * 9 + c).cell();
                if (n.filled() && intersects(box, n.digitBox())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean intersects(Rect a, Rect b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    /** The isolated digits in a 9x9 mosaic, each centred on a 48 px tile. */
    private static void debugInks(List<CellImage> cells, DebugSink debug) {
        Mat mosaic = new Mat(9 * 48, 9 * 48, CvType.CV_8UC1, new Scalar(40));
        for (CellImage c : cells) {
            if (c.filled()) {
                int w = Math.min(46, c.ink().cols());
                int h = Math.min(46, c.ink().rows());
                Mat tile = mosaic.submat(new Rect(c.col() * 48 + (48 - w) / 2, c.row() * 48 + (48 - h) / 2, w, h));
                Mat part = c.ink().submat(new Rect(0, 0, w, h));
                part.copyTo(tile);
                part.release();
                tile.release();
            }
        }
        debug.put("inks", mosaic);
        mosaic.release();
    }
}
