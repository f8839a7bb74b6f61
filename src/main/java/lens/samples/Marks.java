package lens.samples;

/**
 * Which empty cells of a grid being solved carry the solver's pencil marks (small candidate
 * digits, notes rather than answers: a reader leaves those cells empty).
 */
public enum Marks {
    /** None. */
    NONE,
    /** A share of the empty cells (30-90%), two to four candidates each: a solver noting where they look. */
    SOME,
    /**
     * Every empty cell, each with all of its candidates (the digits no peer holds), as a solver
     * keeping full notes writes them and a puzzle app shows its notes: the cells of marks then
     * outnumber the digits.
     */
    EVERY
}
