package lens.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.sarxos.webcam.WebcamDevice;
import com.github.sarxos.webcam.WebcamDriver;
import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A camera that is unplugged mid-stream: the source says so, keeps trying, and resumes when the
 * camera is listed again. The camera is a test driver standing in for V4L.
 */
class CameraReconnectTest {
    /** A camera that can be unplugged: while unplugged it delivers nothing and is not listed. */
    static final class PluggableCamera implements WebcamDevice {
        volatile boolean plugged = true;
        private boolean open;

        @Override
        public String getName() {
            return "Test Camera 1";
        }

        @Override
        public Dimension[] getResolutions() {
            return new Dimension[] {new Dimension(32, 24)};
        }

        @Override
        public Dimension getResolution() {
            return new Dimension(32, 24);
        }

        @Override
        public void setResolution(Dimension size) {
        }

        @Override
        public BufferedImage getImage() {
            return plugged && open ? new BufferedImage(32, 24, BufferedImage.TYPE_3BYTE_BGR) : null;
        }

        @Override
        public void open() {
            open = true;
        }

        @Override
        public void close() {
            open = false;
        }

        @Override
        public void dispose() {
            open = false;
        }

        @Override
        public boolean isOpen() {
            return open;
        }
    }

    static final class PluggableDriver implements WebcamDriver {
        final PluggableCamera camera = new PluggableCamera();

        @Override
        public List<WebcamDevice> getDevices() {
            List<WebcamDevice> list = new ArrayList<>();
            if (camera.plugged) {
                list.add(camera);
            }
            return list;
        }

        @Override
        public boolean isThreadSafe() {
            return true;
        }
    }

    private static final WebcamFrameSource.Settings FAST =
            new WebcamFrameSource.Settings(Duration.ofSeconds(3), Duration.ofMillis(20));

    @Test
    void lostCameraIsReportedAndReconnected() throws Exception {
        PluggableDriver driver = new PluggableDriver();
        try (WebcamFrameSource s = new WebcamFrameSource(driver, "test camera", FAST)) {
            s.open();
            assertEquals("Test Camera 1", s.describe());
            assertInstanceOf(FrameResult.Captured.class, s.next());
            driver.camera.plugged = false;
            FrameResult.Lost lost = assertInstanceOf(FrameResult.Lost.class, s.next());
            assertTrue(lost.reason().contains("Test Camera 1 disconnected"), lost.reason());
            assertInstanceOf(FrameResult.Lost.class, s.next());
            driver.camera.plugged = true;
            FrameResult.Captured back = assertInstanceOf(FrameResult.Captured.class, s.next());
            assertEquals(1, back.sequence());
        }
    }

    @Test
    void noCameraIsTheOneLineError() {
        PluggableDriver driver = new PluggableDriver();
        driver.camera.plugged = false;
        WebcamFrameSource s = new WebcamFrameSource(driver, "0", FAST);
        CaptureException e = assertThrows(CaptureException.class, s::open);
        assertEquals(CaptureException.Kind.NO_CAMERA, e.kind());
        assertEquals("No camera found; connect one or use --source replay:DIR", e.getMessage());
        s.close();
    }

    @Test
    void unknownIndexOrNameSaysWhatExists() {
        PluggableDriver driver = new PluggableDriver();
        CaptureException e = assertThrows(CaptureException.class,
                () -> new WebcamFrameSource(driver, "3", FAST).open());
        assertTrue(e.getMessage().contains("no camera with index 3 (1 found"), e.getMessage());
        e = assertThrows(CaptureException.class, () -> new WebcamFrameSource(driver, "Logitech", FAST).open());
        assertTrue(e.getMessage().contains("no camera named 'Logitech'"), e.getMessage());
    }
}
