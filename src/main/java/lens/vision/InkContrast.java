package lens.vision;

import java.util.ArrayList;
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
                cell.ink().release();
                cell = new CellImage(cell.index(), cell.bounds(), null, null);
            }
            out.add(cell);
        }
        return out;
    }

    /** The least contrast of a digit: a share ({@code minRelative}) of the grid's median digit's. */
    static double faintFloor(List<IsolatedDigit> found, double minRelative) {
        double[] c = found.stream().filter(f -> f.cell().filled()).mapToDouble(IsolatedDigit::contrast).sorted().toArray();
        return c.length == 0 ? 0 : minRelative * c[c.length / 2];
    }

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
