package lens.hint;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.board.Units;
import lens.verify.CellIssue;
import lens.verify.CheckedGrid;
import lens.verify.GridVerdict;

/**
 * Where a person stands on a puzzle photographed part way through: the digits on the paper,
 * printed or written, count as placed, so hints continue from there. The written digits are
 * first checked as {@code verify} checks them ({@link lens.verify.GridCheck}): a digit that
 * differs from the solution is reported first and left out of the position, so the hints start
 * from the right digits only.
 *
 * @param board    the position hints start from: the digits read (after verify's revisions)
 *                 without the mistakes
 * @param mistakes the written digits that differ from the solution, in cell order
 */
public record HintPosition(Grid board, List<Mistake> mistakes) {
    public HintPosition {
        mistakes = List.copyOf(mistakes);
    }

    /**
     * A written digit that differs from the solution; {@code sure} when it was read beyond
     * doubt, else it may be a misreading and is to be checked by eye; {@code markSized} when it
     * is no taller than a pencil mark (it may be a note, not an answer).
     */
    public record Mistake(int cell, int written, int expected, boolean sure, boolean markSized) {
        /** As {@code verify} words it: {@code r3c4 is 5, should be 7}. */
        public String describe() {
            return Units.cellName(cell) + (sure ? " is " + written + ", should be " + expected
                    : " looks like " + written + (markSized ? CellIssue.MARK_SIZED + "," : "")
                    + " but should be " + expected + " (check it)");
        }
    }

    /** The board as read, nothing known to check it against. */
    public static HintPosition asRead(Grid read) {
        return new HintPosition(read, List.of());
    }

    /**
     * The position after verify's check: its board without the digits it finds wrong or to be
     * checked; null when the check could not compare with a solution, or found the page read too
     * poorly to tell a person's slips from misread digits ({@link GridVerdict.CheckCells#poorReading}):
     * then the rules alone judge the board as read. A grid found a row off on a page photographed
     * from afar had its shifted print taken for a puzzle, a solution, and 24 of its written digits
     * for the person's mistakes (hand-filled image11 on a table, docs/reading-notebook.md).
     */
    public static HintPosition of(CheckedGrid checked) {
        if (checked.solution() == null
                || checked.verdict() instanceof GridVerdict.CheckCells c && c.poorReading()) {
            return null;
        }
        GridVerdict v = checked.verdict();
        List<CellIssue> wrong = new ArrayList<>();
        List<CellIssue> unsure = new ArrayList<>();
        if (v instanceof GridVerdict.Mistakes m) {
            wrong.addAll(m.wrong());
            unsure.addAll(m.check());
        } else if (v instanceof GridVerdict.CheckCells c) {
            unsure.addAll(c.check());
        } else if (!(v instanceof GridVerdict.Correct || v instanceof GridVerdict.NoMistakesSoFar)) {
            return null;
        }
        Grid board = checked.board();
        List<Mistake> mistakes = new ArrayList<>();
        for (CellIssue i : wrong) {
            mistakes.add(new Mistake(i.cell(), i.read(), i.needed(), true, i.markSized()));
        }
        for (CellIssue i : unsure) {
            mistakes.add(new Mistake(i.cell(), i.read(), i.needed(), false, i.markSized()));
        }
        mistakes.sort((a, b) -> Integer.compare(a.cell(), b.cell()));
        for (Mistake m : mistakes) {
            board = board.with(m.cell(), 0);
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
