package lens.overlay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.vision.GridGeometry;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

/** {@link DebugPicture}: the lines drawn where the cells were cut. */
class DebugPictureTest {
    private static final Quad SQUARE = Quad.of(new Point(100, 100), new Point(550, 100), new Point(550, 550), new Point(100, 550));

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** Whether a line is drawn at height {@code y} (within a pixel) in the middle of cell column 6 (x 375). */
    private static boolean drawnAt(GridGeometry g, double y) {
        Mat photo = new Mat(650, 650, CvType.CV_8UC3, new Scalar(0, 0, 0));
        DebugPicture.draw(photo, g, new boolean[81]);
        boolean drawn = false;
        for (int dy = -1; dy <= 1; dy++) {
            drawn |= photo.get((int) Math.round(y) + dy, 375)[2] > 200;
        }
        photo.release();
        return drawn;
    }

    @Test
    void aCurledPagesLinesAreDrawnThroughTheirCrossings() {
        GridGeometry curled = TiltedGrids.curled(SQUARE, 0.4);
        // cell 50 px: row line 5 crosses column lines 5 and 6 lowered by 0.4 * 50 * (1 - u^2),
        // u = 0.5/4.5 and 1.5/4.5: 19.8 and 17.8 px; between them 18.8
        assertTrue(drawnAt(curled, 350 + 18.8), "the line drawn through the curled crossings");
        assertTrue(!drawnAt(curled, 350), "not the homography's straight line");
        assertTrue(drawnAt(TiltedGrids.at(SQUARE), 350), "a flat grid's line where the homography puts it");
    }
}
