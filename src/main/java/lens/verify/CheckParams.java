package lens.verify;

import java.util.List;
import lens.ocr.ReadingTrust;

/**
 * Tuning of {@link GridCheck}.
 *
 * @param trust       a written digit that disagrees with the solution is a mistake when it was
 *                    read beyond doubt as handwriting ({@link ReadingTrust#written()}); otherwise
 *                    it is a cell for the user to check by eye (a misreading must not be called
 *                    the user's mistake)
 * @param reviseRatio an unsure disagreeing digit is revised to the digit the grid needs when
 *                    the recognizer scored that one at least 1/reviseRatio of its winner (a 1
 *                    or a 7, a 4 or a 9: an ambiguous scrawl read the way the grid wants);
 *                    the revision is listed. The larger, the likelier an unsure real mistake is
 *                    taken for a misreading
 * @param doubtfulRatio the same ratio for a reading the recognizer itself doubts (calibrated
 *                    probability below {@code doubtfulBelow}): a person's wrong digit is
 *                    usually written clearly and read surely, a misread scrawl is not, so a
 *                    doubtful reading may be revised to a needed digit scored further behind
 * @param doubtfulBelow the calibrated probability under which a reading counts as doubtful
 * @param maxTakenIn  when the printed digits read leave several solutions, at most this many
 *                    written digits, the most print-like first, are taken in as printed (the
 *                    printed/written classifier misses about 2% of cells)
 * @param maxToCheck  a page with more unsure disagreements (cells to check) than this reads too
 *                    poorly to convict anyone: its digits read beyond doubt that disagree are
 *                    cells to check as well. On validation pages (rendered pen pages, clean and
 *                    degraded by {@code eval --degrade}, with and without planted mistakes, and
 *                    degraded hand-filled photos) every page a right digit was called wrong on
 *                    but one had 13 to 18 cells to check; every page with a mistake caught had 4
 *                    or fewer
 * @param loneExplained when a page's only unsure disagreement left (nothing wrong beyond doubt,
 *                    nothing else to check) is a digit whose needed one has at least this
 *                    calibrated probability ({@link lens.ocr.DigitReading#probabilityOf}), it is
 *                    revised too, and listed. A single doubtful cell is what a misread stroke
 *                    makes on a right grid (a pen 3 read as 5, a 7 as 1); a person's wrong digit
 *                    is another digit written plainly, whose needed digit the recognizer rarely
 *                    finds at all. Taken for the page only: among several unsure disagreements
 *                    one explained cell leaves the page to check anyway, and revising it would
 *                    only hide a mistake
 * @param fewExplained when a page has two to {@code mostExplained} unsure disagreements left
 *                    (nothing wrong beyond doubt) and the recognizer gave the digit the grid
 *                    needs at least this probability in every one of them, they are all revised
 *                    (and listed): on the validation pen sets a misread cell left to check had
 *                    its needed digit at 0.012-0.04 where a page had several, while 224 of 240
 *                    planted wrong digits had theirs under 0.01; a page whose disagreements are
 *                    not all so explained keeps them all to check, so a plain mistake among
 *                    misread strokes still shows. Both thresholds are calibrated probabilities,
 *                    so they follow the calibration's temperature: 0.003 and 0.01 until the
 *                    calibration was refitted for two cuts of a written digit (temperature 1.097
 *                    -> 0.965, 2026-11-30), then 0.0015 and 0.006, which explain the same raw
 *                    scores as before (validation pen sets, with two cuts: complete grids called
 *                    correct 129 -> 131 of 150, planted mistakes missed 29 -> 30 of 248)
 * @param mostExplained at most this many disagreements are explained away on one page
 * @param sure        the digits, printed or written, that vouch for a page when the printed digits
 *                    read give no clean verdict (a misread print, print and pen told apart
 *                    wrongly): when they have one solution and every other digit agrees with it
 *                    or is explained, the page has no mistake. The calibrated verdict (wrong once
 *                    in a thousand): the stricter written one ({@code trust}) leaves too few of a
 *                    small photo's digits to have one solution
 */
public record CheckParams(ReadingTrust trust, double reviseRatio, double doubtfulRatio, double doubtfulBelow,
                          int maxTakenIn, int maxToCheck, double loneExplained, double fewExplained, int mostExplained,
                          ReadingTrust sure) {
    public static CheckParams defaults() {
        return new CheckParams(ReadingTrust.written(), 30, 300, 0.8, 6, 8, 0.0015, 0.006, 3, ReadingTrust.defaults());
    }

    /** Whether an unsure reading {@code r} that disagrees with the solution is revised to {@code needed}. */
    boolean revises(lens.ocr.DigitReading r, int needed) {
        double[] s = r.scores();
        double ratio = r.probability() < doubtfulBelow ? Math.max(reviseRatio, doubtfulRatio) : reviseRatio;
        return s[needed] * ratio >= s[r.digit()];
    }

    /**
     * Whether a page's unsure disagreements {@code check} (nothing wrong beyond doubt beside them),
     * read as {@code readings} say, are misread strokes to revise: one whose needed digit has
     * {@code loneExplained}, or two to {@code mostExplained} whose needed digits all have {@code fewExplained}.
     */
    boolean explains(List<CellIssue> check, lens.ocr.DigitReading[] readings) {
        if (check.isEmpty() || check.size() > mostExplained) {
            return false;
        }
        double least = check.size() == 1 ? loneExplained : fewExplained;
        return check.stream().allMatch(i -> readings[i.cell()].probabilityOf(i.needed()) >= least);
    }
}
