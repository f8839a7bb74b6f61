package lens.solve.human.trial;

import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Propagator;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Nishio (trial with rollback): assume a candidate, fill in the singles that follow on a copy
 * of the board, and if the copy breaks, the candidate is false. Cells with fewer candidates are
 * tried first, as a player would. Counted as trial, not logic.
 */
public final class Nishio implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int k = 2; k <= 9; k++) {
            for (int c = 0; c < Units.CELLS; c++) {
                int m = b.candidates(c);
                if (Integer.bitCount(m) != k) {
                    continue;
                }
                for (; m != 0; m &= m - 1) {
                    int d = Integer.numberOfTrailingZeros(m) + 1;
                    if (!Propagator.assume(b.copy(), c, d)) {
                        return Optional.of(Step.eliminate(TechniqueType.NISHIO,
                                List.of(new Step.Elimination(c, d)), new Evidence.Contradiction(c, d, false)));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
