package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import lens.SharedData;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.vision.DebugSink;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Pages photographed sideways read as well as upright ones: the printed validation photos of
 * {@code ../shared} turned a quarter clockwise (skipped without the shared data). Cut once, in
 * the warp's orientation, a printed 1 lying on its side was taken for a line's remnant: 9 of
 * these 32 read right; cut again upright, all of them.
 */
class TurnedPagesTest {
    private static ModelRecognizer model;

    @BeforeAll
    static void open() {
        model = ModelRecognizer.fromClasspath();
    }

    @AfterAll
    static void close() {
        model.close();
    }

    @Test
    void printedValidationPhotosTurnedAQuarterReadAsUpright() throws Exception {
        PhotoSet set = PhotoSet.load(SharedData.photos("printed")).select(DataSplit.VALIDATION);
        PhotoReader reader = PhotoReader.withDefaults(model);
        List<String> wrong = new ArrayList<>();
        for (PhotoSet.Entry e : set.entries()) {
            Mat photo = Imgcodecs.imread(e.image().toString());
            Mat turned = new Mat();
            Core.rotate(photo, turned, Core.ROTATE_90_CLOCKWISE);
            PhotoReading r = reader.read(turned, DebugSink.NONE);
            if (!(r instanceof PhotoReading.Read read) || !read.board().equals(e.truth().grid())) {
                wrong.add(e.image().getFileName().toString());
            }
            photo.release();
            turned.release();
        }
        assertTrue(set.entries().size() >= 30, "the validation split holds " + set.entries().size() + " photos");
        assertTrue(wrong.size() <= 1, "read wrong when turned: " + wrong);
    }
}
