package lens.samples;

/**
 * How a printed page looks. Sizes in page pixels.
 *
 * @param cellPx     size of one grid cell; 56 px is about a newspaper grid scanned at 150 dpi
 * @param outerLine  thickness of the outer border (newspapers print it heavy)
 * @param boxLine    thickness of the 3x3 box lines
 * @param thinLine   thickness of the cell lines
 * @param digitFont  font family of the printed givens
 * @param digitScale digit height as a fraction of the cell
 * @param margin     page space around the grid, in cells, filled with text
 */
public record PageStyle(int cellPx, int outerLine, int boxLine, int thinLine, String digitFont,
                        double digitScale, double margin) {
    /** A typical newspaper puzzle. */
    public static PageStyle newspaper() {
        return new PageStyle(56, 5, 3, 1, "DejaVu Sans", 0.62, 2.5);
    }

    public PageStyle withFont(String font) {
        return new PageStyle(cellPx, outerLine, boxLine, thinLine, font, digitScale, margin);
    }

    public PageStyle withLines(int outer, int box, int thin) {
        return new PageStyle(cellPx, outer, box, thin, digitFont, digitScale, margin);
    }
}
