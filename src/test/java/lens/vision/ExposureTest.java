package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class ExposureTest {
    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** A 640x480 colour page: paper at {@code paper}, grid lines and a digit at a fifth of it. */
    private static Mat page(int paper) {
        Mat p = new Mat(480, 640, CvType.CV_8UC3, new Scalar(paper, paper, paper));
        Scalar ink = new Scalar(paper / 5.0, paper / 5.0, paper / 5.0);
        for (int i = 0; i <= 9; i++) {
            Imgproc.line(p, new Point(100 + i * 45, 20), new Point(100 + i * 45, 425), ink, i % 3 == 0 ? 3 : 1);
            Imgproc.line(p, new Point(100, 20 + i * 45), new Point(505, 20 + i * 45), ink, i % 3 == 0 ? 3 : 1);
        }
        Imgproc.putText(p, "5", new Point(113, 58), Imgproc.FONT_HERSHEY_SIMPLEX, 1.0, ink, 3);
        return p;
    }

    @Test
    void aWellLitPhotoIsLeftAsItIs() {
        Mat photo = page(170);
        try (Exposure.Exposed e = Exposure.of(photo)) {
            assertFalse(e.brightened());
            assertSame(photo, e.image());
        }
        assertEquals(170, photo.get(5, 5)[0]);
    }

    @Test
    void aDimPhotoIsBrightenedToAUsualPhotosLevelAndTheOriginalKept() {
        Mat photo = page(60);
        try (Exposure.Exposed e = Exposure.of(photo)) {
            assertTrue(e.brightened());
            assertNotSame(photo, e.image());
            int level = Exposure.brightLevel(e.image());
            assertTrue(Math.abs(level - Exposure.TARGET) <= 3, "bright level " + level);
            // the ink is scaled with the paper: the page keeps its contrast
            double paper = e.image().get(5, 5)[0];
            double ink = e.image().get(20, 100)[0];
            assertTrue(ink < paper / 3, "ink " + ink + " on paper " + paper);
        }
        assertEquals(60, photo.get(5, 5)[0]);
        assertEquals(60, Exposure.brightLevel(photo));
    }

    /**
     * A page filling a twentieth of the photo, on a dark table: the table sets the bright level,
     * but the page is brightened no further than white, and keeps its lines.
     */
    @Test
    void aSmallPageOnADarkTableIsNotBrightenedPastWhite() {
        Mat photo = new Mat(400, 400, CvType.CV_8UC1, new Scalar(40));
        Mat page = photo.submat(new Rect(150, 150, 90, 90));
        page.setTo(new Scalar(190));
        Imgproc.line(page, new Point(0, 45), new Point(89, 45), new Scalar(90), 3);
        page.release();
        try (Exposure.Exposed e = Exposure.of(photo)) {
            assertFalse(e.tooDark());
            double paper = e.image().get(160, 160)[0];
            double line = e.image().get(195, 200)[0];
            // brightened four times, both went white
            assertTrue(line < paper - 80, "paper " + paper + ", line " + line);
        }
    }

    @Test
    void aPhotoTooDarkToReadIsBrightenedNoMoreThanFourTimes() {
        Mat photo = page(20);
        try (Exposure.Exposed e = Exposure.of(photo)) {
            assertTrue(e.brightened());
            assertEquals(80, Exposure.brightLevel(e.image()), 2);
        }
    }
}
