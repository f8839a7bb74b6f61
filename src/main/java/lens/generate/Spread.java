package lens.generate;

import java.util.List;
import java.util.SplittableRandom;
import lens.solve.human.Level;

/**
 * Sub-bands a level's puzzles are spread over. Each puzzle aims at one of them, picked by its
 * seed: a puzzle of the level outside it is turned away, until {@code misses} have been; then
 * any puzzle of the level will do. So the level
 * covers its range instead of being mostly its commonest hardest step, at a bounded cost: a rare
 * sub-band costs at most {@code misses + 1} puzzles of the level.
 *
 * <p>Expert is the level that needs it: of its puzzles left to chance about three in four rate
 * 5.6 (BUG+1), one in ten 4.6-5.4 (unique rectangle type 3, quads, jellyfish), the rest
 * 5.7-6.2 (BUG types 2-4, simple colouring). Its three sub-bands are those three groups.
 *
 * @param bands    the sub-bands, each inside the level's range; empty for no spread
 * @param misses   puzzles of the level turned away for missing the sub-band before any will do
 */
public record Spread(List<RatingRange> bands, int misses) {
    /** No spread: any puzzle of the range. */
    public static final Spread NONE = new Spread(List.of(), 0);

    /** Expert's patience: puzzles of the level turned away before any will do (see the notebook). */
    static final int EXPERT_MISSES = 6;

    public Spread {
        bands = List.copyOf(bands);
    }

    /** The spread of a level: expert's three sub-bands, none for the others. */
    public static Spread of(Level level) {
        if (level != Level.EXPERT) {
            return NONE;
        }
        return new Spread(List.of(
                new RatingRange(Level.EXPERT.minScore(), false, 5.5),
                new RatingRange(5.5, false, 5.6),
                new RatingRange(5.6, false, Level.EXPERT.maxScore())), EXPERT_MISSES);
    }

    public boolean isNone() {
        return bands.isEmpty();
    }

    /** The sub-band a puzzle aims at, drawn from its own random sequence; null for no spread. */
    RatingRange pick(SplittableRandom rnd) {
        return isNone() ? null : bands.get(rnd.nextInt(bands.size()));
    }
}
