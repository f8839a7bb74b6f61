package lens.solve;

/** How many solutions a puzzle has, as far as the exhaustive solver needs to know. */
public enum SolveStatus {
    /** No solution: the givens contradict each other, directly or deep down. */
    NONE,
    /** Exactly one solution: a proper puzzle. */
    UNIQUE,
    /** Two or more solutions. */
    MULTIPLE
}
