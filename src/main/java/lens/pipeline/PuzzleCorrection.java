package lens.pipeline;

import lens.ocr.BoardCorrector;

/**
 * The rule-based revision of a photo's puzzle reading, applied only to puzzles: a grid with
 * (nearly) every cell filled is a hand-filled grid to be verified, whose wrong digits must stay
 * as read (only its unsure readings are revised, by {@link lens.ocr.FilledGridCorrector}).
 */
public final class PuzzleCorrection {
    /**
     * A reading with this many filled cells is a filled-in grid, not a puzzle: minimal puzzles
     * have at most about 40 givens, while a hand-filled grid misses a cell or two at most.
     */
    public static final int FILLED_GRID_CELLS = 60;

    private final BoardCorrector corrector;

    public PuzzleCorrection(BoardCorrector corrector) {
        this.corrector = corrector;
    }

    /** The corrector's result for a puzzle reading; null for a filled-in grid or a reading without digits. */
    public BoardCorrector.Result correct(PhotoReading.Read read) {
        if (read.filledCount() >= FILLED_GRID_CELLS || read.board().filledCount() == 0) {
            return null;
        }
        return corrector.correct(read.board(), read.readings());
    }
}
