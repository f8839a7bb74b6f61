package lens.pipeline;

import java.util.List;
import lens.board.Givens;
import lens.ocr.DigitRecognizer;
import lens.solve.BoardVerdict;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * The stage a photo goes through to be solved, in one call: reading ({@link PhotoReader}), then
 * correction ({@link BoardCorrection}), then the verdict ({@link BoardVerdict}) with its
 * solution. The command line, the web server and hint drawing all call {@link #solve}; drawing
 * the answer onto the photo is left to them. A reading with fewer digits than a puzzle has is
 * judged {@link BoardVerdict.Unreadable} before any correction (correcting it would only guess).
 * Not thread-safe (the recognizer is not): one per thread.
 */
public final class PhotoSolver {
    private final PhotoReader reader;
    private final BoardCorrection correction;

    public PhotoSolver(PhotoReader reader, BoardCorrection correction) {
        this.reader = reader;
        this.correction = correction;
    }

    /** With the project's default reading and correction; the recognizer must not be null. */
    public static PhotoSolver withDefaults(DigitRecognizer recognizer) {
        return new PhotoSolver(PhotoReader.withDefaults(recognizer), BoardCorrection.withDefaults());
    }

    /** Photo to solution: the photo (BGR or grey) is only read, never drawn on. */
    public PhotoSolution solve(Mat photo, DebugSink debug) {
        PhotoReading r = reader.read(photo, debug);
        if (r instanceof PhotoReading.NoGrid ng) {
            return new PhotoSolution.NoGrid(ng.reason());
        }
        return judge((PhotoReading.Read) r);
    }

    /** The steps after reading: correction and verdict. */
    public PhotoSolution.Judged judge(PhotoReading.Read read) {
        if (read.board().filledCount() < Givens.MIN_PUZZLE) {
            return new PhotoSolution.Judged(read, List.of(), new BoardVerdict.Unreadable(read.board()));
        }
        BoardCorrection.Corrected c = correction.apply(read);
        return new PhotoSolution.Judged(read, c.changes(), BoardVerdict.of(c.board()));
    }
}
