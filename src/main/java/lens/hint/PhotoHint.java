package lens.hint;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.pipeline.Hints;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.overlay.Hint;
import lens.overlay.HintOverlay;
import lens.overlay.Legend;
import lens.overlay.OverlayStyle;
import lens.overlay.VerifyOverlay;
import lens.solve.BoardVerdict;
import lens.verify.CheckParams;
import lens.verify.CheckedPageGrid;
import lens.verify.GridCheck;
import lens.vision.GridGeometry;
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
     * The grid of a book's page that the person is filling in, when it is not the one found first
     * ({@code first}, the largest): of the page's grids checked as {@code verify} checks them
     * ({@link CheckedPageGrid#onPage}), the one with mistakes or, failing that, the most digits
     * written in, judged as {@code solve} judges a photo. Null when that is the first (or the
     * photo holds one grid): a hint for the puzzle not begun beside the one being solved was no help.
     */
    public static PhotoSolution worked(Mat photo, PhotoSolution.Judged first, PhotoSolver solver) {
        GridCheck check = new GridCheck(CheckParams.defaults());
        CheckedPageGrid found = CheckedPageGrid.of(first.read(), check);
        if (!CheckedPageGrid.checkable(found.checked().verdict())) {
            return null;
        }
        CheckedPageGrid most = CheckedPageGrid.onPage(photo, found, null, solver.reader(), check).get(0);
        return most == found ? null : solver.judge(most.read());
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
