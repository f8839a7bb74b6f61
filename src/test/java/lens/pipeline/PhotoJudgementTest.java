package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import lens.board.Grid;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitReading;
import lens.ocr.correct.FilledGridCorrector;
import lens.ocr.ReadingTrust;
import lens.solve.BoardVerdict;
import lens.vision.GridGeometry;
import lens.vision.PhotoProblem;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;

/**
 * {@link PhotoSolver#judge}: what a reading is worth, never a wrong answer. Readings are made up
 * here (digits, confidences, photo problems), so each rule is seen alone.
 */
class PhotoJudgementTest {
    /** Readings made up here count as beyond doubt from this calibrated probability up. */
    private static final double SURE = 0.999;
    private static final String PUZZLE = "..14.....23...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4";
    private static final String SOLUTION = "681472935234589167579136248126845793843791526957263481312654879468917352795328614";
    private static final PhotoProblem CUT = new PhotoProblem.CutOff(List.of(PhotoProblem.Side.RIGHT));

    private final PhotoSolver solver = PhotoSolver.withDefaults(null);

    /** {@code board} read surely, except {@code cell} read as {@code digit} with {@code confidence} ({@code second} the rest). */
    private static PhotoReading.Read read(String board, int cell, int digit, double confidence, int second,
                                          PhotoProblem... problems) {
        double[][] unsure = cell < 0 ? new double[0][] : new double[][] {{cell, digit, confidence, second}};
        return readWith(board, List.of(problems), unsure);
    }

    /**
     * {@code board} read surely except the cells of {@code unsure}, each {cell, digit read,
     * confidence, second choice}: the digit read replaces the board's there.
     */
    private static PhotoReading.Read readWith(String board, List<PhotoProblem> problems, double[]... unsure) {
        Grid g = Grid.parse(board);
        for (double[] u : unsure) {
            g = g.with((int) u[0], (int) u[1]);
        }
        DigitReading[] readings = new DigitReading[81];
        boolean[] filled = new boolean[81];
        for (int i = 0; i < 81; i++) {
            if (!g.isEmpty(i)) {
                double[] s = new double[10];
                s[g.get(i)] = 1;
                readings[i] = new DigitReading(g.get(i), 1, s, 1, true);
                filled[i] = true;
            }
        }
        for (double[] u : unsure) {
            double[] s = new double[10];
            s[(int) u[1]] = u[2];
            s[(int) u[3]] = 1 - u[2];
            readings[(int) u[0]] = new DigitReading((int) u[1], u[2], s, u[2], u[2] >= SURE);
        }
        GridGeometry geometry = new GridGeometry(new Quad(new double[8]), 450, new double[9], new int[10], new int[10]);
        double[] written = new double[81];
        Arrays.fill(written, Double.NaN);
        return new PhotoReading.Read(geometry, filled, readings, g, 0, new CellKinds(written), problems);
    }

    @Test
    void aReadingThatCouldBeAnotherProperPuzzleIsNotAnswered() {
        // PUZZLE with ten more of its solution's digits; r2c2's 3 read at odds 3 to 2 against 8,
        // and with an 8 there the board is a proper puzzle too (another one)
        String notMinimal = "..14....523...91.7.7......81268.5....437.1....5...3481.1..5.....68917..2..53..6.4";
        PhotoSolution s = solver.judge(read(notMinimal, 10, 3, 0.6, 8));
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s);
        assertEquals(new PhotoProblem.Ambiguous(List.of(), List.of(new PhotoProblem.Ambiguous.Revised(10, 8))), u.problem());
        assertTrue(u.problem().advice().startsWith("the digits read fit two puzzles with one solution each (as read, or with"
                + " r2c2 an 8): retake the photo"),
                u.problem().advice());
    }

    /** r2c1's 2 read as 7 (repeats row 2's 7) and r4c1's 1 as 2 (repeats row 4's 2), each at 0.6 against the truth. */
    private static final double[][] TWO_MISREADS = {{9, 7, 0.6, 2}, {27, 2, 0.6, 1}};

    @Test
    void aPairOfRevisionsWithTheRestReadSurelyIsAnswered() {
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(readWith(PUZZLE, List.of(), TWO_MISREADS)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(List.of(9, 27), j.corrections().stream().map(BoardCorrector.Change::cell).sorted().toList());
    }

    @Test
    void aPairOfRevisionsRestingOnTwoMoreUnsureDigitsIsNotAnswered() {
        // the same, and r6c6's 3 and r9c3's 5 read right but at 0.6: a third misreading is likely
        double[][] cells = {TWO_MISREADS[0], TWO_MISREADS[1], {50, 3, 0.6, 8}, {74, 5, 0.6, 6}};
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, solver.judge(readWith(PUZZLE, List.of(), cells)));
        PhotoProblem.Unsure why = assertInstanceOf(PhotoProblem.Unsure.class, u.problem());
        assertEquals(List.of(9, 27), why.revised().stream().sorted().toList());
        assertEquals(List.of(50, 74), why.unsure());
        assertTrue(u.problem().advice().endsWith("and r6c6, r9c3 are read unsurely too: an answer would be a guess;"
                + " retake the photo closer and sharper, or type the puzzle in"), u.problem().advice());
    }

    @Test
    void oneMoreUnsureDigitAfterAPairOfRevisionsIsNoDoubt() {
        double[][] cells = {TWO_MISREADS[0], TWO_MISREADS[1], {50, 3, 0.6, 8}};
        assertInstanceOf(PhotoSolution.Judged.class, solver.judge(readWith(PUZZLE, List.of(), cells)));
    }

    @Test
    void oneRevisionRestingOnTwoDigitsReadUnderEvenOddsIsNotAnswered() {
        // r1c3's 1 read 4 (repeats r1c4's 4), revised; r6c6's 3 and r9c3's 5 read right but at 0.45
        double[][] cells = {{2, 4, 0.6, 1}, {50, 3, 0.45, 8}, {74, 5, 0.45, 6}};
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, solver.judge(readWith(PUZZLE, List.of(), cells)));
        PhotoProblem.Unsure why = assertInstanceOf(PhotoProblem.Unsure.class, u.problem());
        assertEquals(List.of(2), why.revised());
        assertEquals(List.of(50, 74), why.unsure());
        assertTrue(u.problem().advice().startsWith("a digit read had to be revised (r1c3) and r6c6, r9c3 are read unsurely too"),
                u.problem().advice());
        // at 0.6 (over even odds) they leave the one revision answered
        double[][] fairer = {{2, 4, 0.6, 1}, {50, 3, 0.6, 8}, {74, 5, 0.6, 6}};
        assertInstanceOf(PhotoSolution.Judged.class, solver.judge(readWith(PUZZLE, List.of(), fairer)));
    }

    @Test
    void aFairlySureDigitInNoRepeatEmptiedOnlySoThatTheRestHasASolutionIsNotAnswered() {
        // r1c3's 1 read 9 at 0.96 (no repeat, but no solution); without r2c7's 1, read at 0.67,
        // the rest is another proper puzzle: "no solution" does not say which digit is wrong
        double[][] cells = {{2, 9, 0.96, 1}, {15, 1, 0.67, 7}};
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, solver.judge(readWith(PUZZLE, List.of(), cells)));
        PhotoProblem.Unsure why = assertInstanceOf(PhotoProblem.Unsure.class, u.problem());
        assertTrue(why.revised().contains(15), why.revised().toString());
        assertTrue(u.problem().advice().contains("a fairly sure digit in no repeat"), u.problem().advice());
    }

    @Test
    void aFairlySureMarkEmptiedWhereNoOtherReadingMakesAPuzzleIsAnswered() {
        // a stain in r1c1 (empty) read 8 at 0.6: no repeat, but no solution; emptied, the rest is
        // the puzzle, and no other digit read otherwise makes one with the 8 kept: the answer
        double[][] cells = {{0, 8, 0.6, 9}};
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(readWith(PUZZLE, List.of(), cells)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(List.of(0), j.corrections().stream().map(BoardCorrector.Change::cell).toList());
    }

    @Test
    void namesTheDigitsReadLeastSurely() {
        assertEquals("r1c3 (4, or 1?)", read(PUZZLE, 2, 4, 0.6, 1).leastSure());
        assertEquals("", read(PUZZLE, -1, 0, 0, 0).leastSure());
    }

    @Test
    void anUnsureDigitCutByTheEdgeNeverMakesTheAnswer() {
        // r2c2 is cut by the photo's top edge; read 8 (it is 3), which makes another proper puzzle,
        // and without it the puzzle has several solutions: no answer, the cut is to blame
        String notMinimal = "..14....523...91.7.7......81268.5....437.1....5...3481.1..5.....68917..2..53..6.4";
        PhotoProblem cut = new PhotoProblem.CutOff(List.of(PhotoProblem.Side.TOP), true, List.of(10));
        PhotoSolution s = solver.judge(read(notMinimal.substring(0, 10) + "." + notMinimal.substring(11), 10, 8, 0.9, 3, cut));
        assertEquals(cut, assertInstanceOf(PhotoSolution.Unusable.class, s).problem());
    }

    @Test
    void anUnsureDigitCutByTheEdgeIsLeftOutWhenTheRestSettleThePuzzle() {
        // r1c1 (empty in PUZZLE) is cut by the edge and reads an unsure 9; the solution has 6 there
        PhotoProblem cut = new PhotoProblem.CutOff(List.of(PhotoProblem.Side.TOP), true, List.of(0));
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 9, 0.9, 6, cut)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(List.of(0), j.corrections().stream().map(BoardCorrector.Change::cell).toList());
        assertEquals(0, j.corrections().get(0).to());
    }

    @Test
    void anUnsureDigitWhereAShadowsEdgeCrossesNeverMakesTheAnswer() {
        // as above, r2c2 under a shadow's edge instead, read 8 with 0.85 (under 0.9)
        String notMinimal = "..14....523...91.7.7......81268.5....437.1....5...3481.1..5.....68917..2..53..6.4";
        PhotoProblem shadow = new PhotoProblem.ShadowEdge(List.of(10, 11));
        PhotoSolution s = solver.judge(read(notMinimal.substring(0, 10) + "." + notMinimal.substring(11), 10, 8, 0.85, 3, shadow));
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s);
        assertEquals(shadow, u.problem());
        assertTrue(u.problem().advice().startsWith("a shadow's edge crosses the grid"), u.problem().advice());
    }

    @Test
    void underAShadowsEdgeAnUnsureDigitIsLeftOutAndAFairlySureOneCounts() {
        PhotoProblem shadow = new PhotoProblem.ShadowEdge(List.of(0));
        // r1c1 (6 in the solution) reads an unsure 9: left out, listed, the rest settle the puzzle
        PhotoSolution.Judged left = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 9, 0.85, 6, shadow)));
        assertEquals(Grid.parse(SOLUTION), left.solution());
        assertEquals(List.of(0), left.corrections().stream().map(BoardCorrector.Change::cell).toList());
        // read 6 with 0.95 (not beyond doubt, but 0.9 or more): it counts, nothing to list
        PhotoSolution.Judged kept = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 6, 0.95, 9, shadow)));
        assertEquals(Grid.parse(SOLUTION), kept.solution());
        assertTrue(kept.corrections().isEmpty(), kept.corrections().toString());
    }

    @Test
    void aDigitUnderAGlaresCoreNeverMakesTheAnswerHoweverSure() {
        // r2c2 under the core of a glare, read 8 with 0.999 (it is 3): another proper puzzle, and
        // without it the puzzle has several solutions: no answer, the glare is to blame
        String notMinimal = "..14....523...91.7.7......81268.5....437.1....5...3481.1..5.....68917..2..53..6.4";
        PhotoProblem glare = new PhotoProblem.Glare(List.of(10, 11));
        PhotoSolution s = solver.judge(read(notMinimal.substring(0, 10) + "." + notMinimal.substring(11), 10, 8, 0.999, 3, glare));
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s);
        assertEquals(glare, u.problem());
        assertTrue(u.problem().advice().startsWith("a lamp's glare washes out part of the grid"), u.problem().advice());
    }

    @Test
    void aDigitSomethingLyingOverTheGridHidesNeverMakesTheAnswer() {
        // r2c2 under a fingertip, read 8 with 0.999 (it is 3, the finger hides its top): left out,
        // and without it the puzzle has several solutions: no answer, the finger is to blame
        String notMinimal = "..14....523...91.7.7......81268.5....437.1....5...3481.1..5.....68917..2..53..6.4";
        PhotoProblem covered = new PhotoProblem.Covered(List.of(10, 11));
        PhotoSolution s = solver.judge(read(notMinimal.substring(0, 10) + "." + notMinimal.substring(11), 10, 8, 0.999, 3, covered));
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s);
        assertEquals(covered, u.problem());
        assertTrue(u.problem().advice().startsWith("something lies over the grid"), u.problem().advice());
    }

    @Test
    void underSomethingLyingOverTheGridEveryDigitIsLeftOutAndTheRestAnswers() {
        PhotoProblem covered = new PhotoProblem.Covered(List.of(0));
        // r1c1 read 6 with 0.6, as the solution has it: left out all the same (a finger's outline
        // reads as any digit), listed, and the rest settle the puzzle
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 6, 0.6, 9, covered)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(List.of(0), j.corrections().stream().map(BoardCorrector.Change::cell).toList());
    }

    @Test
    void underAGlaresCoreADigitTheRestSettlesCountsAndOneItContradictsIsLeftOut() {
        PhotoProblem glare = new PhotoProblem.Glare(List.of(0));
        // r1c1 (6 in the solution) reads 9 with 0.999: left out, listed, the rest settle the puzzle
        PhotoSolution.Judged left = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 9, 0.999, 6, glare)));
        assertEquals(Grid.parse(SOLUTION), left.solution());
        assertEquals(List.of(0), left.corrections().stream().map(BoardCorrector.Change::cell).toList());
        assertEquals(0, left.corrections().get(0).to());
        // read 6, as the rest of the puzzle needs: it counts, nothing to list
        PhotoSolution.Judged kept = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 6, 0.6, 9, glare)));
        assertEquals(Grid.parse(SOLUTION), kept.solution());
        assertTrue(kept.corrections().isEmpty(), kept.corrections().toString());
    }

    @Test
    void aCleanReadingIsSolvedEvenWhenOnlyTheMarginIsCut() {
        PhotoSolution s = solver.judge(read(PUZZLE, -1, 0, 0, 0, CUT));
        assertEquals(Grid.parse(SOLUTION), assertInstanceOf(PhotoSolution.Judged.class, s).solution());
    }

    @Test
    void aBrokenReadingOfACutGridBlamesTheCut() {
        // r1c3 read 4 (the printed 1 misread) repeats the 4 of r1c4: correctable, but not on a cut photo.
        PhotoSolution s = solver.judge(read(PUZZLE, 2, 4, 0.6, 1, CUT));
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s);
        assertEquals(CUT, u.problem());
        assertTrue(u.problem().advice().startsWith("the grid runs off the right edge of the photo: step back"));
    }

    /** A minimal puzzle (17 digits): without any one of them it has several solutions. */
    private static final String MINIMAL = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...";
    private static final String MINIMAL_SOLUTION =
            "693784512487512936125963874932651487568247391741398625319475268856129743274836159";
    /** r6c3's 1 read as 9 (two 9s in row 6) at 0.6 against the 1. */
    private static final double[][] FOLDED_MISREAD = {{47, 9, 0.6, 1}};
    /** A fold down column 3. */
    private static final PhotoProblem FOLD = new PhotoProblem.Fold(List.of(2, 11, 20, 29, 38, 47, 56, 65, 74));

    @Test
    void aRevisionWhereAFoldRunsMustNotMakeTheAnswer() {
        PhotoSolution.Judged flat = assertInstanceOf(PhotoSolution.Judged.class,
                solver.judge(readWith(MINIMAL, List.of(), FOLDED_MISREAD)));
        assertEquals(Grid.parse(MINIMAL_SOLUTION), flat.solution());
        // Under the fold the revised digit is a guess, and the puzzle needs it.
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class,
                solver.judge(readWith(MINIMAL, List.of(FOLD), FOLDED_MISREAD)));
        assertEquals(FOLD, u.problem());
        assertTrue(u.problem().advice().startsWith("a fold in the page runs through the grid"), u.problem().advice());
    }

    @Test
    void aRevisionWhereAFoldRunsIsAnsweredWhenTheRestSettleThePuzzle() {
        // PUZZLE keeps one solution without r1c3, the revised 1.
        PhotoProblem fold = new PhotoProblem.Fold(List.of(2, 11, 20, 29, 38, 47, 56, 65, 74));
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 2, 4, 0.6, 1, fold)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
    }

    @Test
    void awayFromSomethingLyingOverTheGridAMisreadingIsRevisedAsAny() {
        // r1c3 read 4 (a 1) repeats r1c4's 4; a fingertip over r7c7-r7c8 (empty) hides nothing the
        // puzzle needs: the misreading is revised and the puzzle answered
        PhotoProblem covered = new PhotoProblem.Covered(List.of(60, 61));
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 2, 4, 0.6, 1, covered)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(List.of(2), j.corrections().stream().map(BoardCorrector.Change::cell).toList());
    }

    @Test
    void aRevisionBesideSomethingLyingOverTheGridMustNotMakeTheAnswer() {
        // r6c3's 1 read 9 beside a fingertip over r6c2 and r6c4 (empty), where its edge leaves strokes:
        // the revision is a guess the minimal puzzle needs, the finger is to blame
        PhotoProblem covered = new PhotoProblem.Covered(List.of(46, 48));
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class,
                solver.judge(readWith(MINIMAL, List.of(covered), FOLDED_MISREAD)));
        assertEquals(covered, u.problem());
    }

    @Test
    void theSameMisreadingOnAGoodPhotoIsCorrectedAndSaysSo() {
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 2, 4, 0.6, 1)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(List.of(2), j.corrections().stream().map(BoardCorrector.Change::cell).toList());
    }

    @Test
    void aStainReadUnsurelyWhereThePuzzleHasNoDigitIsLeftOut() {
        // r1c1 is empty on the page; a stain there reads 6 (the solution's digit: no rule breaks) at 0.3
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 6, 0.3, 8)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(Grid.parse(PUZZLE), j.board(), "the answer is drawn into r1c1 too");
        assertEquals(1, j.corrections().size());
        assertEquals("r1c1: 6 -> empty (read with probability 0.30, and the puzzle is whole without it: a mark on the paper,"
                + " left out)", j.corrections().get(0).toString());
    }

    @Test
    void stainsThePuzzleDoesNotNeedNeverMakeARevisionAGuess() {
        // r1c3's 1 read 4, revised; stains in the empty r1c1 and r1c2 read 6 and 8 (the solution's
        // digits) at 0.3: they go as marks first, and the one revision stands on sure digits
        double[][] stains = {{2, 4, 0.6, 1}, {0, 6, 0.3, 5}, {1, 8, 0.3, 5}};
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(readWith(PUZZLE, List.of(), stains)));
        assertEquals(Grid.parse(SOLUTION), j.solution());
        assertEquals(Grid.parse(PUZZLE), j.board(), "the answer is drawn into r1c1 and r1c2 too");
        assertEquals(List.of(2, 0, 1), j.corrections().stream().map(BoardCorrector.Change::cell).toList());
        // read at 0.4 they may be real digits: the revision rests on them, a guess
        double[][] faint = {{2, 4, 0.6, 1}, {0, 6, 0.4, 5}, {1, 8, 0.4, 5}};
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, solver.judge(readWith(PUZZLE, List.of(), faint)));
        assertEquals(List.of(0, 1), assertInstanceOf(PhotoProblem.Unsure.class, u.problem()).unsure());
    }

    @Test
    void aFairlySureDigitOrOneThePuzzleNeedsStaysAsRead() {
        PhotoSolution.Judged fair = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(PUZZLE, 0, 6, 0.4, 8)));
        assertEquals(Grid.parse(PUZZLE).with(0, 6), fair.board());
        assertEquals(List.of(), fair.corrections());
        // r1c8's 1 read at 0.3: without it the minimal puzzle has several solutions
        PhotoSolution.Judged needed = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(MINIMAL, 7, 1, 0.3, 7)));
        assertEquals(Grid.parse(MINIMAL), needed.board());
        assertEquals(Grid.parse(MINIMAL_SOLUTION), needed.solution());
        assertEquals(List.of(), needed.corrections());
    }

    @Test
    void aCorrectionNeverChangesADigitReadBeyondDoubt() {
        // 4 read at 0.9995 against 1: the corrector would revise it (cost log 1999 < log 1e4).
        PhotoReading.Read r = read(PUZZLE, 2, 4, 0.9995, 1);
        PhotoSolver trusting = new PhotoSolver(PhotoReader.withDefaults(null),
                new BoardCorrection(new BoardCorrector(), new FilledGridCorrector(), new ReadingTrust.AtLeast(1.01)), new ReadingTrust.AtLeast(1.01));
        assertTrue(trusting.judge(r) instanceof PhotoSolution.Judged j && j.verdict().solved(), "correctable when nothing is sure");
        PhotoSolution.Judged j = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(r));
        assertEquals("two 4s in row 1 (r1c3, r1c4)", assertInstanceOf(BoardVerdict.Conflicts.class, j.verdict()).reason());
        assertEquals(List.of(), j.corrections());
    }

    @Test
    void aGarbledReadingIsAnUnusablePhoto() {
        // Three sure digits that repeat others in three places: no digit or two explain it.
        String garbled = "1" + PUZZLE.substring(1, 40) + "1" + PUZZLE.substring(41, 80) + "8";
        garbled = garbled.substring(0, 20) + "2" + garbled.substring(21);
        PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, solver.judge(read(garbled, -1, 0, 0, 0)));
        assertTrue(u.problem() instanceof PhotoProblem.BrokenRules b && b.advice().startsWith("the digits read break the rules ("),
                u.problem().toString());
        assertTrue(PhotoSolver.digitsToBlame(Grid.parse(garbled)) >= PhotoSolver.GARBLED);
    }

    /**
     * Digits that break the rules in three places though every one of them reads beyond doubt on
     * a photo with no problem: the grid is no Sudoku as printed (a table of numbers, a misprint),
     * and retaking the photo would not help. One of them unsure: the photo is the likely cause.
     */
    @Test
    void clearDigitsThatBreakTheRulesAreNoSudokuUnsureOnesAPoorPhoto() {
        String garbled = "1" + PUZZLE.substring(1, 40) + "1" + PUZZLE.substring(41, 80) + "8";
        garbled = garbled.substring(0, 20) + "2" + garbled.substring(21);
        PhotoSolution.Unusable clear = assertInstanceOf(PhotoSolution.Unusable.class, solver.judge(read(garbled, -1, 0, 0, 0)));
        assertTrue(clear.problem().advice().contains("though each reads clearly: this grid holds no Sudoku puzzle as printed"),
                clear.problem().advice());
        PhotoSolution.Unusable unsure = assertInstanceOf(PhotoSolution.Unusable.class,
                solver.judge(read(garbled, 0, 1, 0.6, 7)));
        assertTrue(unsure.problem().advice().contains("retake the photo square-on"), unsure.problem().advice());
    }

    @Test
    void severalSolutionsOnAGoodPhotoStayAVerdictAndOnABadOneBlameThePhoto() {
        String twoRows = SOLUTION.substring(0, 20) + ".".repeat(61);
        PhotoSolution.Judged good = assertInstanceOf(PhotoSolution.Judged.class, solver.judge(read(twoRows, -1, 0, 0, 0)));
        assertInstanceOf(BoardVerdict.Several.class, good.verdict());
        PhotoSolution.Unusable bad = assertInstanceOf(PhotoSolution.Unusable.class,
                solver.judge(read(twoRows, -1, 0, 0, 0, CUT)));
        assertInstanceOf(BoardVerdict.Several.class, bad.verdict());
    }
}
