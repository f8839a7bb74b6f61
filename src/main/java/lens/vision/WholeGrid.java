package lens.vision;

import java.util.List;
import org.opencv.core.Point;

/**
 * The whole 9x9 grid around a found quad that holds only two of its box-rows (or box-columns):
 * with the grid's top row out of the frame its outer border is no closed contour, and the box's
 * thick line under the third row closes one around the six rows below, which were read as nine
 * and blamed on "a fold in the page" (printed training photos cut at the top by a quarter of
 * the grid: 10 of 103). The grid goes on by three rows past one end or the other.
 */
public final class WholeGrid {
    /**
     * The found block's short side over its long one: six cells over nine (2/3), give or take a
     * photo's perspective. A whole grid, near square, is never taken for a block.
     */
    static final double LEAST_ASPECT = 0.5;
    static final double MOST_ASPECT = 0.85;

    private WholeGrid() {
    }

    /**
     * The two quads of the whole grid the block warped as {@code block} may belong to: extended
     * by three cells past either end of its short way, in the block's own perspective; empty
     * when the block is not two boxes' worth of a 9x9 grid ({@link CellsAcross#twoBoxes}) or its
     * shape is not a block's.
     */
    public static List<Quad> around(WarpedGrid block) {
        Quad q = block.corners();
        double across = q.side(0) + q.side(2);
        double down = q.side(1) + q.side(3);
        CellsAcross.Block kind = CellsAcross.twoBoxes(block.square());
        if (kind == null) {
            return List.of();
        }
        double aspect = kind == CellsAcross.Block.SIX_ROWS ? down / across : across / down;
        if (aspect < LEAST_ASPECT || aspect > MOST_ASPECT) {
            return List.of();
        }
        double[] h = block.toImageArray();
        double n = block.size();
        double more = n / 2; // three cells of six
        if (kind == CellsAcross.Block.SIX_ROWS) {
            return List.of(quad(h, 0, -more, n, n), quad(h, 0, 0, n, n + more));
        }
        return List.of(quad(h, -more, 0, n, n), quad(h, 0, 0, n + more, n));
    }

    /** The square's rectangle from (x0, y0) to (x1, y1) mapped into the photo by {@code h}. */
    private static Quad quad(double[] h, double x0, double y0, double x1, double y1) {
        Point tl = GridGeometry.mapped(h, x0, y0);
        Point tr = GridGeometry.mapped(h, x1, y0);
        Point br = GridGeometry.mapped(h, x1, y1);
        Point bl = GridGeometry.mapped(h, x0, y1);
        return Quad.of(tl, tr, br, bl);
    }
}
