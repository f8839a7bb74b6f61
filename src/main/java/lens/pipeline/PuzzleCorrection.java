package lens.pipeline;

import lens.ocr.BoardCorrector;
import lens.ocr.DigitReading;
import lens.ocr.ReadingTrust;

/**
 * The rule-based revision of a photo's puzzle reading, applied only to puzzles: a grid with
 * (nearly) every cell filled is a hand-filled grid to be verified, whose wrong digits must stay
 * as read (only its unsure readings are revised, by {@link lens.ocr.FilledGridCorrector}).
 *
 * <p>A photo with a problem ({@link PhotoReading.Read#problems()}: cut off, too small, blurred)
 * is not corrected: its misreadings are the photo's fault, and "correcting" them would make up a
 * different puzzle (a grid cut by the frame edge read shifted, then revised to a wrong unique
 * puzzle). A correction never changes a digit read beyond doubt ({@link ReadingTrust}).
 */
public final class PuzzleCorrection {
    /**
     * A reading with this many filled cells is a filled-in grid, not a puzzle: minimal puzzles
     * have at most about 40 givens, while a hand-filled grid misses a cell or two at most.
     */
    public static final int FILLED_GRID_CELLS = 60;

    private final BoardCorrector corrector;
    private final ReadingTrust trust;

    public PuzzleCorrection(BoardCorrector corrector, ReadingTrust trust) {
        this.corrector = corrector;
        this.trust = trust;
    }

    public PuzzleCorrection(BoardCorrector corrector) {
        this(corrector, ReadingTrust.defaults());
    }

    /**
     * The corrector's result for a puzzle reading; null (the board is used as read) for a
     * filled-in grid, a reading without digits, a photo with a problem, or a correction that
     * would change a digit read beyond doubt.
     */
    public BoardCorrector.Result correct(PhotoReading.Read read) {
        if (read.filledCount() >= FILLED_GRID_CELLS || read.board().filledCount() == 0 || !read.problems().isEmpty()) {
            return null;
        }
        BoardCorrector.Result r = corrector.correct(read.board(), read.readings());
        if (r instanceof BoardCorrector.Result.Corrected c) {
            DigitReading[] readings = read.readings();
            for (BoardCorrector.Change change : c.changes()) {
                if (trust.isBeyondDoubt(readings[change.cell()])) {
                    return null;
                }
            }
        }
        return r;
    }
}
