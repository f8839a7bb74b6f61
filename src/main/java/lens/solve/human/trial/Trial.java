package lens.solve.human.trial;

import java.util.List;
import java.util.Optional;
import lens.board.Grid;
import lens.board.Units;
import lens.solve.ExhaustiveSolver;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * The last resort: take the cell with the fewest candidates, try each of its candidates, and
 * let the exhaustive search tell which ones admit no solution; those are removed. It always
 * makes progress on a puzzle with one solution (every false candidate fails), which guarantees
 * the strategy solver finishes. Counted as trial, not logic.
 */
public final class Trial implements Technique {

    @Override
    public double minDifficulty() {
        return TechniqueType.TRIAL.difficulty();
    }
    @Override
    public Optional<Step> find(CandidateBoard b) {
        int best = -1;
        for (int c = 0; c < Units.CELLS; c++) {
            int k = Integer.bitCount(b.candidates(c));
            if (b.isEmpty(c) && (best < 0 || k < Integer.bitCount(b.candidates(best)))) {
                best = c;
            }
        }
        if (best < 0) {
            return Optional.empty();
        }
        Grid grid = b.toGrid();
        for (int m = b.candidates(best); m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m) + 1;
            if (ExhaustiveSolver.countSolutions(grid.with(best, d), 1) == 0) {
                return Optional.of(Step.eliminate(TechniqueType.TRIAL,
                        List.of(new Step.Elimination(best, d)), new Evidence.Contradiction(best, d, true)));
            }
        }
        return Optional.empty();
    }
}
