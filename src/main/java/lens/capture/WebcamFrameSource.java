package lens.capture;

import com.github.sarxos.webcam.Webcam;
import com.github.sarxos.webcam.WebcamDriver;
import com.github.sarxos.webcam.WebcamException;
import java.awt.image.BufferedImage;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Frames from a Webcam Capture camera: a real one (the default V4L driver) or a replay
 * ({@link ReplayDriver}), chosen by index or name.
 *
 * <p>When the camera stops delivering (unplugged, driver error) {@link #next()} returns
 * {@link FrameResult.Lost} and closes it; later calls look for a camera of the same name again,
 * at most once per {@code retryEvery}, and resume when it is back. A finished non-looping replay
 * returns {@link FrameResult.Ended}.
 */
public final class WebcamFrameSource implements FrameSource {
    private static final Logger LOG = LoggerFactory.getLogger(WebcamFrameSource.class);
    private final WebcamDriver driver;
    private final String selector;
    private final Settings settings;
    private Webcam webcam;
    private String cameraName;
    private long sequence;
    private long lastRetryNanos;

    /**
     * Timing of discovery and reconnection.
     *
     * @param discoveryTimeout how long one discovery may take (native discovery can hang)
     * @param retryEvery       pause between reconnection attempts, so a missing camera costs no CPU
     */
    public record Settings(Duration discoveryTimeout, Duration retryEvery) {
        /** 5 s covers slow USB enumeration; 1 s retries feel immediate to a person. */
        public static Settings defaults() {
            return new Settings(Duration.ofSeconds(5), Duration.ofSeconds(1));
        }
    }

    public WebcamFrameSource(WebcamDriver driver, String selector, Settings settings) {
        this.driver = driver;
        this.selector = selector;
        this.settings = settings;
    }

    @Override
    public void open() throws CaptureException {
        Webcam w = WebcamDiscovery.select(WebcamDiscovery.discover(driver, settings.discoveryTimeout()), selector);
        cameraName = w.getName();
        if (!openCamera(w)) {
            throw new CaptureException(CaptureException.Kind.CAMERA_FAILED, "cannot open camera " + cameraName);
        }
    }

    private boolean openCamera(Webcam w) {
        try {
            if (w.isOpen() || w.open()) {
                webcam = w;
                return true;
            }
        } catch (WebcamException e) {
            LOG.warn("cannot open camera {}: {}", w.getName(), e.getMessage());
        }
        return false;
    }

    @Override
    public FrameResult next() {
        if (webcam == null) {
            return reconnect();
        }
        BufferedImage img;
        try {
            img = webcam.getImage();
        } catch (WebcamException e) {
            img = null;
        }
        if (img != null) {
            return new FrameResult.Captured(img, sequence++);
        }
        if (webcam.getDevice() instanceof ReplayDevice r && r.ended()) {
            return new FrameResult.Ended();
        }
        LOG.warn("camera {} stopped delivering frames", cameraName);
        closeCamera();
        lastRetryNanos = System.nanoTime();
        return new FrameResult.Lost("camera " + cameraName + " disconnected; waiting for it to return");
    }

    private FrameResult reconnect() {
        long wait = settings.retryEvery().toNanos() - (System.nanoTime() - lastRetryNanos);
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new FrameResult.Lost("interrupted while waiting for camera " + cameraName);
            }
        }
        lastRetryNanos = System.nanoTime();
        try {
            Webcam w = WebcamDiscovery.select(WebcamDiscovery.discover(driver, settings.discoveryTimeout()), cameraName);
            if (openCamera(w)) {
                LOG.info("camera {} is back", cameraName);
                return next();
            }
        } catch (CaptureException e) {
            LOG.debug("camera {} not back yet: {}", cameraName, e.getMessage());
        }
        return new FrameResult.Lost("camera " + cameraName + " disconnected; waiting for it to return");
    }

    @Override
    public String describe() {
        return cameraName != null ? cameraName : driver + " " + selector;
    }

    private void closeCamera() {
        if (webcam != null) {
            try {
                webcam.close();
            } catch (WebcamException e) {
                LOG.debug("closing {}: {}", cameraName, e.getMessage());
            }
            webcam = null;
        }
    }

    @Override
    public void close() {
        closeCamera();
    }
}
