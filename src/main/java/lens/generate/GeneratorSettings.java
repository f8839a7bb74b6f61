package lens.generate;

import java.time.Duration;

/**
 * What to generate and how.
 *
 * @param symmetry where clues sit (newspaper default: 180-degree rotation)
 * @param minimal when true, only puzzles from which no single clue can be removed
 * @param range the Sudoku Explainer scores allowed ({@link RatingRange#ANY}: no rating needed)
 * @param rate rate every puzzle even when any rating is allowed (to print it)
 * @param fill how full grids are made
 * @param removal how clues are taken away
 * @param readdRounds passes of re-adding (0 = off; each pass costs about as much as the removal
 *     times the number of empty orbits, so 1-2 are the useful values)
 * @param timeout how long one puzzle may take before generation gives up
 */
public record GeneratorSettings(Symmetry symmetry, boolean minimal, RatingRange range, boolean rate,
                                FillMethod fill, RemovalMethod removal, int readdRounds, Duration timeout) {
    public static final GeneratorSettings DEFAULT = new GeneratorSettings(Symmetry.ROTATIONAL, false,
            RatingRange.ANY, false, FillMethod.UNIFORM, RemovalMethod.START_SPARSE, 0, Duration.ofSeconds(60));

    public GeneratorSettings withSymmetry(Symmetry s) {
        return new GeneratorSettings(s, minimal, range, rate, fill, removal, readdRounds, timeout);
    }

    public GeneratorSettings withMinimal(boolean m) {
        return new GeneratorSettings(symmetry, m, range, rate, fill, removal, readdRounds, timeout);
    }

    public GeneratorSettings withRange(RatingRange r) {
        return new GeneratorSettings(symmetry, minimal, r, rate, fill, removal, readdRounds, timeout);
    }

    public GeneratorSettings withRate(boolean r) {
        return new GeneratorSettings(symmetry, minimal, range, r, fill, removal, readdRounds, timeout);
    }

    public GeneratorSettings withFill(FillMethod f) {
        return new GeneratorSettings(symmetry, minimal, range, rate, f, removal, readdRounds, timeout);
    }

    public GeneratorSettings withRemoval(RemovalMethod r) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, r, readdRounds, timeout);
    }

    public GeneratorSettings withReaddRounds(int n) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, removal, n, timeout);
    }

    public GeneratorSettings withTimeout(Duration t) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, removal, readdRounds, t);
    }
}
