package lens.cli;

import lens.capture.CaptureException;
import lens.capture.FrameSource;
import lens.capture.FrameSources;
import lens.capture.SourceSpec;
import lens.live.LiveParams;
import lens.live.LivePipeline;
import lens.live.LiveSession;
import lens.ocr.DigitRecognizer;
import lens.ocr.Recognizers;
import lens.overlay.OverlayStyle;
import lens.overlay.SolutionOverlay;
import lens.vision.CellParams;
import lens.vision.DetectionParams;
import lens.vision.RefineParams;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Opens the source and builds the live session that {@code live} and {@code bench-live} share. */
final class LiveSources {
    private static final Logger LOG = LoggerFactory.getLogger(LiveSources.class);

    /**
     * The live default engine: the trained model reads 81 cells in a few milliseconds, Tesseract
     * needs about 15 ms a digit, which would hold the first answer back for over a second.
     */
    static final String LIVE_OCR = Recognizers.MODEL;

    private LiveSources() {
    }

    /** An open source; a missing camera or unreadable replay becomes a one-line user error. */
    static FrameSource open(String spec, double fps, boolean loop) {
        FrameSource source = null;
        try {
            source = FrameSources.create(SourceSpec.parse(spec), fps, loop);
            source.open();
            return source;
        } catch (CaptureException e) {
            if (source != null) {
                source.close();
            }
            throw CaptureErrors.toUserError(e);
        }
    }

    /** A session reading digits with {@code ocr} (null: the model, or Tesseract when no model is installed). */
    static LiveSession session(String ocr) {
        return new LiveSession(new LivePipeline(DetectionParams.defaults(), RefineParams.defaults(),
                CellParams.defaults(), LiveParams.defaults(), recognizer(ocr),
                new SolutionOverlay(OverlayStyle.defaults())));
    }

    private static DigitRecognizer recognizer(String ocr) {
        try {
            if (ocr != null) {
                return Recognizers.create(ocr);
            }
            try {
                return Recognizers.create(LIVE_OCR);
            } catch (IllegalStateException e) {
                LOG.warn("{}; reading with {} instead", e.getMessage(), Recognizers.TESSERACT);
                return Recognizers.create(Recognizers.TESSERACT);
            }
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage());
        }
    }
}
