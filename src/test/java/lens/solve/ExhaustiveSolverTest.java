package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import lens.board.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExhaustiveSolverTest {
    @Test
    void blankGridHasSeveralSolutions() {
        SolveResult r = ExhaustiveSolver.solve(Grid.empty());
        assertEquals(SolveStatus.MULTIPLE, r.status());
        assertTrue(Rules.isSolved(r.solutions().get(0)));
        assertTrue(Rules.isSolved(r.solutions().get(1)));
        assertNotEquals(r.solutions().get(0), r.solutions().get(1));
        assertEquals(5, ExhaustiveSolver.countSolutions(Grid.empty(), 5));
        assertFalse(ExhaustiveSolver.hasUniqueSolution(Grid.empty()));
    }

    /** Givens that break no rule directly, yet no grid completes them. */
    @ParameterizedTest
    @ValueSource(strings = {
        // r1c9 must be 9, but column 9 already holds it
        "12345678.........9...............................................................",
        // r1c1 sees 2-5 in its row and 6-9, 1 in its column
        ".2345....6........7........8........9........1...................................",
        // box 1 needs a 1: rows 1-2 and columns 1-2 hold theirs elsewhere, and r3c3 is 2
        "...1...........1....2......1...........................1.........................",
        // row 1 needs a 3 in r1c1-r1c3, but box 1 already has its 3 in r2c1
        "...4567893.......................................................................",
    })
    void contradictoryGivensHaveNoSolution(String line) {
        Grid p = Grid.parse(line);
        assertTrue(Rules.conflicts(p).isEmpty(), "givens must be valid by themselves");
        assertEquals(SolveStatus.NONE, ExhaustiveSolver.solve(p).status());
        assertEquals(0, new BitSolver().solve(p.toBytes(), null, 2));
        assertEquals(0, new SimpleSolver().solve(p.toBytes(), null, 2));
    }

    @Test
    void equalGivensInAUnitHaveNoSolution() {
        Grid p = Grid.parse("5.......5........................................................................");
        assertEquals(SolveStatus.NONE, ExhaustiveSolver.solve(p).status());
        assertEquals(0, new BitSolver().solve(p.toBytes(), null, 2));
    }

    /** Equal givens in a row, a column across bands, a column inside a band, a box. */
    @ParameterizedTest
    @ValueSource(strings = {
        "5.......5........................................................................",
        "..7.....................................................7........................",
        "....3.................3..........................................................",
        ".........4.........4.............................................................",
    })
    void equalGivensInAnyUnitHaveNoSolutionAndLeaveTheSolverReusable(String line) {
        BitSolver solver = new BitSolver();
        assertEquals(0, solver.solve(Grid.parse(line).toBytes(), null, 2));
        Grid unique = Grid.parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
        byte[] out = new byte[81];
        assertEquals(1, solver.solve(unique.toBytes(), out, 2));
        assertTrue(Rules.isSolutionOf(Grid.of(out), unique));
    }

    @Test
    void uniquePuzzle() {
        Grid p = Grid.parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
        SolveResult r = ExhaustiveSolver.solve(p);
        assertEquals(SolveStatus.UNIQUE, r.status());
        assertEquals("812753649943682175675491283154237896369845721287169534521974368438526917796318452",
                r.solution().toLine());
    }

    @Test
    void limitBelowOneIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new BitSolver().solve(new byte[81], null, 0));
        assertThrows(IllegalArgumentException.class, () -> new SimpleSolver().solve(new byte[81], null, 0));
    }
}
