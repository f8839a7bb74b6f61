package lens.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Grid;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.Step;
import lens.solve.human.StrategySolver;

/**
 * Rates a unique puzzle only as far as a {@link RatingRange} needs. It walks the
 * {@link lens.solve.human.Rater}'s path (the easiest applicable step each time) with only the
 * techniques that can rate at or under the range's ceiling, and stops at the first step above
 * it; so a puzzle that overshoots never pays for the chain searches its hardest step would need,
 * and one walk gives both the verdict and, in range, the very rating {@code Rater.rate} gives.
 * A puzzle under the floor still needs its whole (cheap) walk: a puzzle's rating is its hardest
 * step, which may come last.
 */
final class BandRater {
    private final StrategySolver solver;
    private final RatingRange range;

    BandRater(RatingRange range) {
        this.range = range;
        this.solver = Double.isFinite(range.max())
                ? StrategySolver.forUniquePuzzleUpTo(range.max())
                : StrategySolver.forUniquePuzzle();
    }

    /** True when {@code puzzle} (unique) rates at most the ceiling. */
    boolean holdsCeiling(byte[] puzzle) {
        return underCeiling(puzzle) != null;
    }

    /**
     * For a range without a ceiling: true as soon as the walk takes a step rated at or above the
     * floor (the puzzle is then in range whatever follows, so the rest of the walk, often the
     * costliest part, is skipped); false when it ends below.
     */
    boolean reachesFloor(byte[] puzzle) {
        CandidateBoard b = CandidateBoard.of(Grid.of(puzzle));
        while (!b.isSolved()) {
            Optional<Step> s = solver.nextStep(b);
            if (s.isEmpty()) {
                return false;
            }
            if (range.contains(s.get().difficulty())) {
                return true;
            }
            b.apply(s.get());
        }
        return false;
    }

    /** The rating of {@code puzzle} (unique) when it is at most the ceiling, else null. */
    Rating underCeiling(byte[] puzzle) {
        Grid grid = Grid.of(puzzle);
        CandidateBoard b = CandidateBoard.of(grid);
        List<Step> steps = new ArrayList<>();
        while (!b.isSolved()) {
            Optional<Step> s = solver.nextStep(b);
            if (s.isEmpty() || s.get().difficulty() > range.max()) {
                return null;
            }
            b.apply(s.get());
            steps.add(s.get());
        }
        return Rating.of(new SolvePath(grid, steps, b.toGrid()));
    }
}
