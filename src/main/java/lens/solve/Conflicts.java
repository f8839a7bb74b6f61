package lens.solve;

import java.util.Arrays;

/**
 * What {@link BitSolver}'s search learns from its contradictions within one puzzle, to steer the
 * guess choice (in the spirit of a SAT solver's conflict activity): how often a guess on each cell
 * had a branch that failed at once, and how often each digit was in a contradiction (it ran out
 * of places in a band, or placing it was the guess that failed at once).
 *
 * <p>A guess whose branch fails at once means that cell is tightly bound where the search now
 * is, and it is likely to be again in the neighbouring branches: guessing it there again settles
 * the other branch cheaply. A digit that keeps failing marks the part of the grid where the
 * contradictions come from. Each count adds one to a cell's guess score per event.
 *
 * <p>Counts are halved every {@link #HALF_LIFE} events of their kind, so recent conflicts weigh
 * more and the counts stay small (a guess score has room for at most 2^24, and a search counting
 * many solutions can run for millions of guesses). One instance per solver; no allocation after
 * construction.
 */
final class Conflicts {
    /** Events of one kind between two halvings of its counts. */
    static final int HALF_LIFE = 32;

    /**
     * Per cell (27 * band + bit, that is 9 * row + column): guesses on it with a branch that
     * failed at once.
     */
    private final int[] cells = new int[81];
    /** Per digit (0 to 8): contradictions it was in. */
    private final int[] digits = new int[9];
    private int cellEvents;
    private int digitEvents;

    /** Forgets everything: a new puzzle. */
    void clear() {
        if ((cellEvents | digitEvents) != 0) {
            Arrays.fill(cells, 0);
            Arrays.fill(digits, 0);
            cellEvents = 0;
            digitEvents = 0;
        }
    }

    /**
     * The branch of a guess placing {@code digit} (0 to 8) on {@code cell} (0 to 80) failed before
     * guessing again.
     */
    void guessFailedAtOnce(int cell, int digit) {
        cells[cell]++;
        if (++cellEvents % HALF_LIFE == 0) {
            halve(cells);
        }
        digitFailed(digit);
    }

    /**
     * {@code digit} (0 to 8) was in a contradiction: a band where it can no longer go once in each
     * row and box (and, through {@link #guessFailedAtOnce}, a guess placing it that failed).
     */
    void digitFailed(int digit) {
        digits[digit]++;
        if (++digitEvents % HALF_LIFE == 0) {
            halve(digits);
        }
    }

    /** What the conflicts add to the guess score of {@code cell} with candidates {@code digit1, digit2}. */
    int weight(int cell, int digit1, int digit2) {
        return cells[cell] + digits[digit1] + digits[digit2];
    }

    private static void halve(int[] counts) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] >>= 1;
        }
    }
}
