package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

class PhotoQualityTest {
    private final PhotoQuality quality = PhotoQuality.withDefaults();

    private static Quad quad(double x0, double y0, double x1, double y1) {
        return new Quad(new double[] {x0, y0, x1, y0, x1, y1, x0, y1});
    }

    /** The edges a grid runs off are named as a person would say them. */
    @Test
    void theEdgesAGridRunsOffAreNamedInPlainWords() {
        PhotoProblem.Side[] s = PhotoProblem.Side.values();
        assertEquals("the grid runs off the top edge of the photo: step back so that the whole grid is in the picture",
                new PhotoProblem.CutOff(List.of(s[0])).advice());
        assertEquals("the top and right edges", PhotoProblem.edges(List.of(s[0], s[1])));
        assertEquals("the top, right and left edges", PhotoProblem.edges(List.of(s[0], s[1], s[3])));
        assertTrue(new PhotoProblem.CutOff(List.of(s)).advice().startsWith("the grid runs off all four edges of the photo"));
    }

    /** A 450 px frontal grid: black lines on white, blurred by {@code sigma} px (0: sharp). */
    private static Mat grid(double sigma) {
        OpenCvLoader.ensureLoaded();
        Mat m = new Mat(450, 450, CvType.CV_8UC1, new Scalar(235));
        for (int i = 0; i <= 9; i++) {
            int at = Math.min(449, i * 50);
            int w = i % 3 == 0 ? 3 : 1;
            Imgproc.line(m, new Point(at, 0), new Point(at, 449), new Scalar(20), w);
            Imgproc.line(m, new Point(0, at), new Point(449, at), new Scalar(20), w);
        }
        if (sigma > 0) {
            Imgproc.GaussianBlur(m, m, new Size(0, 0), sigma);
        }
        return m;
    }

    @Test
    void cornersAtTheFrameEdgeNameTheSidesCut() {
        assertEquals(Optional.empty(), quality.cutOff(quad(50, 40, 590, 440), 640, 480));
        assertEquals(Optional.of(new PhotoProblem.CutOff(List.of(PhotoProblem.Side.RIGHT))),
                quality.cutOff(quad(50, 40, 639, 440), 640, 480));
        assertEquals(Optional.of(new PhotoProblem.CutOff(List.of(PhotoProblem.Side.TOP, PhotoProblem.Side.LEFT))),
                quality.cutOff(quad(-3, 1, 500, 440), 640, 480));
    }

    @Test
    void cornersNearTheFrameEdgeOnlyMayBeCut() {
        assertEquals(Optional.empty(), quality.cutOff(quad(165, 7, 592, 349), 600, 450), "not touching: not cut for sure");
        Optional<PhotoProblem> near = quality.nearEdge(quad(165, 7, 592, 349), 600, 450);
        assertEquals(Optional.of(new PhotoProblem.CutOff(List.of(PhotoProblem.Side.TOP, PhotoProblem.Side.RIGHT), false)), near);
        assertTrue(!near.get().certain() && near.get().advice().startsWith("the grid seems to run off the top and right edges"));
        assertTrue(new PhotoProblem.CutOff(List.of(PhotoProblem.Side.TOP)).certain());
        assertEquals(Optional.empty(), quality.nearEdge(quad(20, 20, 580, 430), 600, 450), "20 px in is not near");
        assertEquals(Optional.empty(), quality.nearEdge(quad(-3, 1, 500, 440), 640, 480), "cut, not merely near");
    }

    @Test
    void sharpLargeGridHasNoProblem() {
        Mat sharp = grid(0);
        assertEquals(List.of(), quality.check(quad(50, 40, 450, 440), 640, 480, sharp));
        sharp.release();
    }

    @Test
    void smallGridIsTooSmall() {
        Mat sharp = grid(0);
        List<PhotoProblem> p = quality.check(quad(50, 40, 140, 130), 640, 480, sharp);
        assertEquals(List.of(new PhotoProblem.TooSmall(90, QualityParams.defaults().minGridPixels())), p);
        assertTrue(p.get(0).advice().contains("come closer"));
        sharp.release();
    }

    @Test
    void blurredGridIsBlurredAndSharpnessFallsWithBlur() {
        Mat soft = grid(2);
        Mat softer = grid(16);
        assertTrue(GridSharpness.of(softer) < GridSharpness.of(soft));
        List<PhotoProblem> p = quality.check(quad(50, 40, 450, 440), 640, 480, softer);
        assertEquals(1, p.size());
        assertTrue(p.get(0) instanceof PhotoProblem.Blurred && p.get(0).advice().contains("too blurred"), p.toString());
        soft.release();
        softer.release();
    }

    /** {@link PhotoQuality#whyNoGrid} of {@code photo} as the reader searches it, brightened when dim. */
    private Optional<PhotoProblem> whyNoGrid(Mat photo) {
        try (Exposure.Exposed seen = Exposure.of(photo)) {
            return quality.whyNoGrid(seen, 450);
        }
    }

    @Test
    void aPhotoWithoutAGridIsBlamedOnlyWhenItIsTooSmallOrBlurred() {
        Mat sharp = grid(0);
        Mat blurred = grid(8);
        Mat small = new Mat();
        Imgproc.resize(sharp, small, new Size(160, 120));
        Mat flat = new Mat(450, 450, CvType.CV_8UC1, new Scalar(200));
        assertEquals(Optional.empty(), whyNoGrid(sharp));
        assertEquals(Optional.of(new PhotoProblem.PhotoTooSmall(160, 120, QualityParams.defaults().minPhotoPixels())),
                whyNoGrid(small));
        Optional<PhotoProblem> soft = whyNoGrid(blurred);
        assertTrue(soft.isPresent() && soft.get() instanceof PhotoProblem.PhotoBlurred, soft.toString());
        assertTrue(soft.get().advice().startsWith("no grid found: the photo is too blurred"), soft.get().advice());
        assertEquals(Optional.empty(), whyNoGrid(flat), "a blank picture is not blurred");
        for (Mat m : List.of(sharp, blurred, small, flat)) {
            m.release();
        }
    }

    /**
     * A photo too dark to brighten (paper under grey {@link Exposure#DARKEST}: a covered lens, a
     * page in the dark) is blamed on the light; a dim one that brightening can read, and whose
     * grid is sharp, on nothing.
     */
    @Test
    void aPhotoWithoutAGridIsBlamedOnTheDarkWhenTooDarkToBrighten() {
        Mat sharp = grid(0);
        Mat dark = new Mat();
        sharp.convertTo(dark, -1, 0.1, 0);
        Mat dim = new Mat();
        sharp.convertTo(dim, -1, 0.35, 0);
        Optional<PhotoProblem> tooDark = whyNoGrid(dark);
        assertEquals(Optional.of(new PhotoProblem.PhotoTooDark(24, Exposure.DARKEST)), tooDark);
        assertTrue(tooDark.get().advice().startsWith("no grid found: the photo is too dark"), tooDark.get().advice());
        assertEquals(Optional.empty(), whyNoGrid(dim), "a dim photo is brightened, and its grid is sharp");
        for (Mat m : List.of(sharp, dark, dim)) {
            m.release();
        }
    }
}
