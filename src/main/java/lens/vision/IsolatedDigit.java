package lens.vision;

/**
 * A cell as {@link DigitIsolator} found it, how much darker than the paper its digit is (0 when
 * empty), and its pieces of ink as far as a solver's pencil marks go ({@link PencilMarks}).
 */
record IsolatedDigit(CellImage cell, double contrast, PencilMarks.Pieces pieces) {
    IsolatedDigit(CellImage cell, double contrast) {
        this(cell, contrast, PencilMarks.Pieces.NONE);
    }
}
