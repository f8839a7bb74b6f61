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
 * frame, too small, blurred; not a grid merely near the frame's edge) is not corrected: its
 * misreadings are the photo's fault, and revising them would make up a different puzzle (a grid
 * cut by the frame, read shifted, was once revised into a wrong unique puzzle). Nor is a
 * correction kept that changes a digit read beyond doubt ({@link ReadingTrust}): the board is
 * then judged as read. A board with one solution (revised or not) that a revision about as cheap
 * turns into another proper puzzle comes with {@link Corrected#ambiguity}: it is not to be
 * answered.
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

    /**
     * A board after correction and the changes that made it (empty when none were needed or
     * possible); {@code ambiguity}, when not null, names the other proper puzzle the digits read
     * fit about as well (the board is then not to be answered).
     */
    public record Corrected(Grid board, List<BoardCorrector.Change> changes, PhotoProblem.Ambiguous ambiguity) {
        public Corrected {
            changes = List.copyOf(changes);
        }

        Corrected(Grid board, List<BoardCorrector.Change> changes) {
            this(board, changes, null);
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
        BoardCorrector.Result result = read.problems().stream().anyMatch(PhotoProblem::certain)
                ? puzzles.check(board, readings) : puzzles.correct(board, readings);
        if (result instanceof BoardCorrector.Result.Corrected c && keepsSureDigits(c.changes(), readings)) {
            return new Corrected(c.board(), c.changes());
        }
        if (result instanceof BoardCorrector.Result.Ambiguous a && keepsSureDigits(a.changes(), readings)) {
            return new Corrected(a.board(), a.changes(), new PhotoProblem.Ambiguous(revised(a.changes()), revised(a.rival())));
        }
        return new Corrected(board, List.of());
    }

    private static List<PhotoProblem.Ambiguous.Revised> revised(List<BoardCorrector.Change> changes) {
        return changes.stream().map(c -> new PhotoProblem.Ambiguous.Revised(c.cell(), c.to())).toList();
    }

    private boolean keepsSureDigits(List<BoardCorrector.Change> changes, DigitReading[] readings) {
        return changes.stream().noneMatch(change -> trust.isBeyondDoubt(readings[change.cell()]));
    }
}
