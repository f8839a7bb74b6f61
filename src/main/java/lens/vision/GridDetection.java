package lens.vision;

/** The outcome of looking for a grid: found with its corners, or not found with why. */
public sealed interface GridDetection {
    /**
     * A grid. {@code score} is in 0..1: how much the candidate looked like a grid (area share,
     * squareness); {@code method} names the detector path that found it; {@code outline} is the
     * outline found before it was moved onto a 9x9 grid's lines (the corners themselves when it was
     * not): a larger grid, such as a crossword's, is refined onto nine of its cells, and only its
     * outline shows how many cells it has.
     */
    record Found(Quad corners, double score, String method, Quad outline) implements GridDetection {
        /** A grid found where its outline is. */
        public Found(Quad corners, double score, String method) {
            this(corners, score, method, corners);
        }
    }

    /** No grid; {@code reason} is one line for the user. */
    record NotFound(String reason) implements GridDetection {
    }
}
