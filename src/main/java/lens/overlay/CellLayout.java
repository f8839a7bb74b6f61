package lens.overlay;

import lens.vision.GridGeometry;

/**
 * Where the cells of a grid are on a frontal drawing surface: the ten vertical and ten
 * horizontal grid lines in surface pixels. A clean diagram has uniform lines; a layer that is
 * warped onto a photo follows the lines detected in the photo, so that marks land in the
 * printed cells even where the paper is not perfectly even.
 */
public record CellLayout(double[] xs, double[] ys) {
    public CellLayout {
        if (xs.length != 10 || ys.length != 10) {
            throw new IllegalArgumentException("a grid has ten lines each way");
        }
        xs = xs.clone();
        ys = ys.clone();
    }

    /** A square grid of side {@code side} with its top-left corner at ({@code x0}, {@code y0}). */
    public static CellLayout uniform(double x0, double y0, double side) {
        double[] xs = new double[10];
        double[] ys = new double[10];
        for (int i = 0; i <= 9; i++) {
            xs[i] = x0 + i * side / 9;
            ys[i] = y0 + i * side / 9;
        }
        return new CellLayout(xs, ys);
    }

    /** The geometry's detected lines scaled from its warped square to a surface of side {@code size}. */
    public static CellLayout of(GridGeometry g, int size) {
        double f = (double) size / g.size();
        int[] rows = g.rowLines();
        int[] cols = g.colLines();
        double[] xs = new double[10];
        double[] ys = new double[10];
        for (int i = 0; i <= 9; i++) {
            xs[i] = cols[i] * f;
            ys[i] = rows[i] * f;
        }
        return new CellLayout(xs, ys);
    }

    public double left(int cell) {
        return xs[cell % 9];
    }

    public double top(int cell) {
        return ys[cell / 9];
    }

    public double width(int cell) {
        return xs[cell % 9 + 1] - xs[cell % 9];
    }

    public double height(int cell) {
        return ys[cell / 9 + 1] - ys[cell / 9];
    }

    /** The smaller side of a cell: what text and strokes scale with. */
    public double side(int cell) {
        return Math.min(width(cell), height(cell));
    }

    public double centreX(int cell) {
        return left(cell) + width(cell) / 2;
    }

    public double centreY(int cell) {
        return top(cell) + height(cell) / 2;
    }

    /** Where the small candidate {@code digit} sits in a cell: a 3x3 keypad, 1 top-left, 9 bottom-right. */
    public double candidateX(int cell, int digit) {
        return left(cell) + width(cell) * (((digit - 1) % 3) * 2 + 1) / 6;
    }

    public double candidateY(int cell, int digit) {
        return top(cell) + height(cell) * (((digit - 1) / 3) * 2 + 1) / 6;
    }

    /** The mean cell side, for strokes that are not tied to one cell. */
    public double meanSide() {
        return Math.min(xs[9] - xs[0], ys[9] - ys[0]) / 9;
    }

    @Override
    public double[] xs() {
        return xs.clone();
    }

    @Override
    public double[] ys() {
        return ys.clone();
    }
}
