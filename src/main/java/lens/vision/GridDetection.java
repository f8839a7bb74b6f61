package lens.vision;

/** The outcome of looking for a grid: found with its corners, or not found with why. */
public sealed interface GridDetection {
    /**
     * A grid. {@code score} is in 0..1: how much the candidate looked like a grid (area share,
     * squareness); {@code method} names the detector path that found it.
     */
    record Found(Quad corners, double score, String method) implements GridDetection {
    }

    /** No grid; {@code reason} is one line for the user. */
    record NotFound(String reason) implements GridDetection {
    }
}
