package lens.ocr.correct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import lens.board.Rules;
import lens.ocr.DigitReading;
import org.junit.jupiter.api.Test;

class FilledGridCorrectorTest {
    // the solution of top95 #1
    private static final Grid SOLVED = Grid.parse(
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293");

    /** Every cell read with confidence 0.97; the rest of the belief spread over the other digits. */
    private static DigitReading[] sure(Grid g) {
        return TestReadings.sure(g, 0.97, 0.02);
    }

    private static DigitReading reading(int first, int second, double p1, double p2) {
        return TestReadings.reading(first, second, p1, p2);
    }

    private final FilledGridCorrector corrector = new FilledGridCorrector();

    @Test
    void leavesAValidGridAlone() {
        assertTrue(Rules.isSolved(SOLVED));
        FilledGridCorrector.Revision r = corrector.correct(SOLVED, sure(SOLVED));
        assertEquals(SOLVED, r.board());
        assertTrue(r.changes().isEmpty());
    }

    @Test
    void revisesAnUnsureMisreadThatBreaksTheRules() {
        Grid read = SOLVED.with(0, 7); // 4 written, read as 7 (row 1 already has a 7)
        DigitReading[] readings = sure(SOLVED);
        readings[0] = reading(7, 4, 0.6, 0.38);
        FilledGridCorrector.Revision r = corrector.correct(read, readings);
        assertEquals(SOLVED, r.board());
        assertEquals(1, r.changes().size());
        assertTrue(r.changes().get(0).toString().startsWith("r1c1: 7 -> 4"), r.changes().get(0).toString());
    }

    @Test
    void keepsAConfidentWrongDigit() {
        // the user wrote 7 where 4 belongs, clearly: that mistake must be reported, not hidden
        Grid read = SOLVED.with(0, 7);
        DigitReading[] readings = sure(SOLVED);
        readings[0] = reading(7, 4, 0.95, 0.04);
        FilledGridCorrector.Revision r = corrector.correct(read, readings);
        assertEquals(read, r.board());
        assertTrue(r.changes().isEmpty());
    }

    @Test
    void neverRevisesIntoADigitThatMakesNewRepeats() {
        Grid read = SOLVED.with(0, 7);
        DigitReading[] readings = sure(SOLVED);
        readings[0] = reading(7, 1, 0.6, 0.38); // close second choice 1, but row 1 has a 1 already
        assertEquals(read, corrector.correct(read, readings).board());
    }

    @Test
    void revisesTwoMisreadsThatSwapPlaces() {
        // r1c1 (4) and r1c2 (1) read as 1 and 4: the row is still fine, columns and boxes are not
        Grid read = SOLVED.with(0, 1).with(1, 4);
        DigitReading[] readings = sure(SOLVED);
        readings[0] = reading(1, 4, 0.55, 0.4);
        readings[1] = reading(4, 1, 0.6, 0.35);
        FilledGridCorrector.Revision r = corrector.correct(read, readings);
        assertEquals(SOLVED, r.board());
        assertEquals(2, r.changes().size());
    }

    @Test
    void leavesEmptyCellsEmpty() {
        Grid read = SOLVED.with(40, 0);
        DigitReading[] readings = sure(SOLVED);
        readings[40] = null;
        assertEquals(read, corrector.correct(read, readings).board());
    }

    @Test
    void countsRepeats() {
        assertEquals(0, FilledGridCorrector.repeats(SOLVED));
        // a wrong digit repeats once in each of its three units
        assertEquals(3, FilledGridCorrector.repeats(SOLVED.with(0, 7)));
    }
}
