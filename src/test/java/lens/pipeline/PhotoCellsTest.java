package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import lens.SharedData;
import lens.board.DatFile;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.ocr.training.LabelledInk;
import lens.samples.SampleSet;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfInt;
import org.opencv.core.Point;
import org.opencv.imgcodecs.Imgcodecs;

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

    /**
     * The turn a printed photo's puzzle lies at against its corners (what pen is written and
     * digits pasted by) follows the page: the validation photos turned a quarter clockwise, their
     * corners listed again from the new top-left, come out turned one quarter on, every one of
     * them. Newspaper puzzles' givens are mostly symmetric under a half or a quarter turn, so
     * their places alone could not tell the turn (they said "upright" for a sideways page).
     */
    @Test
    void aPrintedPhotosTurnFollowsThePageTurnedAQuarter(@TempDir Path tmp) throws Exception {
        Path printed = SharedData.photos("printed");
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            PhotoCells cells = PhotoCells.withDefaults(m);
            List<SampleSet.PrintedPhoto> asTheyAre = cells.printedPhotos(printed, DataSplit.VALIDATION);
            assertTrue(asTheyAre.size() >= 25, "most validation photos are kept: " + asTheyAre.size());
            StringBuilder csv = new StringBuilder("filepath,p1_x,p1_y,p2_x,p2_y,p3_x,p3_y,p4_x,p4_y\n");
            Map<String, Integer> turnByPuzzle = new HashMap<>();
            for (int n = 0; n < asTheyAre.size(); n++) {
                SampleSet.PrintedPhoto p = asTheyAre.get(n);
                turnByPuzzle.put(p.givens().toLine(), p.turn());
                Mat turned = new Mat();
                Core.rotate(p.image(), turned, Core.ROTATE_90_CLOCKWISE);
                Imgcodecs.imwrite(tmp.resolve("image" + n + ".jpg").toString(), turned,
                        new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 95));
                Point[] q = new Point[4];
                for (int k = 0; k < 4; k++) {
                    Point c = p.corners().corner(k);
                    q[(k + 1) % 4] = new Point(p.image().rows() - 1 - c.y, c.x);
                }
                csv.append("image").append(n).append(".jpg");
                for (Point c : Quad.of(q).corners()) {
                    csv.append(',').append(Math.round(c.x)).append(',').append(Math.round(c.y));
                }
                csv.append('\n');
                Files.writeString(tmp.resolve("image" + n + ".dat"),
                        new DatFile("turned", turned.cols() + "x" + turned.rows() + ":24 JPG", p.givens()).format());
                turned.release();
                p.image().release();
            }
            Files.writeString(tmp.resolve("corners.csv"), csv);
            List<String> wrong = new ArrayList<>();
            List<SampleSet.PrintedPhoto> sideways = cells.printedPhotos(tmp, DataSplit.VALIDATION);
            for (SampleSet.PrintedPhoto p : sideways) {
                int before = turnByPuzzle.get(p.givens().toLine());
                if (p.turn() != (before + 3) % 4) {
                    wrong.add(p.givens().toLine() + ": " + before + " -> " + p.turn());
                }
                p.image().release();
            }
            assertTrue(sideways.size() >= asTheyAre.size() - 1, "turned, nearly all are kept: " + sideways.size());
            assertTrue(wrong.isEmpty(), "turns that did not follow the page: " + wrong);
        }
    }
}
