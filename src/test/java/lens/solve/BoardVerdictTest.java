package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import lens.board.Rules;
import org.junit.jupiter.api.Test;

class BoardVerdictTest {
    private static final Grid PUZZLE = Grid.parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    @Test
    void aProperPuzzleIsSolved() {
        BoardVerdict v = BoardVerdict.of(PUZZLE);
        assertInstanceOf(BoardVerdict.Solved.class, v);
        assertTrue(Rules.isSolutionOf(v.solution(), PUZZLE));
        assertNull(v.reason());
        assertEquals(PUZZLE, v.board());
    }

    @Test
    void aRepeatedDigitIsAConflictNamedByItsUnit() {
        BoardVerdict v = BoardVerdict.of(PUZZLE.with(2, 5));
        assertInstanceOf(BoardVerdict.Conflicts.class, v);
        assertEquals("two 5s in row 1 (r1c1, r1c3)", v.reason());
        assertNull(v.solution());
    }

    @Test
    void contradictionsDeepDownHaveNoSolution() {
        // r1c9 must hold the 9 row 1 lacks, but column 9 already has it: no unit repeats a digit.
        Grid g = Grid.parse("12345678." + "........9" + ".".repeat(63));
        BoardVerdict v = BoardVerdict.of(g);
        assertTrue(Rules.conflicts(g).isEmpty());
        assertInstanceOf(BoardVerdict.NoSolution.class, v);
        assertEquals("no solution", v.reason());
    }

    @Test
    void fewGivensHaveSeveralSolutionsButReadFromAPictureAreUnreadable() {
        Grid sparse = Grid.parse("53..7...." + ".".repeat(72));
        BoardVerdict typed = BoardVerdict.of(sparse);
        assertInstanceOf(BoardVerdict.Several.class, typed);
        assertEquals(2, ((BoardVerdict.Several) typed).solutions().size());
        BoardVerdict read = BoardVerdict.ofReading(sparse);
        assertInstanceOf(BoardVerdict.Unreadable.class, read);
        assertEquals("only 3 digits read", read.reason());
        assertInstanceOf(BoardVerdict.Solved.class, BoardVerdict.ofReading(PUZZLE));
    }
}
