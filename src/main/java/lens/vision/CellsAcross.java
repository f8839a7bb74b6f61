package lens.vision;

import java.util.OptionalInt;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * How many cells a grid has a side, from its lines in the warped square: a grid of another size
 * than 9 (a 6x6 children's puzzle, a 16x16 one) is read as 9x9 cells with lines through them,
 * and was blamed on "a fold in the page". Each way, the long strokes are summed per row (per
 * column) of the square; {@code n} cells fit when the {@code n - 1} evenly spaced inner lines of
 * {@code n} each lie on a line covering a third of the square (a thin line, faint in the warp,
 * breaks into pieces). Another size is named only when 9 does not fit and it does, both ways
 * (the largest such, since a 16x16 grid also holds the lines of 8 and 4).
 */
public final class CellsAcross {
    /**
     * The sizes other than 9 told apart, largest first: the common puzzle grids (16x16, 12x12,
     * 6x6 and 4x4 sudokus) and crosswords' (11 to 25 cells a side), photographed by mistake or
     * beside the sudoku.
     */
    static final int[] OTHER_SIZES = {25, 23, 21, 19, 17, 16, 15, 14, 13, 12, 11, 10, 8, 7, 6, 5, 4};
    /** Grey levels under the neighbourhood's mean that a grid's line is: a crossword's crisp ones. */
    static final int LINES = 8;
    /** The same for the faint thin lines of newsprint ({@link #twoBoxes}). */
    static final int FAINT_LINES = 2;
    /** Share of the square's side a row's long strokes must cover for a line to lie there. */
    static final double LINE_COVER = 0.35;

    private CellsAcross() {
    }

    /**
     * The grid's cells a side when clearly not 9 ({@link #OTHER_SIZES}), from {@code square}, the
     * grid warped to a square (8-bit grey, dark lines on paper); empty when 9 fits or no size does.
     */
    public static OptionalInt otherThanNine(Mat square) {
        Lines lines = Lines.of(square, LINES);
        if (lines == null || lines.fit(9, 9)) {
            return OptionalInt.empty();
        }
        for (int n : OTHER_SIZES) {
            if (lines.fit(n, n)) {
                return OptionalInt.of(n);
            }
        }
        return OptionalInt.empty();
    }

    /** Two box-rows (six rows of nine cells) or two box-columns of a 9x9 grid. */
    public enum Block { SIX_ROWS, SIX_COLUMNS }

    /**
     * Which two boxes' worth of a 9x9 grid {@code square} (8-bit grey, warped) holds, when its
     * lines fit six cells one way and not nine, and nine the other way: the rows left inside a
     * grid the frame cuts, bounded by a box's thick line, found as if they were the whole grid.
     * Null when the square holds nine by nine cells, or neither. A whole grid never fits six
     * (its lines at a sixth and a half of the side lie in the middle of cells). The threshold
     * keeps fainter lines than a crossword's count needs ({@value #FAINT_LINES} grey levels under
     * the neighbourhood's mean): newsprint's thin lines, blurred by the warp, were lost at 8.
     */
    public static Block twoBoxes(Mat square) {
        Lines lines = Lines.of(square, FAINT_LINES);
        if (lines == null) {
            return null;
        }
        if (lines.fit(6, 9) && !lines.fit(9, 9)) {
            return Block.SIX_ROWS;
        }
        if (lines.fit(9, 6) && !lines.fit(9, 9)) {
            return Block.SIX_COLUMNS;
        }
        return null;
    }

    /** Whether the lines of {@code square} (8-bit grey, warped) fit nine cells both ways. */
    public static boolean nineByNine(Mat square) {
        Lines lines = Lines.of(square, FAINT_LINES);
        return lines != null && lines.fit(9, 9);
    }

    /**
     * {@link #nineByNine(Mat)} of the grid at {@code corners} in {@code image}, warped to a square
     * {@code size} pixels across.
     */
    public static boolean nineByNine(Mat image, Quad corners, int size) {
        try (WarpedGrid warped = GridWarper.warpLuminance(image, corners, size)) {
            return nineByNine(warped.square());
        }
    }

    /**
     * The long strokes of a square's lines, per row and per column, thresholded {@code below}
     * grey levels under the neighbourhood's mean (dark lines on paper).
     */
    private record Lines(int[] rows, int[] cols, int side) {
        /** Null for a square under 64 px, too small to tell lines from digits. */
        static Lines of(Mat square, int below) {
            int side = Math.min(square.rows(), square.cols());
            if (side < 64) {
                return null;
            }
            Mat bin = new Mat();
            Imgproc.adaptiveThreshold(square, bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                    (side / 30) | 1, below);
            try {
                return new Lines(strokeProfile(bin, true, side), strokeProfile(bin, false, side), side);
            } finally {
                bin.release();
            }
        }

        /** Whether {@code down} cells fit the horizontal lines (rows of cells) and {@code across} the vertical ones. */
        boolean fit(int down, int across) {
            return fits(rows, down, side) && fits(cols, across, side);
        }
    }

    /**
     * The cells a side of the grid whose outline in {@code image} is {@code outline}, when clearly
     * not 9 ({@link #otherThanNine(Mat)}): the outline warped to a square {@code size} pixels
     * across in the luminance, not evened out, since a crossword's black squares are no shadow.
     */
    public static OptionalInt otherThanNine(Mat image, Quad outline, int size) {
        try (WarpedGrid warped = GridWarper.warpLuminance(image, outline, size)) {
            return otherThanNine(warped.square());
        }
    }

    /**
     * Pixels of strokes a sixth of the side long or more, per row ({@code perRow}: horizontal
     * strokes) or per column: a digit's bar is shorter than a cell of any grid of 6 or more.
     */
    private static int[] strokeProfile(Mat bin, boolean perRow, int side) {
        int len = Math.max(3, side / 6);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, perRow ? new Size(len, 1) : new Size(1, len));
        Mat strokes = new Mat();
        Imgproc.morphologyEx(bin, strokes, Imgproc.MORPH_OPEN, kernel);
        kernel.release();
        Mat sums = new Mat();
        Core.reduce(strokes, sums, perRow ? 1 : 0, Core.REDUCE_SUM, CvType.CV_32S);
        strokes.release();
        int[] p = new int[perRow ? bin.rows() : bin.cols()];
        sums.get(0, 0, p);
        sums.release();
        for (int i = 0; i < p.length; i++) {
            p[i] /= 255;
        }
        return p;
    }

    /** Whether each of {@code n}'s inner lines lies within a hundredth of the side of a covered row. */
    private static boolean fits(int[] profile, int n, int side) {
        int near = Math.max(1, side / 100);
        for (int k = 1; k < n; k++) {
            int at = (int) Math.round((double) k * profile.length / n);
            int most = 0;
            for (int i = Math.max(0, at - near); i <= Math.min(profile.length - 1, at + near); i++) {
                most = Math.max(most, profile[i]);
            }
            if (most < LINE_COVER * side) {
                return false;
            }
        }
        return true;
    }
}
