package lens.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Grid;
import lens.overlay.Hint;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.StrategySolver;

/**
 * The steps a person takes from where a board stands, each with the board it was found on, for
 * drawing: the next few (hints on a photo or in the live window) or all of them (the pictures
 * of {@code solve --explain}). Every digit of the board counts as placed, so a grid partly
 * filled in by hand continues from where the person is.
 */
public final class Hints {
    private static final StrategySolver SOLVER = StrategySolver.forUniquePuzzle();

    private Hints() {
    }

    /** Up to {@code count} next steps of {@code board} (fewer when it is solved sooner or logic ends). */
    public static List<Hint> next(Grid board, int count) {
        CandidateBoard b = CandidateBoard.of(board);
        List<Hint> out = new ArrayList<>();
        while (out.size() < count) {
            Optional<Step> s = SOLVER.nextStep(b);
            if (s.isEmpty()) {
                break;
            }
            out.add(new Hint(out.size() + 1, s.get(), b));
            b.apply(s.get());
        }
        return out;
    }

    /** Every step to the end. */
    public static List<Hint> all(Grid board) {
        return next(board, Integer.MAX_VALUE);
    }
}
