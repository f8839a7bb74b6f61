package lens.verify;

import lens.board.Units;

/** A written digit that disagrees with the solution: the cell, the digit read, the digit the grid needs there, and how sure the reading was. */
public record CellIssue(int cell, int read, int needed, double confidence) {
    /** {@code r7c4: reads 5, the grid needs 8 here}. */
    public String describe() {
        return Units.cellName(cell) + ": reads " + read + ", the grid needs " + needed + " here";
    }
}
