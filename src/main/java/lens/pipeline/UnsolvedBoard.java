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
        return sentence(v, leastSure, photo, false);
    }

    /** The sentence for the judged photo {@code j} whose board is not solved, naming a slip of the pen where one may be the cause. */
    public static String sentence(PhotoSolution.Judged j, Object photo) {
        boolean written = j.verdict() instanceof BoardVerdict.Conflicts c && j.read().writtenInBrokenRules(c.board());
        return sentence(j.verdict(), j.read().leastSure(), photo, written);
    }

    /**
     * As {@link #sentence(BoardVerdict, String, Object)}; when {@code written}, a digit in the
     * broken rules looks written by hand, and the sentence names a slip of the pen as a cause
     * and {@code verify}, which checks the written digits.
     */
    static String sentence(BoardVerdict v, String leastSure, Object photo, boolean written) {
        if (v instanceof BoardVerdict.Unreadable) {
            return v.reason() + (photo == null ? "" : " in " + photo) + " (a puzzle has at least " + Givens.MIN_PUZZLE
                    + "): photograph the whole grid closer, flat and sharp";
        }
        boolean conflicts = v instanceof BoardVerdict.Conflicts;
        return "the board read" + (photo == null ? "" : " from " + photo) + " " + (conflicts ? "breaks the rules: " : "has ")
                + v.reason() + "; " + (leastSure.isEmpty() ? "a digit may be missing" : "least sure: " + leastSure)
                + ": compare the board read with the photo" + (conflicts && written
                ? " (a digit written in may be a slip of the pen: verify checks the written digits)" : "")
                + ", or retake it sharper";
    }
}
