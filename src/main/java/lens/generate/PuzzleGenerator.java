package lens.generate;

import java.util.SplittableRandom;
import java.util.function.Predicate;
import lens.board.Grid;
import lens.solve.human.Rater;
import lens.solve.human.Rating;

/**
 * Makes one puzzle from a seed: a full grid from the configured {@link GridFill}, clues taken away
 * by {@link ClueRemoval} (always keeping exactly one solution, whole symmetry orbits at a time),
 * optional re-adding, then the checks: minimal when asked (else start over), rating in range when
 * asked (else start over), until the timeout. The result depends on the seed only, never on the
 * thread or the clock (unless the clock runs out).
 *
 * <p>When every allowed rating needs singles only (easy), removals are kept only while naked and
 * hidden singles still solve the puzzle, so nearly every attempt lands in range. Harder levels
 * are found by trying: a new grid, a new removal order, until the rating fits.
 *
 * <p>Not thread-safe (it holds solver scratch space): one instance per thread.
 */
public final class PuzzleGenerator {
    private final GeneratorSettings settings;
    private final GridFill fill;
    private final Uniqueness uniqueness = new Uniqueness();
    private final ClueRemoval removal = new ClueRemoval();
    private final Predicate<byte[]> keep;

    public PuzzleGenerator(GeneratorSettings settings) {
        this.settings = settings;
        this.fill = settings.fill().newFill();
        this.keep = settings.range().singlesOnly() && !settings.minimal()
                ? removal::singlesSolve
                : uniqueness::isUnique;
    }

    /** Generates the puzzle of {@code seed}, giving up at {@code System.nanoTime() >= deadline}. */
    public Generation generate(long seed, long deadlineNanos) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int attempts = 0;
        do {
            attempts++;
            Grid solution = fill.fill(rnd);
            byte[] full = solution.toBytes();
            byte[] puzzle = settings.removal() == RemovalMethod.START_SPARSE
                    ? removal.startSparse(full, settings.symmetry(), rnd, keep)
                    : removal.fromFull(full, settings.symmetry(), rnd, keep);
            if (settings.readdRounds() > 0) {
                removal.readd(puzzle, full, settings.symmetry(), rnd, keep, settings.readdRounds());
            }
            if (settings.minimal() && !uniqueness.isMinimal(puzzle)) {
                continue;
            }
            Grid p = Grid.of(puzzle);
            Rating rating = null;
            if (!settings.range().isAny() || settings.rate()) {
                rating = Rater.rate(p);
                if (!settings.range().contains(rating.score())) {
                    continue;
                }
            }
            return new Generation.Found(new GeneratedPuzzle(p, solution, rating, attempts));
        } while (System.nanoTime() < deadlineNanos);
        return new Generation.TimedOut(attempts);
    }

    /** Generates with the settings' timeout starting now. */
    public Generation generate(long seed) {
        return generate(seed, System.nanoTime() + settings.timeout().toNanos());
    }
}
