package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.opencv.imgcodecs.Imgcodecs;
import java.util.List;
import lens.samples.FlatPages;
import lens.samples.SceneRenderer;
import lens.samples.VariantPages;
import lens.vision.PhotoProblem;
import lens.vision.PuzzleVariant;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The live view says what to change while it cannot answer, as a photo does: a grid the frame
 * cuts is "step back", never a reading of its remains, and a dark picture is "light the page";
 * once the whole grid is in view the answer comes and the advice goes.
 */
class LiveAdviceTest {
    /** The bundled sample, 800x600: its grid's top edge lies 49 to 78 px from the top of the photo. */
    private static final String SAMPLE = "samples/photos/newspaper-2.jpg";

    /**
     * The sample as a 640x480 frame moved up {@code shift} px (the grid's top edge then lies 39
     * to 62 px lower than that), the bottom filled with light grey.
     */
    private static Mat frameMovedUp(Mat sample, int shift) {
        Mat small = new Mat();
        Imgproc.resize(sample, small, new Size(640, 480), 0, 0, Imgproc.INTER_AREA);
        Mat frame = new Mat(480, 640, CvType.CV_8UC3, new Scalar(235, 235, 235));
        small.submat(new Rect(0, shift, 640, 480 - shift)).copyTo(frame.submat(new Rect(0, 0, 640, 480 - shift)));
        small.release();
        return frame;
    }

    /**
     * Moved up 60 px, the frame's own detection refines onto the eight rows left inside, whose
     * reading broke the rules ("unsolvable: two 9s in box 3" before the cut was looked for in the
     * outline); moved up 100 px it read nothing and said nothing.
     */
    @Test
    void aGridTheFrameCutsIsStepBackThenSolvedOnceInView() {
        OpenCvLoader.ensureLoaded();
        Mat sample = Imgcodecs.imread(SAMPLE);
        Mat whole = frameMovedUp(sample, 0);
        for (int shift : new int[] {60, 100}) {
            Mat cut = frameMovedUp(sample, shift);
            try (LivePipeline pipeline = LiveComponents.unpainted()) {
                stepBackThenSolved(pipeline, cut, whole);
            }
        }
    }

    private static void stepBackThenSolved(LivePipeline pipeline, Mat cut, Mat whole) {
        long seq = 0;
        for (int i = 0; i < 6; i++) {
            Mat shown = cut.clone();
            FrameReport r = pipeline.process(shown, seq++);
            // outlined where it runs off the frame, not around the rows the detection refined inside
            assertTrue(changedPixels(cut, shown, 4) > 20, "the outline drawn up to the top edge: " + r.logLine());
            shown.release();
            assertTrue(r.detected(), "frame " + i + ": " + r.logLine());
            assertEquals("step back: the grid runs off the top edge", r.advice(), r.logLine());
            assertEquals(r.advice(), StatusPainter.text(r));
            assertEquals(Phase.READING, r.phase(), r.logLine());
            assertEquals(0, r.digitsRead(), "a cut grid's remains are no vote: " + r.logLine());
        }
        // read on the first frame, then again every REREAD_REFUSED frames while the refusal stands
        assertEquals(1 + 6 / LivePipeline.REREAD_REFUSED, pipeline.readings(), "the cut grid's readings");
        FrameReport last = null;
        for (int i = 0; i < 12 && (last == null || !last.solved()); i++) {
            last = pipeline.process(whole.clone(), seq++);
        }
        assertTrue(last.solved(), "the whole grid in view is solved: " + last.logLine());
        assertNull(last.advice(), last.logLine());
        assertEquals("solved", StatusPainter.text(last));
    }

    /** A crossword held up to the camera is named, as a photo of it is (it said "reading" for ever before). */
    @Test
    void aCrosswordIsNotASudoku() {
        OpenCvLoader.ensureLoaded();
        Mat page = FlatPages.crossword(15, 28, 30, 15);
        try (LivePipeline pipeline = LiveComponents.unpainted()) {
            for (int i = 0; i < 3; i++) {
                FrameReport r = pipeline.process(page.clone(), i);
                assertEquals("not a 9x9 sudoku: the grid has 15 cells a side", r.advice(), r.logLine());
                assertEquals(Phase.READING, r.phase(), r.logLine());
            }
        }
        page.release();
    }

    /** A Sudoku X held up to the camera is named, as a photo of it is ("hold the page flat" before: its diagonal read as 1s). */
    @Test
    void aSudokuXIsNotAClassicSudoku() {
        OpenCvLoader.ensureLoaded();
        Mat page = SceneRenderer.toMat(VariantPages.page(VariantPages.Style.X_LINES).image());
        Mat frame = new Mat();
        Imgproc.resize(page, frame, new Size(480, 480));
        Mat wide = new Mat(480, 640, frame.type(), new Scalar(120, 130, 140));
        frame.copyTo(wide.colRange(80, 560));
        try (LivePipeline pipeline = LiveComponents.unpainted()) {
            for (int i = 0; i < 3; i++) {
                FrameReport r = pipeline.process(wide.clone(), i);
                assertEquals("not a classic sudoku: a Sudoku X", r.advice(), r.logLine());
                assertEquals(Phase.READING, r.phase(), r.logLine());
            }
        }
        for (Mat m : new Mat[] {page, frame, wide}) {
            m.release();
        }
    }

    /**
     * A newspaper's puzzle corner held up to the camera, a killer or a Sudoku X larger than the
     * classic puzzle beside it: the live view names the variant, then follows and answers the
     * classic puzzle, as {@code solve} and the web page read it from a photo (it named the
     * variant for ever before).
     */
    @Test
    void theClassicPuzzleBesideALargerVariantIsAnswered() {
        OpenCvLoader.ensureLoaded();
        for (VariantPages.Style variant : new VariantPages.Style[] {VariantPages.Style.KILLER, VariantPages.Style.X_LINES}) {
            Mat sheet = VariantPages.sideBySide(variant, VariantPages.Style.CLASSIC);
            Mat sized = new Mat();
            Imgproc.resize(sheet, sized, new Size(1280, 1280.0 * sheet.rows() / sheet.cols()), 0, 0, Imgproc.INTER_AREA);
            Mat frame = new Mat(720, 1280, CvType.CV_8UC3, new Scalar(120, 130, 140));
            sized.copyTo(frame.submat(new Rect(0, 20, sized.cols(), sized.rows())));
            try (LivePipeline pipeline = LiveComponents.unpainted()) {
                FrameReport first = pipeline.process(frame.clone(), 0);
                assertTrue(first.advice() != null && first.advice().startsWith("not a classic sudoku"), variant + ": " + first.logLine());
                FrameReport last = first;
                for (int i = 1; i < 12 && !last.solved(); i++) {
                    last = pipeline.process(frame.clone(), i);
                }
                assertTrue(last.solved(), variant + ": the classic puzzle beside the variant is answered: " + last.logLine());
                assertTrue(last.corners().centre().x > 640, variant + ": the classic puzzle lies right of the variant: " + last.logLine());
                assertNull(last.advice(), last.logLine());
            }
            for (Mat m : new Mat[] {sheet, sized, frame}) {
                m.release();
            }
        }
    }

    /** Every cue, with the frame rate after it, fits the status band of a 640x480 frame. */
    @Test
    void everyCueFitsAFramesStatusBand() {
        OpenCvLoader.ensureLoaded();
        List<PhotoProblem.Side> three = List.of(PhotoProblem.Side.TOP, PhotoProblem.Side.RIGHT, PhotoProblem.Side.BOTTOM);
        List<PhotoProblem> problems = List.of(new PhotoProblem.CutOff(three, false), new PhotoProblem.CutOff(three),
                new PhotoProblem.OtherSize(25), new PhotoProblem.TooSmall(90, 150),
                new PhotoProblem.BrokenRules("3 7s in column 9 (r2c9, r6c9, r8c9)", false, false),
                new PhotoProblem.BrokenRules("3 7s in column 9 (r2c9, r6c9, r8c9)", true, false),
                new PhotoProblem.BrokenRules("3 7s in column 9 (r2c9, r6c9, r8c9)", false, true), new PhotoProblem.PrintMisread(12, 30),
                new PhotoProblem.Ambiguous(List.of(), List.of()), new PhotoProblem.Unsure(List.of(1, 2), List.of(3)),
                new PhotoProblem.Blurred(0.1, 0.2), new PhotoProblem.ShadowEdge(List.of(1)), new PhotoProblem.Glare(List.of(1)),
                new PhotoProblem.Fold(List.of(1)), new PhotoProblem.PhotoTooSmall(100, 80, 200),
                new PhotoProblem.PhotoTooDark(20, 60), new PhotoProblem.PhotoBlurred(0.1, 0.2),
                new PhotoProblem.Variant(PuzzleVariant.Kind.SUDOKU_X), new PhotoProblem.Variant(PuzzleVariant.Kind.JIGSAW),
                new PhotoProblem.Variant(PuzzleVariant.Kind.KILLER), new PhotoProblem.Grainy(18, 60),
                new PhotoProblem.Covered(List.of(1, 2)));
        for (PhotoProblem p : problems) {
            String line = StatusPainter.line(p.cue(), 30);
            assertTrue(StatusPainter.bandWidth(line, 480) <= 640, line + ": " + StatusPainter.bandWidth(line, 480) + " px");
        }
    }

    /** How many pixels of the top {@code rows} rows differ between the frame given and the frame shown. */
    private static int changedPixels(Mat given, Mat shown, int rows) {
        Mat diff = new Mat();
        Core.absdiff(given.rowRange(0, rows), shown.rowRange(0, rows), diff);
        Mat grey = new Mat();
        Imgproc.cvtColor(diff, grey, Imgproc.COLOR_BGR2GRAY);
        int n = Core.countNonZero(grey);
        diff.release();
        grey.release();
        return n;
    }

    @Test
    void aDarkPictureIsLightThePage() {
        OpenCvLoader.ensureLoaded();
        Mat dark = new Mat(480, 640, CvType.CV_8UC3, new Scalar(6, 6, 6));
        try (LivePipeline pipeline = LiveComponents.unpainted()) {
            FrameReport r = pipeline.process(dark, 0);
            assertFalse(r.detected());
            assertEquals(Phase.SEARCHING, r.phase());
            assertEquals("light the page: the picture is too dark", r.advice());
            assertEquals(r.advice(), StatusPainter.text(r));
        }
    }
}
