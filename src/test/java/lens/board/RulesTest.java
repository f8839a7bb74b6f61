package lens.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RulesTest {
    static final Grid SOLVED = Grid.parse(
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293");

    @Test
    void solvedGridHasNoConflicts() {
        assertTrue(Rules.conflicts(SOLVED).isEmpty());
        assertTrue(Rules.isSolved(SOLVED));
    }

    @Test
    void conflictNamesUnitDigitAndCells() {
        Grid g = Grid.empty().with(Units.cell(2, 1), 7).with(Units.cell(2, 7), 7);
        List<Conflict> cs = Rules.conflicts(g);
        assertEquals(1, cs.size());
        assertEquals("two 7s in row 3 (r3c2, r3c8)", cs.get(0).describe());
    }

    @Test
    void conflictInColumnAndBox() {
        Grid g = Grid.empty().with(Units.cell(0, 0), 5).with(Units.cell(1, 1), 5).with(Units.cell(8, 1), 5);
        List<String> found = Rules.conflicts(g).stream().map(Conflict::describe).toList();
        assertEquals(List.of("two 5s in column 2 (r2c2, r9c2)", "two 5s in box 1 (r1c1, r2c2)"), found);
    }

    @Test
    void swappedCellsAreNotASolution() {
        Grid swapped = SOLVED.with(0, SOLVED.get(1)).with(1, SOLVED.get(0));
        assertFalse(Rules.isSolved(swapped));
        assertFalse(Rules.isSolved(SOLVED.with(40, 0)));
    }

    @Test
    void solutionMustKeepGivens() {
        Grid puzzle = Grid.parse(PuzzleReaderTest.LINE);
        assertTrue(Rules.isSolutionOf(SOLVED, puzzle));
        assertFalse(Rules.isSolutionOf(SOLVED, puzzle.with(80, 1)));
    }

    @Test
    void peersAndNames() {
        assertEquals(20, Units.peersOf(40).length);
        assertEquals("r5c5", Units.cellName(40));
        assertEquals("box 9", Units.unitName(26));
        assertEquals("column 1", Units.unitName(9));
        assertTrue(Units.sees(0, 20));
        assertFalse(Units.sees(0, 40));
    }
}
