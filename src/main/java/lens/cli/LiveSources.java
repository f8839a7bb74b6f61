package lens.cli;

import lens.capture.CaptureException;
import lens.capture.FrameSource;
import lens.capture.FrameSources;
import lens.capture.SourceSpec;
import lens.live.LiveComponents;
import lens.live.LiveSession;

/** Opens the source and builds the live session that {@code live} and {@code bench-live} share. */
final class LiveSources {
    private LiveSources() {
    }

    /** Refuses a source that is not written as one ({@code nope:1}) before anything else is looked at. */
    static void checkWritten(String spec) {
        try {
            SourceSpec.parse(spec);
        } catch (CaptureException e) {
            throw CaptureErrors.toUserError(e);
        }
    }

    /**
     * An open source; a missing camera or unreadable replay becomes a one-line user error, and a
     * replay file that does not decode one line on standard error as the run passes it over.
     */
    static FrameSource open(String spec, double fps, boolean loop) {
        FrameSource source = null;
        try {
            source = FrameSources.create(SourceSpec.parse(spec), fps, loop,
                    reason -> ErrorHandler.warn("frame skipped: " + reason));
            source.open();
            return source;
        } catch (CaptureException e) {
            if (source != null) {
                source.close();
            }
            throw CaptureErrors.toUserError(e);
        }
    }

    /**
     * {@code n} frames of {@code option} for {@code spec}: any count is a bound for a source that
     * ends (a replay, a video), but at most {@code max} for one that does not (a camera, a photo),
     * which would otherwise run for as long as the count says.
     */
    static int frames(String spec, String option, int n, int max) {
        boolean endless;
        try {
            endless = SourceSpec.parse(spec).endless();
        } catch (CaptureException e) {
            return n; // opening the source says what is wrong with it
        }
        return endless ? OptionBounds.between(option, n, 0, max) : n;
    }

    /** The live session; an unknown {@code --ocr} engine is a one-line user error. */
    static LiveSession session(String ocr) {
        return session(ocr, null, false);
    }

    /** The same in hint mode when {@code hintView} is not null, checking the grid (its slips only) with {@code checking}. */
    static LiveSession session(String ocr, lens.live.HintView hintView, boolean checking) {
        try {
            return LiveComponents.session(ocr, hintView, checking);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage());
        }
    }
}
