package lens.pipeline;

import lens.board.Givens;
import lens.solve.BoardVerdict;

/**
 * Why the board read from a photo gives no answer, in the one sentence both the command line and
 * the web page say: the cause (too few digits, a broken rule, no solution, several), the digits
 * read least surely as the likely culprits ({@link PhotoReading.Read#leastSure()}), or else a
 * missing digit, and what to do.
 */
public final class UnsolvedBoard {
    private UnsolvedBoard() {
    }

    /**
     * The sentence for {@code v} (not {@link BoardVerdict.Solved}), e.g. {@code the board read from
     * a.jpg has no solution; least sure: r2c9 (8, or 9?): compare the board read with the photo, or
     * retake it sharper}. {@code photo} names the photo ({@code from a.jpg}); null where the reader
     * knows which photo (the web page), then the sentence names none.
     */
    public static String sentence(BoardVerdict v, String leastSure, Object photo) {
        if (v instanceof BoardVerdict.Unreadable) {
            return v.reason() + (photo == null ? "" : " in " + photo) + " (a puzzle has at least " + Givens.MIN_PUZZLE
                    + "): photograph the whole grid closer, flat and sharp";
        }
        String what = v instanceof BoardVerdict.Conflicts ? "breaks the rules: " : "has ";
        return "the board read" + (photo == null ? "" : " from " + photo) + " " + what + v.reason() + "; "
                + (leastSure.isEmpty() ? "a digit may be missing" : "least sure: " + leastSure)
                + ": compare the board read with the photo, or retake it sharper";
    }
}
