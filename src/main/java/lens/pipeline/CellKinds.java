package lens.pipeline;

import java.util.Arrays;
import lens.board.Units;

/**
 * Which filled cells of a grid are printed and which written ({@link InkClassifier}):
 * {@code written[i]} is the probability that cell i's digit was written by hand, NaN for an
 * empty cell. A cell is taken as written from one half up. {@code markSized[i]}: its digit is no
 * taller than a solver's pencil mark ({@link lens.vision.PencilMarks#markSized}), so it may be
 * one, read as a digit: {@code verify} never calls such a digit a mistake, and on a page with
 * marks in several cells takes one the grid does not need for a mark. {@code offCentre[i]}:
 * its digit lies further than {@value #OFF_CENTRE} of the cell from the centre, often over a grid
 * line, where ink may be a neighbour's or a line's: {@code verify} takes it for the cell's only
 * when it is the digit the grid needs.
 */
public record CellKinds(double[] written, boolean[] markSized, boolean[] offCentre) {
    /**
     * How far (share of the cell) a digit's centre lies from the cell's centre to be off-centre:
     * as far as the isolator takes a plain digit in a cell's own window
     * ({@link lens.vision.CellParams.DigitShape#centreReach()}); further ones are found through
     * moved windows or squeezed into a corner.
     */
    public static final double OFF_CENTRE = 0.3;

    public CellKinds {
        if (written.length != Units.CELLS || markSized.length != Units.CELLS || offCentre.length != Units.CELLS) {
            throw new IllegalArgumentException("81 cells, not " + written.length);
        }
        written = written.clone();
        markSized = markSized.clone();
        offCentre = offCentre.clone();
    }

    /** Kinds with every digit in its cell's middle. */
    public CellKinds(double[] written, boolean[] markSized) {
        this(written, markSized, new boolean[Units.CELLS]);
    }

    /** Kinds without heights or places: no digit of a mark's size, none off-centre. */
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

    /** Whether cell's digit lies off its centre ({@link #OFF_CENTRE}). */
    public boolean isOffCentre(int cell) {
        return offCentre[cell];
    }

    @Override
    public boolean[] offCentre() {
        return offCentre.clone();
    }

    /** No cell known (every cell empty, or nothing measured). */
    public static CellKinds none() {
        double[] w = new double[Units.CELLS];
        Arrays.fill(w, Double.NaN);
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
