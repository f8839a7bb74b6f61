package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import org.opencv.core.Rect;

/**
 * A solver's pencil marks: the small candidate digits written into the empty cells of a grid being
 * solved, each in its own place of the cell. They are notes, not answers: read as digits they made
 * {@code verify} call correct half-solved grids wrong. A cell surely shows marks when every piece
 * of its ink is no taller than {@value #SIZE} of the page's median digit, and so is the digit
 * found there, or its pieces lie apart (marks in their places, which the isolator may join into a
 * digit's box; a stroke broken by a faint hand lies in pieces close together), or when its ink is
 * up to {@value #DOUBT_SIZE} of the median digit tall and lies in a mark's place off the cell's
 * centre ({@link #OFF_CENTRE}). A written answer looks so now and then (up to three cells of a
 * validation pen page without marks, more on a rare page whose hand writes some answers half the
 * size of others), so marks are taken out only on a page with {@value #MIN_CELLS} or more such
 * cells, a page a solver has noted (and where some of them still are when followed into fainter
 * ink, one in a mark's place: a light pen's broken digits are not, {@link #MIN_FOLLOWED}, nor
 * a faint pencil's darkest strokes, {@link #MIN_PLACED}). There every cell whose pieces
 * of ink are all of a mark's height (as tall as its sure marks, give or take {@link #MARK_SPREAD})
 * is emptied, also marks stacked so close that they join into a digit-sized box (and now and then
 * a written answer broken in small pieces, left to go: 54 more cells read right on the validation
 * pages with marks). Elsewhere a digit of a mark's height ({@link #markSized}, with some room:
 * {@value #DOUBT_SIZE} of the median digit) is read, but {@code verify} never calls it a mistake.
 */
public final class PencilMarks {
    /** A mark is at most this share of the page's median digit tall (a written answer is about as tall as the print). */
    static final double SIZE = 0.55;
    /**
     * On a noted page the sure marks ({@value #SIZE}) say how tall its solver writes them, and a
     * cell whose pieces of ink are all at most this many times their median tallest piece is
     * emptied too: one hand's marks vary in size, and many reach past {@value #SIZE} of the
     * median digit. Never above {@value #CLEAR_SIZE} of it, where small written answers begin
     * (figures: {@code docs/reading-notebook.md}, 2026-11-30, early afternoon).
     */
    static final double MARK_SPREAD = 1.3;
    /** The most a mark emptied on a noted page may be, as a share of the page's median digit. */
    static final double CLEAR_SIZE = 0.65;
    /**
     * For {@code verify}, a digit up to this share of the median digit may be a mark, so it is
     * never called a mistake: a lone mark on a page not taken as noted reaches 0.6-0.65 (marks a
     * third of a cell tall beside print half a cell tall) while written answers measured 0.8 and up.
     */
    static final double DOUBT_SIZE = 0.7;
    /**
     * On a noted page a cell in pieces of a mark's height is still read when its pieces, followed
     * into fainter ink, make one at least this share of the median digit tall and its box lies in
     * the cell's middle (not over {@link #OFF_CENTRE} off): a faint answer broken up, not marks,
     * which lie in their places and, joined by the fainter ink, seldom stand a digit tall.
     * Validation pen sets (eval): in photos with two slips 5060 -> 5068 cells right, with full
     * notes 4891 -> 4900, pages with marks +1, close-up pages +2, the rest the same; `verify`'s
     * verdicts the same on every set but one planted slip more revised away (0.8: 30 cells more
     * right, but 7 less on pages with marks or notes, where joined marks in a cell's middle stand
     * 0.8 of a digit tall).
     */
    static final double WHOLE_DIGIT = 1.0;
    /**
     * A cell's ink whose box's centre lies further than this share of the cell from the cell's
     * centre (either way) is in a mark's place: a solver notes candidate 1 top left, 9 bottom
     * right, a third of a cell from the centre. There ink up to {@value #DOUBT_SIZE} of the median
     * digit tall surely is a mark too: on a blurred 640x480 photo the threshold makes a mark a
     * quarter of a cell tall beside print under half of it, over {@value #SIZE} of the median, and
     * pages full of marks were not taken as noted (a validation page: 18 marks read as digits).
     * Validation pen sets (eval): in photos with marks 4887 -> 4924 cells right, with full notes
     * 4810 -> 4891, pages with full notes 4758 -> 4761; `verify` said right on the photos with
     * full notes 52 -> 55 of 64; the other pen sets and the shared train and validation photos (as
     * taken and {@code --degrade 1}) read the same cells. (0.2: 141 cells more right on pages with
     * marks but 20 less on others; 0.22: 129 and 12; 0.8 of the median with 0.25: 134 and 3.)
     */
    static final double OFF_CENTRE = 0.25;
    /**
     * A page with this many cells of marks is one a solver has noted. On the validation pen sets
     * it notes 32 of 124 pages with marks and 5 of 328 without (6 and 1 when five cells of marks
     * lying apart were needed; docs/reading-notebook.md).
     */
    static final int MIN_CELLS = 4;
    /**
     * Of a noted page's cells of marks, so many must still hold marks when their pieces are
     * followed into fainter ink ({@link FaintStrokes#seeded}). A light pen's digits thresholded
     * into pieces look like marks (a 6 whose loop faded, a 5 in three strokes), and four such
     * cells took a page for a noted one, whose every cell of small ink was then emptied (pen in a
     * validation photo: 10 written digits lost); followed, they are whole digits again. Marks
     * written close together join into digit-sized ink too when followed (blurred 640x480 photos),
     * but rarely all of a page's: with four needed, as for the marks as cut, 5 validation pages
     * with marks or notes changed (31 cells lost on four, 7 gained on one). With two: pen in the
     * validation photos 5086 -> 5101 cells right (two slips a page: 5056 -> 5060), complete grids
     * called correct 23 -> 24 of 29; the other validation pen sets and the shared train and
     * validation photos (as taken, {@code --degrade 1}) read the same but one cell more.
     */
    static final int MIN_FOLLOWED = 2;
    /**
     * Of the cells still marks when followed, so many must lie in a mark's place: in pieces apart
     * or off the cell's centre ({@link #OFF_CENTRE}). A faint pencil's digits, thresholded, keep
     * only their darkest stroke (the bar of a 7, the foot of a 1) near the cell's middle, and
     * followed they stay that small; four such cells made a close-up validation page noted and 11
     * written digits were emptied. On the validation pen sets every page with marks or notes taken as
     * noted (95) had two or more such cells; of the five pages without marks taken as noted, three had
     * none. With one needed: close-up pages 3112 -> 3119 cells right, every other validation pen
     * set and the shared train and validation photos (as taken, {@code --degrade 1}) the same
     * (two: close-up 3124, but pen in photos with two slips one cell less).
     */
    static final int MIN_PLACED = 1;
    /** The quantile of the cells' tallest pieces of ink that stands for the page's digits when marks are the most. */
    static final double TALL_QUANTILE = 0.9;
    /** With fewer digits a page's median digit height says too little. */
    private static final int MIN_DIGITS = 10;

    private PencilMarks() {
    }

    /**
     * A cell's pieces of ink as far as marks go: the tallest one's height (share of the cell, 0
     * when none) and whether two of them lie apart.
     */
    record Pieces(double tallest, boolean apart) {
        static final Pieces NONE = new Pieces(0, false);
    }

    /**
     * The pieces of a cell: connected-component stats {@code st} of {@code n} labels (the
     * background first) within the trimmed cell {@code inner} of cell box {@code bounds}. Specks
     * and grid-line remnants along the trimmed cell's top or bottom are passed over; pieces within
     * {@link CellParams.DigitShape#joinGap} of each other may be one broken stroke.
     */
    static Pieces of(int[] st, int n, Rect inner, Rect bounds, CellParams.DigitShape s) {
        List<Rect> pieces = new ArrayList<>();
        int tallest = 0;
        for (int l = 1; l < n; l++) {
            Rect b = new Rect(st[5 * l], st[5 * l + 1], st[5 * l + 2], st[5 * l + 3]);
            if (st[5 * l + 4] >= s.minSmallArea() * bounds.area() && !remnant(b, inner)) {
                pieces.add(b);
                tallest = Math.max(tallest, b.height);
            }
        }
        double gap = s.joinGap() * bounds.width;
        boolean apart = false;
        for (int i = 0; i < pieces.size() && !apart; i++) {
            for (int j = i + 1; j < pieces.size() && !apart; j++) {
                apart = DigitIsolator.distance(pieces.get(i), pieces.get(j)) > gap;
            }
        }
        return new Pieces(tallest / (double) bounds.height, apart);
    }

    /**
     * A grid line's remnant: lying along the trimmed cell's top or bottom, four times longer than
     * thick (upright ones are not passed over: a written 1 beside the cell's side looks so).
     */
    private static boolean remnant(Rect b, Rect inner) {
        return (b.y == 0 || b.y + b.height == inner.height) && b.width >= 4 * b.height;
    }

    /**
     * {@code found} with its marks taken out when the page is a noted one ({@link #noted}): every
     * filled cell whose pieces of ink are all of a mark's height (its sure marks' up to
     * {@value #MARK_SPREAD} times) made empty (its ink released), but for an answer in pieces
     * ({@link #WHOLE_DIGIT}). Otherwise {@code found}. {@code followed} gives the cells with their
     * pieces followed into fainter ink.
     */
    static List<IsolatedDigit> cleared(List<IsolatedDigit> found, UnaryOperator<List<IsolatedDigit>> followed) {
        double median = medianHeight(found);
        double sure = SIZE * median;
        double[] marks = sureMarks(found, sure);
        List<IsolatedDigit> whole = marks.length >= MIN_CELLS ? followed.apply(found) : null;
        if (whole == null || !stillMarks(whole, sure)) {
            return found;
        }
        double most = Math.max(sure, Math.min(MARK_SPREAD * marks[marks.length / 2], CLEAR_SIZE * median));
        List<IsolatedDigit> out = new ArrayList<>(found.size());
        for (int i = 0; i < found.size(); i++) {
            IsolatedDigit f = found.get(i);
            CellImage c = f.cell();
            // an answer in pieces: whole again when followed, and in the cell's middle
            boolean wholeDigit = c.filled() && whole.get(i).pieces().tallest() >= WHOLE_DIGIT * median
                    && offCentre(c) <= OFF_CENTRE;
            if (c.filled() && allPiecesSmall(f, most) && !wholeDigit) {
                out.add(new IsolatedDigit(c.emptied(), 0));
            } else {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * Whether the page of cells {@code found} is one a solver has noted: {@value #MIN_CELLS} or
     * more cells of marks, of which {@value #MIN_FOLLOWED} or more still are when their pieces
     * are followed into fainter ink ({@code followed}; asked only when the first count is met),
     * {@value #MIN_PLACED} or more of those in a mark's place.
     */
    static boolean noted(List<IsolatedDigit> found, UnaryOperator<List<IsolatedDigit>> followed) {
        double sure = markHeight(found, SIZE);
        return sureMarks(found, sure).length >= MIN_CELLS && stillMarks(followed.apply(found), sure);
    }

    /**
     * Whether the cells {@code whole}, their pieces followed into fainter ink, still hold
     * {@value #MIN_FOLLOWED} or more cells of marks no taller than {@code sure} (share of the
     * cell), {@value #MIN_PLACED} or more of them in a mark's place.
     */
    private static boolean stillMarks(List<IsolatedDigit> whole, double sure) {
        List<IsolatedDigit> marks = whole.stream().filter(f -> isSureMark(f, sure)).toList();
        return marks.size() >= MIN_FOLLOWED && marks.stream().filter(PencilMarks::inMarksPlace).count() >= MIN_PLACED;
    }

    /**
     * Whether a cell's marks lie where a solver notes them: in pieces apart, or off the cell's
     * centre ({@link #OFF_CENTRE}).
     */
    private static boolean inMarksPlace(IsolatedDigit f) {
        return f.pieces().apart() || offCentre(f.cell()) > OFF_CENTRE;
    }

    /**
     * The tallest piece (share of the cell) of every cell {@code found} that surely holds marks no
     * taller than {@code most} (share of the cell; NaN for too few digits: none), ascending.
     */
    private static double[] sureMarks(List<IsolatedDigit> found, double most) {
        if (Double.isNaN(most)) {
            return new double[0];
        }
        return found.stream().filter(f -> isSureMark(f, most)).mapToDouble(f -> f.pieces().tallest()).sorted().toArray();
    }

    /** Whether a cell surely holds marks no taller than {@code most} (share of the cell), or a larger one in a mark's place. */
    private static boolean isSureMark(IsolatedDigit f, double most) {
        return f.cell().filled() && (holdsMarks(f, most) || offCentreMark(f, most / SIZE * DOUBT_SIZE));
    }

    /** The tallest a mark is among the digits {@code found}: {@code share} of their median height (of the cell); NaN for too few. */
    static double markHeight(List<IsolatedDigit> found, double share) {
        return share * medianHeight(found);
    }

    /**
     * The median height (share of the cell) of the digits {@code found}; NaN for too few. On a
     * page noted in most of its empty cells (an app's screenshot with its notes shown, a solver who
     * notes every cell) the cells of marks outnumber the digits and their median is a mark's: then
     * the digits are the cells whose tallest piece of ink is taller than a mark of the page's
     * tallest ink ({@link #tallDigits}).
     */
    private static double medianHeight(List<IsolatedDigit> found) {
        List<IsolatedDigit> filled = found.stream().filter(f -> f.cell().filled()).toList();
        return medianHeight(tallDigits(filled).stream().mapToDouble(f -> heightShare(f.cell())).toArray());
    }

    /**
     * The filled cells {@code filled} that hold a digit rather than only marks, when marks are
     * the most: if the median cell's tallest piece is at most {@value #SIZE} of the tall cells'
     * (the {@value #TALL_QUANTILE} quantile: a puzzle's 17 givens are over a fifth of the cells),
     * the cells whose tallest piece is over that share; otherwise all of them (a page of digits,
     * with marks in a few cells or none, keeps its median as before).
     */
    static List<IsolatedDigit> tallDigits(List<IsolatedDigit> filled) {
        double[] tallest = filled.stream().mapToDouble(f -> f.pieces().tallest()).filter(t -> t > 0).sorted().toArray();
        if (tallest.length < MIN_DIGITS) {
            return filled;
        }
        double tall = tallest[(int) (TALL_QUANTILE * (tallest.length - 1))];
        double least = SIZE * tall;
        if (tallest[tallest.length / 2] > least) {
            return filled;
        }
        return filled.stream().filter(f -> f.pieces().tallest() == 0 || f.pieces().tallest() > least).toList();
    }

    /**
     * Whether a filled cell surely holds marks: every piece of its ink is no taller than
     * {@code most} (share of the cell), and the digit found is too or its pieces lie apart (marks
     * in their places, joined into a digit's box by the isolator; a broken stroke's pieces lie close).
     */
    private static boolean holdsMarks(IsolatedDigit f, double most) {
        return allPiecesSmall(f, most) && (heightShare(f.cell()) <= most || f.pieces().apart());
    }

    /**
     * Whether a filled cell surely holds a mark in a mark's place: its ink, all of it no taller
     * than {@code most} (share of the cell), lies with its box's centre over {@link #OFF_CENTRE}
     * of the cell from the cell's centre, where a solver notes a candidate and seldom writes an
     * answer.
     */
    private static boolean offCentreMark(IsolatedDigit f, double most) {
        CellImage c = f.cell();
        return allPiecesSmall(f, most) && heightShare(c) <= most && offCentre(c) > OFF_CENTRE;
    }

    /** How far a filled cell's digit box's centre lies from the cell's, the larger way (share of the cell). */
    private static double offCentre(CellImage c) {
        double[] off = c.digitOffCentre();
        return Math.max(Math.abs(off[0]), Math.abs(off[1]));
    }

    /** A filled cell's digit height as a share of the cell's. */
    private static double heightShare(CellImage c) {
        return c.digitBox().height / (double) c.bounds().height;
    }

    /** Whether every piece of a cell's ink is no taller than {@code most} (share of the cell). */
    private static boolean allPiecesSmall(IsolatedDigit f, double most) {
        return f.pieces().tallest() > 0 && f.pieces().tallest() <= most;
    }

    /**
     * Which of the digits whose heights are given (share of the cell; NaN for an empty cell) may
     * be pencil marks: at most {@value #DOUBT_SIZE} of the median digit's. None when fewer than
     * {@value #MIN_DIGITS} digits say what the page's digits are.
     */
    public static boolean[] markSized(double[] heights) {
        double most = DOUBT_SIZE * medianHeight(Arrays.stream(heights).filter(h -> !Double.isNaN(h)).toArray());
        boolean[] out = new boolean[heights.length];
        for (int i = 0; i < heights.length; i++) {
            out[i] = heights[i] <= most; // false for NaN either side
        }
        return out;
    }

    /** The median of digit heights (share of the cell); NaN for fewer than {@value #MIN_DIGITS} digits. */
    private static double medianHeight(double[] digitHeights) {
        if (digitHeights.length < MIN_DIGITS) {
            return Double.NaN;
        }
        double[] sorted = digitHeights.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
