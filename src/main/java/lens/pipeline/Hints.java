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
 * filled in by hand continues from where the person is. Steps are found only when asked for,
 * so that the live window pays for one step at a time. Not thread-safe.
 */
public final class Hints {
    private static final StrategySolver SOLVER = StrategySolver.forUniquePuzzle();

    private final Grid start;
    private final CandidateBoard board;
    private final List<Hint> found = new ArrayList<>();
    private boolean ended;

    /** The steps from {@code start}. */
    public Hints(Grid start) {
        this.start = start;
        this.board = CandidateBoard.of(start);
    }

    /** Up to {@code count} next steps of {@code board} (fewer when it is solved sooner or logic ends). */
    public static List<Hint> next(Grid board, int count) {
        Hints h = new Hints(board);
        h.get(count);
        return h.upTo(count);
    }

    /** Every step to the end. */
    public static List<Hint> all(Grid board) {
        return next(board, Integer.MAX_VALUE);
    }

    /** The board the steps start from. */
    public Grid start() {
        return start;
    }

    /** Step {@code number} (from 1), found now if need be; empty past the last step. */
    public Optional<Hint> get(int number) {
        while (found.size() < number && !ended) {
            Optional<Step> s = SOLVER.nextStep(board);
            if (s.isEmpty()) {
                ended = true;
                break;
            }
            found.add(new Hint(found.size() + 1, s.get(), board));
            board.apply(s.get());
        }
        return number >= 1 && number <= found.size() ? Optional.of(found.get(number - 1)) : Optional.empty();
    }

    /** True when the steps found so far fill the grid. */
    public boolean solved() {
        return board.isSolved();
    }

    /** The steps found so far, up to {@code number}. */
    public List<Hint> upTo(int number) {
        return List.copyOf(found.subList(0, Math.min(number, found.size())));
    }
}
