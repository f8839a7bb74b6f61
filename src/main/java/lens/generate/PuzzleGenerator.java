package lens.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import lens.board.Grid;
import lens.solve.human.Rating;

/**
 * Makes one puzzle from a seed: a full grid from the configured {@link GridFill}, clues taken away
 * by {@link ClueRemoval} (always keeping exactly one solution, whole symmetry orbits at a time),
 * optional re-adding, then the checks: minimal when asked (else start over), rating in range when
 * asked (else start over), until the timeout. The result depends on the seed only, never on the
 * thread or the clock (unless the clock runs out).
 *
 * <p>For easy, removals are kept only while naked and hidden singles still solve the puzzle, so
 * nearly every attempt lands in range. For a puzzle rated above the range, the removals are
 * backed off to the last puzzle under the ceiling ({@link ClueRemoval#backOff}), which often
 * lands in range (not for minimal or re-added puzzles, which must stay as they are). The floor is
 * reached by trying: a new removal order, a new grid now and then, until the rating fits. Every
 * rating is one {@link BandRater} walk that stops at the ceiling, and puzzles that singles solve
 * are turned away before any rating when the range starts above easy. Floors that removal alone
 * does not reach (above {@link Tuning#climbAbove()}) first climb by {@link HardClimb} from each
 * removed puzzle; without a ceiling, rating stops at the first step at the floor
 * ({@link BandRater#reachesFloor}) unless the score is to be printed. With a {@link Spread} (the
 * expert level), the seed picks a sub-band of the range, and a puzzle in range but outside it is
 * turned away until the spread's misses are spent; then any puzzle in range will do.
 *
 * <p>Not thread-safe (it holds solver scratch space): one instance per thread.
 */
public final class PuzzleGenerator {
    private final GeneratorSettings settings;
    private final GridFill fill;
    private final Uniqueness uniqueness = new Uniqueness();
    private final ClueRemoval removal = new ClueRemoval();
    private final Predicate<byte[]> keep;
    private final BandRater rater;
    private final boolean easyIsOutOfRange;
    private final boolean mayBackOff;
    private final HardClimb climb = new HardClimb(removal);

    /**
     * Tuning numbers.
     *
     * @param attemptsPerGrid removal orders tried on one full grid before a new grid is made: a
     *     uniform fill costs about as much as 25 removal passes, and one grid gives many different
     *     puzzles. Reusing a grid K times does not favour some grids more than fresh grids do: a
     *     grid that yields an in-range puzzle with probability p is kept with probability
     *     1-(1-p)^K, about K times p when p is small, so in proportion to p as with K = 1; and
     *     every output puzzle still comes from its own seed's grids
     * @param minimalReshuffles reshuffles per grid towards a minimal symmetric puzzle: each costs a
     *     removal pass, yet after about this many the grid rarely gives one at all
     * @param climbAbove floors above this are out of reach of removal alone (of 400 unrated
     *     puzzles none rated above 8.4), so each puzzle first climbs by {@link HardClimb}
     * @param climbMoves moves of one climb
     * @param climbGoal the {@link HardClimb#hardness} at which a climb stops early
     */
    public record Tuning(int attemptsPerGrid, int minimalReshuffles, double climbAbove, int climbMoves, long climbGoal) {
        public static final Tuning DEFAULT = new Tuning(64, 30, 8.0, 200, 70_000);
    }

    private final Tuning tuning;

    public PuzzleGenerator(GeneratorSettings settings) {
        this(settings, Tuning.DEFAULT);
    }

    PuzzleGenerator(GeneratorSettings settings, Tuning tuning) {
        this.settings = settings;
        this.tuning = tuning;
        this.fill = settings.fill().newFill();
        this.keep = removalRule(settings);
        this.rater = new BandRater(settings.range());
        this.mayBackOff = Double.isFinite(settings.range().max()) && !settings.minimal() && settings.readdRounds() == 0;
        double easyMax = lens.solve.human.Level.EASY.maxScore();
        this.easyIsOutOfRange = settings.range().min() > easyMax
                || (settings.range().min() == easyMax && !settings.range().minInclusive());
    }

    /**
     * What every removal must keep: one solution, and for easy (unless minimal puzzles are asked
     * for) that naked and hidden singles still solve it, which is as cheap as the uniqueness test.
     */
    private Predicate<byte[]> removalRule(GeneratorSettings s) {
        return s.range().singlesOnly() && !s.minimal() ? removal::singlesSolve : uniqueness::isUnique;
    }

    /** Generates the puzzle of {@code seed}, giving up at {@code System.nanoTime() >= deadline}. */
    public Generation generate(long seed, long deadlineNanos) {
        SplittableRandom rnd = new SplittableRandom(seed);
        RatingRange aim = settings.spread().pick(rnd);
        int misses = 0;
        int attempts = 0;
        Grid solution = null;
        byte[] full = null;
        do {
            if (attempts++ % tuning.attemptsPerGrid() == 0) {
                solution = fill.fill(rnd);
                full = solution.toBytes();
                uniqueness.useGrid(full);
            }
            List<int[]> removed = new ArrayList<>();
            byte[] puzzle = settings.removal() == RemovalMethod.START_SPARSE
                    ? removal.startSparse(full, settings.symmetry(), rnd, keep, removed)
                    : removal.fromFull(full, settings.symmetry(), rnd, keep, removed);
            if (settings.range().min() > tuning.climbAbove()) {
                climb.climb(puzzle, full, settings.symmetry(), rnd, keep, tuning.climbMoves(), tuning.climbGoal());
                removed.clear(); // no longer the path to this puzzle: nothing to back off along
            }
            if (settings.readdRounds() > 0) {
                removal.readd(puzzle, full, settings.symmetry(), rnd, keep, settings.readdRounds());
            }
            if (settings.minimal() && !makeMinimal(puzzle, full, rnd)) {
                continue;
            }
            if (easyIsOutOfRange && removal.singlesSolve(puzzle)) {
                continue; // easy, below the range: known without rating
            }
            Grid p = Grid.of(puzzle);
            Rating rating = null;
            if (Double.isInfinite(settings.range().max()) && !settings.rate() && !settings.range().isAny()) {
                if (!rater.reachesFloor(puzzle)) {
                    continue;
                }
            } else if (!settings.range().isAny() || settings.rate()) {
                rating = rater.underCeiling(puzzle);
                // Over the ceiling: back off to the last puzzle of the removal path under it.
                if (rating == null && mayBackOff) {
                    byte[] backed = ClueRemoval.backOff(puzzle, full, removed, rater::holdsCeiling);
                    if (backed != null) {
                        p = Grid.of(backed);
                        rating = rater.underCeiling(backed);
                    }
                }
                if (rating == null || !settings.range().contains(rating.score())) {
                    continue;
                }
                if (aim != null && misses < settings.spread().misses() && !aim.contains(rating.score())) {
                    misses++;
                    continue;
                }
            }
            return new Generation.Found(new GeneratedPuzzle(p, solution, rating, attempts));
        } while (System.nanoTime() < deadlineNanos);
        return new Generation.TimedOut(attempts);
    }

    /**
     * Symmetric removal can leave a clue that could go alone while its orbit cannot; reshuffle
     * around such clues a few times, keeping the symmetry, until none is left.
     */
    private boolean makeMinimal(byte[] puzzle, byte[] full, SplittableRandom rnd) {
        for (int tries = 0; ; tries++) {
            int removable = uniqueness.removableClue(puzzle, rnd.nextInt(81));
            if (removable < 0) {
                return true;
            }
            if (tries == tuning.minimalReshuffles()) {
                return false;
            }
            removal.reshuffleAround(puzzle, full, settings.symmetry(), removable, rnd, keep);
        }
    }

    /** Generates with the settings' timeout starting now. */
    public Generation generate(long seed) {
        return generate(seed, System.nanoTime() + settings.timeout().toNanos());
    }
}
