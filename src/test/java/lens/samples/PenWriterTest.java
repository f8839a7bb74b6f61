package lens.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import lens.board.Grid;
import lens.ocr.training.DataSplit;
import lens.ocr.training.MnistDigits;
import lens.ocr.training.WriterDigits;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

class PenWriterTest {
    /** A few crude shapes: digit d is d vertical bars, enough for rendering checks. */
    private static WriterDigits bars() {
        List<WriterDigits.Shape> shapes = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            byte[] px = new byte[16 * 16];
            for (int y = 2; y < 14; y++) {
                for (int b = 0; b < d; b++) {
                    px[y * 16 + 1 + (b * 14) / 9] = (byte) 255;
                }
            }
            shapes.add(new WriterDigits.Shape(d, 16, px, "bars"));
        }
        return new WriterDigits(shapes);
    }

    /** A fifth of the pages written lightly, below where the others start; the rest as before. */
    @Test
    void aFifthOfThePagesAreWrittenLightly() {
        assertEquals(0.3, PenWriter.pressure(false, 0), 1e-9);
        assertEquals(0.55, PenWriter.pressure(false, 0.2), 1e-9);
        assertEquals(1, PenWriter.pressure(false, 1), 1e-9);
        assertEquals(0.25, PenWriter.pressure(true, 0), 1e-9);
        assertEquals(0.85, PenWriter.pressure(true, 1), 1e-9);
        int light = 0;
        for (int k = 0; k < 1000; k++) {
            light += PenWriter.pressure(false, (k + 0.5) / 1000) < 0.55 ? 1 : 0;
        }
        assertEquals(200, light);
    }

    @Test
    void penFilledSampleWritesSolutionDigitsBesideTheGivensAndIsRepeatable() {
        PenWriter pen = new PenWriter(bars());
        int partial = 0;
        for (long seed = 1; seed <= 4; seed++) {
            try (SampleSet.Sample a = SampleSet.renderPenFilled(seed, 640, 480, pen);
                 SampleSet.Sample b = SampleSet.renderPenFilled(seed, 640, 480, pen)) {
                assertEquals(a.seen(), b.seen());
                Mat diff = new Mat();
                Core.absdiff(a.scene().image(), b.scene().image(), diff);
                assertEquals(0, Core.countNonZero(diff.reshape(1)), "same seed, same photo");
                diff.release();
                Grid givens = a.givens();
                Grid seen = a.seen();
                assertTrue(seen.filledCount() > givens.filledCount(), "some digits are written");
                partial += seen.isComplete() ? 0 : 1;
                for (int i = 0; i < 81; i++) {
                    if (givens.get(i) != 0) {
                        assertEquals(givens.get(i), seen.get(i));
                    }
                }
                assertEquals(1, lens.solve.ExhaustiveSolver.countSolutions(seen, 2), "written digits follow the solution");
            }
        }
        assertTrue(partial > 0 && partial < 4, "full and partly filled grids: " + partial + " of 4 partial");
    }

    /**
     * A close-up page's grid fills most of a portrait photo's width and now and then reaches its
     * edge; a roomy one keeps clear of the edges. The same seed writes the same digits either way.
     */
    @Test
    void aCloseUpGridFillsTheFrameARoomyOneKeepsClearOfIt() {
        PenWriter pen = new PenWriter(bars());
        int reachesEdge = 0;
        for (long seed = 1; seed <= 12; seed++) {
            try (SampleSet.Sample roomy = SampleSet.renderPenFilled(seed, 480, 640, pen, 0, Marks.NONE, Framing.ROOMY);
                 SampleSet.Sample close = SampleSet.renderPenFilled(seed, 480, 640, pen, 0, Marks.NONE, Framing.CLOSE)) {
                assertEquals(roomy.seen(), close.seen());
                double roomyWidth = width(roomy.scene().grid());
                double closeWidth = width(close.scene().grid());
                assertTrue(roomyWidth < 0.8 * 480 && closeWidth > 0.78 * 480,
                        "seed " + seed + ": roomy " + roomyWidth + " px, close " + closeWidth + " px of 480");
                assertTrue(inside(roomy.scene().grid(), 480, 640, 0.05 * 480), "seed " + seed + ": roomy grid near the edge");
                reachesEdge += inside(close.scene().grid(), 480, 640, 0) ? 0 : 1;
            }
        }
        assertTrue(reachesEdge > 0 && reachesEdge < 12, reachesEdge + " of 12 close-up grids reach the edge");
    }

    /** The grid's width halfway down (mean of its top and bottom sides). */
    private static double width(Quad q) {
        return (q.side(0) + q.side(2)) / 2;
    }

    /** Whether every corner lies at least {@code margin} px inside a {@code w} x {@code h} frame. */
    private static boolean inside(Quad q, int w, int h, double margin) {
        for (Point p : q.corners()) {
            if (p.x < margin || p.y < margin || p.x > w - 1 - margin || p.y > h - 1 - margin) {
                return false;
            }
        }
        return true;
    }

    /** Planted mistakes: the same page, {@code n} written digits other than the solution's, the givens untouched. */
    @Test
    void plantedMistakesChangeOnlyWrittenDigits() {
        PenWriter pen = new PenWriter(bars());
        for (long seed = 1; seed <= 3; seed++) {
            try (SampleSet.Sample right = SampleSet.renderPenFilled(seed, 640, 480, pen);
                 SampleSet.Sample wrong = SampleSet.renderPenFilled(seed, 640, 480, pen, 2, Marks.NONE, Framing.ROOMY)) {
                assertEquals(right.givens(), wrong.givens());
                int changed = 0;
                for (int i = 0; i < 81; i++) {
                    assertEquals(right.seen().isEmpty(i), wrong.seen().isEmpty(i), "the same cells are written");
                    if (right.seen().get(i) != wrong.seen().get(i)) {
                        changed++;
                        assertEquals(0, right.givens().get(i), "a printed digit is never changed");
                    }
                }
                assertEquals(2, changed, "seed " + seed);
            }
        }
    }

    /**
     * Pencil marks go only into the cells a grid being solved leaves empty: the page with marks
     * is the page without them but for ink in those cells (the middle of every written or
     * printed cell is untouched), and the truth is the same.
     */
    @Test
    void pencilMarksAreWrittenOnlyIntoEmptyCells() {
        PenWriter pen = new PenWriter(bars());
        int noted = 0;
        for (long seed = 1; seed <= 8; seed++) {
            try (SampleSet.Sample plain = SampleSet.renderPenFilled(seed, 640, 480, pen);
                 SampleSet.Sample marked = SampleSet.renderPenFilled(seed, 640, 480, pen, 0, Marks.SOME, Framing.ROOMY)) {
                assertEquals(plain.seen(), marked.seen());
                Mat diff = cellDiff(plain.scene(), marked.scene());
                double anywhere = Core.minMaxLoc(diff).maxVal;
                if (plain.seen().isComplete()) {
                    assertEquals(0, anywhere, "a complete grid has no room for marks");
                    continue;
                }
                noted += anywhere > 40 ? 1 : 0;
                for (int i = 0; i < 81; i++) {
                    if (!plain.seen().isEmpty(i)) {
                        Mat middle = diff.submat(new Rect((i % 9) * 50 + 15, (i / 9) * 50 + 15, 20, 20));
                        assertTrue(Core.minMaxLoc(middle).maxVal < 40, "seed " + seed + ": cell " + i + " is written or printed");
                        middle.release();
                    }
                }
                diff.release();
            }
        }
        assertTrue(noted > 0, "some grid being solved got marks");
    }

    /** Full notes: every cell a grid being solved leaves empty gets marks (what else changes is the other test's). */
    @Test
    void fullNotesMarkEveryEmptyCell() {
        PenWriter pen = new PenWriter(bars());
        int grids = 0;
        for (long seed = 1; seed <= 4; seed++) {
            try (SampleSet.Sample plain = SampleSet.renderPenFilled(seed, 640, 480, pen);
                 SampleSet.Sample marked = SampleSet.renderPenFilled(seed, 640, 480, pen, 0, Marks.EVERY, Framing.ROOMY)) {
                assertEquals(plain.seen(), marked.seen());
                if (plain.seen().isComplete()) {
                    continue;
                }
                grids++;
                Mat diff = cellDiff(plain.scene(), marked.scene());
                for (int i = 0; i < 81; i++) {
                    Mat cell = diff.submat(new Rect((i % 9) * 50 + 5, (i / 9) * 50 + 5, 40, 40));
                    double most = Core.minMaxLoc(cell).maxVal;
                    cell.release();
                    // a pencil's marks are fainter than a pen's digits; JPEG's noise stays under 40 (above)
                    if (plain.seen().isEmpty(i)) {
                        assertTrue(most > 20, "seed " + seed + ": empty cell " + i + " without marks (" + most + ")");
                    }
                }
                diff.release();
            }
        }
        assertTrue(grids > 0, "some grid being solved");
    }

    /**
     * Pen written into a photo of a printed puzzle goes into the cells the puzzle leaves empty and
     * the truth says are written, also when the page lies sideways in the photo (the puzzle turned
     * against the corners): turned back, the ink is in the same cells. The printed digits and the
     * cells left empty are untouched but for JPEG noise.
     */
    @Test
    void penOnAPhotoGoesIntoTheWrittenCellsOfThePuzzleEvenTurned() {
        PenWriter pen = new PenWriter(bars());
        for (long seed = 1; seed <= 3; seed++) {
            try (SampleSet.Sample printed = SampleSet.render(seed, 640, 480, false)) {
                Grid givens = printed.givens();
                SampleSet.PrintedPhoto upright = new SampleSet.PrintedPhoto(printed.scene().image(), givens, printed.scene().grid(), 0);
                Mat sideways = new Mat();
                Core.rotate(printed.scene().image(), sideways, Core.ROTATE_90_CLOCKWISE);
                Point[] c = new Point[4];
                for (int k = 0; k < 4; k++) {
                    // clockwise from the turned photo's own top-left: the old bottom-left comes first
                    Point p = printed.scene().grid().corner((k + 3) % 4);
                    c[k] = new Point(printed.scene().image().rows() - 1 - p.y, p.x);
                }
                SampleSet.PrintedPhoto turned = new SampleSet.PrintedPhoto(sideways, givens, Quad.of(c), 3);
                try (SampleSet.Sample a = SampleSet.renderPenOnPhoto(upright, seed, pen, 0, Marks.NONE);
                     SampleSet.Sample b = SampleSet.renderPenOnPhoto(turned, seed, pen, 0, Marks.NONE)) {
                    assertEquals(a.seen(), b.seen(), "the same digits are written");
                    assertTrue(a.seen().filledCount() > givens.filledCount(), "some digits are written");
                    Mat back = new Mat();
                    Core.rotate(b.scene().image(), back, Core.ROTATE_90_COUNTERCLOCKWISE);
                    for (Mat inked : new Mat[] {a.scene().image(), back}) {
                        Mat diff = cellDiff(printed.scene(), new Scene(inked, printed.scene().grid()));
                        int darkened = 0;
                        for (int i = 0; i < 81; i++) {
                            Mat middle = diff.submat(new Rect((i % 9) * 50 + 12, (i / 9) * 50 + 12, 26, 26));
                            double most = Core.minMaxLoc(middle).maxVal;
                            middle.release();
                            if (givens.get(i) != 0 || a.seen().isEmpty(i)) {
                                assertTrue(most < 40, "seed " + seed + ": cell " + i + " is printed or empty, changed by " + most);
                            } else {
                                darkened += most > 40 ? 1 : 0;
                            }
                        }
                        int written = a.seen().filledCount() - givens.filledCount();
                        assertTrue(darkened >= written * 0.9, "seed " + seed + ": ink in " + darkened + " of " + written + " written cells");
                        diff.release();
                    }
                    back.release();
                }
                sideways.release();
            }
        }
    }

    /**
     * Pen written into a photo goes on past the grid's outer lines where a digit is written over
     * them, as on paper: a page drawn just the grid's size cut a digit written high in the top
     * row at the top line, and the reader was scored on half digits.
     */
    @Test
    void penOnAPhotoGoesOnPastTheGridsOuterLines() {
        PenWriter pen = new PenWriter(bars());
        Grid solution = Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        Quad corners = Quad.of(new Point(100, 100), new Point(550, 100), new Point(550, 550), new Point(100, 550));
        Mat white = new Mat(650, 650, org.opencv.core.CvType.CV_8UC3, org.opencv.core.Scalar.all(255));
        int outside = 0;
        int inside = 0;
        for (long seed = 1; seed <= 4; seed++) {
            Mat inked = pen.writeOnPhoto(white, corners, 0, Grid.empty(), solution, new java.util.Random(seed), null,
                    Marks.NONE);
            Mat grey = new Mat();
            Imgproc.cvtColor(inked, grey, Imgproc.COLOR_BGR2GRAY);
            // a band of half a cell along each outer line, just outside it, and the grid itself
            for (Rect band : new Rect[] {new Rect(100, 75, 450, 24), new Rect(100, 551, 450, 24),
                    new Rect(75, 100, 24, 450), new Rect(551, 100, 24, 450)}) {
                Mat b = grey.submat(band);
                outside += Core.minMaxLoc(b).minVal < 215 ? 1 : 0;
                b.release();
            }
            Mat grid = grey.submat(new Rect(100, 100, 450, 450));
            inside += Core.minMaxLoc(grid).minVal < 215 ? 1 : 0;
            grid.release();
            grey.release();
            inked.release();
        }
        white.release();
        assertEquals(4, inside, "every page is written");
        assertTrue(outside >= 2, "ink past an outer line on " + outside + " of 16 sides");
    }

    /** |a - b| in grey, seen frontally through {@code a}'s grid (450 px, 50 px cells). */
    private static Mat cellDiff(Scene a, Scene b) {
        Mat diff = new Mat();
        Core.absdiff(a.image(), b.image(), diff);
        Mat grey = new Mat();
        Imgproc.cvtColor(diff, grey, Imgproc.COLOR_BGR2GRAY);
        MatOfPoint2f square = new MatOfPoint2f(new Point(0, 0),
                new Point(450, 0), new Point(450, 450), new Point(0, 450));
        Mat h = Imgproc.getPerspectiveTransform(a.grid().toMat(), square);
        Mat out = new Mat();
        Imgproc.warpPerspective(grey, out, h, new Size(450, 450));
        diff.release();
        grey.release();
        h.release();
        return out;
    }

    /** The three writer splits partition each source, and optdigits' training writers are its own. */
    @Test
    void writerSplitsPartitionTheSources() throws Exception {
        Path hw = WriterDigits.SHARED;
        assumeTrue(Files.isDirectory(hw), "skipped: " + hw + " absent");
        Map<String, Integer> total = new HashMap<>();
        Map<String, Integer> train = new HashMap<>();
        for (DataSplit s : DataSplit.values()) {
            for (WriterDigits.Shape shape : WriterDigits.load(hw, MnistDigits.defaultDir(), s).shapes()) {
                assertTrue(shape.digit() >= 1 && shape.digit() <= 9);
                total.merge(shape.source(), 1, Integer::sum);
                if (s == DataSplit.TRAIN) {
                    train.merge(shape.source(), 1, Integer::sum);
                }
            }
        }
        assertEquals(lines(hw.resolve("semeion-16x16.txt"), ""), total.get("semeion"));
        assertEquals(lines(hw.resolve("optdigits-32x32.txt"), ""), total.get("optdigits"));
        assertEquals(lines(hw.resolve("optdigits-32x32.txt"), "train"), train.get("optdigits"));
        double share = train.get("semeion") / (double) total.get("semeion");
        assertEquals(0.70, share, 0.01);
    }

    /** Lines of digits 1..9 in a handwriting file ({@code split}: only that optdigits split, "" = all). */
    private static int lines(Path file, String split) throws java.io.IOException {
        int n = 0;
        for (String line : Files.readAllLines(file)) {
            String[] f = line.split("\t");
            if (!line.startsWith("#") && f.length > 1 && !f[0].strip().equals("0")
                    && (split.isEmpty() || f[1].strip().equals(split))) {
                n++;
            }
        }
        return n;
    }
}
