package lens.hint;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.ocr.ReadingTrust;
import lens.pipeline.InkKind;
import lens.pipeline.OtherGrids;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.solve.BoardVerdict;
import lens.vision.DebugSink;
import lens.vision.PhotoProblem;
import lens.vision.Quad;
import org.opencv.core.Mat;

/**
 * What {@code solve PHOTO}, the web page and the live view answer: the reading the answer starts
 * from, the position (the digits on the page that stay, and the written ones that differ from the
 * solution), the solution, and whether it was found from the print of a grid being solved by
 * hand ({@link #fromPrint}).
 */
public record PhotoAnswer(PhotoSolution.Judged read, HintPosition position, Grid solution, boolean fromPrint) {
    /** Digits read beyond doubt, as {@code solve} trusts them. */
    private static final ReadingTrust SURE = ReadingTrust.defaults();

    /**
     * The answer to a photo: a grid being solved by hand answered from its print
     * ({@link #fromPrint(PhotoSolution.Judged, Grid)}), else the judged board's own solution; null
     * when the photo is refused (no grid, a certain problem, a board with no single solution), the
     * reason then being the photo's judgement itself.
     */
    public static PhotoAnswer of(PhotoSolution s, Grid givens) {
        PhotoSolution.Judged j = startingPoint(s);
        PhotoHint.Plan plan = j == null ? null : fromPrint(j, givens);
        if (plan != null) {
            return new PhotoAnswer(j, plan.position(), plan.verdict().solution(), true);
        }
        return s instanceof PhotoSolution.Judged judged && judged.verdict().solved()
                ? new PhotoAnswer(judged, HintPosition.asRead(judged.board()), judged.solution(), false) : null;
    }

    /**
     * The answers to the other puzzles of a book's page ({@link OtherGrids}), in the order found:
     * each grid read cleanly (answered as {@link #of} answers the first, with no problem of the
     * photo but its grain, which only explains a failure) that has a cell to answer; one that is
     * not, or is full and right already (a printed answer), is passed over.
     */
    public static List<PhotoAnswer> others(Mat photo, Quad first, PhotoSolver solver) {
        return OtherGrids.find(photo, first, masked -> {
            PhotoSolution s = solver.solve(masked, DebugSink.NONE);
            PhotoReading.Read r = PhotoSolution.gridRead(s);
            if (r == null) {
                return null;
            }
            PhotoAnswer a = of(s, null);
            // a grid already full and right (yesterday's answer printed beside today's puzzle) has nothing to answer
            boolean answers = a != null && a.read().read().problems().stream().allMatch(PhotoProblem.Grainy.class::isInstance)
                    && a.position().board().filledCount() < Units.CELLS;
            return new OtherGrids.Found<>(r.corners(), answers ? a : null);
        });
    }

    /**
     * The reading an answer starts from: the judged photo, or one judged unusable because its
     * digits break the rules, for a doubt that is not certain (a grid found a few pixels inside
     * the frame's edge, whose reading failed), or for a grid the frame cuts with every cell inside
     * (a close-up): on a grid being solved by hand any of these may be the person's slips or a
     * misread written digit, which verify's check tells apart, judging a photo with a certain
     * problem only when its page is clean (as {@code verify} itself does). Null for a photo with
     * no grid or another certain problem (cells outside the frame, too small, blurred, a doubt the
     * answer would rest on). A grid being solved by hand whose board the correction doubted
     * ({@link PhotoProblem.Unsure}: revised with more digits unsure; {@link PhotoProblem.Ambiguous}:
     * two puzzles) starts from the board as read, its correction set aside: the doubt is about
     * reading the whole board as a puzzle, where pencil marks read as digits and unsure written
     * digits count, and verify's check of the written digits against the print does not rest on
     * them (validation pages with marks or full notes refused so: 4, of which 3 are now answered
     * right from the print; the fourth rests on print read under beyond doubt). A hint, which has
     * none of the answer's safety rules, goes on from an unusable photo only past broken rules.
     */
    public static PhotoSolution.Judged startingPoint(PhotoSolution s) {
        if (s instanceof PhotoSolution.Judged j) {
            return j;
        }
        if (s instanceof PhotoSolution.Unusable u && (u.problem() instanceof PhotoProblem.BrokenRules
                || !u.problem().certain() || u.problem() instanceof PhotoProblem.CutOff cut && cut.partlyOutside().isEmpty())) {
            return new PhotoSolution.Judged(u.read(), List.of(), u.verdict());
        }
        if (s instanceof PhotoSolution.Unusable u && (u.problem() instanceof PhotoProblem.Unsure
                || u.problem() instanceof PhotoProblem.Ambiguous) && u.read().handWritten()) {
            return new PhotoSolution.Judged(u.read(), List.of(), BoardVerdict.of(u.read().board()));
        }
        return null;
    }

    /**
     * A grid being solved by hand whose digits as read have no single solution (the person's
     * slips, or a written digit misread, break the rules), answered from its print: the position
     * verify's check finds ({@link PhotoHint#plan} with no steps), whose board holds the right
     * digits, whose verdict is the printed puzzle's solution and whose mistakes are the written
     * digits that differ; a slip of the pen costs neither the answer nor a "retake the photo".
     * Null, and the board as read judged as before, when the reading is solved as it is (a slip
     * the correction revised is listed as a correction: print taken for writing would otherwise
     * be called the person's mistake), holds no digit that looks written, or the check finds no
     * solution that every digit read beyond doubt as print agrees with and that the digits which
     * agree with it settle alone, written digits counting only when read beyond doubt: the answer
     * never rests on an unsure written digit (without that rule one degraded printed training
     * photo, its print taken for writing, was answered wrong), and rests on unsure print only
     * where each such digit alone could be left out, the others settling the same solution, so
     * that no one misread printed digit can change the answer (left out, the others give its
     * right value). A blurred photo's printed 1s read 0.94-0.995, under beyond doubt; counting
     * only print read beyond doubt left 28 more train and validation pages refused, among 3,280
     * readings (no answer from the print wrong either way). Counting unsure print with no such
     * test answered 30 more, but one page of the then test split wrong: withdrawn
     * ({@code docs/reading-notebook.md}, 2026-12-01 afternoon and evening). With {@code givens},
     * the printed puzzle typed in, a solved reading is checked too.
     */
    public static PhotoHint.Plan fromPrint(PhotoSolution.Judged read, Grid givens) {
        PhotoReading.Read r = read.read();
        if (read.verdict() instanceof BoardVerdict.Unreadable || !r.handWritten()
                || read.verdict().solved() && givens == null) {
            return null;
        }
        PhotoHint.Plan plan = PhotoHint.plan(read, givens, 0);
        if (!plan.verdict().solved()) {
            return null;
        }
        Grid solution = plan.verdict().solution();
        DigitReading[] readings = r.readings();
        Grid settling = Grid.empty();
        List<Integer> unsurePrint = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (readings[cell] == null) {
                continue;
            }
            boolean printed = r.kinds().kind(cell) == InkKind.PRINTED;
            boolean sure = SURE.isBeyondDoubt(readings[cell]);
            if (readings[cell].digit() == solution.get(cell)) {
                if (sure || printed) {
                    settling = settling.with(cell, solution.get(cell));
                }
                if (!sure && printed) {
                    unsurePrint.add(cell);
                }
            } else if (printed && sure) {
                return null;
            }
        }
        BoardVerdict settled = BoardVerdict.of(settling);
        if (!settled.solved() || !settled.solution().equals(solution)) {
            return null;
        }
        // The answer may rest on unsure print only where each such digit alone could be left out:
        // then no one misread printed digit can change it (the others would still give its right value).
        for (int cell : unsurePrint) {
            if (!BoardVerdict.of(settling.with(cell, 0)).solved()) {
                return null;
            }
        }
        return plan;
    }

}
