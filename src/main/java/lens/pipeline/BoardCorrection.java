package lens.pipeline;

import java.util.List;
import lens.board.Givens;
import lens.board.Grid;
import lens.ocr.DigitReading;
import lens.ocr.ReadingTrust;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.correct.FilledGridCorrector;
import lens.vision.PhotoProblem;

/**
 * The last step of reading: the rule-based revision of the digits read. A puzzle (fewer than
 * {@link Givens#FILLED_GRID} cells filled) is revised by {@link BoardCorrector}, which may change
 * or drop a couple of unsure digits to make it a proper puzzle; a filled-in grid is to be
 * checked, so its clearly written wrong digits must stay as read, and only its unsure readings
 * that break a rule are revised, by {@link FilledGridCorrector}. A reading without digits (no
 * recognizer) stays as it is.
 *
 * <p>A puzzle photo with a certain problem ({@link PhotoReading.Read#problems()}: cut off by the
 * frame, too small, blurred; not a grid merely near the frame's edge) is not corrected: its misreadings are the photo's fault, and revising them
 * would make up a different puzzle (a grid cut by the frame, read shifted, was once revised into
 * a wrong unique puzzle). Nor is a correction kept that changes a digit read beyond doubt
 * ({@link ReadingTrust}): the board is then judged as read.
 */
public final class BoardCorrection {
    private final BoardCorrector puzzles;
    private final FilledGridCorrector filledGrids;
    private final ReadingTrust trust;

    public BoardCorrection(BoardCorrector puzzles, FilledGridCorrector filledGrids, ReadingTrust trust) {
        this.puzzles = puzzles;
        this.filledGrids = filledGrids;
        this.trust = trust;
    }

    /** With both correctors' default tuning. */
    public static BoardCorrection withDefaults() {
        return new BoardCorrection(new BoardCorrector(), new FilledGridCorrector(), ReadingTrust.defaults());
    }

    /** A board after correction and the changes that made it (empty when none were needed or possible). */
    public record Corrected(Grid board, List<BoardCorrector.Change> changes) {
        public Corrected {
            changes = List.copyOf(changes);
        }
    }

    public Corrected apply(PhotoReading.Read read) {
        Grid board = read.board();
        DigitReading[] readings = read.readings();
        if (board.filledCount() == 0) {
            return new Corrected(board, List.of());
        }
        if (read.filledCount() >= Givens.FILLED_GRID) {
            FilledGridCorrector.Revision r = filledGrids.correct(board, readings);
            return new Corrected(r.board(), r.changes());
        }
        if (read.problems().stream().anyMatch(PhotoProblem::certain)) {
            return new Corrected(board, List.of());
        }
        if (puzzles.correct(board, readings) instanceof BoardCorrector.Result.Corrected c
                && c.changes().stream().noneMatch(change -> trust.isBeyondDoubt(readings[change.cell()]))) {
            return new Corrected(c.board(), c.changes());
        }
        return new Corrected(board, List.of());
    }
}
