package lens.generate;

import java.util.Locale;

/** How clues are taken away from a full grid; see {@link ClueRemoval}. */
public enum RemovalMethod {
    /** Start from the full grid and remove orbits one by one in random order. */
    FROM_FULL,
    /** Start from one clue per digit, add clues until unique, then remove (fewer solver calls). */
    START_SPARSE;

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
