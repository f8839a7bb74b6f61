package lens.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import lens.board.Grid;
import lens.board.Units;
import lens.pipeline.OtherGrids;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * A grid of a photographed page, read and checked as {@code verify} checks it. A puzzle book's
 * page may hold several: a person who filled in one of two photographs the page, and the largest
 * grid, the only one checked before, may be the one not yet begun.
 */
public record CheckedPageGrid(PhotoReading.Read read, CheckedGrid checked) {
    /**
     * A grid with at least this many digits read as print, and none empty, is a printed answer,
     * not a puzzle: a newspaper prints yesterday's solution beside today's puzzle (the training
     * photo image1067, whose answer was shown first, "correct", before today's grid); a puzzle's
     * print fills at most about 40 cells.
     */
    static final int PRINTED_ANSWER = 60;

    /** {@code read} checked against its own printed digits, as {@code verify} without {@code --givens} checks it. */
    public static CheckedPageGrid of(PhotoReading.Read read, GridCheck check) {
        return new CheckedPageGrid(read, check.check(read, null));
    }

    /**
     * The grid found first and the other grids of {@code photo} ({@link OtherGrids}), each checked
     * against its own printed digits, the one to show first at the head ({@link #byConcern}); a
     * further grid that cannot be checked (too few digits, a photo problem that makes it
     * unusable) or has nothing written in and is not clean ({@link #worthShowing}) is passed over,
     * and a printed answer ({@link #printedAnswer}) beside a puzzle is left out. With
     * {@code givens}, the printed puzzle typed in, only {@code first} (the puzzle given is one
     * grid's).
     */
    public static List<CheckedPageGrid> onPage(Mat photo, CheckedPageGrid first, Grid givens, PhotoReader reader,
                                               GridCheck check) {
        if (givens != null) {
            return List.of(first);
        }
        List<CheckedPageGrid> all = new ArrayList<>(List.of(first));
        all.addAll(OtherGrids.find(photo, first.read().corners(), masked -> {
            if (!(reader.read(masked, DebugSink.NONE) instanceof PhotoReading.Read r)) {
                return null;
            }
            CheckedPageGrid g = of(r, check);
            return new OtherGrids.Found<>(r.corners(), g.worthShowing() ? g : null);
        }));
        // yesterday's answer is left out, whichever grid was found first, when a puzzle is beside it
        if (all.stream().anyMatch(g -> !g.printedAnswer())) {
            all.removeIf(CheckedPageGrid::printedAnswer);
        }
        all.sort(byConcern());
        return all;
    }

    /**
     * Whether a further grid's check is worth showing: it speaks of the digits, and a grid with
     * no digit that looks written ({@link PhotoReading.Read#handWritten}) is shown only as "no
     * mistakes so far" (a puzzle not begun). Its print misread into broken rules, checked, would
     * be called "mistakes" (the check lets a printed digit in a conflict go as a written one) and
     * shown first: a false alarm about a grid nobody touched.
     */
    boolean worthShowing() {
        return checkable(checked.verdict())
                && (read.handWritten() || checked.verdict() instanceof GridVerdict.NoMistakesSoFar);
    }

    /** Whether a verdict speaks of the digits (not a grid too bare or a photo too poor to judge). */
    public static boolean checkable(GridVerdict v) {
        return !(v instanceof GridVerdict.TooFewDigits || v instanceof GridVerdict.Unusable
                || v instanceof GridVerdict.BadGivens);
    }

    /**
     * The grid a person most needs to see first: mistakes before cells to check before none, then
     * the most digits written in (the puzzle being solved before one not begun), then as found
     * (the largest first).
     */
    static Comparator<CheckedPageGrid> byConcern() {
        return Comparator.comparingInt((CheckedPageGrid g) -> concern(g.checked().verdict()))
                .thenComparingInt(CheckedPageGrid::writtenIn).reversed();
    }

    /** Whether this grid is a printed answer ({@value #PRINTED_ANSWER}), not a puzzle. */
    boolean printedAnswer() {
        return checked.board().filledCount() == Units.CELLS && checked.givens().filledCount() >= PRINTED_ANSWER;
    }

    /**
     * Of a page's {@code grids}, the index of the one the person is filling in: the first by
     * concern ({@link #byConcern}, the first of equals), or -1 when no grid has a digit that looks
     * written.
     */
    public static int beingFilledIn(List<CheckedPageGrid> grids) {
        int best = -1;
        for (int i = 0; i < grids.size(); i++) {
            if (grids.get(i).read().handWritten() && (best < 0 || byConcern().compare(grids.get(i), grids.get(best)) < 0)) {
                best = i;
            }
        }
        return best;
    }

    /** Where {@code other} lies from this grid, in words: "left of the first". */
    public String where(CheckedPageGrid other) {
        return OtherGrids.where(read.corners(), other.read().corners());
    }

    private static int concern(GridVerdict v) {
        return v instanceof GridVerdict.Mistakes ? 2 : v instanceof GridVerdict.CheckCells ? 1 : 0;
    }

    /** The digits the person wrote in that the check kept (ticked on the picture). */
    private int writtenIn() {
        int n = 0;
        for (boolean t : checked.ticked(read.filled())) {
            n += t ? 1 : 0;
        }
        return n;
    }
}
