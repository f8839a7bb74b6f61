package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;

/**
 * How dark a digit's ink is against its paper, and the rule that follows: a digit much fainter
 * than the grid's typical digit is a stain, a smudge or show-through from the page's back.
 */
final class InkContrast {
    private InkContrast() {
    }

    /**
     * The cells with every digit much fainter than the grid's typical digit emptied: a stain,
     * a smudge or show-through from the page's back is paler than the ink the digits share.
     */
    static List<CellImage> dropFaint(List<IsolatedDigit> found, double floor) {
        List<CellImage> out = new ArrayList<>(81);
        for (IsolatedDigit f : found) {
            CellImage cell = f.cell();
            if (cell.filled() && f.contrast() < floor) {
                cell = cell.emptied();
            }
            out.add(cell);
        }
        return out;
    }

    /**
     * The least contrast of a digit: a share ({@code minRelative}) of the grid's median digit's;
     * but when {@value #FAINT_HAND_CELLS} or more digits lie between {@value #FAINT_HAND_FLOOR}
     * of the median and that floor or {@value #FAINT_HAND_BAND} of the median, whichever is
     * higher, they are a faint hand's (pencil or a light pen beside bold print: on rendered
     * validation pages written lightly, 79 written digits were dropped as stains), and the floor
     * is {@value #FAINT_HAND_SHARE} of their median contrast if that is lower, never under
     * {@value #FAINT_HAND_FLOOR} of the grid's. A stain or a shadow's edge is one or
     * two cells, not a hand's worth (the shared printed and hand-filled photos, as they are and
     * degraded, read the same cells either way).
     */
    static double faintFloor(List<IsolatedDigit> found, double minRelative) {
        double[] c = contrasts(found);
        if (c.length == 0) {
            return 0;
        }
        double median = c[c.length / 2];
        double floor = minRelative * median;
        double band = Math.max(floor, FAINT_HAND_BAND * median);
        double[] faint = Arrays.stream(c).filter(x -> x < band && x >= FAINT_HAND_FLOOR * median).toArray();
        return faint.length >= FAINT_HAND_CELLS
                ? Math.min(floor, Math.max(FAINT_HAND_FLOOR * median, FAINT_HAND_SHARE * faint[faint.length / 2])) : floor;
    }

    /**
     * The least contrast of a digit on a nearly filled grid: {@value #FAINT_HAND_FLOOR} of the
     * grid's median digit's. Such a grid is a hand-filled one, its empty cells few: a digit much
     * fainter than the rest there is an answer written lightly (a pencil or a pen running dry),
     * which the usual floor ({@link #faintFloor}) took for a stain and left the complete grid
     * "1 to go". On the validation pen sets and the shared training and validation photos, no
     * such grid had a stain dropped, and four faint answers were (figures:
     * {@code docs/reading-notebook.md}, 2026-11-30, afternoon). A stain in one of its empty cells
     * is read, and {@code verify} then asks for that cell to be checked.
     */
    static double handFilledFloor(List<IsolatedDigit> found) {
        return FAINT_HAND_FLOOR * median(found);
    }

    /** The grid's median digit contrast; 0 when no cell is filled. */
    static double median(List<IsolatedDigit> found) {
        double[] c = contrasts(found);
        return c.length == 0 ? 0 : c[c.length / 2];
    }

    /** The contrasts of the filled cells, in increasing order. */
    private static double[] contrasts(List<IsolatedDigit> found) {
        return found.stream().filter(f -> f.cell().filled()).mapToDouble(IsolatedDigit::contrast).sorted().toArray();
    }

    /** Below this share of the grid's median contrast nothing is a digit, a faint hand's neither. */
    static final double FAINT_HAND_FLOOR = 0.05;
    /**
     * A faint hand's digits are counted up to this share of the grid's median contrast, over the
     * usual floor too: a light pencil's digits straddle it (contrast 19-34 beside print of 130 on
     * a close-up validation page: five of its 27 under the floor of 22, too few to be a hand's,
     * and dropped). Validation pen sets (eval): close-up pages 3119 -> 3126 cells right, pages
     * with two slips 4813 -> 4817, with marks 4762 -> 4764, the rest and the shared train and
     * validation photos (as taken, {@code --degrade 1}) the same, {@code verify}'s verdicts the
     * same (0.34: 3125, 4818, 4764).
     */
    static final double FAINT_HAND_BAND = 0.25;
    /** So many digits far fainter than the grid's median are a faint hand's, not stains. */
    static final int FAINT_HAND_CELLS = 6;
    /** A faint hand's digits are kept down to this share of their own median contrast. */
    static final double FAINT_HAND_SHARE = 0.5;

    /** How much darker component {@code l} is than the paper around it (grey levels). */
    static double contrast(Mat gray, Rect inner, Mat roiBin, Mat labels, int l) {
        Mat one = new Mat();
        Core.compare(labels, new Scalar(l), one, Core.CMP_EQ);
        double c = contrast(gray, inner, roiBin, one);
        one.release();
        return c;
    }

    /** How much darker the ink under {@code mask} is, on average, than the paper (no ink) of the cell's inner part. */
    static double contrast(Mat gray, Rect inner, Mat roiBin, Mat mask) {
        Mat patch = gray.submat(inner);
        double ink = Core.mean(patch, mask).val[0];
        Mat paperMask = new Mat();
        Core.bitwise_not(roiBin, paperMask);
        double paper = Core.mean(patch, paperMask).val[0];
        paperMask.release();
        patch.release();
        return paper - ink;
    }
}
