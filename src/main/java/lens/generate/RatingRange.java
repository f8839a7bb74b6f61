package lens.generate;

import java.util.Locale;
import lens.solve.human.Level;

/**
 * The Sudoku Explainer scores a generated puzzle must land in: {@code min < score <= max}, or
 * {@code min <= score} when {@code minInclusive} (levels include 0 for easy; ranges typed by the
 * user include both ends).
 */
public record RatingRange(double min, boolean minInclusive, double max) {
    /** Any rating: no rating needed. */
    public static final RatingRange ANY = new RatingRange(0, true, Double.POSITIVE_INFINITY);

    public RatingRange {
        if (min > max || Double.isNaN(min) || Double.isNaN(max)) {
            throw new IllegalArgumentException("empty rating range " + min + "-" + max);
        }
    }

    public static RatingRange of(Level level) {
        return new RatingRange(level.minScore(), level.minScore() == 0, level.maxScore());
    }

    /**
     * Parses {@code MIN-MAX} (both inclusive, e.g. {@code 3.0-4.5}), {@code MIN-} for that score
     * or more (e.g. {@code 9.0-}), or one number for exactly that score.
     *
     * @throws IllegalArgumentException with a message fit for the user
     */
    public static RatingRange parse(String text) {
        String t = text.strip();
        int dash = t.indexOf('-', 1);
        try {
            double lo = Double.parseDouble(dash < 0 ? t : t.substring(0, dash).strip());
            String upper = dash < 0 ? null : t.substring(dash + 1).strip();
            double hi = upper == null ? lo : upper.isEmpty() ? Double.POSITIVE_INFINITY : Double.parseDouble(upper);
            if (lo < 0 || hi < lo) {
                throw new IllegalArgumentException("rating range '" + text + "' is empty (use MIN-MAX with 0 <= MIN <= MAX)");
            }
            return new RatingRange(lo, true, hi);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("cannot read rating range '" + text + "' (use MIN-MAX, e.g. 3.0-4.5)");
        }
    }

    public boolean isAny() {
        return min == 0 && Double.isInfinite(max);
    }

    public boolean contains(double score) {
        return (minInclusive ? score >= min : score > min) && score <= max;
    }

    /** True when every puzzle in range is solved by singles alone (score at most 2.3). */
    boolean singlesOnly() {
        return max <= Level.EASY.maxScore();
    }

    @Override
    public String toString() {
        return Double.isInfinite(max)
                ? String.format(Locale.ROOT, minInclusive ? "%.1f or more" : "above %.1f", min)
                : String.format(Locale.ROOT, "%.1f-%.1f", min, max);
    }
}
