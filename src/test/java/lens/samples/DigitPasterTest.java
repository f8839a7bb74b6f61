package lens.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import lens.board.Grid;
import lens.ocr.training.WriterDigits;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;

class DigitPasterTest {
    /** Digit d as a filled square of the 28 x 28 frame, enough to see where it lands. */
    private static WriterDigits blocks() {
        List<WriterDigits.Shape> shapes = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            byte[] px = new byte[28 * 28];
            for (int y = 6; y < 22; y++) {
                for (int x = 9; x < 19; x++) {
                    px[y * 28 + x] = (byte) 255;
                }
            }
            shapes.add(new WriterDigits.Shape(d, 28, px, "mnist"));
        }
        return new WriterDigits(shapes);
    }

    @Test
    void uprightCellIsAPermutationForEveryTurn() {
        for (int t = 0; t < 4; t++) {
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < 81; i++) {
                seen.add(DigitPaster.uprightCell(i / 9, i % 9, t));
            }
            assertEquals(81, seen.size(), "turn " + t);
        }
        for (int i = 0; i < 81; i++) {
            assertEquals(i, DigitPaster.uprightCell(i / 9, i % 9, 0));
        }
    }

    /**
     * On a rendered printed page, upright and turned a quarter: digits go into the empty cells
     * only (none over a printed given) and the pasted grid holds them where the givens are empty.
     */
    @Test
    void pastesIntoEmptyCellsOfUprightAndTurnedPages() {
        DigitPaster paster = new DigitPaster(blocks());
        try (SampleSet.Sample s = SampleSet.render(3, 640, 480, false)) {
            Grid givens = s.givens();
            for (int quarter = 0; quarter < 2; quarter++) {
                Mat photo = s.scene().image().clone();
                Quad corners = s.scene().grid();
                if (quarter == 1) {
                    // Turned clockwise; the corners start again from the photo's own top-left.
                    Core.rotate(s.scene().image(), photo, Core.ROTATE_90_CLOCKWISE);
                    int h = s.scene().image().rows();
                    Point[] p = corners.corners();
                    Point[] q = new Point[4];
                    for (int k = 0; k < 4; k++) {
                        Point r = new Point(h - 1 - p[k].y, p[k].x);
                        q[(k + 1) % 4] = r;
                    }
                    corners = Quad.of(q);
                }
                try (DigitPaster.Pasted pasted = paster.paste(photo, corners, quarter == 1 ? 3 : 0, givens, new Random(5))) {
                    for (int i = 0; i < 81; i++) {
                        assertEquals(givens.get(i) == 0, pasted.pasted().get(i) != 0, "cell " + i + ", turn " + quarter);
                    }
                    Mat diff = new Mat();
                    Core.absdiff(photo, pasted.image(), diff);
                    Mat grey = new Mat();
                    Imgproc.cvtColor(diff, grey, Imgproc.COLOR_BGR2GRAY);
                    int onGivens = 0;
                    int onEmpty = 0;
                    Mat toPhoto = DigitPaster.homography(corners);
                    for (int i = 0; i < 81; i++) {
                        int r = i / 9;
                        int c = i % 9;
                        int upright = DigitPaster.uprightCell(r, c, quarter == 1 ? 3 : 0);
                        Point centre = DigitPaster.map(toPhoto, c + 0.5, r + 0.5);
                        boolean changed = grey.get((int) centre.y, (int) centre.x)[0] > 20;
                        if (givens.get(upright) != 0) {
                            onGivens += changed ? 1 : 0;
                        } else {
                            onEmpty += changed ? 1 : 0;
                        }
                    }
                    assertEquals(0, onGivens, "nothing pasted over a given, turn " + quarter);
                    assertTrue(onEmpty > 81 - givens.filledCount() - 3, onEmpty + " empty cells darkened, turn " + quarter);
                    diff.release();
                    grey.release();
                    toPhoto.release();
                }
                photo.release();
            }
        }
    }
}
