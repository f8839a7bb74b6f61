package lens.capture;

import com.github.sarxos.webcam.Webcam;
import com.github.sarxos.webcam.WebcamDiscoveryService;
import com.github.sarxos.webcam.WebcamDriver;
import com.github.sarxos.webcam.WebcamException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Lists the cameras of a Webcam Capture driver within a time bound.
 *
 * <p>Webcam Capture keeps its driver and discovery service in static fields, and its native
 * discovery can hang (a stuck V4L device) or leave a scanning thread behind. So discovery runs on
 * a daemon thread that is abandoned after the timeout, the background scanner is stopped after each
 * call, and calls are serialised here. The driver is only replaced when it differs from the current
 * one, because replacing it disposes every camera the old one found.
 */
public final class WebcamDiscovery {
    private WebcamDiscovery() {
    }

    /** The cameras the driver offers now; fails with CAMERA_FAILED on a timeout or driver error. */
    public static List<Webcam> discover(WebcamDriver driver, Duration timeout) throws CaptureException {
        synchronized (WebcamDiscovery.class) {
            FutureTask<List<Webcam>> task = new FutureTask<>(() -> {
                if (Webcam.getDriver() != driver) {
                    Webcam.setDriver(driver);
                }
                return Webcam.getWebcams(timeout.toMillis(), TimeUnit.MILLISECONDS);
            });
            Thread t = new Thread(task, "camera-discovery");
            t.setDaemon(true);
            t.start();
            try {
                return task.get(timeout.toMillis() + 1000, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                t.interrupt();
                throw new CaptureException(CaptureException.Kind.CAMERA_FAILED,
                        "camera discovery did not finish within " + timeout.toSeconds() + " s");
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                String why = cause instanceof TimeoutException ? "timed out"
                        : cause instanceof WebcamException || cause instanceof UnsatisfiedLinkError
                        ? cause.getMessage() : String.valueOf(cause);
                throw new CaptureException(CaptureException.Kind.CAMERA_FAILED, "camera discovery failed: " + why);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CaptureException(CaptureException.Kind.CAMERA_FAILED, "camera discovery interrupted");
            } finally {
                stopScanner();
            }
        }
    }

    /** Stops Webcam Capture's periodic background scan, which would keep a thread alive. */
    private static void stopScanner() {
        WebcamDiscoveryService service = Webcam.getDiscoveryServiceRef();
        if (service != null && service.isRunning()) {
            service.stop();
        }
    }

    /** Picks a camera by index ("0") or by name (exact, then case-insensitive substring). */
    public static Webcam select(List<Webcam> cams, String indexOrName) throws CaptureException {
        if (cams.isEmpty()) {
            throw CaptureException.noCamera();
        }
        if (indexOrName.matches("\\d{1,3}")) {
            int i = Integer.parseInt(indexOrName);
            if (i < cams.size()) {
                return cams.get(i);
            }
            throw new CaptureException(CaptureException.Kind.NO_CAMERA, "no camera with index " + i
                    + " (" + cams.size() + " found; see 'sudoku-lens cameras')");
        }
        for (Webcam w : cams) {
            if (w.getName().equals(indexOrName)) {
                return w;
            }
        }
        String needle = indexOrName.toLowerCase(Locale.ROOT);
        for (Webcam w : cams) {
            if (w.getName().toLowerCase(Locale.ROOT).contains(needle)) {
                return w;
            }
        }
        throw new CaptureException(CaptureException.Kind.NO_CAMERA, "no camera named '" + indexOrName
                + "' (see 'sudoku-lens cameras')");
    }
}
