package lens.vision;

import java.util.Arrays;
import org.opencv.core.Point;

/**
 * Where the cells of a found grid are in the photo: the corners, the square side the grid was
 * warped to, the square-to-photo homography (9 doubles, row-major) and the grid line positions
 * in the square; on a bent page ({@link GridMesh}) also where its lines cross in the photo
 * ({@code crossings}: x and y of line crossing (i, j) at {@code 20 i + 2 j}, i the row line),
 * else null. Plain Java values, so it outlives the Mats it came from.
 */
public record GridGeometry(Quad corners, int size, double[] toImage, int[] rowLines, int[] colLines,
                           double[] crossings) {
    public GridGeometry {
        toImage = toImage.clone();
        rowLines = rowLines.clone();
        colLines = colLines.clone();
        crossings = crossings == null ? null : crossings.clone();
    }

    /** A flat grid: the homography places every cell. */
    public GridGeometry(Quad corners, int size, double[] toImage, int[] rowLines, int[] colLines) {
        this(corners, size, toImage, rowLines, colLines, null);
    }

    /** Where row line {@code i} crosses column line {@code j} in the photo (0..9 each); only with {@link #crossings}. */
    public Point crossing(int i, int j) {
        return new Point(crossings[20 * i + 2 * j], crossings[20 * i + 2 * j + 1]);
    }

    /**
     * The four crossings around cell (row, col) in the photo, clockwise from its top-left (as a
     * {@link Quad}'s corners); only with {@link #crossings}.
     */
    public Point[] cellCorners(int row, int col) {
        return new Point[] {crossing(row, col), crossing(row, col + 1), crossing(row + 1, col + 1), crossing(row + 1, col)};
    }

    /** A grid whose lines are taken as evenly spaced in the square (no line search was run). */
    public static GridGeometry withUniformLines(Quad corners, int size, double[] toImage) {
        int[] lines = GridLines.uniform(size);
        return new GridGeometry(corners, size, toImage, lines, lines);
    }

    /** A point of the square mapped into the photo. */
    public Point toPhoto(double x, double y) {
        return mapped(toImage, x, y);
    }

    /** The point (x, y) mapped by the homography {@code m} (9 doubles, row-major). */
    public static Point mapped(double[] m, double x, double y) {
        double z = m[6] * x + m[7] * y + m[8];
        return new Point((m[0] * x + m[1] * y + m[2]) / z, (m[3] * x + m[4] * y + m[5]) / z);
    }

    /** Where line crossings are, for each row line i and column line j. */
    @FunctionalInterface
    public interface Crossings {
        Point at(int i, int j);
    }

    /** {@code at} laid out as {@link #crossings}: x and y of crossing (i, j) at {@code 20 i + 2 j}. */
    public static double[] crossingsOf(Crossings at) {
        double[] out = new double[200];
        for (int i = 0; i <= 9; i++) {
            for (int j = 0; j <= 9; j++) {
                Point p = at.at(i, j);
                out[20 * i + 2 * j] = p.x;
                out[20 * i + 2 * j + 1] = p.y;
            }
        }
        return out;
    }

    /**
     * The share of cell (row, col) that lies inside a {@code cols} x {@code rows} photo, from 0
     * to 1 (sampled on a 6 x 6 grid of points): below 1 only for a grid that runs off the photo,
     * whose corners were placed outside it.
     */
    public double shareInside(int row, int col, int cols, int rows) {
        int inside = 0;
        for (int i = 0; i < SAMPLES; i++) {
            for (int j = 0; j < SAMPLES; j++) {
                double x = colLines[col] + (j + 0.5) * (colLines[col + 1] - colLines[col]) / SAMPLES;
                double y = rowLines[row] + (i + 0.5) * (rowLines[row + 1] - rowLines[row]) / SAMPLES;
                Point p = toPhoto(x, y);
                inside += p.x >= 0 && p.y >= 0 && p.x < cols && p.y < rows ? 1 : 0;
            }
        }
        return inside / (double) (SAMPLES * SAMPLES);
    }

    private static final int SAMPLES = 6;

    /** The centre of cell (row, col) in the square. */
    public Point cellCentre(int row, int col) {
        return new Point((colLines[col] + colLines[col + 1]) / 2.0, (rowLines[row] + rowLines[row + 1]) / 2.0);
    }

    /** The side of cell (row, col) in the square (the smaller of width and height). */
    public double cellSide(int row, int col) {
        return Math.min(colLines[col + 1] - colLines[col], rowLines[row + 1] - rowLines[row]);
    }

    @Override
    public double[] toImage() {
        return toImage.clone();
    }

    @Override
    public int[] rowLines() {
        return rowLines.clone();
    }

    @Override
    public int[] colLines() {
        return colLines.clone();
    }

    @Override
    public double[] crossings() {
        return crossings == null ? null : crossings.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GridGeometry g && corners.equals(g.corners) && size == g.size
                && Arrays.equals(toImage, g.toImage) && Arrays.equals(rowLines, g.rowLines)
                && Arrays.equals(colLines, g.colLines) && Arrays.equals(crossings, g.crossings);
    }

    @Override
    public int hashCode() {
        return corners.hashCode() * 31 + Arrays.hashCode(toImage);
    }
}
