package lens.pipeline;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.board.Units;

/**
 * Where a person stands on a puzzle photographed part way through: the digits on the paper,
 * printed or written, count as placed, so hints continue from there. With the printed puzzle's
 * solution known, a digit that differs from it is a mistake: it is reported first and left out
 * of the position (the hints then start from the right digits only).
 *
 * @param board    the position hints start from: the read digits without the mistakes, plus
 *                 any printed digit that was not read
 * @param mistakes the wrong digits, in cell order
 */
public record HintPosition(Grid board, List<Mistake> mistakes) {
    public HintPosition {
        mistakes = List.copyOf(mistakes);
    }

    /** A digit on the paper that differs from the solution. */
    public record Mistake(int cell, int written, int expected) {
        /** As {@code verify} words it: {@code r3c4 is 5, should be 7}. */
        public String describe() {
            return Units.cellName(cell) + " is " + written + ", should be " + expected;
        }
    }

    /** The read board as it stands (nothing to check it against). */
    public static HintPosition asRead(Grid read) {
        return new HintPosition(read, List.of());
    }

    /** The read board checked against the printed puzzle {@code givens} and its {@code solution}. */
    public static HintPosition checked(Grid read, Grid givens, Grid solution) {
        List<Mistake> mistakes = new ArrayList<>();
        Grid board = givens;
        for (int c = 0; c < Units.CELLS; c++) {
            int d = read.get(c);
            if (d == 0) {
                continue;
            }
            if (d != solution.get(c)) {
                mistakes.add(new Mistake(c, d, solution.get(c)));
            } else {
                board = board.with(c, d);
            }
        }
        return new HintPosition(board, mistakes);
    }

    /** Which cells hold a mistake, for circling them. */
    public boolean[] wrongCells() {
        boolean[] wrong = new boolean[Units.CELLS];
        mistakes.forEach(m -> wrong[m.cell()] = true);
        return wrong;
    }
}
