package lens.verify;

/** What a grid was checked against. */
public enum Basis {
    /** The unique solution of the printed puzzle read from the photo. */
    SOLUTION,
    /** The unique solution of the puzzle given beside the photo. */
    GIVEN,
    /** The rules only: the printed digits read do not make a puzzle with one solution. */
    RULES
}
