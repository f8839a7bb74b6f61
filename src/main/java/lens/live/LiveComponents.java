package lens.live;

import lens.ocr.DigitRecognizer;
import lens.ocr.Recognizers;
import lens.overlay.OverlayStyle;
import lens.overlay.SolutionOverlay;
import lens.pipeline.PhotoSolver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Builds the live session with the project's default vision, reading and drawing parts. */
public final class LiveComponents {
    private static final Logger LOG = LoggerFactory.getLogger(LiveComponents.class);

    /**
     * The live default engine: the trained model reads 81 cells in a few milliseconds, Tesseract
     * needs about 15 ms a digit, which would hold the first answer back for over a second.
     */
    public static final String LIVE_OCR = Recognizers.MODEL;

    private LiveComponents() {
    }

    /**
     * A session reading digits with {@code ocr}; null means the model, or Tesseract when no model
     * is installed. An unknown engine name throws IllegalArgumentException naming the known ones.
     */
    public static LiveSession session(String ocr) {
        return session(ocr, null);
    }

    /** The same, showing hints as {@code hintView} asks once a puzzle is solved (null: the solution). */
    public static LiveSession session(String ocr, HintView hintView) {
        return session(ocr, hintView, false);
    }

    /** The same, with {@code checking}: a solved puzzle shows only its slips of the pen ({@code live --check}). */
    public static LiveSession session(String ocr, HintView hintView, boolean checking) {
        return new LiveSession(pipeline(recognizer(ocr), new SolutionOverlay(OverlayStyle.defaults()), hintView, checking));
    }

    /**
     * A pipeline that finds, reads and solves grids but draws no answer on the frame: the web
     * page draws it over the live video itself ({@code serve}). Reads with the default engine.
     */
    public static LivePipeline unpainted() {
        return pipeline(recognizer(null), null, null, false);
    }

    private static LivePipeline pipeline(DigitRecognizer recognizer, SolutionOverlay painter, HintView hintView,
                                         boolean checking) {
        return new LivePipeline(PhotoSolver.withDefaults(recognizer), LiveParams.defaults(), recognizer, painter,
                hintView, checking);
    }

    private static DigitRecognizer recognizer(String ocr) {
        if (ocr != null) {
            return Recognizers.create(ocr);
        }
        try {
            return Recognizers.create(LIVE_OCR);
        } catch (IllegalStateException e) {
            LOG.warn("{}; reading with {} instead", e.getMessage(), Recognizers.TESSERACT);
            return Recognizers.create(Recognizers.TESSERACT);
        }
    }
}
