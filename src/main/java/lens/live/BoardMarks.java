package lens.live;

import java.util.Arrays;
import lens.board.Units;

/**
 * What a confirmed board's cells say beyond their digits, marked over the live picture as on a
 * photo's answer: {@code revised}, readings the board correction changed (circled in amber, to
 * check by eye); {@code mistakes}, written digits the solution contradicts, slips of the pen
 * (circled in red, the right digit drawn in); {@code written}, the person's digits the solution
 * agrees with (ticked when the grid is checked rather than answered).
 */
public record BoardMarks(boolean[] revised, boolean[] mistakes, boolean[] written) {
    /** No cell marked. */
    public static final BoardMarks NONE = new BoardMarks(new boolean[Units.CELLS], new boolean[Units.CELLS],
            new boolean[Units.CELLS]);

    public BoardMarks {
        revised = revised.clone();
        mistakes = mistakes.clone();
        written = written.clone();
    }

    @Override
    public boolean[] revised() {
        return revised.clone();
    }

    @Override
    public boolean[] mistakes() {
        return mistakes.clone();
    }

    @Override
    public boolean[] written() {
        return written.clone();
    }

    /** How many slips of the pen. */
    public int slips() {
        int n = 0;
        for (boolean m : mistakes) {
            n += m ? 1 : 0;
        }
        return n;
    }

    /** Whether {@code o} marks the same cells (records of arrays compare the arrays' identities). */
    public boolean sameAs(BoardMarks o) {
        return o != null && Arrays.equals(revised, o.revised) && Arrays.equals(mistakes, o.mistakes)
                && Arrays.equals(written, o.written);
    }
}
