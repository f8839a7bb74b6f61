package lens.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * The cell split's stages on a frontal grid drawn here (450 px, 50 px cells): grid lines found
 * where they are drawn, digits isolated in the cells that hold them, faint stains dropped.
 */
class CellSplitterTest {
    private static final int SIZE = 450;
    /** Cells holding a digit, and which digit. */
    private static final int[][] DIGITS = {{0, 5}, {10, 3}, {40, 8}, {44, 1}, {80, 9}};

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** White paper, black lines (shifted by {@code shift} px from uniform, the box lines bold), black digits, one pale stain. */
    private static Mat grid(int shift) {
        Mat m = new Mat(SIZE, SIZE, CvType.CV_8UC1, new Scalar(235));
        for (int i = 0; i <= 9; i++) {
            int at = Math.min(SIZE - 2, Math.max(1, i * 50 + (i % 9 == 0 ? 0 : shift)));
            int w = i % 3 == 0 ? 4 : 2;
            Imgproc.line(m, new Point(0, at), new Point(SIZE, at), new Scalar(20), w);
            Imgproc.line(m, new Point(at, 0), new Point(at, SIZE), new Scalar(20), w);
        }
        for (int[] d : DIGITS) {
            int r = d[0] / 9;
            int c = d[0] % 9;
            Imgproc.putText(m, String.valueOf(d[1]), new Point(c * 50 + 14, r * 50 + 40), Imgproc.FONT_HERSHEY_SIMPLEX,
                    1.3, new Scalar(25), 3);
        }
        // A pale blot in cell 60, digit-sized but far fainter than the digits.
        Imgproc.circle(m, new Point(6 * 50 + 25, 6 * 50 + 25), 11, new Scalar(212), -1);
        return m;
    }

    private static WarpedGrid warped(Mat square) {
        Mat id = Mat.eye(3, 3, CvType.CV_64F);
        return new WarpedGrid(square, id, id.clone(), SIZE, Quad.of(new Point(0, 0), new Point(SIZE, 0),
                new Point(SIZE, SIZE), new Point(0, SIZE)));
    }

    @Test
    void linesAreFoundWhereTheyAreDrawnEvenOffTheirUniformPlace() {
        Mat square = grid(6);
        Mat bin = new Mat();
        Imgproc.threshold(square, bin, 128, 255, Imgproc.THRESH_BINARY_INV);
        Mat h = GridLines.strokes(bin, true, 50);
        int[] rows = GridLines.positions(h, true, 50, 0.3);
        for (int i = 1; i < 9; i++) {
            assertTrue(Math.abs(rows[i] - (i * 50 + 6)) <= 3, "line " + i + " at " + rows[i] + " (a bold line is 4 px wide)");
        }
        assertArrayEquals(new int[] {0, 50, 100, 150, 200, 250, 300, 350, 400, 450}, GridLines.uniform(SIZE));
        square.release();
        bin.release();
        h.release();
    }

    @Test
    void digitsAreIsolatedAndTheStainIsLeftEmpty() {
        try (WarpedGrid w = warped(grid(0)); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            List<Integer> filled = new ArrayList<>();
            for (CellImage c : cells.cells()) {
                if (c.filled()) {
                    filled.add(c.index());
                    assertTrue(c.bounds().contains(new Point(c.digitBox().x + 1, c.digitBox().y + 1)), "digit box inside cell " + c.index());
                }
            }
            assertEquals(List.of(0, 10, 40, 44, 80), filled);
            assertEquals(5, cells.filledCount());
        }
    }

    /**
     * A grid being solved (five printed digits, sixteen written) with the solver's pencil marks:
     * small candidate digits (a fifth of a cell, drawn in their own places of the cell) in cells
     * 20, 30, 50, 70 and 76, a lone mark in cell 62. On such a page every cell of marks is empty
     * and the digits stay. Lone marks in their places in four cells (a 1, 3, 7 or 9 each, nothing
     * apart) are a noted page too, but not four small 5s in the cells' middles (a faint pencil's
     * digits thresholded keep only a stroke there); marks in two cells only (a written answer that
     * small turns up now and then) are read.
     */
    @Test
    void aSolversPencilMarksAreNotDigits() {
        List<Integer> digits = new ArrayList<>(List.of(0, 10, 40, 44, 80));
        digits.addAll(HALF_SOLVED);
        digits.sort(null);
        Mat square = halfSolved();
        for (int cell : new int[] {20, 30, 50, 70, 76}) {
            mark(square, cell, 2);
            mark(square, cell, 7);
            mark(square, cell, 9);
        }
        mark(square, 62, 5);
        try (WarpedGrid w = warped(square); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            assertEquals(digits, filledCells(cells));
        }
        Mat lone = halfSolved();
        int[] loneCells = {20, 30, 62, 76};
        for (int i = 0; i < loneCells.length; i++) {
            mark(lone, loneCells[i], new int[] {1, 3, 7, 9}[i]);
        }
        try (WarpedGrid w = warped(lone); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            assertEquals(digits, filledCells(cells));
        }
        Mat centred = halfSolved();
        for (int cell : loneCells) {
            mark(centred, cell, 5);
        }
        List<Integer> withCentred = new ArrayList<>(digits);
        withCentred.addAll(List.of(20, 30, 62, 76));
        withCentred.sort(null);
        try (WarpedGrid w = warped(centred); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            assertEquals(withCentred, filledCells(cells));
        }
        Mat few = halfSolved();
        mark(few, 20, 2);
        mark(few, 20, 9);
        mark(few, 30, 2);
        mark(few, 30, 9);
        List<Integer> withTwo = new ArrayList<>(digits);
        withTwo.addAll(List.of(20, 30));
        withTwo.sort(null);
        try (WarpedGrid w = warped(few); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            assertEquals(withTwo, filledCells(cells));
        }
    }

    /** The cells {@link #halfSolved} writes a digit in. */
    private static final List<Integer> HALF_SOLVED = List.of(2, 4, 6, 12, 14, 16, 22, 24, 26, 32, 34, 36, 46, 52, 54, 56);

    /** The test grid with a solver's answers written in {@link #HALF_SOLVED}. */
    private static Mat halfSolved() {
        Mat square = grid(0);
        for (int cell : HALF_SOLVED) {
            written(square, cell, 1 + cell % 9, 0, 0, 1.1);
        }
        return square;
    }

    /**
     * A hand-filled grid with every cell written but three: cell 39's 6 is written big, low and to
     * the right, over the line into empty cell 48, and cell 30 is empty beside
     * cell 31, whose 2 leans towards it. A cell's own window misses the low 6 (rendered pen pages
     * in validation photos lost most such digits); windows moved towards the neighbours find it
     * in its cell, and the leaning 2 stays cell 31's alone. Cell 53's 2, in the right column, is
     * written over the grid's outer line: its window moved outwards stops at the grid's edge.
     */
    @Test
    void aDigitWrittenOverALineIsFoundInItsCellOfANearlyFilledGrid() {
        Mat square = handFilled(List.of(30, 31, 39, 48, 53));
        written(square, 39, 6, 8, 16, 1.7);
        written(square, 31, 2, -10, 0, 1.1);
        written(square, 53, 2, 13, 0, 1.1); // in the right column, over the grid's outer line
        try (WarpedGrid w = warped(square); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            CellImage low = cells.cells().get(39);
            assertTrue(low.filled(), "the 6 written low is found");
            Rect box = low.digitBox();
            assertTrue(box.y + box.height / 2 > 225 && box.y + box.height / 2 < 250, "in cell 39's lower half: " + box);
            assertTrue(!cells.cells().get(30).filled(), "the empty cell stays empty: " + cells.cells().get(30).digitBox());
            assertTrue(cells.cells().get(31).filled(), "the leaning 2 is cell 31's");
            assertTrue(!cells.cells().get(48).filled(), "the 6's foot is not cell 48's digit: " + cells.cells().get(48).digitBox());
            assertTrue(cells.cells().get(53).filled(), "the 2 written over the outer line is found (its window stops at the edge)");
        }
    }

    /**
     * A nearly filled grid whose r1c5, a 9, is written so high that its loop lies above the
     * grid's top line, in the photo round the grid: in the square alone only its tail is left (no
     * digit), with the grid's surround ({@link GridSurround}) the 9 is found whole, across the
     * line; a caption above the grid, clear of the line, is no cell's digit; in a photo cut just
     * above the grid the loop is off it, and nothing is taken from past the photo's edge (where
     * the warp repeats its last row, the loop's cut strokes drawn on as streaks).
     */
    @Test
    void aDigitWrittenOverTheGridsOuterLineIsFoundPastIt() {
        Mat square = handFilled(List.of(4, 30));
        Mat photo = new Mat(650, 650, CvType.CV_8UC1, new Scalar(235));
        square.copyTo(photo.submat(new Rect(100, 100, SIZE, SIZE)));
        Imgproc.putText(photo, "9", new Point(100 + 4 * 50 + 14, 100 + 12), Imgproc.FONT_HERSHEY_SCRIPT_SIMPLEX, 1.5,
                new Scalar(60), 2);
        Imgproc.putText(photo, "Sudoku 123", new Point(140, 80), Imgproc.FONT_HERSHEY_SIMPLEX, 0.8, new Scalar(30), 2);
        Mat seen = photo.submat(new Rect(100, 100, SIZE, SIZE)).clone();
        Quad corners = Quad.of(new Point(100, 100), new Point(550, 100), new Point(550, 550), new Point(100, 550));
        CellSplitter splitter = new CellSplitter(CellParams.defaults());
        try (WarpedGrid w = warped(seen.clone()); CellImages cells = splitter.split(w, DebugSink.NONE)) {
            CellImage c = cells.cells().get(4);
            assertTrue(!c.filled(), "the square alone has no digit there, only the tail: " + c.digitBox());
        }
        try (WarpedGrid w = warped(seen.clone()); GridSurround surround = new GridSurround(photo, corners, SIZE);
             CellImages cells = splitter.split(w, surround, DebugSink.NONE)) {
            CellImage c = cells.cells().get(4);
            assertTrue(c.filled(), "the 9 over the top line is found");
            Rect box = c.digitBox();
            assertTrue(box.y < -8 && box.y + box.height >= 12 && box.height < 60, "across the line: " + box);
            assertTrue(!cells.cells().get(30).filled(), "an empty cell stays empty");
            for (int i = 0; i < 9; i++) {
                if (i != 4) {
                    assertTrue(cells.cells().get(i).digitBox().y >= 0, "the caption is not r1c" + (i + 1) + "'s");
                }
            }
        }
        // The photo cut 12 px above the grid, through the 9's loop.
        Mat cut = photo.submat(new Rect(0, 88, 650, 562));
        Quad cutCorners = Quad.of(new Point(100, 12), new Point(550, 12), new Point(550, 462), new Point(100, 462));
        try (WarpedGrid w = warped(seen.clone()); GridSurround surround = new GridSurround(cut, cutCorners, SIZE);
             CellImages cells = splitter.split(w, surround, DebugSink.NONE)) {
            CellImage c = cells.cells().get(4);
            assertTrue(!c.filled() || c.digitBox().y >= -12, "nothing past the photo's edge (12 px above): " + c.digitBox());
        }
        cut.release();
        seen.release();
        photo.release();
    }

    /**
     * A grid finished but for the stain's cell 60 and cell 39, whose 6 is written so low that it
     * crosses the cell's bottom line (its box's centre 0.42 of a cell below the cell's centre; the
     * 4 below it written low too, apart from it): on a grid with at most three cells left, a
     * digit-tall find of a moved window counts that near the side (pen in validation photos: a
     * complete grid "1 to go" called correct; on grids with more cells left, where a moved window
     * also joins pencil marks into a digit, 0.12 of a cell holds).
     */
    @Test
    void aDigitAcrossItsCellsBottomLineIsFoundOnAFinishedGrid() {
        Mat square = handFilled(List.of(39, 48));
        written(square, 48, 4, 0, 9, 1.1);
        written(square, 39, 6, 0, 22, 1.4);
        try (WarpedGrid w = warped(square); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            CellImage low = cells.cells().get(39);
            assertTrue(low.filled(), "the 6 written across the line is found");
            Rect box = low.digitBox();
            assertTrue((box.y + box.height / 2.0 - 225) / 50 > 0.38, "that far down (else not the case in point): " + box);
            assertTrue(cells.cells().get(48).digitBox().y > 265, "the cell below keeps its own digit: "
                    + cells.cells().get(48).digitBox());
        }
    }

    /**
     * A hand-filled grid (every cell written but the stain's, cell 60) with one answer written
     * lightly, cell 30's 2: 35 grey levels darker than the paper where the pen's are 175 (its
     * contrast as measured under a tenth of theirs). On a nearly filled grid it is an answer and
     * is kept (the usual floor, 0.17 of the median digit, took it for a stain); the same light 2
     * on a page of print alone is a stain and goes.
     */
    @Test
    void aLightAnswerOnANearlyFilledGridIsKeptAndOnASparsePageIsNot() {
        Mat full = handFilled(List.of(30));
        written(full, 30, 2, 0, 0, 1.1, 200);
        Mat sparse = grid(0);
        written(sparse, 30, 2, 0, 0, 1.1, 200);
        CellSplitter splitter = new CellSplitter(CellParams.defaults());
        try (WarpedGrid w = warped(full); CellImages cells = splitter.split(w, DebugSink.NONE)) {
            assertTrue(cells.cells().get(30).filled(), "the light answer on the nearly filled grid is kept");
        }
        try (WarpedGrid w = warped(sparse); CellImages cells = splitter.split(w, DebugSink.NONE)) {
            assertEquals(List.of(0, 10, 40, 44, 80), filledCells(cells), "the light 2 beside print alone is a stain");
        }
    }

    /**
     * A grid filled in by hand (a pen 45 grey levels darker than the paper), 32 of its answers
     * with a pencil so light (7 levels) that the first look finds none of them: 49 digits, and
     * `verify` said "32 to go" for a complete grid. Its empty cells looked at with the second
     * look's fainter rules fill it, so it is read as the filled grid it is. A page of print with
     * a few such light answers is no filled grid: its first look stands. (The light answers are
     * kept off the cells beside the bold box lines: there the paper's mean takes in the line's
     * dark edge and ink this light measures no darker than it; a median there read a shadow's
     * edge as digits on printed photos, notebook 2026-11-30, evening.)
     */
    @Test
    void aGridWithAnswersTooFaintForTheFirstLookIsReadFilled() {
        Mat square = grid(0);
        List<Integer> light = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            int cell = i;
            int row = i / 9;
            if (cell != 60 && Arrays.stream(DIGITS).noneMatch(d -> d[0] == cell)) {
                int col = i % 9;
                boolean lightly = (row == 1 || row == 2 || row == 4 || row == 5 || row == 7) && col != 3 && col != 6;
                written(square, cell, 1 + cell % 9, 0, 0, 1.1, lightly ? 228 : 190);
                if (lightly) {
                    light.add(cell);
                }
            }
        }
        CellSplitter splitter = new CellSplitter(CellParams.defaults());
        try (WarpedGrid w = warped(square); CellImages cells = splitter.split(w, DebugSink.NONE)) {
            List<Integer> filled = filledCells(cells);
            for (int cell : light) {
                assertTrue(filled.contains(cell), "the light answer in cell " + cell + " is read: " + filled);
            }
        }
        Mat few = grid(0);
        for (int cell : HALF_SOLVED) {
            written(few, cell, 1 + cell % 9, 0, 0, 1.1, 228);
        }
        try (WarpedGrid w = warped(few); CellImages cells = splitter.split(w, DebugSink.NONE)) {
            assertEquals(List.of(0, 10, 40, 44, 80), filledCells(cells), "a few light answers beside print: the first look stands");
        }
    }

    /**
     * A page half solved: 41 answers in pen (45 grey levels darker than the paper) in its top five
     * rows, then 9 answers in a pencil so light (7 levels) that the first look finds none. The
     * page is no nearly filled grid at the fainter look either (55 digits), but the light answers
     * sit where answers go, and they are read.
     */
    @Test
    void aPageHalfSolvedInALightPencilHasItsLightAnswersRead() {
        Mat square = grid(0);
        for (int i = 0; i < 45; i++) {
            int cell = i;
            if (Arrays.stream(DIGITS).noneMatch(d -> d[0] == cell)) {
                written(square, cell, 1 + cell % 9, 0, 0, 1.1, 190);
            }
        }
        // off the cells under and right of a bold box line, whose paper measures darker than ink this light
        List<Integer> light = List.of(46, 47, 49, 50, 52, 53, 64, 65, 67);
        for (int cell : light) {
            written(square, cell, 1 + cell % 9, 0, 0, 1.1, 228);
        }
        try (WarpedGrid w = warped(square);
             CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            List<Integer> filled = filledCells(cells);
            for (int cell : light) {
                assertTrue(filled.contains(cell), "the light answer in cell " + cell + " is read: " + filled);
            }
            assertEquals(DIGITS.length + 41 + light.size(), filled.size(), "the print, the pen and the light answers: " + filled);
        }
    }

    /**
     * What the fainter look may take on a partly filled page: ink about the cell's centre, a
     * digit's size; not a solver's marks in the cell's top-left corner, nor a row of them across
     * the cell, nor a speck (measured from the box of ink in a 50 px cell at 100, 100).
     */
    @Test
    void anAnswerSitsAboutTheCellsCentreAndMarksDoNot() {
        Rect cell = new Rect(100, 100, 50, 50);
        assertTrue(CellSplitter.answerShaped(inkIn(cell, new Rect(115, 112, 20, 26))), "a centred answer");
        assertTrue(CellSplitter.answerShaped(inkIn(cell, new Rect(124, 110, 18, 22))), "an answer a little right");
        assertFalse(CellSplitter.answerShaped(inkIn(cell, new Rect(103, 104, 18, 18))), "marks in the corner");
        assertFalse(CellSplitter.answerShaped(inkIn(cell, new Rect(104, 110, 36, 17))), "a row of marks");
        assertFalse(CellSplitter.answerShaped(inkIn(cell, new Rect(123, 123, 5, 5))), "a speck");
        assertFalse(CellSplitter.answerShaped(new CellImage(0, cell, null, null)), "an empty cell");
    }

    /** A cell {@code cell} holding ink in {@code box}. */
    private static CellImage inkIn(Rect cell, Rect box) {
        return new CellImage(0, cell, new Mat(box.height, box.width, CvType.CV_8UC1, new Scalar(255)), box);
    }

    /**
     * The test grid with a pen digit written in every cell but its print's, its stain's (60) and
     * {@code unwritten}: a grid being finished by hand.
     */
    private static Mat handFilled(List<Integer> unwritten) {
        Mat square = grid(0);
        for (int i = 0; i < 81; i++) {
            int cell = i;
            if (cell != 60 && !unwritten.contains(cell) && Arrays.stream(DIGITS).noneMatch(d -> d[0] == cell)) {
                written(square, cell, 1 + cell % 9, 0, 0, 1.1);
            }
        }
        return square;
    }

    /** Digit {@code d} written (Hershey script, pen-dark, {@code scale}) in {@code cell}, moved by {@code dx, dy} px. */
    private static void written(Mat square, int cell, int d, int dx, int dy, double scale) {
        written(square, cell, d, dx, dy, scale, 60);
    }

    /** As {@link #written(Mat, int, int, int, int, double)}, in ink of grey level {@code ink}. */
    private static void written(Mat square, int cell, int d, int dx, int dy, double scale, int ink) {
        Imgproc.putText(square, String.valueOf(d), new Point((cell % 9) * 50 + 15 + dx, (cell / 9) * 50 + 38 + dy),
                Imgproc.FONT_HERSHEY_SCRIPT_SIMPLEX, scale, new Scalar(ink), 2);
    }

    /** Candidate {@code d} pencilled small into its place of {@code cell} (1 top left ... 9 bottom right). */
    private static void mark(Mat square, int cell, int d) {
        int x = (cell % 9) * 50 + 6 + ((d - 1) % 3) * 14;
        int y = (cell / 9) * 50 + 16 + ((d - 1) / 3) * 14;
        Imgproc.putText(square, String.valueOf(d), new Point(x, y), Imgproc.FONT_HERSHEY_SIMPLEX, 0.5, new Scalar(70), 1);
    }

    private static List<Integer> filledCells(CellImages cells) {
        List<Integer> filled = new ArrayList<>();
        for (CellImage c : cells.cells()) {
            if (c.filled()) {
                filled.add(c.index());
            }
        }
        return filled;
    }

    /**
     * A fold line down the page, 30% darker than the paper, through the stem of the 1 in cell 44:
     * taking it out as a long stroke took the stem with it. Where it runs through the digit its
     * pixels are the darker ink, and they stay; on paper it still goes. The column's cells are
     * named, for the reading to doubt.
     */
    @Test
    void aFoldLineThroughADigitLeavesTheDigitWhole() {
        Rect unfolded;
        try (WarpedGrid w = warped(grid(0)); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            unfolded = cells.cells().get(44).digitBox();
            assertEquals(List.of(), cells.folded(), "no fold on a flat page");
        }
        Mat square = grid(0);
        Rect inside44 = new Rect(8 * 50 + 8, 4 * 50 + 8, 34, 34);
        int stem = darkestColumn(square.submat(inside44)) + inside44.x;
        Mat fold = square.colRange(stem - 1, stem + 2);
        fold.convertTo(fold, -1, 0.7, 0);
        fold.release();
        try (WarpedGrid w = warped(square); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            CellImage one = cells.cells().get(44);
            assertTrue(one.filled(), "the 1 under the fold is found");
            // Taken out with the fold, only a 3 px sliver of the stem was left.
            Rect box = one.digitBox();
            assertTrue(Math.abs(box.width - unfolded.width) <= 2 && Math.abs(box.height - unfolded.height) <= 2,
                    "the 1 is whole: " + box + ", without the fold " + unfolded);
            for (int r = 0; r < 9; r++) {
                if (r != 4 && r != 8) {
                    assertTrue(!cells.cells().get(r * 9 + 8).filled(), "the fold alone is no digit in row " + r);
                }
            }
            // Column 9's cells, but perhaps the last: the fold's stroke may stop where it meets the 9 there.
            List<Integer> folded = cells.folded();
            assertTrue(folded.size() >= 8 && folded.stream().allMatch(i -> i % 9 == 8), "the cells the fold runs through: " + folded);
        }
    }

    /** The column (within {@code m}) with the most dark pixels. */
    private static int darkestColumn(Mat m) {
        int best = 0;
        int most = -1;
        for (int x = 0; x < m.cols(); x++) {
            int dark = 0;
            for (int y = 0; y < m.rows(); y++) {
                if (m.get(y, x)[0] < 100) {
                    dark++;
                }
            }
            if (dark > most) {
                most = dark;
                best = x;
            }
        }
        return best;
    }

    @Test
    void aDigitIsTheInkNearTheCentreAndAnEmptyCellHasNone() {
        Mat square = grid(0);
        Mat bin = new Mat();
        Imgproc.threshold(square, bin, 128, 255, Imgproc.THRESH_BINARY_INV);
        IsolatedDigit digit = DigitIsolator.isolate(40, bin, square, new Rect(200, 200, 50, 50), CellParams.defaults());
        IsolatedDigit empty = DigitIsolator.isolate(41, bin, square, new Rect(250, 200, 50, 50), CellParams.defaults());
        assertNotNull(digit.cell().ink());
        assertTrue(digit.contrast() > 150, "contrast " + digit.contrast());
        assertNull(empty.cell().ink());
        assertEquals(0, empty.contrast());
        digit.cell().ink().release();
        square.release();
        bin.release();
    }

    /**
     * A "2" written big, as wide as the trimmed cell (40-42 px of a 50 px cell on rendered pen
     * pages), is the digit; remnants of grid lines framing an empty cell, as wide and as tall, are
     * not: nothing of them runs through the cell's middle.
     */
    @Test
    void wideWrittenDigitIsIsolatedAndALineFrameIsNot() {
        Mat square = new Mat(50, 100, CvType.CV_8UC1, new Scalar(235));
        Imgproc.line(square, new Point(2, 12), new Point(47, 11), new Scalar(30), 3);
        Imgproc.line(square, new Point(47, 11), new Point(3, 40), new Scalar(30), 3);
        Imgproc.line(square, new Point(3, 40), new Point(47, 41), new Scalar(30), 3);
        Imgproc.line(square, new Point(55, 4), new Point(55, 46), new Scalar(30), 2);
        Imgproc.line(square, new Point(55, 5), new Point(95, 5), new Scalar(30), 2);
        Imgproc.line(square, new Point(95, 4), new Point(95, 46), new Scalar(30), 2);
        IsolatedDigit[] cells = leftAndRightCells(square, 128);
        IsolatedDigit wide = cells[0];
        IsolatedDigit frame = cells[1];
        assertNotNull(wide.cell().ink(), "the wide 2 is read");
        Rect box = wide.cell().digitBox();
        assertTrue(box.width >= 40 && box.height >= 28, "the whole 2: " + box);
        assertNull(frame.cell().ink(), "the line frame is no digit: " + frame.cell().digitBox());
        wide.cell().ink().release();
        square.release();
    }

    /**
     * A written stroke in the border the isolation trims off (where grid lines leave remnants) is
     * the digit's, when the digit reaches that border and the stroke ends near the line: a 7's bar
     * 2 px under the line above (its line taken out) is kept, so that the 7 does not read 1 (pen
     * pages: 7s read 1 and 2s whose foot lay along the line read 7). A line's one-pixel remnant
     * touching a 1 is not added, nor is a stroke running on into the cell above (that cell's
     * digit, or a digit written across the line).
     */
    @Test
    void aStrokeInTheTrimmedBorderIsTheDigitsButALineRemnantAndTheNextCellsInkAreNot() {
        Rect middle = new Rect(0, 50, 50, 50);
        Mat seven = new Mat(150, 50, CvType.CV_8UC1, new Scalar(235));
        Imgproc.line(seven, new Point(12, 52), new Point(40, 52), new Scalar(30), 3);
        Imgproc.line(seven, new Point(40, 52), new Point(20, 93), new Scalar(30), 3);
        Rect bar = middleDigit(seven, middle);
        assertTrue(bar.y <= 51 && bar.x <= 12, "the 7's bar is in the digit: " + bar);

        Mat one = new Mat(150, 50, CvType.CV_8UC1, new Scalar(235));
        Imgproc.line(one, new Point(25, 53), new Point(25, 93), new Scalar(30), 3);
        Imgproc.line(one, new Point(8, 51), new Point(42, 51), new Scalar(30), 1);
        Rect stem = middleDigit(one, middle);
        assertTrue(stem.width <= 10, "the line's remnant is not: " + stem);

        Mat across = new Mat(150, 50, CvType.CV_8UC1, new Scalar(235));
        Imgproc.line(across, new Point(30, 15), new Point(30, 93), new Scalar(30), 3);
        Imgproc.line(across, new Point(18, 52), new Point(30, 52), new Scalar(30), 3);
        Rect cut = middleDigit(across, middle);
        assertTrue(cut.y >= 53, "ink running on into the cell above adds nothing: " + cut);
        seven.release();
        one.release();
        across.release();
    }

    /** The digit box isolated with the defaults in cell {@code bounds} of {@code strip} (ink darker than 128). */
    private static Rect middleDigit(Mat strip, Rect bounds) {
        Mat bin = new Mat();
        Imgproc.threshold(strip, bin, 128, 255, Imgproc.THRESH_BINARY_INV);
        IsolatedDigit d = DigitIsolator.isolate(0, bin, strip, bounds, CellParams.defaults());
        bin.release();
        assertNotNull(d.cell().ink(), "a digit is found");
        d.cell().ink().release();
        return d.cell().digitBox();
    }

    /**
     * The two 50 px cells of a 50 x 100 strip, isolated with the defaults from the strip
     * thresholded at {@code level} (ink darker than it).
     */
    private static IsolatedDigit[] leftAndRightCells(Mat strip, double level) {
        Mat bin = new Mat();
        Imgproc.threshold(strip, bin, level, 255, Imgproc.THRESH_BINARY_INV);
        IsolatedDigit[] cells = {
            DigitIsolator.isolate(0, bin, strip, new Rect(0, 0, 50, 50), CellParams.defaults()),
            DigitIsolator.isolate(1, bin, strip, new Rect(50, 0, 50, 50), CellParams.defaults()),
        };
        bin.release();
        return cells;
    }

    /**
     * A "4" written with a broken stroke: the stem near the middle of the cell and, 4 px apart, the
     * crossing bar and the left arm on its own. Both pieces are the digit; a piece of a grid line
     * along the cell's side is not.
     */
    @Test
    void brokenStrokeIsJoinedAndALineRemnantIsNot() {
        Mat square = new Mat(50, 50, CvType.CV_8UC1, new Scalar(235));
        Imgproc.line(square, new Point(32, 10), new Point(32, 40), new Scalar(30), 3);
        Imgproc.line(square, new Point(14, 28), new Point(25, 28), new Scalar(30), 3);
        Imgproc.line(square, new Point(14, 28), new Point(20, 12), new Scalar(30), 3);
        Imgproc.line(square, new Point(5, 46), new Point(45, 46), new Scalar(30), 2);
        Mat bin = new Mat();
        Imgproc.threshold(square, bin, 128, 255, Imgproc.THRESH_BINARY_INV);
        Rect all = new Rect(0, 0, 50, 50);
        IsolatedDigit joined = DigitIsolator.isolate(0, bin, square, all, CellParams.defaults());
        Rect box = joined.cell().digitBox();
        assertTrue(box.x <= 14 && box.x + box.width >= 33, "both pieces in the digit: " + box);
        assertTrue(box.y + box.height <= 44, "the line remnant stays out: " + box);
        CellParams.DigitShape s = CellParams.defaults().shape();
        CellParams apart = new CellParams(450, CellParams.defaults().threshold(), 0.3,
                new CellParams.DigitShape(s.inset(), s.minHeight(), s.maxHeight(), s.minAreaFraction(), s.centreReach(),
                        s.minSmallSize(), s.minSmallArea(), 0, s.minJoinArea(), s.minWideCentreInk()), CellParams.defaults().corner(),
                CellParams.defaults().ink(), CellParams.defaults().contrast(), CellParams.defaults().secondLookCells());
        IsolatedDigit piece = DigitIsolator.isolate(0, bin, square, all, apart);
        Rect one = piece.cell().digitBox();
        assertTrue(one.x > 14 || one.x + one.width < 33, "without joining one piece only: " + one);
        joined.cell().ink().release();
        piece.cell().ink().release();
        square.release();
        bin.release();
    }

    /**
     * A 7 whose bar fades (a light pen's pressure): the usual threshold keeps its stem alone, and
     * the digit is cut a second time with the bar, which the fainter threshold finds touching the
     * stem; where the fainter ink adds nothing, or only a line running out of the cell, there is
     * no second cut.
     */
    @Test
    void aSevenWhoseBarFadesIsCutASecondTimeWithItsBar() {
        Mat square = new Mat(50, 50, CvType.CV_8UC1, new Scalar(235));
        Imgproc.line(square, new Point(33, 12), new Point(24, 42), new Scalar(40), 3);
        Imgproc.line(square, new Point(15, 11), new Point(32, 11), new Scalar(190), 2);
        Mat bin = new Mat();
        Imgproc.threshold(square, bin, 128, 255, Imgproc.THRESH_BINARY_INV);
        Mat faint = new Mat();
        Imgproc.threshold(square, faint, 215, 255, Imgproc.THRESH_BINARY_INV);
        Rect all = new Rect(0, 0, 50, 50);
        IsolatedDigit seven = DigitIsolator.isolate(0, bin, faint, square, all, CellParams.defaults());
        Rect stem = seven.cell().digitBox();
        assertTrue(stem.x >= 20, "the first cut is the stem alone: " + stem);
        assertNotNull(seven.cell().followedInk(), "the bar's fainter ink makes a second cut");
        assertTrue(seven.cell().followedInk().cols() >= seven.cell().ink().cols() + 8,
                "the second cut holds the bar: " + seven.cell().followedInk().size() + " against " + seven.cell().ink().size());
        seven.cell().release();
        IsolatedDigit oneCut = DigitIsolator.isolate(0, bin, square, all, CellParams.defaults());
        assertNull(oneCut.cell().followedInk(), "without a fainter threshold, one cut");
        oneCut.cell().release();
        IsolatedDigit nothingMore = DigitIsolator.isolate(0, bin, bin, square, all, CellParams.defaults());
        assertNull(nothingMore.cell().followedInk(), "fainter ink that adds nothing: no second cut");
        nothingMore.cell().release();
        // a line's faint shadow along the trimmed cell's foot, touching the stem
        Imgproc.line(faint, new Point(0, 44), new Point(49, 44), new Scalar(255), 1);
        Imgproc.line(faint, new Point(24, 42), new Point(24, 44), new Scalar(255), 1);
        IsolatedDigit lined = DigitIsolator.isolate(0, bin, faint, square, all, CellParams.defaults());
        assertNull(lined.cell().followedInk(), "fainter ink running the trimmed cell's width is no digit's");
        lined.cell().release();
        square.release();
        bin.release();
        faint.release();
    }

    /**
     * The same on a whole grid, through the split's own thresholds: a light pen's 7 whose bar
     * fades out towards its tip (the last pixels under the usual threshold's C) gets a second cut
     * with the whole bar; the print's digits, whose strokes are solid, get none.
     */
    @Test
    void theSplitCutsASevenWithAFadingBarASecondTime() {
        Mat square = grid(0);
        int x = 2 * 50;
        int y = 4 * 50;
        Imgproc.line(square, new Point(x + 33, y + 13), new Point(x + 24, y + 41), new Scalar(185), 3);
        Imgproc.line(square, new Point(x + 27, y + 12), new Point(x + 32, y + 12), new Scalar(185), 2);
        for (int px = 10; px <= 26; px++) { // the bar fades from the stem's 50 grey levels under the paper to 3
            double grey = 235 - 50 * Math.exp(-(26 - px) / 6.0);
            Imgproc.line(square, new Point(x + px, y + 12), new Point(x + px, y + 13), new Scalar(grey), 1);
        }
        CellSplitter splitter = new CellSplitter(CellParams.defaults());
        try (WarpedGrid w = warped(square); CellImages cells = splitter.split(w, DebugSink.NONE)) {
            CellImage seven = cells.get(4 * 9 + 2);
            assertTrue(seven.filled());
            assertNotNull(seven.followedInk(), "the fading bar makes a second cut");
            assertTrue(seven.followedInk().cols() > seven.ink().cols(),
                    "with the bar: " + seven.followedInk().size() + " against " + seven.ink().size());
            for (int[] d : DIGITS) {
                assertNull(cells.get(d[0]).followedInk(), "printed " + d[1] + " in cell " + d[0] + ": one cut");
            }
        }
    }

    /**
     * A written 9 whose loop runs up to the trimmed cell's top, half as wide as the cell, and
     * whose stem is a separate stroke below it: the loop is no line remnant (it is fat), and is
     * joined to the stem that lies nearer the centre; left out, the stem read 1.
     */
    @Test
    void aLoopReachingTheTrimmedSideIsJoinedToItsStem() {
        Mat square = new Mat(50, 50, CvType.CV_8UC1, new Scalar(235));
        Imgproc.ellipse(square, new Point(27, 12), new Size(11, 8), 0, 0, 360, new Scalar(30), 3);
        Imgproc.line(square, new Point(36, 24), new Point(28, 44), new Scalar(30), 3);
        Mat bin = new Mat();
        Imgproc.threshold(square, bin, 128, 255, Imgproc.THRESH_BINARY_INV);
        IsolatedDigit nine = DigitIsolator.isolate(0, bin, square, new Rect(0, 0, 50, 50), CellParams.defaults());
        Rect box = nine.cell().digitBox();
        assertTrue(box.y <= 6 && box.y + box.height >= 44, "loop and stem: " + box);
        nine.cell().ink().release();
        square.release();
        bin.release();
    }

    /**
     * A pale "2" under glare, its diagonal broken so that the bow and the foot are two pieces each
     * shorter than a digit (a red 2 on a validation photo read as an empty cell), is a digit; a
     * scatter of specks over as much of the cell is not.
     */
    @Test
    void paleDigitInTwoShortPiecesIsADigitAndSpecksAreNot() {
        Mat square = new Mat(50, 100, CvType.CV_8UC1, new Scalar(235));
        Scalar pale = new Scalar(210);
        Imgproc.ellipse(square, new Point(25, 20), new Size(8, 5), 0, 180, 360, pale, 3);
        Imgproc.line(square, new Point(33, 20), new Point(28, 24), pale, 3);
        Imgproc.line(square, new Point(23, 28), new Point(17, 36), pale, 3);
        Imgproc.line(square, new Point(17, 36), new Point(33, 36), pale, 3);
        for (int y = 12; y <= 38; y += 6) {
            for (int x = 62; x <= 88; x += 6) {
                Imgproc.circle(square, new Point(x, y), 1, pale, -1);
            }
        }
        IsolatedDigit[] cells = leftAndRightCells(square, 222);
        IsolatedDigit two = cells[0];
        IsolatedDigit specks = cells[1];
        assertNotNull(two.cell().ink(), "the broken 2 is read");
        Rect box = two.cell().digitBox();
        assertTrue(box.y <= 15 && box.y + box.height >= 36, "bow and foot both: " + box);
        assertNull(specks.cell().ink(), "specks are no digit: " + specks.cell().digitBox());
        two.cell().ink().release();
        square.release();
    }

    @Test
    void digitsFarFainterThanTheGridsTypicalOneAreDropped() {
        Mat ink = new Mat(5, 5, CvType.CV_8UC1, new Scalar(255));
        List<IsolatedDigit> found = new ArrayList<>();
        found.add(contrastCell(0, 200, ink));
        found.add(contrastCell(1, 190, ink));
        found.add(contrastCell(2, 20, ink));
        double floor = InkContrast.faintFloor(found, 0.17);
        assertEquals(0.17 * 190, floor, 1e-9);
        List<CellImage> kept = InkContrast.dropFaint(found, floor);
        assertTrue(kept.get(0).filled() && kept.get(1).filled());
        assertNull(kept.get(2).ink(), "a stain at a tenth of the typical contrast is emptied");
        kept.forEach(c -> {
            if (c.ink() != null) {
                c.ink().release();
            }
        });
        ink.release();
    }

    /**
     * Bold print (contrast 200) with a light pencil's answers (20 to 28) in eight cells: a hand's
     * worth of faint digits, kept; a speck far fainter still (6) goes, as does a lone faint cell
     * beside the print alone.
     */
    @Test
    void aFaintHandsDigitsBesideBoldPrintAreKept() {
        Mat ink = new Mat(5, 5, CvType.CV_8UC1, new Scalar(255));
        List<IsolatedDigit> found = new ArrayList<>();
        double[] contrasts = {200, 195, 205, 190, 210, 200, 198, 202, 199, 201, 20, 22, 24, 26, 28, 21, 23, 25, 6};
        for (int i = 0; i < contrasts.length; i++) {
            found.add(contrastCell(i, contrasts[i], ink));
        }
        List<CellImage> kept = InkContrast.dropFaint(found, InkContrast.faintFloor(found, 0.17));
        for (int i = 0; i < contrasts.length - 1; i++) {
            assertTrue(kept.get(i).filled(), "cell " + i + " at contrast " + contrasts[i] + " is kept");
        }
        assertNull(kept.get(contrasts.length - 1).ink(), "the speck goes");
        assertEquals(0.17 * 200, InkContrast.faintFloor(found.subList(0, 11), 0.17), 1e-9, "one faint cell is a stain");
        kept.forEach(c -> {
            if (c.ink() != null) {
                c.ink().release();
            }
        });
        ink.release();
    }

    /**
     * Print of contrast 130 with a light pencil's answers straddling the usual floor (0.17 of
     * 130: 22.1): five at 19-22, six at 25-34. All eleven are one hand's and kept; the five alone,
     * beside the print, are too few for a hand and go.
     */
    @Test
    void aFaintHandStraddlingTheFloorIsKeptWhole() {
        Mat ink = new Mat(5, 5, CvType.CV_8UC1, new Scalar(255));
        double[] print = {130, 128, 132, 131, 129, 130, 133, 127, 130, 131, 130, 129, 131, 130, 132, 128, 130};
        double[] pencil = {19, 20, 21, 21.5, 22, 25, 27, 29, 30, 32, 34};
        List<IsolatedDigit> found = new ArrayList<>();
        for (double c : print) {
            found.add(contrastCell(found.size(), c, ink));
        }
        for (double c : pencil) {
            found.add(contrastCell(found.size(), c, ink));
        }
        List<CellImage> kept = InkContrast.dropFaint(found, InkContrast.faintFloor(found, 0.17));
        assertEquals(found.size(), kept.stream().filter(CellImage::filled).count(), "every pencil digit kept");
        List<IsolatedDigit> fewer = new ArrayList<>(found.subList(0, print.length + 5));
        assertEquals(0.17 * 130, InkContrast.faintFloor(fewer, 0.17), 1e-9, "five faint cells are stains");
        kept.forEach(c -> {
            if (c.ink() != null) {
                c.ink().release();
            }
        });
        ink.release();
    }

    /** Cell {@code i} (50 px, in rows of 9) holding a copy of {@code ink} in a 5 px box, its contrast {@code contrast}. */
    private static IsolatedDigit contrastCell(int i, double contrast, Mat ink) {
        return new IsolatedDigit(new CellImage(i, new Rect(50 * (i % 9), 50 * (i / 9), 50, 50), ink.clone(),
                new Rect(50 * (i % 9) + 1, 50 * (i / 9) + 1, 5, 5)), contrast);
    }

    /**
     * A dim photo of a nearly filled grid (paper 120 grey levels, pen 22 darker): an answer
     * written small in cell 40, its ink 18 darker than the paper, is found on the second look,
     * whose fixed darkness for small ink (24) took it for show-through (a faint 9 on a
     * validation photo left a complete grid "1 to go"); the empty cells stay empty.
     */
    @Test
    void aSmallFaintAnswerOnADimPageIsFoundOnTheSecondLook() {
        Mat square = new Mat(SIZE, SIZE, CvType.CV_8UC1, new Scalar(120));
        for (int i = 0; i <= 9; i++) {
            int at = Math.min(SIZE - 2, Math.max(1, i * 50));
            Imgproc.line(square, new Point(0, at), new Point(SIZE, at), new Scalar(70), i % 3 == 0 ? 4 : 2);
            Imgproc.line(square, new Point(at, 0), new Point(at, SIZE), new Scalar(70), i % 3 == 0 ? 4 : 2);
        }
        for (int cell = 0; cell < 81; cell++) {
            if (cell != 30 && cell != 40 && cell != 60) {
                Imgproc.putText(square, String.valueOf(1 + cell % 9), new Point((cell % 9) * 50 + 15, (cell / 9) * 50 + 38),
                        Imgproc.FONT_HERSHEY_SCRIPT_SIMPLEX, 1.1, new Scalar(98), 2);
            }
        }
        Imgproc.putText(square, "2", new Point(4 * 50 + 19, 4 * 50 + 32), Imgproc.FONT_HERSHEY_SCRIPT_SIMPLEX, 0.45,
                new Scalar(102), 2);
        try (WarpedGrid w = warped(square); CellImages cells = new CellSplitter(CellParams.defaults()).split(w, DebugSink.NONE)) {
            CellImage small = cells.cells().get(40);
            assertTrue(small.filled(), "the faint small 2 is found");
            assertTrue(small.digitBox().height < 0.28 * 50, "it is small: " + small.digitBox());
            for (int empty : new int[] {30, 60}) {
                assertTrue(!cells.cells().get(empty).filled(), "cell " + empty + " stays empty: " + cells.cells().get(empty).digitBox());
            }
        }
    }

    @Test
    void theSecondLookIsFainterAndLetsCornerInkTouchASide() {
        CellParams p = CellParams.defaults();
        CellParams second = p.secondLook();
        assertEquals(p.threshold().thresholdC() * 0.6, second.threshold().thresholdC(), 1e-9);
        assertEquals(p.contrast().minDark() * 0.6, second.contrast().minDark(), 1e-9);
        assertEquals(1, second.corner().touches());
        assertEquals(p.shape(), second.shape());
    }
}
