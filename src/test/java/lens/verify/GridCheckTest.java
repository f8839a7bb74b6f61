package lens.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import lens.board.Grid;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.pipeline.CellKinds;
import lens.pipeline.PhotoReading;
import lens.vision.GridGeometry;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;

class GridCheckTest {
    /** Readings made up here count as beyond doubt from this calibrated probability up. */
    private static final double SURE = 0.999;
    static final String PUZZLE = "..14.....23...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4";
    static final String SOLUTION = "681472935234589167579136248126845793843791526957263481312654879468917352795328614";

    private final GridCheck check = new GridCheck(CheckParams.defaults());

    /** A reading of {@code board}: the puzzle's cells printed, the others written; every digit read surely. */
    static Builder reading(String board) {
        return new Builder(Grid.parse(board));
    }

    static final class Builder {
        Grid board;
        final DigitReading[] readings = new DigitReading[81];
        final double[] written = new double[81];
        final boolean[] markSized = new boolean[81];
        final boolean[] offCentre = new boolean[81];
        final List<lens.vision.PhotoProblem> problems = new ArrayList<>();

        Builder(Grid board) {
            this.board = board;
            Arrays.fill(written, Double.NaN);
            for (int i = 0; i < 81; i++) {
                if (!board.isEmpty(i)) {
                    readings[i] = sure(board.get(i));
                    written[i] = PUZZLE.charAt(i) == '.' ? 0.95 : 0.05;
                }
            }
        }

        /** Cell {@code cell} read as {@code digit} with {@code confidence}; {@code second} got the rest. */
        Builder read(int cell, int digit, double confidence, int second) {
            double[] s = new double[10];
            s[digit] = confidence;
            s[second] = 1 - confidence;
            readings[cell] = new DigitReading(digit, confidence, s, confidence, confidence >= SURE);
            board = board.with(cell, digit);
            return this;
        }

        /** As {@link #read(int, int, double, int)}, the second digit given {@code secondScore} and the rest to a third. */
        Builder read(int cell, int digit, double confidence, int second, double secondScore) {
            read(cell, digit, confidence, second);
            double[] s = readings[cell].scores();
            int third = digit != 1 && second != 1 ? 1 : digit != 2 && second != 2 ? 2 : 3;
            s[second] = secondScore;
            s[third] = 1 - confidence - secondScore;
            readings[cell] = new DigitReading(digit, confidence, s, confidence, confidence >= SURE);
            return this;
        }

        Builder kind(int cell, double writtenProbability) {
            written[cell] = writtenProbability;
            return this;
        }

        /** Cell {@code cell}'s digit no taller than a pencil mark. */
        Builder markSized(int cell) {
            markSized[cell] = true;
            return this;
        }

        /** Cell {@code cell}'s digit far off the cell's centre. */
        Builder offCentre(int cell) {
            offCentre[cell] = true;
            return this;
        }

        PhotoReading.Read build() {
            boolean[] filled = new boolean[81];
            for (int i = 0; i < 81; i++) {
                filled[i] = !board.isEmpty(i);
            }
            GridGeometry g = new GridGeometry(new Quad(new double[8]), 450, new double[9], new int[10], new int[10]);
            return new PhotoReading.Read(g, filled, readings, board, 0, new CellKinds(written, markSized, offCentre), problems);
        }
    }

    private static DigitReading sure(int digit) {
        double[] s = new double[10];
        s[digit] = 1;
        return new DigitReading(digit, 1, s, 1, true);
    }

    @Test
    void completeRightGridIsCorrectAgainstThePrintedPuzzle() {
        CheckedGrid c = check.check(reading(SOLUTION).build(), null);
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), c.verdict());
        assertEquals(Grid.parse(PUZZLE), c.givens());
    }

    /** The picture ticks what the person wrote, not the puzzle's printed digits. */
    @Test
    void onlyTheWrittenDigitsAreTicked() {
        String half = halfFilled();
        CheckedGrid c = check.check(reading(half).build(), null);
        boolean[] ink = new boolean[81];
        Arrays.fill(ink, true);
        boolean[] ticked = c.ticked(ink);
        for (int i = 0; i < 81; i++) {
            boolean written = PUZZLE.charAt(i) == '.' && half.charAt(i) != '.';
            assertEquals(written, ticked[i], "cell " + i + (written ? " was written" : " is printed or empty"));
        }
    }

    @Test
    void halfFilledGridHasNoMistakesSoFar() {
        StringBuilder half = new StringBuilder(PUZZLE);
        int filledIn = 0;
        for (int i = 0; i < 40; i++) {
            if (half.charAt(i) == '.') {
                half.setCharAt(i, SOLUTION.charAt(i));
                filledIn++;
            }
        }
        CheckedGrid c = check.check(reading(half.toString()).build(), null);
        GridVerdict.NoMistakesSoFar v = assertInstanceOf(GridVerdict.NoMistakesSoFar.class, c.verdict());
        assertEquals(filledIn, v.filledIn());
        assertEquals(81 - Grid.parse(half.toString()).filledCount(), v.toGo());
        assertEquals(List.of("no mistakes so far: " + filledIn + " filled in, " + v.toGo() + " to go"), v.lines());
    }

    /** The puzzle's cells 0 to 39 filled in as the solution has them. */
    private static String halfFilled() {
        StringBuilder half = new StringBuilder(PUZZLE);
        for (int i = 0; i < 40; i++) {
            if (half.charAt(i) == '.') {
                half.setCharAt(i, SOLUTION.charAt(i));
            }
        }
        return half.toString();
    }

    @Test
    void aMisreadPrintedDigitIsRevisedAndTheGridStillHasNoMistakesSoFar() {
        // the printed 7 of r5c4 read as 2 (unsure, 7 next): the printed digits then have no solution
        CheckedGrid c = check.check(reading(halfFilled()).read(39, 2, 0.6, 7).build(), null);
        assertInstanceOf(GridVerdict.NoMistakesSoFar.class, c.verdict());
        assertEquals(List.of(39), c.revised().stream().map(lens.ocr.correct.BoardCorrector.Change::cell).toList());
        assertEquals(7, c.givens().get(39));
    }

    @Test
    void aPrintRevisionThatASureWrittenDigitContradictsIsNotMade() {
        // as above, and r1c1 written 5 beyond doubt where the revised puzzle's solution has 6
        CheckedGrid c = check.check(reading(halfFilled()).read(39, 2, 0.6, 7).read(0, 5, 0.9999, 6).build(), null);
        assertTrue(c.revised().stream().noneMatch(change -> change.cell() == 39), c.revised().toString());
        assertTrue(!(c.verdict() instanceof GridVerdict.NoMistakesSoFar), c.verdict().toString());
    }

    /** PUZZLE with the printed 3 of r2c2 read as 8: another puzzle with one solution. */
    private static final int MISREAD_PRINT = 10;

    @Test
    void aMisreadPrintThatMakesAnotherPuzzleLeavesARightGridCorrect() {
        // The printed digits read (r2c2 as 8, unsurely) have one solution, which the written digits
        // read beyond doubt disagree with; the digits read beyond doubt agree with each other.
        CheckedGrid c = check.check(reading(SOLUTION).read(MISREAD_PRINT, 8, 0.6, 3).build(), null);
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), c.verdict());
        assertEquals(List.of(MISREAD_PRINT), c.revised().stream().map(lens.ocr.correct.BoardCorrector.Change::cell).toList());
        assertEquals(Grid.parse(PUZZLE), c.givens());
        assertEquals(Grid.parse(SOLUTION), c.board());
    }

    @Test
    void aMisreadPrintThatMakesAnotherPuzzleLeavesAHalfFilledGridWithNoMistakesSoFar() {
        String half = halfFilled();
        CheckedGrid c = check.check(reading(half).read(MISREAD_PRINT, 8, 0.6, 3).build(), null);
        GridVerdict.NoMistakesSoFar v = assertInstanceOf(GridVerdict.NoMistakesSoFar.class, c.verdict());
        assertEquals(Grid.parse(half).filledCount() - Grid.parse(PUZZLE).filledCount(), v.filledIn());
        assertEquals(81 - Grid.parse(half).filledCount(), v.toGo());
    }

    @Test
    void aMistakeReadBeyondDoubtBesideAMisreadPrintIsStillCalledWrong() {
        // r1c1 written 5 beyond doubt where the grid needs 6: the digits read beyond doubt then
        // break a rule and cannot vouch for the grid.
        CheckedGrid c = check.check(reading(SOLUTION).read(MISREAD_PRINT, 8, 0.6, 3).read(0, 5, 0.9999, 6).build(), null);
        assertInstanceOf(GridVerdict.Mistakes.class, c.verdict());
        assertTrue(c.wrong()[0], c.verdict().lines().toString());
    }

    @Test
    void anUnexplainedDoubtBesideAMisreadPrintIsTheOneCellToCheck() {
        // r1c1 read 5 unsurely, the 6 it needs never considered: not explained, so the page is not
        // correct; against the printed digits read, twelve right digits were wrong, against the
        // digits read beyond doubt one cell is to check, and the fewer cells marked win.
        CheckedGrid c = check.check(reading(SOLUTION).read(MISREAD_PRINT, 8, 0.6, 3).read(0, 5, 0.9, 4).build(), null);
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class, c.verdict());
        assertEquals(List.of(0), v.check().stream().map(CellIssue::cell).toList());
        assertEquals("check r1c1: reads 5, the grid needs 6 here", v.lines().get(1));
    }

    @Test
    void anotherPuzzleGivenIsRefusedNotCheckedAgainst() {
        // the page holds PUZZLE, filled in; the puzzle given is another one (the sample newspaper-2)
        Grid other = Grid.parse("091002056230007009000080000000030090400016020070000061000000070002008000980070500");
        GridVerdict.BadGivens b = assertInstanceOf(GridVerdict.BadGivens.class,
                check.check(reading(SOLUTION).build(), other).verdict());
        assertTrue(b.reason().startsWith("the given puzzle is not the one in the photo ("), b.reason());
        assertTrue(b.reason().endsWith("): give the puzzle printed on this page"), b.reason());
    }

    @Test
    void anotherPuzzleOnAPoorPhotoBlamesThePhoto() {
        // as above, on a photo whose grid may run off its bottom edge (found a row off, say)
        Grid other = Grid.parse("091002056230007009000080000000030090400016020070000061000000070002008000980070500");
        Builder b = reading(SOLUTION);
        b.problems.add(new lens.vision.PhotoProblem.CutOff(List.of(lens.vision.PhotoProblem.Side.BOTTOM), false, List.of()));
        GridVerdict.Unusable u = assertInstanceOf(GridVerdict.Unusable.class, check.check(b.build(), other).verdict());
        assertInstanceOf(lens.vision.PhotoProblem.CutOff.class, u.problem());
    }

    /**
     * A grid found at the frame's edge, every cell inside: one unsure digit is a cell to check
     * ("step back" would not help); two, or a cell partly outside, and the photo is unusable.
     */
    @Test
    void aGridAtTheFramesEdgeWithOneCellToCheckIsCheckedNotRefused() {
        lens.vision.PhotoProblem edge = new lens.vision.PhotoProblem.CutOff(List.of(lens.vision.PhotoProblem.Side.TOP));
        Builder one = reading(SOLUTION).read(0, 8, 0.9, 3);
        one.problems.add(edge);
        GridVerdict.CheckCells c = assertInstanceOf(GridVerdict.CheckCells.class, check.check(one.build(), null).verdict());
        assertEquals("check r1c1: reads 8, the grid needs 6 here", c.lines().get(1));
        Builder two = reading(SOLUTION).read(0, 8, 0.9, 3).read(1, 4, 0.9, 3);
        two.problems.add(edge);
        assertInstanceOf(GridVerdict.Unusable.class, check.check(two.build(), null).verdict());
        Builder cut = reading(SOLUTION).read(0, 8, 0.9, 3);
        cut.problems.add(new lens.vision.PhotoProblem.CutOff(List.of(lens.vision.PhotoProblem.Side.TOP), true, List.of(0)));
        assertInstanceOf(GridVerdict.Unusable.class, check.check(cut.build(), null).verdict());
        Builder blurred = reading(SOLUTION).read(0, 8, 0.9, 3);
        blurred.problems.add(edge);
        blurred.problems.add(new lens.vision.PhotoProblem.Blurred(0.05, 0.1));
        assertInstanceOf(GridVerdict.Unusable.class, check.check(blurred.build(), null).verdict());
    }

    /**
     * A finished grid whose last column the photo's edge cuts, its written digits there not read:
     * no mistakes in what is seen, and the cut cells to go are named as not seen, not as empty.
     */
    @Test
    void cellsToGoThatThePhotosEdgeCutsAreNamedNotSeen() {
        StringBuilder cut = new StringBuilder(SOLUTION);
        List<Integer> column = new ArrayList<>();
        for (int row = 0; row < 9; row++) {
            column.add(row * 9 + 8);
        }
        List<Integer> unseen = new ArrayList<>();
        for (int cell : column) {
            if (PUZZLE.charAt(cell) == '.') {
                cut.setCharAt(cell, '.');
                unseen.add(cell);
            }
        }
        Builder b = reading(cut.toString());
        b.problems.add(new lens.vision.PhotoProblem.CutOff(List.of(lens.vision.PhotoProblem.Side.RIGHT), true, column));
        GridVerdict.NoMistakesSoFar v = assertInstanceOf(GridVerdict.NoMistakesSoFar.class, check.check(b.build(), null).verdict());
        assertEquals(unseen, v.unseen());
        assertEquals(unseen.size(), v.toGo());
        String names = unseen.stream().map(Units::cellName).collect(Collectors.joining(", "));
        assertEquals("not seen: " + names + " (cut by the photo's edge: step back to check them)", v.lines().get(1));
        // the same grid with every cell inside: nothing unseen
        GridVerdict.NoMistakesSoFar inside = assertInstanceOf(GridVerdict.NoMistakesSoFar.class,
                check.check(reading(cut.toString()).build(), null).verdict());
        assertEquals(List.of(), inside.unseen());
        assertEquals(1, inside.lines().size());
        // with a cell to check besides, on a photo the grid only seems to run off: named there too
        Builder unsure = reading(cut.toString()).read(0, 8, 0.9, 3);
        unsure.problems.add(new lens.vision.PhotoProblem.CutOff(List.of(lens.vision.PhotoProblem.Side.RIGHT), false, column));
        GridVerdict.CheckCells c = assertInstanceOf(GridVerdict.CheckCells.class, check.check(unsure.build(), null).verdict());
        assertEquals(unseen, c.unseen());
        assertEquals("not seen: " + names + " (cut by the photo's edge: step back to check them)", c.lines().get(c.lines().size() - 1));
    }

    @Test
    void theRightPuzzleWhosePrintReadsAsOtherDigitsMakesThePhotoUnusable() {
        // the page holds PUZZLE, filled in; four of its printed digits read, beyond doubt, as others
        Builder b = reading(SOLUTION);
        int changed = 0;
        for (int cell = 0; cell < 81 && changed < 4; cell++) {
            if (PUZZLE.charAt(cell) != '.') {
                int printed = PUZZLE.charAt(cell) - '0';
                b.read(cell, printed % 9 + 1, 0.99999, printed);
                changed++;
            }
        }
        GridVerdict.Unusable u = assertInstanceOf(GridVerdict.Unusable.class,
                check.check(b.build(), Grid.parse(PUZZLE)).verdict());
        assertTrue(u.problem() instanceof lens.vision.PhotoProblem.PrintMisread, u.problem().toString());
        assertTrue(u.problem().advice().startsWith("4 of the puzzle's "), u.problem().advice());
    }

    @Test
    void givenDigitsMissingFromAPoorPhotoDoNotRefuseThePuzzle() {
        // three of the printed digits lost (a faint or misplaced reading): the photo's fault
        Builder b = reading(SOLUTION);
        for (int cell : new int[] {2, 3, 10}) {
            b.board = b.board.with(cell, 0);
            b.readings[cell] = null;
        }
        GridVerdict v = check.check(b.build(), Grid.parse(PUZZLE)).verdict();
        assertTrue(!(v instanceof GridVerdict.BadGivens), v.toString());
    }

    @Test
    void printedPageAloneHasNothingFilledIn() {
        GridVerdict v = check.check(reading(PUZZLE).build(), null).verdict();
        assertEquals(new GridVerdict.NoMistakesSoFar(0, 81 - Grid.parse(PUZZLE).filledCount(), Basis.SOLUTION), v);
    }

    @Test
    void clearlyWrittenWrongDigitIsAMistakeNamingWhatTheGridNeeds() {
        // r1c1 needs 6; a 5 written there and read beyond doubt.
        CheckedGrid c = check.check(reading(SOLUTION).read(0, 5, 0.9999, 6).build(), null);
        GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, c.verdict());
        assertEquals(List.of(new CellIssue(0, 5, 6, 0.9999)), m.wrong());
        assertEquals("  r1c1: reads 5, the grid needs 6 here", m.lines().get(1));
        assertTrue(c.marked()[0]);
    }

    @Test
    void writtenDigitBeyondDoubtOnlyAsAnyDigitIsACellToCheck() {
        // r1c1 needs 6; a 5 read beyond doubt by the general threshold, not by the written one.
        Builder b = reading(SOLUTION).read(0, 5, 0.9999, 6);
        double[] s = new double[10];
        s[5] = 0.9999;
        s[6] = 0.0001;
        b.readings[0] = new DigitReading(5, 0.9999, s, 0.9999, true, false);
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class, check.check(b.build(), null).verdict());
        assertEquals("check r1c1: reads 5, the grid needs 6 here", v.lines().get(1));
    }

    @Test
    void doubtfulReadingIsRevisedToANeededDigitFurtherBehindThanASureOne() {
        // r1c1 needs 6; an 8 read, the 6 scored 1/200 of it (inside the doubtful ratio, outside the plain one).
        GridCheck c = new GridCheck(CheckParams.defaults());
        GridVerdict.CheckCells doubtful = assertInstanceOf(GridVerdict.CheckCells.class,
                c.check(readWithNeeded(0.6), null).verdict());
        assertEquals(List.of(1), doubtful.check().stream().map(CellIssue::cell).toList(), "r1c1 revised");
        GridVerdict.CheckCells sure = assertInstanceOf(GridVerdict.CheckCells.class,
                c.check(readWithNeeded(0.95), null).verdict());
        assertEquals(List.of(0, 1), sure.check().stream().map(CellIssue::cell).toList());
    }

    /**
     * r1c1 read as 8 with calibrated probability {@code p}, the needed 6 scored 1/200 of the 8;
     * r1c2 (needs 8) read as 3 unsurely with the 8 nowhere, so that r1c1 is not the page's only
     * unsure disagreement.
     */
    private static PhotoReading.Read readWithNeeded(double p) {
        Builder b = reading(SOLUTION).read(1, 3, 0.9, 4);
        double[] s = new double[10];
        s[8] = p;
        s[6] = p / 200;
        s[3] = 1 - p - p / 200;
        b.readings[0] = new DigitReading(8, p, s, p, false, false);
        b.board = b.board.with(0, 8);
        return b.build();
    }

    @Test
    void unsureDisagreementIsACellToCheck() {
        // Read 8 at 0.9 with 3 second: the needed 6 scored nothing, and 0.9 is not beyond doubt.
        CheckedGrid c = check.check(reading(SOLUTION).read(0, 8, 0.9, 3).build(), null);
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class, c.verdict());
        assertEquals("check r1c1: reads 8, the grid needs 6 here", v.lines().get(1));
    }

    /**
     * A grid written wholly by hand (no print: the rules alone judge it) with one slip, a 7 in
     * r1c1 where the 6 goes: it makes two 7s in row 1, in column 1 and in box 1. The slip is the
     * digit in all three rules and is the one called wrong; the right 7s beside it are named in
     * the rules but not circled.
     */
    @Test
    void aDigitInSeveralBrokenRulesIsTheLikelySlipAndTheRightDigitsBesideItAreNotBlamed() {
        Builder b = reading("7" + SOLUTION.substring(1));
        for (int i = 0; i < 81; i++) {
            b.kind(i, 0.95);
        }
        CheckedGrid c = check.check(b.build(), null);
        GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, c.verdict());
        assertEquals(3, m.conflicts().size());
        assertEquals(List.of(0), m.likelySlips());
        assertTrue(m.lines().contains("  r1c1 is in 3 of them: the likely slip"), m.lines().toString());
        assertEquals(java.util.Set.of(0), CheckedGrid.cells(c.wrong()));
    }

    /** A broken rule no likely slip explains blames the written digits in it, not the print beside them; else all its digits. */
    @Test
    void aBrokenRuleBlamesTheWrittenDigitBesideAPrintedOne() {
        Grid givens = Grid.empty().with(4, 7);
        lens.board.Conflict withPrint = new lens.board.Conflict(0, 7, List.of(0, 4));
        lens.board.Conflict written = new lens.board.Conflict(1, 3, List.of(10, 14));
        GridVerdict.Mistakes m = new GridVerdict.Mistakes(List.of(), List.of(), List.of(withPrint, written), false);
        assertEquals(List.of(), m.likelySlips());
        assertEquals(java.util.Set.of(0, 10, 14), CheckedGrid.blamed(m, givens));
    }

    @Test
    void thePagesOnlyUnsureDisagreementIsRevisedWhenItsNeededDigitIsLikelyEnough() {
        // r1c1 needs 6: a 5 read at 0.995, the 6 at 0.005 (1/199 of the 5: too far behind for the
        // cell alone, enough as the only doubt on the page).
        CheckedGrid c = check.check(reading(SOLUTION).read(0, 5, 0.995, 6).build(), null);
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), c.verdict());
        assertEquals(1, c.revised().size());
        assertEquals(0, c.revised().get(0).cell());
        assertEquals(6, c.revised().get(0).to());
        assertEquals(6, c.board().get(0));
        // The 6 at 0.001 only: not enough, a cell to check.
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class,
                check.check(reading(SOLUTION).read(0, 5, 0.998, 6, 0.001).build(), null).verdict());
        assertEquals("check r1c1: reads 5, the grid needs 6 here", v.lines().get(1));
    }

    /**
     * Two or three unsure disagreements whose needed digits all have 0.006 or more are misread
     * strokes: all revised, the grid correct. One needed digit further behind, or a fourth
     * disagreement, and every one of them stays to check.
     */
    @Test
    void aFewUnsureDisagreementsAreRevisedWhenEveryNeededDigitIsLikelyEnough() {
        // r1c1 needs 6, r1c2 8, r1c6 2, r1c7 9.
        CheckedGrid two = check.check(reading(SOLUTION).read(0, 5, 0.98, 6).read(1, 3, 0.985, 8).build(), null);
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), two.verdict());
        assertEquals(List.of(0, 1), two.revised().stream().map(lens.ocr.correct.BoardCorrector.Change::cell).toList());
        assertEquals(Grid.parse(SOLUTION), two.board());
        assertTrue(two.revised().get(1).why().contains("one of the page's 2 doubtful disagreements"), two.revised().get(1).why());
        CheckedGrid three = check.check(reading(SOLUTION).read(0, 5, 0.98, 6).read(1, 3, 0.985, 8).read(5, 7, 0.97, 2)
                .build(), null);
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), three.verdict());
        // one needed digit at 0.005: a plain 3 where the grid needs 8 may be the writer's mistake
        GridVerdict.CheckCells oneFarBehind = assertInstanceOf(GridVerdict.CheckCells.class,
                check.check(reading(SOLUTION).read(0, 5, 0.98, 6).read(1, 3, 0.995, 8).build(), null).verdict());
        assertEquals(2, oneFarBehind.check().size());
        GridVerdict.CheckCells four = assertInstanceOf(GridVerdict.CheckCells.class, check.check(reading(SOLUTION)
                .read(0, 5, 0.98, 6).read(1, 3, 0.985, 8).read(5, 7, 0.97, 2).read(6, 4, 0.98, 9).build(), null).verdict());
        assertEquals(4, four.check().size());
        // beside a digit wrong beyond doubt nothing is explained away
        GridVerdict.Mistakes beside = assertInstanceOf(GridVerdict.Mistakes.class, check.check(reading(SOLUTION)
                .read(0, 5, 0.98, 6).read(1, 3, 0.985, 8).read(5, 7, 0.9999, 2).build(), null).verdict());
        assertEquals(2, beside.check().size());
    }

    /**
     * The 5 of clearlyWrittenWrongDigitIsAMistakeNamingWhatTheGridNeeds, read as surely, but no
     * taller than a pencil mark: it may be a solver's note, so it is a cell to check.
     */
    @Test
    void aWrongDigitOfAPencilMarksSizeIsOnlyToCheck() {
        CheckedGrid c = check.check(reading(SOLUTION).read(0, 5, 0.9999, 6).markSized(0).build(), null);
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class, c.verdict());
        assertEquals(List.of(new CellIssue(0, 5, 6, 0.9999, true)), v.check());
        assertEquals("r1c1: reads 5, written small (a pencil mark?), the grid needs 6 here", v.check().get(0).describe());
    }

    /**
     * A half-solved page with a solver's marks read as digits in two cells (mark-sized): the one
     * the grid needs there counts as written; the other, a 5 read surely where the grid needs
     * 9, is a candidate noted, not a cell to check: its cell is still to go, and the revision
     * says so. With one mark-sized cell alone the page is not taken for a marked one, nor is a
     * finished grid (no cell left to go), whose small digits are answers.
     */
    @Test
    void onAPageWithPencilMarksAMarkSizedWrongDigitIsStillToGo() {
        String half = halfFilled();
        int toGo = 81 - Grid.parse(half).filledCount();
        CheckedGrid c = check.check(reading(half).read(40, 5, 0.9999, 6).markSized(40).read(42, 5, 0.9999, 6)
                .markSized(42).build(), null);
        GridVerdict.NoMistakesSoFar v = assertInstanceOf(GridVerdict.NoMistakesSoFar.class, c.verdict());
        assertEquals(toGo - 1, v.toGo(), "r5c5 is still to go, r5c7 is written");
        assertEquals(List.of("r5c5: 5 -> empty (written small on a page with pencil marks, and not the 9 the grid needs:"
                + " taken for a mark)"), c.revised().stream().map(Object::toString).toList());
        assertTrue(c.board().isEmpty(40));
        // On the picture the mark is not ticked as a right digit; the written r5c7 is.
        boolean[] ink = new boolean[81];
        ink[40] = true;
        ink[42] = true;
        boolean[] ticked = c.ticked(ink);
        assertFalse(ticked[40], "a mark is not ticked");
        assertTrue(ticked[42], "a kept digit is ticked");
        assertInstanceOf(GridVerdict.CheckCells.class,
                check.check(reading(half).read(40, 5, 0.9999, 6).markSized(40).build(), null).verdict(),
                "one small digit alone is only to check");
        GridVerdict.CheckCells finished = assertInstanceOf(GridVerdict.CheckCells.class, check.check(reading(SOLUTION)
                .read(40, 5, 0.9999, 6).markSized(40).markSized(42).build(), null).verdict(),
                "a finished grid has no marks: its small wrong-looking answer is to check");
        assertEquals(List.of(40), finished.check().stream().map(CellIssue::cell).toList());
    }

    /**
     * Ink far off a cell's centre (found through a moved window, often over a grid line) that
     * disagrees with the grid, even read beyond doubt, is stray ink, not the user's digit: the
     * cell is still to go. The digit the grid needs there counts as written.
     */
    @Test
    void aWrongDigitFarOffItsCellsCentreLeavesTheCellToGo() {
        String lastGone = SOLUTION.substring(0, 79) + "." + SOLUTION.charAt(80); // r9c8 not yet written
        GridVerdict.NoMistakesSoFar v = assertInstanceOf(GridVerdict.NoMistakesSoFar.class,
                check.check(reading(lastGone).read(0, 5, 0.9999, 6).offCentre(0).build(), null).verdict());
        assertEquals(2, v.toGo());
        // so few cells left on a grid the user may think finished are named, to look at
        assertEquals(List.of("no mistakes so far: 49 filled in, 2 to go (r1c1, r9c8)"), v.lines());
        boolean[] left = check.check(reading(lastGone).read(0, 5, 0.9999, 6).offCentre(0).build(), null).left();
        assertTrue(left[0] && left[79] && java.util.stream.IntStream.range(0, 81).filter(i -> left[i]).count() == 2,
                "the two cells left are the ones to look at on the picture");
        assertInstanceOf(GridVerdict.Mistakes.class,
                check.check(reading(lastGone).read(0, 5, 0.9999, 6).build(), null).verdict(), "in the middle it is a mistake");
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), check.check(reading(SOLUTION).offCentre(0).build(), null).verdict());
        // a reading the needed digit nearly won is revised as anywhere
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION),
                check.check(reading(SOLUTION).read(0, 5, 0.6, 6).offCentre(0).build(), null).verdict());
    }

    @Test
    void anExplainedDisagreementBesideAnotherDoubtOrAMistakeStaysToCheck() {
        // r1c1 (needs 6) read 5 with the 6 at 0.005, as above; r1c2 (needs 8) read 3 with the 8 at 0.005 too.
        GridVerdict.CheckCells two = assertInstanceOf(GridVerdict.CheckCells.class,
                check.check(reading(SOLUTION).read(0, 5, 0.995, 6).read(1, 3, 0.995, 8).build(), null).verdict());
        assertEquals(List.of(0, 1), two.check().stream().map(CellIssue::cell).toList());
        // r1c2 read 3 beyond doubt: a mistake, and r1c1 beside it is listed to check, not revised.
        CheckedGrid c = check.check(reading(SOLUTION).read(0, 5, 0.995, 6).read(1, 3, 0.9999, 8).build(), null);
        GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, c.verdict());
        assertEquals(List.of(1), m.wrong().stream().map(CellIssue::cell).toList());
        assertEquals(List.of(0), m.check().stream().map(CellIssue::cell).toList());
        assertTrue(c.revised().isEmpty());
    }

    /**
     * The revised cell is circled in amber on the picture, not ticked as right: the revision may
     * hide a real slip (a planted wrong digit revised into the needed one showed as right).
     */
    @Test
    void ambiguousReadingWithTheNeededDigitCloseBehindIsRevisedAndListed() {
        PhotoReading.Read read = reading(SOLUTION).read(0, 5, 0.6, 6).build();
        CheckedGrid c = check.check(read, null);
        assertEquals(new GridVerdict.Correct(Basis.SOLUTION), c.verdict());
        assertEquals(1, c.revised().size());
        assertEquals(6, c.board().get(0));
        assertEquals(Set.of(0), CheckedGrid.cells(c.amber()));
        Set<Integer> ticked = CheckedGrid.cells(c.ticked(read.filled()));
        assertFalse(ticked.contains(0), "the revised cell is not ticked");
        assertFalse(ticked.isEmpty(), "the other written digits are");
    }

    @Test
    void givenPuzzleOverridesThePrintedDigitsRead() {
        // Every cell looks printed; the given puzzle says which are.
        Builder b = reading(SOLUTION).read(0, 5, 0.9999, 6);
        for (int i = 0; i < 81; i++) {
            b.kind(i, 0.01);
        }
        PhotoReading.Read read = b.build();
        CheckedGrid c = check.check(read, Grid.parse(PUZZLE));
        assertEquals(Grid.parse(PUZZLE), c.givens());
        GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, c.verdict());
        assertEquals(List.of(new CellIssue(0, 5, 6, 0.9999)), m.wrong());
    }

    @Test
    void givenPuzzleWithSeveralSolutionsIsRefused() {
        GridVerdict v = check.check(reading(SOLUTION).build(), Grid.parse("1" + ".".repeat(80))).verdict();
        assertEquals(new GridVerdict.BadGivens("the given puzzle has several solutions"), v);
    }

    @Test
    void writtenDigitTakenForPrintInAConflictIsLetGo() {
        // A wrong 2 at r1c1, taken for print, repeats the printed 2 at r2c1: the printed puzzle
        // lets the more written-looking one go, and the 2 is checked as written.
        CheckedGrid c = check.check(reading(SOLUTION).read(0, 2, 0.9999, 6).kind(0, 0.4).build(), null);
        GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, c.verdict());
        assertEquals(0, m.wrong().get(0).cell());
        assertEquals(Grid.parse(PUZZLE), c.givens());
    }

    @Test
    void tooFewDigitsIsNoPuzzle() {
        GridVerdict v = check.check(reading("123" + ".".repeat(78)).build(), null).verdict();
        assertEquals(new GridVerdict.TooFewDigits(3, lens.board.Givens.MIN_PUZZLE), v);
    }

    @Test
    void withoutAUniquePuzzleRepeatsReadBeyondDoubtAreMistakesAndUnsureOnesAreToCheck() {
        Builder sure = reading(SOLUTION).read(0, 2, 0.9999, 6);
        Builder unsure = reading(SOLUTION).read(0, 2, 0.9, 7);
        for (Builder b : List.of(sure, unsure)) {
            for (int i = 0; i < 81; i++) {
                b.kind(i, 0.9); // nothing looks printed: only the rules can judge
            }
        }
        assertInstanceOf(GridVerdict.Mistakes.class, check.check(sure.build(), null).verdict());
        // The other 80 digits read beyond doubt have one solution: the one cell to check is named
        // with what the grid needs, rather than its repeats.
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class, check.check(unsure.build(), null).verdict());
        assertEquals("check r1c1: reads 2, the grid needs 6 here", v.lines().get(1));
        // Every digit read unsure: nothing vouches for a solution, the repeats are to check.
        for (int i = 1; i < 81; i++) {
            int digit = SOLUTION.charAt(i) - '0';
            unsure.read(i, digit, 0.9, digit % 9 + 1);
        }
        v = assertInstanceOf(GridVerdict.CheckCells.class, check.check(unsure.build(), null).verdict());
        assertTrue(v.unsure().size() > 0 && v.lines().get(1).startsWith("check two 2s"), v.lines().toString());
    }

    @Test
    void withoutAUniquePuzzleADeadEndIsAMistakeOnlyWhenTheDigitsReadBeyondDoubtMakeIt() {
        // r1c9 can only be 5, but r2c9 holds a 5: no rule broken, no solution.
        String deadEnd = "68147293." + "........5" + "........." + SOLUTION.substring(27);
        Builder sure = reading(deadEnd);
        Builder unsure = reading(deadEnd).read(17, 5, 0.9, 6);
        for (Builder b : List.of(sure, unsure)) {
            for (int i = 0; i < 81; i++) {
                b.kind(i, 0.9); // nothing looks printed: only the rules can judge
            }
        }
        GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, check.check(sure.build(), null).verdict());
        assertTrue(m.unsolvable(), m.toString());
        CheckedGrid c = check.check(unsure.build(), null);
        GridVerdict.CheckCells v = assertInstanceOf(GridVerdict.CheckCells.class, c.verdict());
        assertEquals(List.of(new GridVerdict.DeadEndDigit(17, 5, 0.9)), v.deadEnd());
        assertEquals("check r2c9: reads 5, and with it the grid has no solution", v.lines().get(1));
        assertTrue(c.marked()[17]);
    }

    @Test
    void aPageThatReadsPoorlyConvictsNobody() {
        // r1c1 needs 6; a 5 read beyond doubt, and `unsure` other written cells read wrong, unsurely.
        for (int unsure : new int[] {8, 9}) {
            Builder b = reading(SOLUTION).read(0, 5, 0.9999, 6);
            int planted = 0;
            for (int cell = 1; cell < 81 && planted < unsure; cell++) {
                if (PUZZLE.charAt(cell) == '.') {
                    int needed = SOLUTION.charAt(cell) - '0';
                    int read = needed % 9 + 1;
                    b.read(cell, read, 0.9, read % 9 + 1); // the second choice is not the needed digit: no revision
                    planted++;
                }
            }
            GridVerdict v = check.check(b.build(), null).verdict();
            if (unsure <= CheckParams.defaults().maxToCheck()) {
                GridVerdict.Mistakes m = assertInstanceOf(GridVerdict.Mistakes.class, v, "a few unsure cells besides");
                assertEquals(1, m.wrong().size());
            } else {
                GridVerdict.CheckCells c = assertInstanceOf(GridVerdict.CheckCells.class, v, "too many cells disagree");
                assertTrue(c.poorReading());
                assertEquals(unsure + 1, c.check().size());
                assertTrue(c.lines().get(0).contains("the photo reads poorly"), c.lines().get(0));
                assertEquals("check r1c1: reads 5, the grid needs 6 here", c.lines().get(1));
            }
        }
    }

    /**
     * The print read with a given taken for a written digit and a doubtful mark taken for print
     * makes a puzzle with another single solution, which that given, read beyond doubt,
     * disagrees with; a printed digit read unsurely leaves the digits read beyond doubt several
     * solutions: nobody is convicted, the given is a cell to check.
     */
    @Test
    void aPuzzleReadThroughADoubtfulDigitConvictsNobody() {
        int[] found = aPuzzleReadWrongThroughTwoCells();
        int h = found[0];
        int c = found[1];
        int x = found[2];
        int g = found[3];
        int given = PUZZLE.charAt(g) - '0';
        Builder page = reading(PUZZLE)
                .kind(h, 0.95)                                               // a given taken for a written digit
                .read(c, x, 0.6, SOLUTION.charAt(c) - '0').kind(c, 0.2);      // a mark read doubtfully, taken for print
        GridVerdict before = check.check(reading(PUZZLE).kind(h, 0.95).read(c, x, 0.6, SOLUTION.charAt(c) - '0')
                .kind(c, 0.2).read(g, given, 0.9, given % 9 + 1).build(), null).verdict();
        GridVerdict.CheckCells cells = assertInstanceOf(GridVerdict.CheckCells.class, before, before.lines().toString());
        assertTrue(cells.poorReading());
        assertTrue(cells.check().stream().anyMatch(i -> i.cell() == h), before.lines().toString());
        assertTrue(before.lines().get(0).contains("too poorly to call any digit a mistake"), before.lines().get(0));
        // With that printed digit read beyond doubt the digits read surely have one solution, which judges.
        GridVerdict sure = check.check(page.build(), null).verdict();
        assertFalse(sure instanceof GridVerdict.Mistakes, sure.lines().toString());
    }

    /**
     * A given h and an empty cell c with a digit x such that PUZZLE without h and with x in c has
     * another single solution, whose digit in h is not h's; and another given g without which
     * PUZZLE has several solutions: {h, c, x, g}.
     */
    private static int[] aPuzzleReadWrongThroughTwoCells() {
        Grid puzzle = Grid.parse(PUZZLE);
        for (int h = 0; h < 81; h++) {
            for (int c = 0; c < 81 && !puzzle.isEmpty(h); c++) {
                for (int x = 1; x <= 9 && puzzle.isEmpty(c); x++) {
                    Grid other = lens.solve.BoardVerdict.of(puzzle.with(h, 0).with(c, x)).solution();
                    if (other == null || other.get(h) == puzzle.get(h)) {
                        continue;
                    }
                    for (int g = 0; g < 81; g++) {
                        if (g != h && !puzzle.isEmpty(g)
                                && lens.solve.BoardVerdict.of(puzzle.with(g, 0)) instanceof lens.solve.BoardVerdict.Several) {
                            return new int[] {h, c, x, g};
                        }
                    }
                }
            }
        }
        throw new AssertionError("no such cells in PUZZLE");
    }
}
