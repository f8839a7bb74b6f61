package lens.capture;

import com.github.sarxos.webcam.Webcam;
import com.github.sarxos.webcam.ds.buildin.WebcamDefaultDriver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Makes the frame source a {@link SourceSpec} names. Replays and videos become a
 * {@link ReplayDevice} behind a {@link ReplayDriver}, read through {@link WebcamFrameSource}
 * exactly like a camera.
 */
public final class FrameSources {
    private FrameSources() {
    }

    /**
     * An unopened source.
     *
     * @param fps  frame rate of replays and photos (0 = as fast as read); a camera keeps its own
     * @param loop whether a replay or video starts again after its last frame
     * @param skipped told of each replay file that does not decode and is passed over, in one line
     *                naming it, once (also when the replay loops); a replay in which none decodes
     *                is refused instead ({@link CaptureException.Kind#UNREADABLE_INPUT})
     */
    public static FrameSource create(SourceSpec spec, double fps, boolean loop, Consumer<String> skipped)
            throws CaptureException {
        if (spec.kind() != SourceSpec.Kind.WEBCAM) {
            lens.vision.OpenCvLoader.ensureLoaded();
        }
        return switch (spec.kind()) {
            case WEBCAM -> new WebcamFrameSource(new WebcamDefaultDriver(), spec.value(),
                    WebcamFrameSource.Settings.defaults());
            case REPLAY -> replay("replay " + spec.value(), () -> FolderFeed.open(spec.path()), fps, loop, skipped);
            case VIDEO -> replay("video " + spec.value(), () -> VideoFeed.open(spec.path()), fps, loop, skipped);
            case PHOTO -> new PhotoFrameSource(spec.path(), fps);
        };
    }

    private static FrameSource replay(String name, ReplayDevice.FeedOpener opener, double fps, boolean loop,
                                      Consumer<String> skipped) throws CaptureException {
        ReplayDevice device = new ReplayDevice(name, opener, fps, loop, skipped);
        return new WebcamFrameSource(new ReplayDriver(device), "0", WebcamFrameSource.Settings.defaults());
    }

    /** The names of the connected cameras, in index order; empty when there are none. */
    public static List<String> cameraNames() throws CaptureException {
        List<String> names = new ArrayList<>();
        for (Webcam w : WebcamDiscovery.discover(new WebcamDefaultDriver(),
                WebcamFrameSource.Settings.defaults().discoveryTimeout())) {
            names.add(w.getName());
        }
        return names;
    }
}
