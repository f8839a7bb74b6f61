package lens.solve.human.singles;

import java.util.Optional;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/** Naked single: a cell with one candidate left takes it. */
public final class NakedSingle implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int c = 0; c < Units.CELLS; c++) {
            int m = b.candidates(c);
            if (b.isEmpty(c) && Digits.isSingle(m)) {
                int d = Digits.first(m);
                return Optional.of(Step.place(TechniqueType.NAKED_SINGLE, c, d, new Evidence.OnlyCandidate(c, d)));
            }
        }
        return Optional.empty();
    }
}
