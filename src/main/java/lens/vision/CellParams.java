package lens.vision;

/**
 * Tuning of {@link CellSplitter}.
 *
 * @param warpSize        side of the frontal square; 50 px cells keep thin strokes and stay fast
 * @param blockFraction   adaptive-threshold block as a fraction of a cell: wider than a stroke
 *                        so a stroke is solid, narrower than a cell so shading is followed
 * @param thresholdC      how much darker than its surroundings ink must be
 * @param lineSearch      how far (fraction of a cell) a grid line may lie from its uniform place
 * @param inset           cell border dropped before looking for the digit (line remnants)
 * @param minHeight       smallest digit height as a fraction of the cell (a "1" is tall and thin)
 * @param maxHeight       tallest digit as a fraction of the cell
 * @param minAreaFraction least ink of a digit as a fraction of the cell area (dust, noise)
 * @param paperFraction where between the Otsu level and the brightest pixel paper begins (0..1)
 * @param minContrast   grey levels between paper and ink below which the grey ink is not trusted
 * @param ink           binary mask or grey levels (the default: what the digit model is trained on)
 * @param centreReach     a digit's box centre lies within this fraction of the cell from its centre
 * @param cornerReach     the same for handwriting written small into a corner of its cell
 *                        (0.3 missed such digits): ink of plain digit height lying wholly inside
 *                        the trimmed cell
 * @param cornerMaxSize   such corner ink is at most this fraction of the cell tall and wide: a
 *                        grid line remnant along the cell's side is longer
 * @param cornerTouches   how many sides of the trimmed cell such corner ink may touch (0: it
 *                        lies wholly inside; touching lets in neighbours' ink on printed pages)
 * @param minSmallSize    a component below {@code minHeight} but this tall or wide (fraction of
 *                        the cell) may still be a digit: small handwriting
 * @param minSmallArea    least ink of such a small digit as a fraction of the cell area
 * @param minDarkContrast grey levels a sideways ("1" of a page turned in the photo) or small
 *                        component must be darker than the paper to count: printed and written
 *                        ink is mostly 50 and more, show-through from the page's back and specks
 *                        under 30
 * @param minRelativeContrast a digit is at least this share as dark (against its paper) as the
 *                        grid's median digit: stains and smudges are paler; thin pale
 *                        handwriting beside bold print measures down to about a fifth, so the
 *                        floor stays below that
 * @param secondLookCells with this many cells filled the grid is a hand-filled one and its empty
 *                        cells are looked at again with {@link #secondLook()} (a puzzle has at
 *                        most about 40 givens)
 */
public record CellParams(int warpSize, double blockFraction, double thresholdC, double lineSearch, double inset,
                         double minHeight, double maxHeight, double minAreaFraction, double centreReach, double cornerReach, double cornerMaxSize, int cornerTouches,
                         double paperFraction, double minContrast, InkStyle ink, double minSmallSize, double minSmallArea,
                         double minDarkContrast, double minRelativeContrast, int secondLookCells) {
    public static CellParams defaults() {
        return new CellParams(450, 0.5, 8, 0.3, 0.08, 0.28, 0.95, 0.02, 0.3, 0.4, 0.5, 0, 0.3, 30, InkStyle.GREY, 0.16, 0.008, 40, 0.17, 60);
    }

    /**
     * The rules for the second look at a hand-filled grid's empty cells, where a missed digit is
     * more likely than a blank: fainter ink (pencil in shadow) and corner handwriting that
     * touches one side of the trimmed cell.
     */
    public CellParams secondLook() {
        return new CellParams(warpSize, blockFraction, thresholdC * 0.6, lineSearch, inset, minHeight, maxHeight,
                minAreaFraction, centreReach, cornerReach, cornerMaxSize, 1, paperFraction, minContrast, ink,
                minSmallSize, minSmallArea, minDarkContrast * 0.6, minRelativeContrast, secondLookCells);
    }

    public int cell() {
        return warpSize / 9;
    }
}
