package lens.generate;

import java.time.Duration;
import lens.solve.human.Level;

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
 * @param timeout how long generation may take before it gives up: one puzzle
 *     ({@link PuzzleGenerator#generate(long)}) or a whole batch ({@link BatchGenerator})
 * @param spread sub-bands of the range to spread the puzzles over ({@link Spread#NONE}: any in range)
 */
public record GeneratorSettings(Symmetry symmetry, boolean minimal, RatingRange range, boolean rate,
                                FillMethod fill, RemovalMethod removal, int readdRounds, Duration timeout,
                                Spread spread) {
    public static final GeneratorSettings DEFAULT = new GeneratorSettings(Symmetry.ROTATIONAL, false,
            RatingRange.ANY, false, FillMethod.UNIFORM, RemovalMethod.START_SPARSE, 0, Duration.ofSeconds(60),
            Spread.NONE);

    /** A level: its range, spread over the level's sub-bands ({@link Spread#of(Level)}). */
    public GeneratorSettings withLevel(Level level) {
        return withRange(RatingRange.of(level)).withSpread(Spread.of(level));
    }

    public GeneratorSettings withSymmetry(Symmetry s) {
        return new GeneratorSettings(s, minimal, range, rate, fill, removal, readdRounds, timeout, spread);
    }

    public GeneratorSettings withMinimal(boolean m) {
        return new GeneratorSettings(symmetry, m, range, rate, fill, removal, readdRounds, timeout, spread);
    }

    /** Any puzzle in {@code r}, without spread. */
    public GeneratorSettings withRange(RatingRange r) {
        return new GeneratorSettings(symmetry, minimal, r, rate, fill, removal, readdRounds, timeout, Spread.NONE);
    }

    public GeneratorSettings withSpread(Spread s) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, removal, readdRounds, timeout, s);
    }

    public GeneratorSettings withRate(boolean r) {
        return new GeneratorSettings(symmetry, minimal, range, r, fill, removal, readdRounds, timeout, spread);
    }

    public GeneratorSettings withFill(FillMethod f) {
        return new GeneratorSettings(symmetry, minimal, range, rate, f, removal, readdRounds, timeout, spread);
    }

    public GeneratorSettings withRemoval(RemovalMethod r) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, r, readdRounds, timeout, spread);
    }

    public GeneratorSettings withReaddRounds(int n) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, removal, n, timeout, spread);
    }

    public GeneratorSettings withTimeout(Duration t) {
        return new GeneratorSettings(symmetry, minimal, range, rate, fill, removal, readdRounds, t, spread);
    }
}
