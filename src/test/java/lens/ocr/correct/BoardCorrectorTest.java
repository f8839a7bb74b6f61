package lens.ocr.correct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.solve.ExhaustiveSolver;
import org.junit.jupiter.api.Test;

class BoardCorrectorTest {
    // top95 #1: one solution
    private static final Grid PUZZLE = Grid.parse(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    /** Every given read with confidence 0.9; its second choice is the next digit round. */
    private static DigitReading[] sureReadings(Grid g) {
        return TestReadings.sure(g, 0.9, 1 - 0.9 - 0.007);
    }

    private static DigitReading reading(int first, int second, double confidence) {
        return TestReadings.reading(first, second, confidence, 1 - confidence - 0.007);
    }

    @Test
    void acceptsAGoodBoardUnchanged() {
        BoardCorrector.Result r = new BoardCorrector().correct(PUZZLE, sureReadings(PUZZLE));
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, r);
        assertEquals(PUZZLE, c.board());
        assertTrue(c.changes().isEmpty());
    }

    @Test
    void fixesAnInjectedMisreadWithTheSecondChoice() {
        int cell = 0; // r1c1 is 4; read it as 8, which row 1 already has
        Grid misread = PUZZLE.with(cell, 8);
        DigitReading[] readings = sureReadings(PUZZLE);
        readings[cell] = reading(8, 4, 0.55);
        BoardCorrector.Result r = new BoardCorrector().correct(misread, readings);
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, r);
        assertEquals(PUZZLE, c.board());
        assertEquals(1, c.changes().size());
        BoardCorrector.Change change = c.changes().get(0);
        assertEquals(cell, change.cell());
        assertEquals(8, change.from());
        assertEquals(4, change.to());
        assertTrue(change.why().contains("repeats 8 in row 1"), change.why());
        assertTrue(change.toString().startsWith(Units.cellName(cell) + ": 8 -> 4"), change.toString());
    }

    @Test
    void fixesTwoMisreads() {
        DigitReading[] readings = sureReadings(PUZZLE);
        readings[0] = reading(8, 4, 0.55);
        int other = 10; // r2c2 is 3; read as 7, which breaks no rule by itself
        Grid misread = PUZZLE.with(0, 8).with(other, 7);
        readings[other] = reading(7, 3, 0.5);
        BoardCorrector.Result r = new BoardCorrector().correct(misread, readings);
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, r);
        assertEquals(PUZZLE, c.board());
        assertEquals(2, c.changes().size());
    }

    /**
     * A puzzle with one given lost (read empty) has several solutions; some other given changed
     * to another digit makes it a proper puzzle again, but a different one. Read surely
     * ({@link BoardCorrector#SEVERAL_SURE} or more), that given is not revised: the board stays
     * one with several solutions. Read unsurely, it is.
     */
    @Test
    void aBoardWithSeveralSolutionsKeepsItsSureDigits() {
        // the classic Wikipedia puzzle (30 givens)
        Grid puzzle = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        Grid read = null;
        int cell = -1;
        int digit = 0;
        for (int lost = 0; lost < 81 && cell < 0; lost++) {
            Grid without = puzzle.with(lost, 0);
            if (puzzle.isEmpty(lost) || ExhaustiveSolver.countSolutions(without, 2) < 2) {
                continue;
            }
            for (int c = 0; c < 81 && cell < 0; c++) {
                for (int d = 1; d <= 9 && !without.isEmpty(c); d++) {
                    Grid changed = without.with(c, d);
                    if (d != without.get(c) && Rules.conflicts(changed).isEmpty()
                            && ExhaustiveSolver.countSolutions(changed, 2) == 1) {
                        read = without;
                        cell = c;
                        digit = d;
                        break;
                    }
                }
            }
        }
        assertTrue(cell >= 0, "a given lost and another changed make another proper puzzle");
        DigitReading[] readings = TestReadings.sure(read, 0.95, 0.04);
        readings[cell] = reading(read.get(cell), digit, 0.99);
        BoardCorrector.Result sure = new BoardCorrector().correct(read, readings);
        BoardCorrector.Result.Uncorrectable u = assertInstanceOf(BoardCorrector.Result.Uncorrectable.class, sure);
        assertEquals(BoardCorrector.Problem.MULTIPLE_SOLUTIONS, u.problem());
        readings[cell] = reading(read.get(cell), digit, 0.6);
        BoardCorrector.Result unsure = new BoardCorrector().correct(read, readings);
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, unsure);
        assertEquals(read.with(cell, digit), c.board());
    }

    @Test
    void reportsABoardItCannotFix() {
        Grid misread = PUZZLE.with(0, 8);
        DigitReading[] readings = sureReadings(PUZZLE);
        readings[0] = reading(8, 9, 0.55); // the true digit is not among the next choices
        readings[6] = reading(8, 9, 0.55);
        BoardCorrector.Result r = new BoardCorrector(new BoardCorrector.Params(2, 1, 1)).correct(misread, readings);
        BoardCorrector.Result.Uncorrectable u = assertInstanceOf(BoardCorrector.Result.Uncorrectable.class, r);
        assertEquals(BoardCorrector.Problem.CONFLICTS, u.problem());
    }

    @Test
    void takesAnUnsureStainAsEmpty() {
        int stain = 1; // r1c2 is empty; a smudge there read as 4, which row 1 already has
        Grid misread = PUZZLE.with(stain, 4);
        DigitReading[] readings = sureReadings(PUZZLE);
        readings[stain] = reading(4, 9, 0.7); // 9 would not fix it either
        BoardCorrector.Result r = new BoardCorrector().correct(misread, readings);
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, r);
        assertEquals(PUZZLE, c.board());
        assertEquals(0, c.changes().get(0).to());
        assertTrue(c.changes().get(0).why().contains("taken as empty"), c.changes().get(0).why());
    }

    /**
     * On a nearly full board a misread digit repeats one in its row (r1c1, 0.7 sure, its next
     * choice no better) while another digit is right but unsure (r2c2, 0.45): only the misread
     * one is taken as empty. Dropping the unsure one as well cost less while a drop under even
     * odds had a negative cost, and a right digit was lost.
     */
    @Test
    void takesOnlyTheConflictingDigitAsEmptyNotAnUnsureRightOne() {
        Grid solution = ExhaustiveSolver.solve(PUZZLE).solutions().get(0);
        Grid board = solution;
        for (int cell : new int[] {2, 14, 30, 47, 61, 75}) {
            board = board.with(cell, 0); // 75 digits: one solution with r1c1 and r2c2 lost too
        }
        int wrong = solution.get(0) % 9 + 1; // repeats a digit of r1c1's row, column or box
        Grid misread = board.with(0, wrong);
        DigitReading[] readings = sureReadings(board);
        int useless = solution.get(1); // its next choice repeats r1c2's digit: no fix either
        readings[0] = TestReadings.reading(wrong, useless, 0.7, 0.2);
        readings[10] = TestReadings.reading(solution.get(10), solution.get(9), 0.45, 0.3);
        BoardCorrector.Result r = new BoardCorrector().correct(misread, readings);
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, r);
        assertEquals(List.of(0), c.changes().stream().map(BoardCorrector.Change::cell).toList(), c.changes().toString());
        assertEquals(board.with(0, 0), c.board());
    }

    /**
     * A written digit read unsure as a digit that repeats one in its row (0.425), the digit the
     * grid needs a close second (0.415): it is read as that digit, not taken as empty, which the
     * odds alone (under even) made cheaper.
     */
    @Test
    void readsAnUnsureDigitAsItsCloseSecondRatherThanEmpty() {
        Grid solution = ExhaustiveSolver.solve(PUZZLE).solutions().get(0);
        Grid board = solution;
        for (int cell : new int[] {2, 14, 30, 47, 61, 75}) {
            board = board.with(cell, 0);
        }
        int wrong = solution.get(0) % 9 + 1;
        DigitReading[] readings = sureReadings(board);
        readings[0] = TestReadings.reading(wrong, solution.get(0), 0.425, 0.415);
        BoardCorrector.Result r = new BoardCorrector().correct(board.with(0, wrong), readings);
        BoardCorrector.Result.Corrected c = assertInstanceOf(BoardCorrector.Result.Corrected.class, r);
        assertEquals(board, c.board(), c.changes().toString());
    }

    @Test
    void neverRevisesADigitReadBeyondDoubt() {
        Grid misread = PUZZLE.with(0, 8);
        DigitReading[] readings = sureReadings(PUZZLE);
        double[] s = new double[10];
        Arrays.fill(s, 1, 10, 1e-7);
        s[8] = 1 - 8e-7;
        readings[0] = new DigitReading(8, s[8], s); // 8 beyond doubt: the print says 8, so the board cannot be fixed
        BoardCorrector.Result r = new BoardCorrector().correct(misread, readings);
        assertInstanceOf(BoardCorrector.Result.Uncorrectable.class, r);
    }

    // PUZZLE with ten more digits of its solution: r1c1 read 2 instead of 4 also has one solution
    private static final Grid NOT_MINIMAL = Grid.parse(
            "4.....8.5.3..........7......2...7.6..9..8.4...4..1.7...8.6.3.7.57.29....1.4...2..");

    @Test
    void refusesToChooseBetweenTwoPuzzlesTheReadingAllows() {
        DigitReading[] readings = sureReadings(NOT_MINIMAL);
        readings[0] = reading(4, 2, 0.6); // 2 a little over half as likely as 4
        BoardCorrector.Result r = new BoardCorrector().correct(NOT_MINIMAL, readings);
        BoardCorrector.Result.Ambiguous a = assertInstanceOf(BoardCorrector.Result.Ambiguous.class, r);
        assertEquals(NOT_MINIMAL, a.board());
        assertEquals(List.of(new BoardCorrector.Change(0, 4, 2, a.rival().get(0).why())), a.rival());
        assertTrue(a.changes().isEmpty());
    }

    @Test
    void takesTheReadingWhenTheOtherPuzzleIsFarLessLikely() {
        DigitReading[] readings = sureReadings(NOT_MINIMAL);
        readings[0] = reading(4, 2, 0.9); // 2 ten times less likely than 4: beyond the ambiguity's odds
        BoardCorrector.Result r = new BoardCorrector().correct(NOT_MINIMAL, readings);
        assertEquals(NOT_MINIMAL, assertInstanceOf(BoardCorrector.Result.Corrected.class, r).board());
    }

    /**
     * The two misreads of fixesTwoMisreads, cheap as a pair, but the truth of one is a digit the
     * recognizer scores 0.05: under glare such pairs answered with another puzzle's solution.
     */
    @Test
    void aPairWritesOnlyDigitsScoredATenthOrMore() {
        DigitReading[] readings = sureReadings(PUZZLE);
        readings[0] = reading(8, 4, 0.55);
        readings[10] = TestReadings.reading(7, 3, 0.9, 0.05);
        Grid misread = PUZZLE.with(0, 8).with(10, 7);
        assertInstanceOf(BoardCorrector.Result.Uncorrectable.class, new BoardCorrector().correct(misread, readings));
        BoardCorrector.Params d = BoardCorrector.Params.DEFAULT;
        BoardCorrector.Params anyScore = new BoardCorrector.Params(d.suspects(), d.alternatives(), d.maxChanges(),
                d.dropSuspects(), d.maxCost(), d.maxPairCost(), d.ambiguousCost(), 0);
        assertEquals(PUZZLE, assertInstanceOf(BoardCorrector.Result.Corrected.class,
                new BoardCorrector(anyScore).correct(misread, readings)).board());
    }

    @Test
    void leavesAPairOfCostlyRevisionsUndone() {
        // the two misreads of fixesTwoMisreads, but each read 20 to 40 times surer than the truth:
        // among hundreds of pairs such a pair makes a proper puzzle by chance as often as by right
        DigitReading[] readings = TestReadings.sure(PUZZLE, 0.99, 0.003);
        readings[0] = reading(8, 4, 0.95);
        readings[10] = reading(7, 3, 0.93);
        Grid misread = PUZZLE.with(0, 8).with(10, 7);
        assertInstanceOf(BoardCorrector.Result.Uncorrectable.class, new BoardCorrector().correct(misread, readings));
        BoardCorrector.Params unlimited = new BoardCorrector.Params(8, 2, 2, 4, Math.log(1e4), Double.POSITIVE_INFINITY,
                Math.log(5), 0);
        assertEquals(PUZZLE, assertInstanceOf(BoardCorrector.Result.Corrected.class,
                new BoardCorrector(unlimited).correct(misread, readings)).board());
    }

    @Test
    void refusesToChooseBetweenTwoRevisionsGivingDifferentPuzzles() {
        // r1c1 read 8, which row 1 has already; its next choices 4 and 2 both make a proper puzzle
        DigitReading[] readings = sureReadings(NOT_MINIMAL);
        double[] s = new double[10];
        Arrays.fill(s, 1, 10, 0.02 / 6);
        s[8] = 0.5;
        s[4] = 0.3;
        s[2] = 0.18;
        readings[0] = new DigitReading(8, 0.5, s);
        BoardCorrector.Result r = new BoardCorrector().correct(NOT_MINIMAL.with(0, 8), readings);
        BoardCorrector.Result.Ambiguous a = assertInstanceOf(BoardCorrector.Result.Ambiguous.class, r);
        assertEquals(NOT_MINIMAL, a.board());
        assertEquals(List.of(4), a.changes().stream().map(BoardCorrector.Change::to).toList());
        assertEquals(List.of(2), a.rival().stream().map(BoardCorrector.Change::to).toList());
    }
}
