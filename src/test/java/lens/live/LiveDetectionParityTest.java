package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import lens.SharedData;
import lens.capture.FrameSource;
import lens.capture.FrameSources;
import lens.capture.SourceSpec;
import lens.pipeline.BoardCorrection;
import lens.io.ImageFiles;
import lens.pipeline.PhotoReader;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;

/**
 * The live view finds a grid in exactly the pictures the photo path finds one in: a folder
 * replayed through the live benchmark detects as many grids as the photo reader does.
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
        int found = 0;
        List<Path> photos;
        try (Stream<Path> s = Files.list(dir)) {
            photos = s.filter(p -> p.toString().endsWith(".jpg")).toList();
        }
        for (Path p : photos) {
            Mat m = ((ImageFiles.Loaded.Image) ImageFiles.load(p)).mat();
            found += reader.detect(m, DebugSink.NONE) instanceof GridDetection.Found ? 1 : 0;
            m.release();
        }
        LivePipeline pipeline = new LivePipeline(PhotoReader.withDefaults(null), BoardCorrection.withDefaults(),
                LiveParams.defaults(), null, null);
        try (FrameSource source = FrameSources.create(SourceSpec.parse("replay:" + dir), 0, false);
             LiveSession session = new LiveSession(pipeline)) {
            source.open();
            LiveBench bench = LiveBench.run(source, session, photos.size());
            assertEquals(photos.size(), bench.frames());
            assertEquals(found, bench.detected(), "grids found by live against the photo path in " + dir);
        }
    }
}
