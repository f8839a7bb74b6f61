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

    /**
     * For a search that only wants steps rated at most {@code ceiling}: the step {@link #find}
     * returns whenever that step rates at most the ceiling; otherwise nothing or some step above
     * it. A technique whose search can stop early below a ceiling overrides this.
     */
    default Optional<Step> findUpTo(CandidateBoard board, double ceiling) {
        return find(board);
    }
}
