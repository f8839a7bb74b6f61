package lens.hint;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.ocr.ReadingTrust;
import lens.pipeline.InkKind;
import lens.pipeline.PhotoReading;
import lens.pipeline.Hints;
import lens.pipeline.PhotoSolution;
import lens.overlay.Hint;
import lens.overlay.HintOverlay;
import lens.overlay.Legend;
import lens.overlay.OverlayStyle;
import lens.overlay.VerifyOverlay;
import lens.solve.BoardVerdict;
import lens.verify.CheckParams;
import lens.verify.GridCheck;
import lens.vision.GridGeometry;
import lens.vision.PhotoProblem;
import org.opencv.core.Mat;

/**
 * The picture of {@code solve PHOTO --hint}: the photo with the next steps drawn on the grid in
 * perspective, mistakes circled, and a legend below the photo with the mistakes first, then each
 * step's sentence, numbered when there are several.
 */
public final class PhotoHint {
    private PhotoHint() {
    }

    /**
     * The hint of a photo: where the person stands, the verdict on that position, and the next
     * steps from it (none unless the position has exactly one solution).
     */
    public record Plan(HintPosition position, BoardVerdict verdict, List<Hint> hints) {
        public Plan {
            hints = List.copyOf(hints);
        }
    }

    /**
     * The hint stage after reading: the judged photo {@code read}, its written digits checked by
     * verify's {@link GridCheck} (against {@code givens}, the printed puzzle, when known, else
     * against the printed digits read), then up to {@code count} next steps from the right
     * digits. When the check has no solution to compare with, the board as read is judged as
     * {@code solve} judges it. Used by {@code solve PHOTO --hint} and open to the web page.
     */
    public static Plan plan(PhotoSolution.Judged read, Grid givens, int count) {
        HintPosition position = read.verdict() instanceof BoardVerdict.Unreadable ? null
                : HintPosition.of(new GridCheck(CheckParams.defaults()).check(read.read(), givens));
        BoardVerdict verdict;
        if (position == null) {
            position = HintPosition.asRead(read.board());
            verdict = read.verdict();
        } else {
            verdict = BoardVerdict.of(position.board());
        }
        return new Plan(position, verdict, verdict.solved() ? Hints.next(position.board(), count) : List.of());
    }

    /**
     * The answer of {@code solve PHOTO} (and the web page) to a grid being solved by hand whose
     * digits as read have no single solution: the person's slips, or a written digit misread,
     * break the rules. The position verify's check finds ({@link #plan} with no steps): its board
     * holds the right digits, its verdict is the printed puzzle's solution and its mistakes are
     * the written digits that differ; a slip of the pen costs neither the answer nor a "retake the
     * photo". Null, and the board as read judged as before, when the reading is solved as it is
     * (a slip the correction revised is listed as a correction: print taken for writing would
     * otherwise be called the person's mistake), holds no digit that looks written, or the check
     * finds no solution that every digit read beyond doubt as print agrees with and that the
     * digits read beyond doubt which agree with it settle alone: the answer never rests on an
     * unsure digit (without that rule one degraded printed training photo, its print taken for
     * writing, was answered wrong). With {@code givens}, the printed puzzle typed in, a solved
     * reading is checked too.
     */
    public static Plan answer(PhotoSolution.Judged read, Grid givens) {
        PhotoReading.Read r = read.read();
        if (read.verdict() instanceof BoardVerdict.Unreadable || !handWritten(r)
                || read.verdict().solved() && givens == null) {
            return null;
        }
        Plan plan = plan(read, givens, 0);
        if (!plan.verdict().solved()) {
            return null;
        }
        Grid solution = plan.verdict().solution();
        DigitReading[] readings = r.readings();
        Grid sure = Grid.empty();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (readings[cell] == null || !SURE.isBeyondDoubt(readings[cell])) {
                continue;
            }
            if (readings[cell].digit() == solution.get(cell)) {
                sure = sure.with(cell, solution.get(cell));
            } else if (r.kinds().kind(cell) == InkKind.PRINTED) {
                return null;
            }
        }
        // The answer must not rest on an unsure digit: the sure ones that agree settle it alone.
        BoardVerdict settled = BoardVerdict.of(sure);
        return settled.solved() && settled.solution().equals(solution) ? plan : null;
    }

    /**
     * The reading a photo's answer ({@link #answer}) starts from: the judged photo, or one judged unusable
     * because its digits break the rules or for a doubt that is not certain (a grid found a few
     * pixels inside the frame's edge, whose reading failed): on a grid being solved by hand
     * either may be the person's slips, which verify's check tells from misreadings (as
     * {@code verify} itself judges such photos). Null for a photo with no grid or a certain
     * problem (cut off, too small, blurred, a doubt the answer would rest on). A hint, which has
     * none of the answer's safety rules, goes on from an unusable photo only past broken rules.
     */
    public static PhotoSolution.Judged startingPoint(PhotoSolution s) {
        if (s instanceof PhotoSolution.Judged j) {
            return j;
        }
        if (s instanceof PhotoSolution.Unusable u
                && (u.problem() instanceof PhotoProblem.BrokenRules || !u.problem().certain())) {
            return new PhotoSolution.Judged(u.read(), List.of(), u.verdict());
        }
        return null;
    }

    /**
     * What {@code solve PHOTO} answers: the reading it starts from, the position (the digits on
     * the page that stay, and the written ones that differ from the solution), the solution, and
     * whether it was found from the print of a grid being solved by hand ({@link #answer}).
     */
    public record Answer(PhotoSolution.Judged read, HintPosition position, Grid solution, boolean fromPrint) {
    }

    /**
     * The answer to a photo as {@code solve PHOTO} and the web page give it: a grid being solved
     * by hand answered from its print ({@link #answer}), else the judged board's own solution;
     * null when the photo is refused (no grid, a certain problem, a board with no single
     * solution), the reason then being the photo's judgement itself.
     */
    public static Answer solution(PhotoSolution s, Grid givens) {
        PhotoSolution.Judged j = startingPoint(s);
        Plan plan = j == null ? null : answer(j, givens);
        if (plan != null) {
            return new Answer(j, plan.position(), plan.verdict().solution(), true);
        }
        return s instanceof PhotoSolution.Judged judged && judged.verdict().solved()
                ? new Answer(judged, HintPosition.asRead(judged.board()), judged.solution(), false) : null;
    }

    /** Digits read beyond doubt, as {@code solve} trusts them. */
    private static final ReadingTrust SURE = ReadingTrust.defaults();

    /** Whether some digit read looks written by hand. */
    private static boolean handWritten(PhotoReading.Read r) {
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!r.board().isEmpty(cell) && r.kinds().kind(cell) == InkKind.WRITTEN) {
                return true;
            }
        }
        return false;
    }

    /** The legend's lines: mistakes, then the hints (or why there are none). */
    public static List<String> legend(HintPosition position, List<Hint> hints) {
        List<String> lines = new ArrayList<>();
        for (HintPosition.Mistake m : position.mistakes()) {
            lines.add("Mistake: " + m.describe());
        }
        if (hints.isEmpty()) {
            lines.add(position.board().isComplete() ? "The puzzle is solved." : "No logical step applies here.");
        }
        for (Hint h : hints) {
            lines.add(hints.size() > 1 ? h.line() : h.step().sentence());
        }
        return lines;
    }

    /** A new picture (the caller releases it): {@code photo} annotated, with the legend band below. */
    public static Mat picture(Mat photo, GridGeometry geometry, HintPosition position, List<Hint> hints) {
        Mat drawn = photo.clone();
        try {
            if (!position.mistakes().isEmpty()) {
                new VerifyOverlay(OverlayStyle.defaults()).draw(drawn, geometry, new boolean[81], position.wrongCells());
            }
            HintOverlay.photo().draw(drawn, geometry, hints);
            Mat band = Legend.band(legend(position, hints), drawn.cols());
            Mat out = Legend.below(drawn, band);
            band.release();
            return out;
        } finally {
            drawn.release();
        }
    }
}
