package lens.solve.human;

import java.util.Optional;

/**
 * One solving technique: looks at the board and returns the first deduction it can make, or
 * nothing. A technique never changes the board; the solver applies the step it returns.
 */
public interface Technique {
    Optional<Step> find(CandidateBoard board);
}
