package lens.pipeline;

import lens.ocr.BoardCorrector;

/**
 * The rule-based revision of a photo's puzzle reading, applied only to puzzles: a grid with
 * every cell filled is a hand-filled grid to be verified, whose wrong digits must stay as read
 * (only its unsure readings are revised, by {@link lens.ocr.FilledGridCorrector}).
 */
public final class PuzzleCorrection {
    private final BoardCorrector corrector;

    public PuzzleCorrection(BoardCorrector corrector) {
        this.corrector = corrector;
    }

    /** The corrector's result for a puzzle reading; null for a complete grid or a reading without digits. */
    public BoardCorrector.Result correct(PhotoReading.Read read) {
        if (read.filledCount() == 81 || read.board().filledCount() == 0) {
            return null;
        }
        return corrector.correct(read.board(), read.readings());
    }
}
