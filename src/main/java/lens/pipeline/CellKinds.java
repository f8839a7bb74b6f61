package lens.pipeline;

import lens.board.Units;

/**
 * Which filled cells of a grid are printed and which written ({@link InkClassifier}):
 * {@code written[i]} is the probability that cell i's digit was written by hand, NaN for an
 * empty cell. A cell is taken as written from one half up.
 */
public record CellKinds(double[] written) {
    public CellKinds {
        if (written.length != Units.CELLS) {
            throw new IllegalArgumentException("81 cells, not " + written.length);
        }
        written = written.clone();
    }

    /** No cell known (every cell empty, or nothing measured). */
    public static CellKinds none() {
        double[] w = new double[Units.CELLS];
        java.util.Arrays.fill(w, Double.NaN);
        return new CellKinds(w);
    }

    /** The kind of a filled cell; null for an empty one. */
    public InkKind kind(int cell) {
        double w = written[cell];
        return Double.isNaN(w) ? null : w >= 0.5 ? InkKind.WRITTEN : InkKind.PRINTED;
    }

    /** The probability that cell's digit is written (NaN when empty). */
    public double writtenProbability(int cell) {
        return written[cell];
    }

    @Override
    public double[] written() {
        return written.clone();
    }
}
