package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import lens.SharedData;
import lens.capture.MatImages;
import lens.pipeline.PhotoSolver;
import lens.io.ImageFiles;
import lens.pipeline.PhotoReader;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;

/**
 * The live view finds a grid in exactly the pictures the photo path finds one in: each photo of a
 * folder, handed to a live session as a camera frame, shows a grid exactly when the photo reader
 * finds one ({@code bench-live --source replay:DIR} counts the same frames).
 */
class LiveDetectionParityTest {
    @Test
    void theCommittedSamples() throws Exception {
        assertSameDetections(Path.of("samples/photos"));
    }

    @Test
    void thePrintedDatasetPhotos() throws Exception {
        assertSameDetections(SharedData.photos("printed"));
    }

    private static void assertSameDetections(Path dir) throws Exception {
        PhotoReader reader = PhotoReader.withDefaults(null);
        List<Path> photos;
        try (Stream<Path> s = Files.list(dir)) {
            photos = s.filter(p -> p.toString().endsWith(".jpg")).sorted().toList();
        }
        LivePipeline pipeline = new LivePipeline(PhotoSolver.withDefaults(null), LiveParams.defaults(), null, null);
        int found = 0;
        int detected = 0;
        try (LiveSession session = new LiveSession(pipeline)) {
            long frame = 0;
            for (Path p : photos) {
                Mat m = ((ImageFiles.Loaded.Image) ImageFiles.load(p)).mat();
                found += reader.detect(m, DebugSink.NONE) instanceof GridDetection.Found ? 1 : 0;
                // A camera frame: the photo's pixels as the replay camera delivers them.
                detected += session.annotate(MatImages.toImage(m), frame++).report().detected() ? 1 : 0;
                m.release();
            }
        }
        assertTrue(found > photos.size() / 2, found + " grids in " + photos.size() + " photos");
        assertEquals(found, detected, "grids found by live against the photo path in " + dir);
    }
}
