package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import lens.SharedData;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.ocr.training.LabelledInk;
import org.junit.jupiter.api.Test;

/** Training and calibration cells cut from the dataset's photos, as they are and degraded. */
class PhotoCellsTest {
    @Test
    void writtenCellsOfDegradedCopiesFollowThoseOfThePhotosAsTheyAre() throws Exception {
        Path filled = SharedData.photos("handfilled");
        Path printed = SharedData.photos("printed");
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            PhotoCells cells = PhotoCells.withDefaults(m);
            List<LabelledInk> plain = cells.writtenCells(filled, printed, DataSplit.VALIDATION, 0, 5);
            List<LabelledInk> more = cells.writtenCells(filled, printed, DataSplit.VALIDATION, 1, 5);
            assertTrue(plain.size() > 1000, "hand-filled validation photos hold over a thousand written cells: " + plain.size());
            // A degraded copy loses some cells (a grid not found, a faint digit) but keeps most.
            assertTrue(more.size() > plain.size() * 1.8 && more.size() <= plain.size() * 2, plain.size() + " -> " + more.size());
            for (int i = 0; i < plain.size(); i++) {
                assertEquals(plain.get(i).digit(), more.get(i).digit(), "the photos as they are come first");
            }
            assertTrue(more.stream().allMatch(c -> c.digit() >= 1 && c.digit() <= 9));
            assertEquals(more.size(), cells.writtenCells(filled, printed, DataSplit.VALIDATION, 1, 5).size(),
                    "the same seed degrades the same way");
        }
    }
}
