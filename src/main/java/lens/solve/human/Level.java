package lens.solve.human;

import java.util.Locale;

/**
 * Named difficulty levels over the Sudoku Explainer scale. Easy needs singles only, medium adds
 * intersections and pairs, hard adds triples, fish and wings up to unique rectangle types 1, 2
 * and 4, expert adds unique rectangle type 3, quads, jellyfish, the BUG types and simple
 * colouring, extreme is every chain (SE's chains start at 6.6 and grow with their length) and
 * beyond.
 */
public enum Level {
    EASY(0.0, 2.3),
    MEDIUM(2.3, 3.4),
    HARD(3.4, 4.5),
    EXPERT(4.5, 6.5),
    EXTREME(6.5, Double.POSITIVE_INFINITY);

    private final double minScore;
    private final double maxScore;

    Level(double minScore, double maxScore) {
        this.minScore = minScore;
        this.maxScore = maxScore;
    }

    /** Scores above {@code minScore} and up to {@code maxScore} (easy includes 0). */
    public static Level of(double score) {
        for (Level l : values()) {
            if (score <= l.maxScore) {
                return l;
            }
        }
        return EXTREME;
    }

    /** Exclusive lower bound (0 for easy). */
    public double minScore() {
        return minScore;
    }

    /** Inclusive upper bound (infinite for extreme). */
    public double maxScore() {
        return maxScore;
    }

    /** Lower-case name for output, e.g. {@code expert}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
