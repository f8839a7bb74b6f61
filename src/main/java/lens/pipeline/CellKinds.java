package lens.pipeline;

import lens.board.Units;

/**
 * Which filled cells of a grid are printed and which written ({@link InkClassifier}):
 * {@code written[i]} is the probability that cell i's digit was written by hand, NaN for an
 * empty cell. A cell is taken as written from one half up. {@code markSized[i]}: its digit is no
 * taller than a solver's pencil mark ({@link lens.vision.PencilMarks#markSized}), so it may be
 * one, read as a digit: {@code verify} never calls such a digit a mistake.
 */
public record CellKinds(double[] written, boolean[] markSized) {
    public CellKinds {
        if (written.length != Units.CELLS || markSized.length != Units.CELLS) {
            throw new IllegalArgumentException("81 cells, not " + written.length);
        }
        written = written.clone();
        markSized = markSized.clone();
    }

    /** Kinds without heights: no digit of a mark's size. */
    public CellKinds(double[] written) {
        this(written, new boolean[Units.CELLS]);
    }

    /** Whether cell's digit is no taller than a pencil mark. */
    public boolean isMarkSized(int cell) {
        return markSized[cell];
    }

    @Override
    public boolean[] markSized() {
        return markSized.clone();
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
