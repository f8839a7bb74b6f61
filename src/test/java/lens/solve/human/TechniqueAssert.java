package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import lens.board.Grid;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.solve.SolveStatus;

/** Checks a technique on a board written as text (see {@link BoardText}). */
public final class TechniqueAssert {
    private TechniqueAssert() {
    }

    /**
     * The technique finds a step with this sentence; when the board's digits have a unique
     * solution, the step's placements match it and its eliminations spare it.
     */
    public static Step assertFinds(Technique t, String board, String sentence) {
        Step s = assertFindsStep(t, board);
        assertEquals(sentence, s.sentence());
        return s;
    }

    /**
     * The technique finds a step; when the board's digits have a unique solution, the step's
     * placements match it and its eliminations spare it.
     */
    public static Step assertFindsStep(Technique t, String board) {
        CandidateBoard b = BoardText.parse(board);
        Optional<Step> found = t.find(b);
        assertTrue(found.isPresent(), () -> t.getClass().getSimpleName() + " found nothing on\n" + board);
        Step s = found.get();
        SolveResult r = ExhaustiveSolver.solve(b.toGrid());
        if (r.status() == SolveStatus.UNIQUE) {
            Grid solution = r.solution();
            s.placements().forEach(p -> assertEquals(solution.get(p.cell()), p.digit(), s::sentence));
            s.eliminations().forEach(e -> assertNotEquals(solution.get(e.cell()), e.digit(), s::sentence));
        }
        return s;
    }

    public static void assertFindsNothing(Technique t, String board) {
        Optional<Step> found = t.find(BoardText.parse(board));
        assertTrue(found.isEmpty(), () -> "unexpected " + found.get().sentence());
    }
}
