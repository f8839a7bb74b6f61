package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * The sudoku variants a newspaper prints beside the classic puzzle, told from the grid's drawing
 * in the warped square: a Sudoku X has both long diagonals drawn (or their cells printed on
 * grey), a jigsaw sudoku thick lines around nine irregular regions instead of the 3x3 boxes, a
 * killer sudoku cage sums in its cells' corners. Read as classic puzzles they were
 * answered with the wrong cause ("retake the photo square-on": the diagonal line in each empty
 * cell reads as a 1), or worse, a jigsaw's givens could be solved by the classic rules, whose
 * answer is not the puzzle's; a killer sudoku's cage sums (small figures in the cells' corners,
 * no digits) were "only 0 digits read: photograph the whole grid closer". The tests look at the
 * drawing only, never at what the digits read: none of the shared training and validation photos
 * (as they are and degraded) nor of the validation pen sets is named a variant (1,160 readings,
 * {@code docs/reading-notebook.md}, 2026-12-01).
 */
public final class PuzzleVariant {
    /** A variant of sudoku told apart. */
    public enum Kind {
        /** Both long diagonals drawn: each holds 1-9 too. */
        SUDOKU_X("its two long diagonals are marked out (a Sudoku X)"),
        /** Thick lines around nine regions that are not the 3x3 boxes. */
        JIGSAW("its thick lines mark out irregular regions, not 3x3 boxes (a jigsaw sudoku)"),
        /** Small sums in the cells' corners (a cage's) and few digits or none. */
        KILLER("its cells hold cage sums in their corners (a killer sudoku)");

        private final String why;

        Kind(String why) {
            this.why = why;
        }

        /** What in the grid tells the variant, for the user's line. */
        public String why() {
            return why;
        }
    }

    /** Share of the sample points along a cell's diagonal that must be ink for the diagonal to be drawn there. */
    static final double DRAWN = 0.8;
    /** Share of the 17 cells on the long diagonals in which the diagonal must be drawn. */
    static final double DIAGONAL_CELLS = 0.8;
    /** The most of the other 64 cells with a diagonal stroke through them (a page of slanted 1s or 7s is not an X). */
    static final double OTHER_CELLS = 0.2;
    /** Grey levels under the cell's paper that a point of a drawn line is (the min of a small window). */
    static final int INK = 25;
    /**
     * A killer sudoku has few givens, if any: a grid with this many cells holding a digit in their
     * middle is not one (a classic puzzle whose solver notes candidates in the cells' corners).
     */
    static final int MAX_KILLER_DIGITS = 17;
    /** {@link #figureCorners} of a cell whose middle holds a digit. */
    private static final int DIGIT = -1;
    /** Cells with a sum in their corner that make a killer sudoku (a cage has one; a puzzle has 20-35 cages). */
    static final int MIN_SUMS = 10;
    /** The cage sums' corner holds this many times the figures of the other three together. */
    static final int ONE_CORNER = 3;
    /** Grey levels under the cell's paper that the print of a cage's sum is. */
    static final int SUM_INK = 40;
    /**
     * Grey levels under the cell's paper that a digit in a cell's middle is, faint: a blurred
     * photo's grey print whose solver noted candidates in the cells' corners in dark pen was
     * taken for a killer's sums beside no digit (4 of 1,232 rendered train and validation pages
     * with pencil marks or notes).
     */
    static final int FAINT_DIGIT = 20;
    /** The least height of a faint digit, as a share of the cell: a killer's sums are at most a third. */
    static final double FAINT_DIGIT_HEIGHT = 0.4;

    /** Grey levels under the rest of its box's paper that a cell printed on grey is. */
    static final int SHADE = 12;
    /** Thick lines are at least this many times the thin ones' ink across (their median's). */
    static final double THICK_RATIO = 1.8;

    private PuzzleVariant() {
    }

    /**
     * The variant whose lines {@code square} (the grid warped to a square: 8-bit grey, dark lines
     * on light paper) shows, its lines at {@code rowLines} and {@code colLines} (10 each); empty
     * for a classic grid, or when the lines say too little.
     */
    public static Optional<Kind> of(Mat square, int[] rowLines, int[] colLines) {
        if (square.type() != CvType.CV_8UC1 || rowLines.length != 10 || colLines.length != 10) {
            return Optional.empty();
        }
        Drawing d = Drawing.of(square, rowLines, colLines);
        if (cageSums(d)) {
            return Optional.of(Kind.KILLER);
        }
        if (diagonalsDrawn(d) || diagonalsShaded(d)) {
            return Optional.of(Kind.SUDOKU_X);
        }
        if (irregularRegions(d)) {
            return Optional.of(Kind.JIGSAW);
        }
        return Optional.empty();
    }

    /**
     * The square's grey levels in one array (read without a call per pixel), its lines, and each
     * cell's paper (the median grey of its middle, a fifth in from each side: under a digit or a
     * line, still the paper).
     */
    record Drawing(byte[] grey, int width, int height, int[] rows, int[] cols, int[] paper) {
        static Drawing of(Mat square, int[] rows, int[] cols) {
            byte[] grey = new byte[(int) square.total()];
            square.get(0, 0, grey);
            Drawing d = new Drawing(grey, square.cols(), square.rows(), rows, cols, new int[81]);
            for (int cell = 0; cell < 81; cell++) {
                d.paper[cell] = d.medianGrey(d.x0(cell), d.y0(cell), d.x1(cell), d.y1(cell));
            }
            return d;
        }

        int x0(int cell) {
            return cols[cell % 9];
        }

        int x1(int cell) {
            return cols[cell % 9 + 1];
        }

        int y0(int cell) {
            return rows[cell / 9];
        }

        int y1(int cell) {
            return rows[cell / 9 + 1];
        }

        int at(int x, int y) {
            return grey[Math.max(0, Math.min(height - 1, y)) * width + Math.max(0, Math.min(width - 1, x))] & 0xff;
        }

        /** The darkest grey within {@code r} pixels of (x, y): a thin line a pixel or two off the path still counts. */
        int darkest(int x, int y, int r) {
            int min = 255;
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    min = Math.min(min, at(x + dx, y + dy));
                }
            }
            return min;
        }

        private int medianGrey(int x0, int y0, int x1, int y1) {
            int ix = (x1 - x0) / 5;
            int iy = (y1 - y0) / 5;
            int[] histogram = new int[256];
            int n = 0;
            for (int y = y0 + iy; y < y1 - iy; y++) {
                for (int x = x0 + ix; x < x1 - ix; x++) {
                    histogram[at(x, y)]++;
                    n++;
                }
            }
            int seen = 0;
            for (int g = 0; g < 256; g++) {
                seen += histogram[g];
                if (2 * seen >= n) {
                    return g;
                }
            }
            return 255;
        }
    }

    /**
     * Whether both long diagonals are drawn: in at least {@link #DIAGONAL_CELLS} of the cells on
     * them, the cell's own diagonal along the long one is ink over {@link #DRAWN} of its middle,
     * and in at most {@link #OTHER_CELLS} of the others either diagonal is (a digit alone rarely
     * covers a diagonal so far; a page of such digits shows them off the diagonals too).
     */
    static boolean diagonalsDrawn(Drawing d) {
        int onDiagonals = 0;
        int drawnOn = 0;
        int others = 0;
        int drawnElsewhere = 0;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                boolean main = r == c;
                boolean anti = r + c == 8;
                if (main || anti) {
                    onDiagonals++;
                    if ((!main || drawn(d, r * 9 + c, false)) && (!anti || drawn(d, r * 9 + c, true))) {
                        drawnOn++;
                    }
                } else {
                    others++;
                    if (drawn(d, r * 9 + c, false) || drawn(d, r * 9 + c, true)) {
                        drawnElsewhere++;
                    }
                }
            }
        }
        return drawnOn >= DIAGONAL_CELLS * onDiagonals && drawnElsewhere <= OTHER_CELLS * others;
    }

    /**
     * Whether the cells of both long diagonals are printed on grey: at least
     * {@link #DIAGONAL_CELLS} of them {@link #SHADE} grey levels under the paper of the other
     * cells of their box, and at most {@link #OTHER_CELLS} of those others so far under their
     * box's (a page with shaded boxes shades a box's cells alike; a shadow falls across cells
     * whatever their place).
     */
    static boolean diagonalsShaded(Drawing d) {
        int[] paper = d.paper();
        int onDiagonals = 0;
        int shadedOn = 0;
        int others = 0;
        int shadedElsewhere = 0;
        for (int box = 0; box < 9; box += 2) {
            // boxes 1, 3, 5, 7 and 9 (0-based even) hold the diagonals' cells
            double[] plain = new double[9];
            int n = 0;
            for (int i = 0; i < 9; i++) {
                int r = box / 3 * 3 + i / 3;
                int c = box % 3 * 3 + i % 3;
                if (r != c && r + c != 8) {
                    plain[n++] = paper[r * 9 + c];
                }
            }
            double boxPaper = median(Arrays.copyOf(plain, n));
            for (int i = 0; i < 9; i++) {
                int r = box / 3 * 3 + i / 3;
                int c = box % 3 * 3 + i % 3;
                boolean shaded = paper[r * 9 + c] <= boxPaper - SHADE;
                if (r == c || r + c == 8) {
                    onDiagonals++;
                    shadedOn += shaded ? 1 : 0;
                } else {
                    others++;
                    shadedElsewhere += shaded ? 1 : 0;
                }
            }
        }
        return shadedOn >= DIAGONAL_CELLS * onDiagonals && shadedElsewhere <= OTHER_CELLS * others;
    }

    /** Whether the diagonal of {@code cell} (top left to bottom right, or top right to bottom left when {@code anti}) is drawn. */
    private static boolean drawn(Drawing d, int cell, boolean anti) {
        int x0 = d.x0(cell);
        int x1 = d.x1(cell);
        int y0 = d.y0(cell);
        int y1 = d.y1(cell);
        int samples = 15;
        int ink = 0;
        for (int i = 0; i < samples; i++) {
            double t = 0.15 + 0.7 * i / (samples - 1);
            int x = (int) Math.round(anti ? x1 - t * (x1 - x0) : x0 + t * (x1 - x0));
            int y = (int) Math.round(y0 + t * (y1 - y0));
            if (d.darkest(x, y, 2) <= d.paper()[cell] - INK) {
                ink++;
            }
        }
        return ink >= DRAWN * samples;
    }

    /**
     * Whether at least {@link #MIN_SUMS} cells hold a killer sudoku's cage sum: a small figure in
     * the same corner quarter of each (top left on an upright page; the reading may have turned
     * a page with no digits to tell its top), a piece of ink an eighth to a third of the cell
     * tall and not a hairline (a dotted cage line breaks into dots and dashes), and nothing of a
     * digit's size in the cell's middle; fewer than {@link #MAX_KILLER_DIGITS} cells with one
     * there, and {@link #ONE_CORNER} times fewer figures in the other corners. The sums are told
     * by their place, not by the reading: printed large, they were read as digits squeezed into a
     * corner, and the grid, under its count, was taken for a classic one read poorly.
     */
    static boolean cageSums(Drawing d) {
        int[] corners = new int[81];
        int digits = 0;
        for (int cell = 0; cell < 81; cell++) {
            corners[cell] = figureCorners(d, cell);
            if (corners[cell] == DIGIT && ++digits >= MAX_KILLER_DIGITS) {
                return false;
            }
        }
        if (!killerCorners(corners)) {
            // a fainter look only takes figures away and adds digits: it cannot make a killer
            return false;
        }
        for (int cell = 0; cell < 81; cell++) {
            if (corners[cell] != DIGIT && faintDigit(d, cell)) {
                corners[cell] = DIGIT;
                if (++digits >= MAX_KILLER_DIGITS) {
                    return false;
                }
            }
        }
        return killerCorners(corners);
    }

    /**
     * Whether the cells' figures ({@link #figureCorners}, a cell holding a digit left out) sit as
     * a killer's sums: at least {@link #MIN_SUMS} in one corner, {@link #ONE_CORNER} times as many
     * as in the other three together.
     */
    private static boolean killerCorners(int[] corners) {
        int[] sums = new int[4];
        for (int c : corners) {
            if (c != DIGIT) {
                for (int k = 0; k < 4; k++) {
                    sums[k] += (c >> k) & 1;
                }
            }
        }
        int most = Arrays.stream(sums).max().getAsInt();
        int elsewhere = Arrays.stream(sums).sum() - most;
        // the sums sit in one corner; a noisy photo's specks in every one (a degraded training
        // photo: 2, 9, 14 and 0 cells by corner; the killer pages here 12-41 in one, 4 at most elsewhere)
        return most >= MIN_SUMS && most >= ONE_CORNER * elsewhere;
    }

    /** The ink-free margin left at each side of {@code cell} (its lines), in pixels. */
    private static int margin(Drawing d, int cell) {
        return Math.max(2, (d.x1(cell) - d.x0(cell)) / 25);
    }

    /**
     * The corner quarters (bit 0 top left, 1 top right, 2 bottom right, 3 bottom left) of
     * {@code cell} that hold a small figure {@link #SUM_INK} under the paper; {@link #DIGIT} when
     * a digit fills its middle.
     */
    private static int figureCorners(Drawing d, int cell) {
        int h = d.y1(cell) - d.y0(cell);
        int corners = 0;
        for (Figure f : figures(d, cell, SUM_INK)) {
            if (f.middle() && f.height() > 0.12 * h) {
                return DIGIT;
            }
            // a figure lies across (a sideways page turns its height into width)
            int tall = Math.max(f.width(), f.height());
            int thick = Math.min(f.width(), f.height());
            if (tall >= 0.12 * h && tall <= 0.35 * h && thick >= 3) {
                corners |= f.quarters();
            }
        }
        return corners;
    }

    /**
     * Whether a digit of a digit's size ({@link #FAINT_DIGIT_HEIGHT}) reaches into {@code cell}'s
     * middle only {@link #FAINT_DIGIT} under the paper: a blurred photo's grey print, beside a
     * solver's dark pen notes in the corners. Looked for only on a grid whose figures at
     * {@link #SUM_INK} would make a killer, so a classic photo never pays for it.
     */
    private static boolean faintDigit(Drawing d, int cell) {
        int h = d.y1(cell) - d.y0(cell);
        return figures(d, cell, FAINT_DIGIT).stream()
                .anyMatch(f -> f.middle() && f.height() >= FAINT_DIGIT_HEIGHT * h);
    }

    /** A piece of ink in a cell: its box inside the cell's inner square ({@code iw} x {@code ih}). */
    private record Figure(int minX, int minY, int maxX, int maxY, int iw, int ih) {
        int width() {
            return maxX - minX + 1;
        }

        int height() {
            return maxY - minY + 1;
        }

        /** The corner quarters its centre lies in (bits as {@link #figureCorners}'); 0 near the cell's middle lines. */
        int quarters() {
            boolean left = (minX + maxX) / 2.0 < 0.45 * iw;
            boolean right = (minX + maxX) / 2.0 > 0.55 * iw;
            boolean upper = (minY + maxY) / 2.0 < 0.45 * ih;
            boolean lower = (minY + maxY) / 2.0 > 0.55 * ih;
            return (upper && left ? 1 : 0) | (upper && right ? 2 : 0) | (lower && right ? 4 : 0) | (lower && left ? 8 : 0);
        }

        /** Whether it reaches into the cell's middle (its middle 30% each way). */
        boolean middle() {
            return maxX > 0.35 * iw && minX < 0.65 * iw && maxY > 0.35 * ih && minY < 0.65 * ih;
        }
    }

    /**
     * The pieces of ink {@code level} grey levels or more under the paper in {@code cell}, less
     * its margin ({@link #margin}) at each side, but a grid line's remnant (along a side, half the
     * cell long); none in a cell whose inner square is under 10 px a side.
     */
    private static List<Figure> figures(Drawing d, int cell, int level) {
        int margin = margin(d, cell);
        int x0 = d.x0(cell);
        int y0 = d.y0(cell);
        int iw = d.x1(cell) - x0 - 2 * margin;
        int ih = d.y1(cell) - y0 - 2 * margin;
        List<Figure> found = new ArrayList<>();
        if (iw < 10 || ih < 10) {
            return found;
        }
        int paper = d.paper()[cell];
        boolean[] ink = new boolean[iw * ih];
        for (int y = 0; y < ih; y++) {
            for (int x = 0; x < iw; x++) {
                ink[y * iw + x] = d.at(x0 + margin + x, y0 + margin + y) <= paper - level;
            }
        }
        int[] stack = new int[iw * ih];
        for (int start = 0; start < ink.length; start++) {
            if (!ink[start]) {
                continue;
            }
            int minX = iw;
            int minY = ih;
            int maxX = -1;
            int maxY = -1;
            int top = 0;
            stack[top++] = start;
            ink[start] = false;
            while (top > 0) {
                int i = stack[--top];
                int x = i % iw;
                int y = i / iw;
                minX = Math.min(minX, x);
                maxX = Math.max(maxX, x);
                minY = Math.min(minY, y);
                maxY = Math.max(maxY, y);
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if (nx >= 0 && ny >= 0 && nx < iw && ny < ih && ink[ny * iw + nx]) {
                            ink[ny * iw + nx] = false;
                            stack[top++] = ny * iw + nx;
                        }
                    }
                }
            }
            Figure f = new Figure(minX, minY, maxX, maxY, iw, ih);
            boolean edge = minX == 0 || minY == 0 || maxX == iw - 1 || maxY == ih - 1;
            if (!(edge && (f.width() >= 0.5 * iw || f.height() >= 0.5 * ih))) {
                found.add(f);
            }
        }
        return found;
    }

    /**
     * Whether the grid's thick lines enclose nine regions of nine cells that are not the 3x3
     * boxes: each of the 144 inner sides between two cells is weighed by the ink across it, the
     * weights split in two (the thin lines' and the thick ones', at least {@link #THICK_RATIO}
     * apart), and the cells joined across thin sides. A classic grid's thick lines give its boxes;
     * a grid of even lines, no split; a split by chance (digits touching the lines, a shadow)
     * never nine regions of nine.
     */
    static boolean irregularRegions(Drawing d) {
        int[] rows = d.rows();
        int[] cols = d.cols();
        double[] across = new double[72];
        double[] down = new double[72];
        // across[i * 8 + j]: in row i, the side between columns j and j + 1; down[i * 8 + j]: in
        // column i, the side between rows j and j + 1
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 8; j++) {
                across[i * 8 + j] = sideWeight(d, cols[j + 1], rows[i], rows[i + 1], true);
                down[i * 8 + j] = sideWeight(d, rows[j + 1], cols[i], cols[i + 1], false);
            }
        }
        double[] all = new double[144];
        System.arraycopy(across, 0, all, 0, 72);
        System.arraycopy(down, 0, all, 72, 72);
        double cut = otsu(all);
        double thin = median(Arrays.stream(all).filter(w -> w < cut).toArray());
        double thick = median(Arrays.stream(all).filter(w -> w >= cut).toArray());
        if (!(thick >= THICK_RATIO * Math.max(thin, 1))) {
            return false;
        }
        int[] region = new int[81];
        Arrays.fill(region, -1);
        int regions = 0;
        for (int start = 0; start < 81; start++) {
            if (region[start] >= 0) {
                continue;
            }
            int size = 0;
            int[] stack = new int[81];
            int top = 0;
            stack[top++] = start;
            region[start] = regions;
            while (top > 0) {
                int cell = stack[--top];
                size++;
                int r = cell / 9;
                int c = cell % 9;
                int[][] next = {
                        {r, c + 1, c < 8 && across[r * 8 + c] < cut ? 1 : 0},
                        {r, c - 1, c > 0 && across[r * 8 + c - 1] < cut ? 1 : 0},
                        {r + 1, c, r < 8 && down[c * 8 + r] < cut ? 1 : 0},
                        {r - 1, c, r > 0 && down[c * 8 + r - 1] < cut ? 1 : 0}};
                for (int[] n : next) {
                    int to = n[0] * 9 + n[1];
                    if (n[2] == 1 && region[to] < 0) {
                        region[to] = regions;
                        stack[top++] = to;
                    }
                }
            }
            if (size != 9) {
                return false;
            }
            regions++;
        }
        for (int cell = 0; cell < 81; cell++) {
            int box = (cell / 27) * 3 + (cell % 9) / 3;
            if (region[cell] != region[box / 3 * 27 + box % 3 * 3]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The ink across the side of two cells on the line at {@code at} between {@code from} and
     * {@code to} along it ({@code vertical}: a column line, x = at): across the line, the grey
     * levels under the paper's summed over a few pixels either way, the median of nine places
     * along its middle half (a digit touching the line, or a crossing line, is passed over).
     */
    private static double sideWeight(Drawing d, int at, int from, int to, boolean vertical) {
        int reach = 6;
        double[] weights = new double[9];
        for (int i = 0; i < weights.length; i++) {
            int along = (int) Math.round(from + (0.25 + 0.5 * i / (weights.length - 1)) * (to - from));
            int[] profile = new int[2 * reach + 1];
            int paper = 0;
            for (int k = -reach; k <= reach; k++) {
                int g = vertical ? d.at(at + k, along) : d.at(along, at + k);
                profile[k + reach] = g;
                paper = Math.max(paper, g);
            }
            double ink = 0;
            for (int g : profile) {
                ink += paper - g;
            }
            weights[i] = ink;
        }
        return median(weights);
    }

    private static double median(double[] values) {
        if (values.length == 0) {
            return 0;
        }
        double[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }

    /** The weight that splits {@code values} into two groups with the least spread within each (Otsu's rule). */
    static double otsu(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        double best = Double.MAX_VALUE;
        double cut = v[v.length - 1] + 1;
        double total = Arrays.stream(v).sum();
        double low = 0;
        for (int i = 1; i < v.length; i++) {
            low += v[i - 1];
            double high = total - low;
            double meanLow = low / i;
            double meanHigh = high / (v.length - i);
            double within = 0;
            for (int j = 0; j < v.length; j++) {
                double m = j < i ? meanLow : meanHigh;
                within += (v[j] - m) * (v[j] - m);
            }
            if (within < best && v[i] > v[i - 1]) {
                best = within;
                cut = (v[i - 1] + v[i]) / 2;
            }
        }
        return cut;
    }
}
