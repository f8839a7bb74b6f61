package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.board.DatFile;
import lens.board.Grid;
import lens.board.Rules;
import lens.io.ImageFiles;
import lens.ocr.ModelRecognizer;
import lens.solve.BoardVerdict;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/** The reading path and the photo stage on the committed sample photos (rendered by the project). */
class PhotoSolverTest {
    private static final Path SAMPLE = Path.of("samples/photos/newspaper-2.jpg");
    private static ModelRecognizer model;
    private static Grid truth;

    @BeforeAll
    static void open() throws Exception {
        OpenCvLoader.ensureLoaded();
        model = ModelRecognizer.fromClasspath();
        truth = DatFile.parse(Files.readString(Path.of("samples/photos/newspaper-2.dat"))).grid();
    }

    @AfterAll
    static void close() {
        model.close();
    }

    private static Mat load(Path p) {
        return ((ImageFiles.Loaded.Image) ImageFiles.load(p)).mat();
    }

    @Test
    void aSamplePhotoIsReadCorrectedJudgedAndSolved() {
        Mat photo = load(SAMPLE);
        try {
            PhotoSolution s = PhotoSolver.withDefaults(model).solve(photo, DebugSink.NONE);
            PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, s);
            assertEquals(truth, j.board());
            assertInstanceOf(BoardVerdict.Solved.class, j.verdict());
            assertTrue(Rules.isSolutionOf(j.solution(), truth));
            assertEquals(0, j.read().turns());
        } finally {
            photo.release();
        }
    }

    /**
     * A page lying sideways or upside down is read upright. Upside down, the sample's printed
     * digits still read with confidence (6 as 9, 8, 1, 2 ...), so the upright reading wins the
     * confidence sample; it repeats digits, the half turn does not.
     */
    @ParameterizedTest(name = "photo turned by OpenCV rotate code {0}: {1} clockwise quarter turns to upright")
    @CsvSource({"2, 1", "1, 2", "0, 3"}) // ROTATE_90_COUNTERCLOCKWISE, ROTATE_180, ROTATE_90_CLOCKWISE
    void aTurnedPageIsTurnedUprightBeforeItIsRead(int rotateCode, int turnsToUpright) {
        Mat photo = load(SAMPLE);
        Mat turned = new Mat();
        Core.rotate(photo, turned, rotateCode);
        try {
            PhotoReading.Read r = assertInstanceOf(PhotoReading.Read.class,
                    PhotoReader.withDefaults(model).read(turned, DebugSink.NONE));
            assertEquals(turnsToUpright, r.turns());
            assertEquals(truth, r.board());
        } finally {
            photo.release();
            turned.release();
        }
    }

    /**
     * A shadow over the lower left of the page, light 0.5, its edge a diagonal 6 px wide through
     * the grid: as read before EvenLight, the edge joined the grid's border (the grid was found
     * crooked) and thresholded into dashes read as 1s, 16 of 81 cells right.
     */
    @ParameterizedTest(name = "shadow edge {0} px wide")
    @CsvSource({"6", "25"})
    void aShadowAcrossThePageIsReadAsIfEvenlyLit(int edge) {
        Mat photo = load(SAMPLE);
        Mat light = new Mat(photo.size(), CvType.CV_32FC3);
        int w = photo.cols();
        int h = photo.rows();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double d = (y - h * 0.35) - (x - w * 0.5) * 0.6;
                double v = d < 0 ? 1 : d > edge ? 0.5 : 1 - 0.5 * d / edge;
                light.put(y, x, v, v, v);
            }
        }
        Mat shaded = new Mat();
        photo.convertTo(shaded, CvType.CV_32FC3);
        Core.multiply(shaded, light, shaded);
        shaded.convertTo(shaded, CvType.CV_8UC3);
        try {
            PhotoReading.Read r = assertInstanceOf(PhotoReading.Read.class,
                    PhotoReader.withDefaults(model).read(shaded, DebugSink.NONE));
            assertEquals(truth, r.board());
        } finally {
            photo.release();
            light.release();
            shaded.release();
        }
    }

    /** A puzzle on a whole page seen from afar: the grid fills a seventh of a 4000 x 3000 photo's width. */
    @Test
    void aSmallGridInALargePhotoIsFoundByTheSecondLook() {
        Mat photo = load(SAMPLE);
        Mat page = new Mat(3000, 4000, photo.type(), new Scalar(200, 205, 210));
        Mat small = new Mat();
        Imgproc.resize(photo, small, new Size(1000, 750), 0, 0, Imgproc.INTER_AREA);
        small.copyTo(page.submat(new Rect(1500, 1200, small.cols(), small.rows())));
        try {
            assertInstanceOf(GridDetection.NotFound.class, PhotoReader.withDefaults(model).detect(page, DebugSink.NONE),
                    "the first look (live's) wants a grid over a quarter of the frame");
            PhotoReading.Read r = assertInstanceOf(PhotoReading.Read.class,
                    PhotoReader.withDefaults(model).read(page, DebugSink.NONE));
            assertEquals(truth, r.board());
        } finally {
            photo.release();
            page.release();
            small.release();
        }
    }

    /** Live, eval and training call the steps one by one: together they are the whole path. */
    @Test
    void detectingThenReadingTheGridIsTheWholePath() {
        Mat photo = load(SAMPLE);
        PhotoReader reader = PhotoReader.withDefaults(model);
        try {
            GridDetection.Found found = assertInstanceOf(GridDetection.Found.class, reader.detect(photo, DebugSink.NONE));
            PhotoReading.Read whole = (PhotoReading.Read) reader.read(photo, DebugSink.NONE);
            PhotoReading.Read steps = reader.readGrid(photo, found.corners(), DebugSink.NONE);
            assertEquals(whole.board(), steps.board());
            assertEquals(whole.corners(), steps.corners());
            try (UprightCells cells = reader.cut(photo, found.corners(), DebugSink.NONE)) {
                int inked = 0;
                for (int i = 0; i < 81; i++) {
                    assertEquals(truth.get(i) != 0, cells.filled(i), "cell " + i);
                    Mat ink = cells.ink(i);
                    if (ink != null) {
                        inked++;
                        ink.release();
                    }
                }
                assertEquals(truth.filledCount(), inked);
            }
        } finally {
            photo.release();
        }
    }

    @Test
    void aPictureWithoutAGridSaysSo() {
        Mat blank = new Mat(300, 400, CvType.CV_8UC3, new Scalar(230, 230, 230));
        try {
            PhotoSolution s = PhotoSolver.withDefaults(model).solve(blank, DebugSink.NONE);
            assertTrue(assertInstanceOf(PhotoSolution.NoGrid.class, s).reason().contains("no grid"), s.toString());
        } finally {
            blank.release();
        }
    }

    @Test
    void tooFewDigitsAreUnreadableBeforeAnyCorrection() {
        Mat photo = load(SAMPLE);
        try {
            PhotoSolution s = PhotoSolver.withDefaults(null).solve(photo, DebugSink.NONE);
            PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, s);
            assertInstanceOf(BoardVerdict.Unreadable.class, j.verdict(), "no recognizer: no digits");
            assertTrue(j.corrections().isEmpty());
        } finally {
            photo.release();
        }
    }

    /**
     * The grid cut by the photo's top edge half a row below its higher top corner: the sample's
     * grid is tilted, so the edge runs just above its top-left corner and through the middle of
     * its top-right cell. The first row's cells cut by a third or more (7, 8 and 9 by the true
     * corners) are named partly outside, no cell of another row is, and whatever the verdict, it
     * is never a wrong answer (half a digit can read as another one that makes a proper puzzle).
     */
    @Test
    void aRowCutByThePhotosEdgeIsNamedAndMakesNoWrongAnswer() {
        Mat photo = load(SAMPLE);
        PhotoReader reader = PhotoReader.withDefaults(model);
        GridDetection.Found found = assertInstanceOf(GridDetection.Found.class, reader.detect(photo, DebugSink.NONE));
        double top = Math.min(found.corners().corner(0).y, found.corners().corner(1).y);
        double rowHeight = (Math.max(found.corners().corner(2).y, found.corners().corner(3).y) - top) / 9;
        int cutAt = (int) Math.round(top + rowHeight / 2);
        Mat cut = photo.submat(new Rect(0, cutAt, photo.cols(), photo.rows() - cutAt)).clone();
        try {
            PhotoSolution s = PhotoSolver.withDefaults(model).solve(cut, DebugSink.NONE);
            PhotoReading.Read read = s instanceof PhotoSolution.Judged j ? j.read()
                    : assertInstanceOf(PhotoSolution.Unusable.class, s).read();
            lens.vision.PhotoProblem.CutOff off = read.problems().stream()
                    .filter(lens.vision.PhotoProblem.CutOff.class::isInstance)
                    .map(lens.vision.PhotoProblem.CutOff.class::cast).findFirst().orElseThrow();
            assertTrue(off.partlyOutside().containsAll(List.of(6, 7, 8)), "named " + off.partlyOutside());
            assertTrue(off.partlyOutside().stream().allMatch(cell -> cell < 9), "named " + off.partlyOutside());
            if (s instanceof PhotoSolution.Judged j && j.verdict().solved()) {
                assertTrue(Rules.isSolutionOf(j.solution(), truth), "a wrong answer: " + j.solution().toLine());
            }
        } finally {
            photo.release();
            cut.release();
        }
    }
}
