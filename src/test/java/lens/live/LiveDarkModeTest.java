package lens.live;

import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * A puzzle app in dark mode held up to the camera draws its grid light on dark: the live view
 * looks at such frames inverted, as a photo is read, and solves the puzzle (before, the frames
 * found no grid).
 */
class LiveDarkModeTest {
    @Test
    void aGridDrawnLightOnDarkIsSolved() {
        OpenCvLoader.ensureLoaded();
        Mat sample = Imgcodecs.imread("samples/photos/newspaper-2.jpg");
        Mat frame = new Mat();
        Imgproc.resize(sample, frame, new Size(640, 480), 0, 0, Imgproc.INTER_AREA);
        sample.release();
        Core.bitwise_not(frame, frame);
        try (LivePipeline pipeline = LiveComponents.unpainted()) {
            FrameReport last = null;
            for (int i = 0; i < 12 && (last == null || !last.solved()); i++) {
                Mat shown = frame.clone();
                last = pipeline.process(shown, i);
                assertTrue(Core.mean(shown).val[0] < 110, "drawn on the dark frame as it came");
                shown.release();
            }
            assertTrue(last.solved(), "solved: " + last.logLine());
        }
        frame.release();
    }
}
