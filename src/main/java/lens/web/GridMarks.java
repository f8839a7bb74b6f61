package lens.web;

import java.util.ArrayList;
import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;

/**
 * Which cells of a hand-filled grid are wrong, and why in words: empty cells, cells in a broken
 * rule, and with the printed puzzle's solution, cells that differ from it. This is the check
 * {@code verify} makes today; it goes when the verify stage of issue 13 ({@code lens.verify}) is
 * on main, and the server then calls that stage instead.
 */
final class GridMarks {
    private GridMarks() {
    }

    /** The wrong cells and the sentences that explain them. */
    record Marks(boolean[] wrong, List<String> reasons) {
    }

    static Marks check(Grid board, Grid solution) {
        boolean[] wrong = new boolean[81];
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (board.get(i) == 0) {
                wrong[i] = true;
                reasons.add(Units.cellName(i) + " is empty");
            } else if (solution != null && board.get(i) != solution.get(i)) {
                wrong[i] = true;
                reasons.add(Units.cellName(i) + " is " + board.get(i) + ", should be " + solution.get(i));
            }
        }
        if (solution == null) {
            for (Conflict c : Rules.conflicts(board)) {
                c.cells().forEach(cell -> wrong[cell] = true);
                reasons.add(c.describe());
            }
        }
        return new Marks(wrong, reasons);
    }
}
