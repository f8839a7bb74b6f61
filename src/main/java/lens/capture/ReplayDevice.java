package lens.capture;

import com.github.sarxos.webcam.WebcamDevice;
import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.function.Consumer;
import com.github.sarxos.webcam.WebcamException;

/**
 * A Webcam Capture device that plays a folder of images or a video file as if it were a camera:
 * {@link #getImage()} waits for the next frame time ({@link Pacer}) and returns the next frame.
 * When the feed runs out it starts again ({@code loop}) or returns null and reports
 * {@link #ended()}. Frames of another size than the first are passed on as they are. A file that
 * does not decode is passed over and told to {@code skipped} in one line naming it, as the replay
 * reaches it; a replay in which no frame decodes is refused when opened, naming the first such file.
 */
public final class ReplayDevice implements WebcamDevice, WebcamDevice.FPSSource {
    private final String name;
    private final FeedOpener opener;
    private final double fps;
    private final boolean loop;
    private final Consumer<String> skipped;
    private final Dimension size;
    private FrameFeed feed;
    private Pacer pacer;
    private volatile boolean ended;
    private BufferedImage first;

    /**
     * Opens the feed once to learn the frame size, keeping that first frame for playback (the
     * files passed over before it are told with it).
     */
    ReplayDevice(String name, FeedOpener opener, double fps, boolean loop, Consumer<String> skipped)
            throws CaptureException {
        this.name = name;
        this.opener = opener;
        this.fps = fps;
        this.loop = loop;
        this.skipped = skipped;
        FrameFeed probe = opener.open();
        first = probe.next();
        if (first == null) {
            List<String> why = probe.takeSkipped();
            probe.close();
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "no decodable frame in " + name
                    + (why.isEmpty() ? "" : ": " + why.get(0))
                    + (why.size() < 2 ? "" : " (and " + (why.size() - 1) + " more files that do not decode)"));
        }
        size = new Dimension(first.getWidth(), first.getHeight());
        feed = probe;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public Dimension[] getResolutions() {
        return new Dimension[] {new Dimension(size)};
    }

    @Override
    public Dimension getResolution() {
        return new Dimension(size);
    }

    @Override
    public void setResolution(Dimension d) {
        // A replay has the resolution of its frames.
    }

    @Override
    public synchronized BufferedImage getImage() {
        if (feed == null) {
            return null;
        }
        pacer.awaitNextFrame();
        BufferedImage img = first;
        first = null;
        if (img == null) {
            img = feed.next();
        }
        if (img == null && loop) {
            feed.rewind();
            img = feed.next();
        }
        if (img == null) {
            ended = true;
        }
        feed.takeSkipped().forEach(skipped);
        return img;
    }

    @Override
    public synchronized void open() {
        if (feed == null) {
            try {
                feed = opener.open();
            } catch (CaptureException e) {
                throw new WebcamException(e.getMessage());
            }
        }
        pacer = new Pacer(fps);
        ended = false;
    }

    @Override
    public synchronized void close() {
        if (feed != null) {
            feed.close();
            feed = null;
        }
        first = null;
    }

    @Override
    public void dispose() {
        close();
    }

    @Override
    public synchronized boolean isOpen() {
        return feed != null && pacer != null;
    }

    /** Opens (or reopens) the feed of a replay. */
    @FunctionalInterface
    interface FeedOpener {
        FrameFeed open() throws CaptureException;
    }

    /** True once a non-looping replay has returned its last frame. */
    public boolean ended() {
        return ended;
    }

    @Override
    public double getFPS() {
        return fps;
    }
}
