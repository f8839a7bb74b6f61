package lens.generate;

/** The outcome of generating one puzzle: found, or out of time after some attempts. */
public sealed interface Generation {
    record Found(GeneratedPuzzle puzzle) implements Generation {
    }

    record TimedOut(int attempts) implements Generation {
    }
}
