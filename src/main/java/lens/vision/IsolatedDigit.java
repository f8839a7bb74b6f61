package lens.vision;

/** A cell as {@link DigitIsolator} found it, and how much darker than the paper its digit is (0 when empty). */
record IsolatedDigit(CellImage cell, double contrast) {
}
