package lens.verify;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import lens.board.Conflict;
import lens.board.Grid;
import lens.ocr.correct.BoardCorrector;

/**
 * A checked grid: the digits read ({@code board}, after any revision listed in {@code revised}),
 * the printed digits taken as the puzzle ({@code givens}), the solution checked against (null
 * when the check is by the rules only) and the verdict.
 */
public record CheckedGrid(Grid board, Grid givens, Grid solution, List<BoardCorrector.Change> revised,
                          GridVerdict verdict) {
    public CheckedGrid {
        revised = List.copyOf(revised);
    }

    /**
     * The empty cells named in a "no mistakes so far" verdict (3 or fewer left): on a grid the
     * user finished, digits the photo did not show, to look at on the picture.
     */
    public boolean[] left() {
        boolean[] m = new boolean[81];
        if (verdict instanceof GridVerdict.NoMistakesSoFar x) {
            x.left().forEach(cell -> m[cell] = true);
        }
        return m;
    }

    /** The cells to go of a "no mistakes so far" or "cells to check" that the photo's edge cuts: not seen, they may hold digits. */
    public boolean[] unseen() {
        boolean[] m = new boolean[81];
        verdict.unseen().forEach(cell -> m[cell] = true);
        return m;
    }

    /**
     * The cells of {@code filled} (those ink was found in) whose written digit the check kept:
     * ticked as right on the picture unless circled. The puzzle's printed digits are not the
     * person's work, so they get no tick (a page of 30 givens ticked them all, burying the
     * written answers under marks); a digit revised (an unsure reading taken for the digit the
     * grid needs, or writing taken for a pencil mark) is not ticked either: it is circled in amber
     * ({@link #revisedCells}), for the revision may hide a real slip.
     */
    public boolean[] ticked(boolean[] filled) {
        boolean[] m = filled.clone();
        boolean[] revisedCells = revisedCells();
        for (int i = 0; i < m.length; i++) {
            m[i] &= !board.isEmpty(i) && givens.isEmpty(i) && !revisedCells[i];
        }
        return m;
    }

    /**
     * The cells whose reading the check revised ({@link #revised}), circled in amber on the
     * picture as {@code solve PHOTO} circles its corrections: the verdict trusts the revision, the
     * person may look. Before, a revised digit was ticked as right, and a slip the check took
     * for a misreading (11 of 128 planted wrong digits in the validation pen-in-photos set,
     * {@code eval --verify}'s {@code revised_away}) showed as a right digit.
     */
    public boolean[] revisedCells() {
        boolean[] m = new boolean[81];
        revised.forEach(c -> m[c.cell()] = true);
        return m;
    }

    /** The cells circled in amber: to check by eye ({@link #toCheck}) or revised ({@link #revisedCells}), unless called wrong. */
    public boolean[] amber() {
        boolean[] m = toCheck();
        boolean[] r = revisedCells();
        boolean[] w = wrong();
        for (int i = 0; i < m.length; i++) {
            m[i] = (m[i] || r[i]) && !w[i];
        }
        return m;
    }

    /** The cells to circle on the picture: wrong, to check, or in a rule conflict. */
    public boolean[] marked() {
        boolean[] m = wrong();
        boolean[] check = toCheck();
        for (int i = 0; i < m.length; i++) {
            m[i] |= check[i];
        }
        return m;
    }

    /**
     * The cells called wrong: a mistake read beyond doubt, or the digits a broken rule blames
     * ({@link #blamed}).
     */
    public boolean[] wrong() {
        boolean[] m = new boolean[81];
        if (verdict instanceof GridVerdict.Mistakes x) {
            x.wrong().forEach(i -> m[i.cell()] = true);
            blamed(x, givens).forEach(cell -> m[cell] = true);
        }
        return m;
    }

    /**
     * The cells the broken rules of {@code mistakes} blame: the likely slips
     * ({@link GridVerdict.Mistakes#likelySlips}), and in a rule none of them is in, the written
     * digits beside a printed one ({@code givens}: the print is the puzzle), else all its digits.
     */
    static Set<Integer> blamed(GridVerdict.Mistakes mistakes, Grid givens) {
        List<Integer> slips = mistakes.likelySlips();
        Set<Integer> blamed = new HashSet<>(slips);
        for (Conflict c : mistakes.conflicts()) {
            if (c.cells().stream().noneMatch(slips::contains)) {
                List<Integer> written = c.cells().stream().filter(givens::isEmpty).toList();
                blamed.addAll(written.isEmpty() ? c.cells() : written);
            }
        }
        return blamed;
    }

    /** The cells to check by eye: unsure readings that disagree (never called wrong). */
    public boolean[] toCheck() {
        boolean[] m = new boolean[81];
        if (verdict instanceof GridVerdict.Mistakes x) {
            x.check().forEach(i -> m[i.cell()] = true);
        } else if (verdict instanceof GridVerdict.CheckCells x) {
            x.check().forEach(i -> m[i.cell()] = true);
            x.unsure().forEach(c -> c.cells().forEach(cell -> m[cell] = true));
            x.deadEnd().forEach(d -> m[d.cell()] = true);
        }
        return m;
    }

    /** The cells a mask of 81 (as {@link #marked}, {@link #wrong}, {@link #toCheck} give) holds. */
    static Set<Integer> cells(boolean[] mask) {
        Set<Integer> cells = new HashSet<>();
        for (int cell = 0; cell < mask.length; cell++) {
            if (mask[cell]) {
                cells.add(cell);
            }
        }
        return cells;
    }
}
