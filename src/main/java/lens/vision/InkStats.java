package lens.vision;

/**
 * How one cell's digit looks on the paper ({@link InkMeasure}): sizes are fractions of the
 * cell's side, so photos of any resolution compare.
 *
 * @param cell        the cell (row * 9 + column)
 * @param contrast    grey levels between the paper and the mean of the ink
 * @param strokeWidth the mean stroke width
 * @param strokeSpread the stroke width's coefficient of variation (0 for perfectly even strokes)
 * @param sharpness   the grey-level gradient on the ink's outline per grey level of contrast
 * @param height      the digit's height
 * @param width       the digit's width
 * @param offsetX     the digit box centre's distance right of the cell's centre
 * @param offsetY     the digit box centre's distance below the cell's centre
 * @param hue         the ink's colour once the paper around it is taken for white: its CIELAB a* and b*
 *                    (0, 0: black or grey; blue pen has b* well below 0, red print a* well above),
 *                    null when the square had no colour
 */
public record InkStats(int cell, double contrast, double strokeWidth, double strokeSpread, double sharpness,
                       double height, double width, double offsetX, double offsetY, double[] hue) {
    public InkStats {
        hue = hue == null ? null : hue.clone();
    }

    /** Measured in grey only: no hue. */
    public InkStats(int cell, double contrast, double strokeWidth, double strokeSpread, double sharpness,
                    double height, double width, double offsetX, double offsetY) {
        this(cell, contrast, strokeWidth, strokeSpread, sharpness, height, width, offsetX, offsetY, null);
    }

    @Override
    public double[] hue() {
        return hue == null ? null : hue.clone();
    }
}
