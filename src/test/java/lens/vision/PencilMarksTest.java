package lens.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;

/** Which cells hold a solver's pencil marks, by the height of their ink on the page. */
class PencilMarksTest {
    /**
     * A page of 30 digits half a cell tall. Four cells of lone marks (a fifth of a cell, one
     * piece) make it a noted page; there marks stacked so close that the isolator joined them into
     * a digit's box (0.76 of the cell, each piece 0.2, none apart) are emptied too. Without the
     * four sure cells, the stacked cell alone (a written answer broken in small pieces looks so)
     * is read.
     */
    @Test
    void aNotedPageLosesEveryCellOfSmallPiecesStackedMarksToo() {
        OpenCvLoader.ensureLoaded();
        List<IsolatedDigit> page = digits(30);
        for (int i = 30; i < 34; i++) {
            page.add(cell(i, 10, 0.2, false));
        }
        page.add(cell(34, 38, 0.2, false));
        List<Integer> filled = filled(PencilMarks.cleared(page, UnaryOperator.identity()));
        assertEquals(30, filled.size(), "marks and stacked marks emptied: " + filled);
        assertEquals(29, filled.get(29));

        List<IsolatedDigit> plain = digits(30);
        plain.add(cell(30, 38, 0.2, false));
        assertEquals(31, filled(PencilMarks.cleared(plain, UnaryOperator.identity())).size(), "one cell of small pieces is read");
    }

    /**
     * A light pen's digits thresholded into pieces look like marks: four digit-tall cells whose
     * every piece is a fifth of a cell tall, the pieces apart, beside 30 digits half a cell tall.
     * Followed into fainter ink their pieces are whole digits again, so the page is no noted one
     * and the four are read; were two of them still marks when followed, those two would be
     * emptied.
     */
    @Test
    void digitsInPiecesThatFollowedAreWholeDoNotMakeANotedPage() {
        OpenCvLoader.ensureLoaded();
        assertEquals(34, filled(PencilMarks.cleared(brokenDigitsPage(), whole(30, 34))).size(), "the faint digits kept");
        assertEquals(32, filled(PencilMarks.cleared(brokenDigitsPage(), whole(30, 32))).size(),
                "two cells still marks when followed: a noted page, whose two whole answers are read");
    }

    /** 30 digits half a cell tall and four digit-tall cells (30-33) in pieces a fifth of a cell tall lying apart. */
    private static List<IsolatedDigit> brokenDigitsPage() {
        List<IsolatedDigit> page = digits(30);
        for (int i = 30; i < 34; i++) {
            page.add(cell(i, 24, 0.2, true));
        }
        return page;
    }

    /** The cells with the pieces of cells {@code from} to {@code to} (exclusive) half a cell tall, as whole digits. */
    private static UnaryOperator<List<IsolatedDigit>> whole(int from, int to) {
        return found -> found.stream().map(f -> f.cell().index() >= from && f.cell().index() < to
                ? new IsolatedDigit(f.cell(), f.contrast(), new PencilMarks.Pieces(0.5, false)) : f).toList();
    }

    /**
     * A faint pencil's digits thresholded keep only their darkest stroke: four cells of one piece
     * a fifth of a cell tall in the cells' middles, the same when followed into fainter ink. No
     * mark lies in a mark's place, so the page is no noted one and the four are read; the same
     * strokes near the cells' tops (where a solver notes 1, 2 and 3) make a noted page.
     */
    @Test
    void faintStrokesInTheCellsMiddlesDoNotMakeANotedPage() {
        OpenCvLoader.ensureLoaded();
        assertEquals(34, filled(PencilMarks.cleared(strokesPage(20), UnaryOperator.identity())).size(), "the faint digits kept");
        assertEquals(30, filled(PencilMarks.cleared(strokesPage(5), UnaryOperator.identity())).size(), "marks emptied");
    }

    /** 30 digits half a cell tall and four cells (30-33) of one piece a fifth of a cell tall, its box from {@code y} in the cell. */
    private static List<IsolatedDigit> strokesPage(int y) {
        return inkPage(20, y, 10, 0.2);
    }

    /**
     * On a blurred photo marks measure a little over {@value PencilMarks#SIZE} of the median digit
     * (0.3 of a cell beside digits of 0.5): four such cells in a mark's place, a corner of the cell,
     * make a noted page and are emptied; the same ink in the cells' middles (answers written small)
     * is read.
     */
    @Test
    void inkALittleOverAMarksSizeInTheCellsCornersMakesANotedPage() {
        OpenCvLoader.ensureLoaded();
        assertEquals(30, filled(PencilMarks.cleared(smallInkPage(3), UnaryOperator.identity())).size(), "corners emptied");
        assertEquals(34, filled(PencilMarks.cleared(smallInkPage(17), UnaryOperator.identity())).size(), "middles read");
    }

    /** 30 digits half a cell tall and four cells (30-33) of ink 0.3 of a cell tall, its box from {@code x}, {@code x} in the cell. */
    private static List<IsolatedDigit> smallInkPage(int x) {
        return inkPage(x, x, 15, 0.3);
    }

    /**
     * 30 digits half a cell tall and four cells (30-33, of 50 pixels) of one piece {@code tallest}
     * of the cell tall, its box 10 pixels wide and {@code height} tall from ({@code x}, {@code y}).
     */
    private static List<IsolatedDigit> inkPage(int x, int y, int height, double tallest) {
        List<IsolatedDigit> page = digits(30);
        for (int i = 30; i < 34; i++) {
            Rect bounds = new Rect(50 * (i % 9), 50 * (i / 9), 50, 50);
            Mat ink = new Mat(height, 10, CvType.CV_8UC1, new Scalar(255));
            page.add(new IsolatedDigit(new CellImage(i, bounds, ink, new Rect(bounds.x + x, bounds.y + y, 10, height)), 100,
                    new PencilMarks.Pieces(tallest, false)));
        }
        return page;
    }

    /**
     * On a noted page (four cells of lone marks) a cell in the middle of its box in pieces a
     * fifth of a cell tall is an answer broken up when its pieces, followed into fainter ink, make
     * one as tall as the page's digits: it is read. Stacked marks, which followed stay small, are
     * emptied.
     */
    @Test
    void aNotedPageReadsAnAnswerInPiecesThatFollowedIsWhole() {
        OpenCvLoader.ensureLoaded();
        assertEquals(31, filled(PencilMarks.cleared(notedPageWithPieces(), whole(34, 35))).size(), "the answer kept");
        assertEquals(30, filled(PencilMarks.cleared(notedPageWithPieces(), UnaryOperator.identity())).size(),
                "stacked marks emptied");
    }

    /** 30 digits half a cell tall, four cells of marks (30-33) and a digit-tall cell (34) in pieces a fifth of a cell tall. */
    private static List<IsolatedDigit> notedPageWithPieces() {
        List<IsolatedDigit> page = digits(30);
        for (int i = 30; i < 34; i++) {
            page.add(cell(i, 10, 0.2, false));
        }
        page.add(cell(34, 38, 0.2, false));
        return page;
    }

    /**
     * A noted page's marks are as tall as its solver writes them: with sure marks a little over a
     * fifth of a cell tall (0.22; digits 0.5), a mark of 0.28 (0.56 of the median digit, just over
     * the sure marks' 0.55) is emptied as well, a small written answer of 0.34 (0.68) is not. On
     * a page whose sure marks are tiny (0.12) the mark of 0.28 is no mark.
     */
    @Test
    void aNotedPageEmptiesMarksAsTallAsItsSureOnesGiveOrTakeNotSmallAnswers() {
        OpenCvLoader.ensureLoaded();
        assertEquals(List.of(34), filledBeyondDigits(0.22), "the 0.28 mark emptied, the 0.34 answer read");
        assertEquals(List.of(33, 34), filledBeyondDigits(0.12), "beside tiny marks 0.28 is read");
    }

    /** The cells past the 29 digits kept on a page of 29 digits, four sure marks {@code sure} tall, a mark 0.28 and an answer 0.34. */
    private static List<Integer> filledBeyondDigits(double sure) {
        List<IsolatedDigit> page = digits(29);
        for (int i = 29; i < 33; i++) {
            page.add(cell(i, (int) Math.round(50 * sure), sure, false));
        }
        page.add(cell(33, 14, 0.28, false));
        page.add(cell(34, 17, 0.34, false));
        return filled(PencilMarks.cleared(page, UnaryOperator.identity())).stream().filter(i -> i >= 29).toList();
    }

    /**
     * A page noted in every empty cell, as an app shows its notes: 20 digits half a cell tall and
     * 60 cells of marks (the isolator's box one mark a fifth of a cell tall, the marks lying
     * apart), as the screenshot of {@code NotedGridsTest} measures. The median cell is a mark, and
     * beside it no mark was small; the page's digits are the tall cells, so every cell of marks is
     * emptied and the 21 digits are kept.
     */
    @Test
    void aPageNotedInEveryEmptyCellKeepsOnlyItsDigits() {
        OpenCvLoader.ensureLoaded();
        List<IsolatedDigit> page = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            page.add(i % 4 == 0 ? cell(i, 25, 0.5, false) : cell(i, 11, 0.18, true));
        }
        List<Integer> filled = filled(PencilMarks.cleared(page, UnaryOperator.identity()));
        assertEquals(21, filled.size(), "the digits kept: " + filled);
        assertTrue(filled.stream().allMatch(i -> i % 4 == 0), filled.toString());
    }

    /** Cells 0 to {@code n - 1}: digits half a cell tall, in one piece. */
    private static List<IsolatedDigit> digits(int n) {
        List<IsolatedDigit> page = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            page.add(cell(i, 25, 0.5, false));
        }
        return page;
    }

    /** Cell {@code i} of a 50 px grid whose digit box is {@code boxHeight} px and whose tallest piece is {@code tallest} of the cell. */
    private static IsolatedDigit cell(int i, int boxHeight, double tallest, boolean apart) {
        Rect bounds = new Rect(50 * (i % 9), 50 * (i / 9), 50, 50);
        Mat ink = new Mat(boxHeight, 10, CvType.CV_8UC1, new Scalar(255));
        return new IsolatedDigit(new CellImage(i, bounds, ink, new Rect(bounds.x + 20, bounds.y + 5, 10, boxHeight)), 100,
                new PencilMarks.Pieces(tallest, apart));
    }

    private static List<Integer> filled(List<IsolatedDigit> found) {
        List<Integer> out = new ArrayList<>();
        for (IsolatedDigit f : found) {
            if (f.cell().filled()) {
                out.add(f.cell().index());
                f.cell().ink().release();
            }
        }
        return out;
    }

    /**
     * On a page of digits half a cell tall, a lone mark a third of a cell tall (0.64 of the
     * median) may be a mark, as may a smaller one; a written answer a little smaller than the
     * print (0.8) may not. A mark of 0.61 of the median escaped the marks' own 0.55 and was read
     * beyond doubt as a 5 where the grid needed a 9: a correct grid called wrong.
     */
    @Test
    void aLoneMarkAThirdOfACellTallMayBeAMarkAWrittenAnswerMayNot() {
        double[] heights = new double[81];
        Arrays.fill(heights, Double.NaN);
        for (int i = 0; i < 30; i++) {
            heights[i] = 0.5;
        }
        heights[40] = 0.32;
        heights[41] = 0.22;
        heights[42] = 0.4;
        heights[43] = 0.47;
        boolean[] expected = new boolean[81];
        expected[40] = true;
        expected[41] = true;
        assertArrayEquals(expected, PencilMarks.markSized(heights));
    }

    /** With fewer than ten digits the page's median says too little: nothing is taken as a mark. */
    @Test
    void tooFewDigitsSayNothing() {
        double[] heights = new double[81];
        Arrays.fill(heights, Double.NaN);
        for (int i = 0; i < 9; i++) {
            heights[i] = i == 0 ? 0.2 : 0.5;
        }
        assertArrayEquals(new boolean[81], PencilMarks.markSized(heights));
    }
}
