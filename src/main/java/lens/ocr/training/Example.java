package lens.ocr.training;

/** One training digit already normalised: its 28 x 28 input (0..1, shared, not copied) and its digit 1..9. */
public record Example(float[] input, int digit) {
}
