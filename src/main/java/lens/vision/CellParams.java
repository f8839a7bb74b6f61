package lens.vision;

import lens.board.Givens;

/**
 * Tuning of {@link CellSplitter}, in named groups (each group's numbers are explained there).
 *
 * @param warpSize        side of the frontal square; 50 px cells keep thin strokes and stay fast
 * @param threshold       how ink is told from paper
 * @param lineSearch      how far (fraction of a cell) a grid line may lie from its uniform place
 * @param shape           what a digit's ink looks like in its cell
 * @param corner          handwriting squeezed into a corner of its cell
 * @param ink             how a digit is handed on (grey levels or a mask)
 * @param contrast        how dark a digit must be to count
 * @param secondLookCells with this many cells filled the grid is a hand-filled one and its empty
 *                        cells are looked at again with {@link #secondLook()}
 */
public record CellParams(int warpSize, Threshold threshold, double lineSearch, DigitShape shape, CornerDigits corner,
                         Ink ink, Contrast contrast, int secondLookCells) {
    /**
     * @param blockFraction adaptive-threshold block as a fraction of a cell: wider than a stroke
     *                      so a stroke is solid, narrower than a cell so shading is followed
     * @param thresholdC    how much darker than its surroundings ink must be
     */
    public record Threshold(double blockFraction, double thresholdC) {
    }

    /**
     * @param inset           cell border dropped before looking for the digit (line remnants)
     * @param minHeight       smallest digit height as a fraction of the cell (a "1" is tall and thin)
     * @param maxHeight       tallest digit as a fraction of the cell
     * @param minAreaFraction least ink of a digit as a fraction of the cell area (dust, noise)
     * @param centreReach     a digit's box centre lies within this fraction of the cell from its centre
     * @param minSmallSize    a component below {@code minHeight} but this tall or wide (fraction of
     *                        the cell) may still be a digit: small handwriting
     * @param minSmallArea    least ink of such a small digit as a fraction of the cell area
     * @param joinGap         ink this near the digit's box (fraction of the cell) is joined to it:
     *                        a pen or pencil stroke broken by uneven pressure (0: only pieces
     *                        inside the box are)
     * @param minJoinArea     least ink of such a piece as a fraction of the cell area (specks stay out)
     * @param minWideCentreInk ink wider than 0.9 of the trimmed cell is a digit only with at least
     *                        this share of it in the middle half of the trimmed cell: big written
     *                        digits have a fifth and more there, remnants of grid lines framing the
     *                        cell none
     */
    public record DigitShape(double inset, double minHeight, double maxHeight, double minAreaFraction,
                             double centreReach, double minSmallSize, double minSmallArea, double joinGap,
                             double minJoinArea, double minWideCentreInk) {
    }

    /**
     * @param reach   a corner digit's box centre lies within this fraction of the cell from its
     *                centre (plain digits stay within {@link DigitShape#centreReach()}): ink of
     *                plain digit height lying wholly inside the trimmed cell
     * @param maxSize such corner ink is at most this fraction of the cell tall and wide: a grid
     *                line remnant along the cell's side is longer
     * @param touches how many sides of the trimmed cell such ink may touch (0: it lies wholly
     *                inside; touching lets in neighbours' ink on printed pages)
     */
    public record CornerDigits(double reach, double maxSize, int touches) {
    }

    /**
     * @param style         binary mask or grey levels (the default: what the digit model is trained on)
     * @param paperFraction where between the Otsu level and the brightest pixel paper begins (0..1)
     * @param minContrast   grey levels between paper and ink below which the grey ink is not
     *                      trusted (the mask is used instead)
     */
    public record Ink(InkStyle style, double paperFraction, double minContrast) {
    }

    /**
     * @param minDark     grey levels a sideways ("1" of a page turned in the photo) or small
     *                    component must be darker than the paper to count: printed and written
     *                    ink is mostly 50 and more, show-through from the page's back and specks
     *                    under 30
     * @param minRelative a digit is at least this share as dark (against its paper) as the grid's
     *                    median digit: stains and smudges are paler; thin pale handwriting beside
     *                    bold print measures down to about a fifth, so the floor stays below that
     */
    public record Contrast(double minDark, double minRelative) {
    }

    public static CellParams defaults() {
        return new CellParams(450, new Threshold(0.5, 8), 0.3,
                new DigitShape(0.08, 0.28, 0.95, 0.02, 0.3, 0.16, 0.008, 0.1, 0.002, 0.1),
                new CornerDigits(0.4, 0.5, 0),
                new Ink(InkStyle.GREY, 0.3, 30),
                new Contrast(40, 0.17), Givens.FILLED_GRID);
    }

    /**
     * The rules for the second look at a hand-filled grid's empty cells, where a missed digit is
     * more likely than a blank: fainter ink (pencil in shadow) and corner handwriting that
     * touches one side of the trimmed cell.
     */
    public CellParams secondLook() {
        return new CellParams(warpSize, new Threshold(threshold.blockFraction(), threshold.thresholdC() * 0.6), lineSearch,
                shape, new CornerDigits(corner.reach(), corner.maxSize(), 1), ink,
                new Contrast(contrast.minDark() * 0.6, contrast.minRelative()), secondLookCells);
    }

    /** These rules with pieces of ink joined into one digit across {@code joinGap} of a cell. */
    public CellParams withJoinGap(double joinGap) {
        DigitShape d = shape;
        return new CellParams(warpSize, threshold, lineSearch, new DigitShape(d.inset(), d.minHeight(), d.maxHeight(),
                d.minAreaFraction(), d.centreReach(), d.minSmallSize(), d.minSmallArea(), joinGap, d.minJoinArea(),
                d.minWideCentreInk()), corner, ink, contrast, secondLookCells);
    }

    /** These rules with sideways and small ink counted from {@code minDark} grey levels darker than the paper. */
    public CellParams withMinDark(double minDark) {
        return new CellParams(warpSize, threshold, lineSearch, shape, corner, ink,
                new Contrast(minDark, contrast.minRelative()), secondLookCells);
    }

    public int cell() {
        return warpSize / 9;
    }
}
