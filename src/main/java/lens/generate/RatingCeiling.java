package lens.generate;

import java.util.Optional;
import lens.board.Grid;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.StrategySolver;

/**
 * Whether a puzzle's rating stays at or below a ceiling, without rating it fully: walks the same
 * path as {@link lens.solve.human.Rater} (the easiest applicable step each time) and stops at the
 * first step harder than the ceiling. Used while removing clues so that a puzzle never overshoots
 * the asked level; the final rating is still the Rater's.
 */
final class RatingCeiling {
    private final StrategySolver solver = StrategySolver.forUniquePuzzle();
    private final double max;

    RatingCeiling(double max) {
        this.max = max;
    }

    /** True when the strategy solver solves {@code puzzle} (unique) with steps up to the ceiling. */
    boolean holds(byte[] puzzle) {
        CandidateBoard b = CandidateBoard.of(Grid.of(puzzle));
        while (!b.isSolved()) {
            Optional<Step> s = solver.nextStep(b);
            if (s.isEmpty() || s.get().difficulty() > max) {
                return false;
            }
            b.apply(s.get());
        }
        return true;
    }
}
