package lens.verify;

import lens.board.Units;

/**
 * A written digit that disagrees with the solution: the cell, the digit read, the digit the grid
 * needs there, how sure the reading was, and whether the digit is no taller than a pencil mark
 * (then it may be a solver's note rather than an answer, and the line says so).
 */
public record CellIssue(int cell, int read, int needed, double confidence, boolean markSized) {
    /** What a line adds after the digit read when it is no taller than a pencil mark. */
    public static final String MARK_SIZED = ", written small (a pencil mark?)";

    /** An issue with a digit of ordinary size. */
    public CellIssue(int cell, int read, int needed, double confidence) {
        this(cell, read, needed, confidence, false);
    }

    /** {@code r7c4: reads 5, the grid needs 8 here}; a small digit {@code r7c4: reads 5, written small (a pencil mark?), ...}. */
    public String describe() {
        return Units.cellName(cell) + ": reads " + read + (markSized ? MARK_SIZED : "")
                + ", the grid needs " + needed + " here";
    }
}
