package lens.solve.human;

import java.util.Optional;

/**
 * One solving technique: looks at the board and returns the first deduction it can make, or
 * nothing. A technique never changes the board; the solver applies the step it returns.
 */
public interface Technique {
    Optional<Step> find(CandidateBoard board);

    /**
     * The least difficulty of any step this technique can return (0 when not known): a rater
     * with a ceiling skips the techniques that could only exceed it.
     */
    default double minDifficulty() {
        return 0;
    }
}
