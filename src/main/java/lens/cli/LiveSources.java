package lens.cli;

import lens.capture.CaptureException;
import lens.capture.FrameSource;
import lens.capture.FrameSources;
import lens.capture.SourceSpec;
import lens.live.LiveParams;
import lens.live.LivePipeline;
import lens.live.LiveSession;
import lens.vision.CellParams;
import lens.vision.DetectionParams;

/** Opens the source and builds the live session that {@code live} and {@code bench-live} share. */
final class LiveSources {
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

    static LiveSession session() {
        return new LiveSession(new LivePipeline(DetectionParams.defaults(), CellParams.defaults(),
                LiveParams.defaults(), null, null));
    }
}
