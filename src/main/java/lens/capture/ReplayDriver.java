package lens.capture;

import com.github.sarxos.webcam.WebcamDevice;
import com.github.sarxos.webcam.WebcamDriver;
import java.util.List;

/**
 * A Webcam Capture driver with exactly one device, a {@link ReplayDevice}, so that a replayed
 * folder or video goes through the same {@code Webcam} code path as a real camera. Thread-safe:
 * the device serialises its own calls, so Webcam calls it directly instead of through its
 * processor thread.
 */
public final class ReplayDriver implements WebcamDriver {
    private final ReplayDevice device;

    public ReplayDriver(ReplayDevice device) {
        this.device = device;
    }

    @Override
    public List<WebcamDevice> getDevices() {
        return List.of(device);
    }

    @Override
    public boolean isThreadSafe() {
        return true;
    }

    @Override
    public String toString() {
        return "ReplayDriver[" + device.getName() + "]";
    }
}
