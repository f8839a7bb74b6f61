package lens.solve.human;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Grid;

/**
 * Solves like a person: repeatedly takes the first technique of the {@link SolvingOrder} that
 * finds a step and applies it, until the grid is full or nothing applies. Immutable and
 * thread-safe; every call works on its own board.
 */
public final class StrategySolver {
    private final List<Technique> techniques;
    /** Steps above this are of no use to the caller ({@link #forUniquePuzzleUpTo}); infinite otherwise. */
    private final double ceiling;

    private StrategySolver(List<Technique> techniques) {
        this(techniques, Double.POSITIVE_INFINITY);
    }

    private StrategySolver(List<Technique> techniques, double ceiling) {
        this.techniques = techniques;
        this.ceiling = ceiling;
    }

    /** For puzzles known to have exactly one solution (uniqueness techniques allowed). */
    public static StrategySolver forUniquePuzzle() {
        return new StrategySolver(SolvingOrder.forUniquePuzzle());
    }

    /**
     * For unique puzzles, with only the techniques tried before the first one whose steps all
     * rate above {@code ceiling}: on any board it finds the same step as {@link
     * #forUniquePuzzle()} as long as that step rates at most {@code ceiling}, and it runs out of
     * steps (or returns one above the ceiling) otherwise. Rating against a ceiling this way skips
     * the chain searches a harder step would need, and each technique searches only as far as
     * the ceiling needs ({@link Technique#findUpTo}).
     */
    public static StrategySolver forUniquePuzzleUpTo(double ceiling) {
        List<Technique> upTo = new ArrayList<>();
        for (Technique t : SolvingOrder.forUniquePuzzle()) {
            if (t.minDifficulty() > ceiling) {
                break;
            }
            upTo.add(t);
        }
        return new StrategySolver(List.copyOf(upTo), ceiling);
    }

    /** For puzzles whose uniqueness is not known. */
    public static StrategySolver withoutUniqueness() {
        return new StrategySolver(SolvingOrder.withoutUniqueness());
    }

    /** A solver trying exactly these techniques, in this order (for tests). */
    public static StrategySolver of(List<Technique> techniques) {
        return new StrategySolver(List.copyOf(techniques));
    }

    public SolvePath solve(Grid puzzle) {
        CandidateBoard b = CandidateBoard.of(puzzle);
        List<Step> steps = new ArrayList<>();
        while (!b.isSolved()) {
            Optional<Step> s = nextStep(b);
            if (s.isEmpty()) {
                break;
            }
            b.apply(s.get());
            steps.add(s.get());
        }
        return new SolvePath(puzzle, steps, b.toGrid());
    }

    /** The next step a player could take on this grid (candidates follow from the digits). */
    public Optional<Step> nextStep(Grid grid) {
        return nextStep(CandidateBoard.of(grid));
    }

    /** The first step of the easiest technique that applies; the board is not changed. */
    public Optional<Step> nextStep(CandidateBoard board) {
        if (board.isSolved()) {
            return Optional.empty();
        }
        boolean bounded = ceiling != Double.POSITIVE_INFINITY;
        for (Technique t : techniques) {
            Optional<Step> s = bounded ? t.findUpTo(board, ceiling) : t.find(board);
            if (s.isPresent()) {
                return s;
            }
        }
        return Optional.empty();
    }
}
