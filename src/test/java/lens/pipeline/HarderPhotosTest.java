package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import lens.SharedData;
import lens.board.Grid;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.samples.CameraConditions;
import lens.samples.PhotoDegrader;
import lens.samples.PhotoOnTable;
import lens.samples.ShadedBoxes;
import lens.vision.DebugSink;
import lens.vision.Quad;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * The printed photos of {@code ../shared} made harder than they are (skipped without the shared
 * data). Pages photographed sideways read as well as upright ones: the validation photos turned a
 * quarter clockwise; cut once, in the warp's orientation, a printed 1 lying on its side was taken
 * for a line's remnant: 9 of these 32 read right; cut again upright, all of them. The grid of a
 * noisy photo is found where it is, not a cell off; a photo taken in poor light, or at a phone
 * camera's full size, reads as a usual one.
 */
class HarderPhotosTest {
    /** Photos of the validation split that may read wrong in poor light (1 of 32 does). */
    private static final int DIM_WRONG = 2;
    /** Photos of the validation split that may read wrong under a glare (none does). */
    private static final int GLARE_WRONG = 2;
    /** Photos of the validation split that may read wrong with a shadow's edge across them (none does). */
    private static final int SHADOW_WRONG = 1;
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
        List<String> wrong = readWrong(set.entries(), photo -> {
            Mat turned = new Mat();
            Core.rotate(photo, turned, Core.ROTATE_90_CLOCKWISE);
            return turned;
        });
        assertTrue(set.entries().size() >= 30, "the validation split holds " + set.entries().size() + " photos");
        assertTrue(wrong.size() <= 1, "read wrong when turned: " + wrong);
    }

    /** The names of the photos of {@code entries} not read right once {@code seen} made a new picture of each. */
    private static List<String> readWrong(List<PhotoSet.Entry> entries, UnaryOperator<Mat> seen) {
        return readWrong(entries, (photo, name) -> seen.apply(photo));
    }

    /** The shared printed photo {@code name}, with its truth and corners. */
    private static PhotoSet.Entry printed(String name) throws Exception {
        return PhotoSet.load(SharedData.photos("printed")).entries().stream()
                .filter(x -> x.image().getFileName().toString().equals(name)).findFirst().orElseThrow();
    }

    /** Photo {@code e} with a shadow across it as {@code eval --shadow LIGHT} lays it (drawn by the photo's name). */
    private static Mat shadowed(PhotoSet.Entry e, double light) {
        Mat photo = Imgcodecs.imread(e.image().toString());
        Mat shaded = CameraConditions.shadow(photo, light, new Random(e.image().getFileName().toString().hashCode()));
        photo.release();
        return shaded;
    }

    /** As {@link #readWrong(List, UnaryOperator)}, {@code seen} given each photo's file name too. */
    private static List<String> readWrong(List<PhotoSet.Entry> entries, BiFunction<Mat, String, Mat> seen) {
        PhotoReader reader = PhotoReader.withDefaults(model);
        List<String> wrong = new ArrayList<>();
        for (PhotoSet.Entry e : entries) {
            Mat photo = Imgcodecs.imread(e.image().toString());
            Mat changed = seen.apply(photo, e.image().getFileName().toString());
            PhotoReading r = reader.read(changed, DebugSink.NONE);
            if (!(r instanceof PhotoReading.Read read) || !read.board().equals(e.truth().grid())) {
                wrong.add(e.image().getFileName().toString());
            }
            photo.release();
            changed.release();
        }
        return wrong;
    }

    /**
     * Printed photos made worse by {@link PhotoDegrader} (noise, shade, a smaller or a blurred
     * picture) as {@code eval --degrade SEED} makes them, on which the first look's hull lay
     * 0.9-1.2 cells off (the threshold broke the thin lines into specks and joined text to the
     * border): the look in the photo freed of its specks finds them within a fifth of a cell; and
     * image111 (seed 2), whose first look took in the page beside a shaded side (46 cells right),
     * the look in the photo divided by its paper's level.
     */
    @Test
    void aNoisyPhotosGridIsFoundThroughItsSpecks() throws Exception {
        PhotoSet set = PhotoSet.load(SharedData.photos("printed"));
        PhotoReader reader = PhotoReader.withDefaults(model);
        List<String> off = new ArrayList<>();
        // photo and degradation seed (eval --degrade SEED); first look 0.87, 1.21, 0.92, 0.92 cells off
        String[][] cases = {{"image56.jpg", "1"}, {"image13.jpg", "2"}, {"image178.jpg", "5"}, {"image16.jpg", "6"},
            {"image111.jpg", "2"}};
        for (String[] c : cases) {
            PhotoSet.Entry e = set.entries().stream()
                    .filter(x -> x.image().getFileName().toString().equals(c[0])).findFirst().orElseThrow();
            Mat photo = Imgcodecs.imread(e.image().toString());
            long seed = Long.parseLong(c[1]) * 1_000_003L + c[0].hashCode();
            try (PhotoDegrader.Degraded worse = PhotoDegrader.degrade(photo, new Random(seed))) {
                Quad truth = e.corners().scaled((double) worse.image().cols() / photo.cols());
                double cell = Math.sqrt(truth.area()) / 9;
                PhotoReading r = reader.read(worse.image(), DebugSink.NONE);
                double error = r instanceof PhotoReading.Read read
                        ? read.corners().meanCornerErrorAnyTurn(truth) / cell : Double.POSITIVE_INFINITY;
                if (error > 0.2) {
                    off.add(String.format("%s (seed %s, %s): %.2f cells off", c[0], c[1], worse.kinds(), error));
                }
            } finally {
                photo.release();
            }
        }
        assertTrue(off.isEmpty(), "grids found off: " + off);
    }

    /**
     * Printed validation photos as taken in poor light (every channel to the power 1.8, then
     * 0.55 / 0.5 / 0.45 of it in blue, green, red): read as they were, 20 of
     * the 32 were fully right (thin lines and digits' edges below the thresholds' margins);
     * brightened first ({@link lens.vision.Exposure}), all but one.
     */
    @Test
    void dimPhotosAreReadAsWellLitOnes() throws Exception {
        PhotoSet set = PhotoSet.load(SharedData.photos("printed")).select(DataSplit.VALIDATION);
        List<String> wrong = readWrong(set.entries(), photo -> CameraConditions.dim(photo, 0, new Random(1)));
        assertTrue(wrong.size() <= DIM_WRONG, "read wrong in poor light: " + wrong);
    }

    /**
     * Printed photos at a phone camera's full size (scaled up to 4032 px wide) read as at their
     * own: a warp straight from such a photo to 50 px cells broke thin strokes, and each of these
     * lost a digit ({@link lens.vision.GridWarper} now averages the grid's part in blocks first).
     */
    @Test
    void aFullSizePhoneCameraPhotoIsReadAsItsSmallerCopy() throws Exception {
        List<String> names = List.of("image29.jpg", "image1008.jpg", "image1011.jpg", "image1086.jpg");
        List<PhotoSet.Entry> entries = PhotoSet.load(SharedData.photos("printed")).entries().stream()
                .filter(e -> names.contains(e.image().getFileName().toString())).toList();
        assertEquals(names.size(), entries.size());
        List<String> wrong = readWrong(entries, photo -> CameraConditions.fullSize(photo, 4032));
        assertTrue(wrong.isEmpty(), "read wrong at 4032 px: " + wrong);
    }

    /**
     * Printed photos laid on a dark table as wide as the photo all round ({@code eval --table 1}:
     * a page photographed from afar, under a tenth of the picture): the table set the photo's
     * bright level, brightening four times took the page to white with its lines, and no grid was
     * found (image29, image1020) or one a row off (image1008); brightened no further than its
     * brightest hundredth allows ({@link lens.vision.Exposure}), each reads right.
     */
    @Test
    void aSmallPageOnADarkTableIsRead() throws Exception {
        assertReadRightOnATable("image29.jpg", "image1008.jpg", "image1020.jpg");
    }

    /**
     * Printed training photos on a dark table ({@code eval --table 1}), the grid some 130 px
     * across in detection's working size: a corner half a cell off made a grid line read as a
     * fold (image24, image139), the page's own outline was taken for the grid (image1062); read
     * again where the grid is found close up ({@link lens.vision.GridDetector#detectCloser}),
     * each reads right. On image1066 the table made the picture look light on dark and its
     * inverted reading, poor, was taken; as taken it reads right ({@link lens.vision.Polarity}).
     */
    @Test
    void aSmallGridFoundCloseUpIsRead() throws Exception {
        assertReadRightOnATable("image24.jpg", "image139.jpg", "image1062.jpg", "image1066.jpg");
    }

    /**
     * Printed validation photo 9 on a dark table ({@code eval --table 1}): the page's left edge, a
     * cell from the grid's border, was taken for the border, and the grid read a column over,
     * its digits clear and in the wrong cells ("this grid holds no Sudoku puzzle as printed");
     * read again one cell over ({@code PhotoReader.oneCellOver}), it reads right.
     */
    @Test
    void aGridFoundAColumnOverIsReadWhereItIs() throws Exception {
        assertReadRightOnATable("image9.jpg");
    }

    /** The shared printed photos {@code names}, each laid on a dark table as {@code eval --table 1} lays it, read right. */
    private static void assertReadRightOnATable(String... names) throws Exception {
        List<PhotoSet.Entry> entries = new ArrayList<>();
        for (String name : names) {
            entries.add(printed(name));
        }
        List<String> wrong = readWrong(entries, photo -> PhotoOnTable.of(photo.cols(), photo.rows(), 1).apply(photo));
        assertTrue(wrong.isEmpty(), "read wrong on a table: " + wrong);
    }

    /**
     * Printed validation photos under a lamp's glare, as {@code eval --glare} has them (a round
     * spot moving paper and ink 60-95% of the way to white, placed by the photo's name): the
     * digits under the spot kept 15-20 grey levels of contrast and were lost; read as they were, 18
     * of the 32 were fully right; with the glare divided out ({@link lens.vision.GridWarper}), all.
     */
    @Test
    void photosUnderAGlareAreReadAsWithout() throws Exception {
        PhotoSet set = PhotoSet.load(SharedData.photos("printed")).select(DataSplit.VALIDATION);
        List<String> wrong = readWrong(set.entries(),
                (photo, name) -> CameraConditions.glare(photo, new Random(name.hashCode())));
        assertTrue(wrong.size() <= GLARE_WRONG, "read wrong under glare: " + wrong);
    }

    /**
     * Printed validation photos with a shadow's straight edge across them, the light falling to
     * 0.55, as {@code eval --shadow 0.55} has them (slant, place and softness drawn by the photo's
     * name): where the edge slanted, the square closing that measures the paper's level reached
     * across it into the digits lying on it, and 4 of the 32 read wrong (a 6 half erased read
     * as 5); with a disc there ({@link lens.vision.GridWarper}), none.
     */
    @Test
    void photosWithAShadowAcrossAreReadAsWithout() throws Exception {
        PhotoSet set = PhotoSet.load(SharedData.photos("printed")).select(DataSplit.VALIDATION);
        List<String> wrong = readWrong(set.entries(),
                (photo, name) -> CameraConditions.shadow(photo, 0.55, new Random(name.hashCode())));
        assertTrue(wrong.size() <= SHADOW_WRONG, "read wrong with a shadow across: " + wrong);
    }

    /**
     * A shadow's edge that closes a clean contour of its own with the grid's lines: image1007
     * under {@code eval --shadow 0.55} was found as such a contour a column off (support 0.34),
     * and the levelled look, which finds the grid (support 0.62), was never taken, since a clean
     * border needs no second look; now a clean border a shadow's edge crosses gets it.
     */
    @Test
    void aCleanBorderAShadowClosedIsTradedForTheLevelledOne() throws Exception {
        PhotoSet.Entry e = printed("image1007.jpg");
        Mat shaded = shadowed(e, 0.55);
        PhotoReading r = PhotoReader.withDefaults(model).read(shaded, DebugSink.NONE);
        double cell = Math.sqrt(e.corners().area()) / 9;
        assertTrue(r instanceof PhotoReading.Read read && read.corners().meanCornerErrorAnyTurn(e.corners()) < 0.2 * cell,
                "grid found off: " + (r instanceof PhotoReading.Read read ? read.corners() + " against " + e.corners() : r));
        shaded.release();
    }

    /**
     * image26 under {@code eval --shadow 0.55}: the shadow's edge left a grid line's remnant in
     * a cell a fold runs through (the line found off its place), read as a 1 with 0.98 in place
     * of the cell's 8, and the board made another proper puzzle: answered wrong. A 1 on such a
     * stroke counts only when read beyond doubt; the rest of the puzzle settles the cell.
     */
    @Test
    void aOneReadOnAFoldsStrokeIsNotTrustedUnlessBeyondDoubt() throws Exception {
        PhotoSet.Entry e = printed("image26.jpg");
        Mat shaded = shadowed(e, 0.55);
        PhotoSolution s = PhotoSolver.withDefaults(model).solve(shaded, DebugSink.NONE);
        Grid solution = lens.solve.BoardVerdict.of(e.truth().grid()).solution();
        assertTrue(!(s instanceof PhotoSolution.Judged j) || !j.verdict().solved() || j.solution().equals(solution),
                "answered wrong: " + s);
        shaded.release();
    }

    /**
     * Printed training photos with their alternate boxes on grey ({@code eval --shaded-boxes 0.3}),
     * read fully right, were refused as "a shadow's edge crosses the grid": a box's edge a few
     * pixels off the printed line, or the dip a bold blurred digit leaves in the paper's level,
     * counted as a shadow's edge across the cell (15 of 103 refused, most of them so; now 8).
     */
    @Test
    void aPageWithBoxesPrintedOnGreyIsAnsweredNotTakenForAShadow() throws Exception {
        PhotoSolver solver = PhotoSolver.withDefaults(model);
        List<String> refused = new ArrayList<>();
        for (String name : List.of("image11.jpg", "image27.jpg", "image29.jpg", "image37.jpg", "image40.jpg")) {
            PhotoSet.Entry e = printed(name);
            Mat photo = Imgcodecs.imread(e.image().toString());
            Mat boxed = ShadedBoxes.apply(photo, e.corners(), 0.3);
            PhotoSolution s = solver.solve(boxed, DebugSink.NONE);
            Grid solution = lens.solve.BoardVerdict.of(e.truth().grid()).solution();
            if (!(s instanceof PhotoSolution.Judged j) || !solution.equals(j.solution())) {
                refused.add(name + ": " + (s instanceof PhotoSolution.Unusable u ? u.problem() : s));
            }
            boxed.release();
            photo.release();
        }
        assertEquals(List.of(), refused, "not answered");
    }
}
