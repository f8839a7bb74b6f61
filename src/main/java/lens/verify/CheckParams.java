package lens.verify;

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
 *                    the revision is listed. On the validation part of the hand-filled photos
 *                    (all correct) 8 let 24 of 34 be called correct, 30 26, 100 27; the larger,
 *                    the likelier an unsure real mistake is taken for a misreading
 * @param maxTakenIn  when the printed digits read leave several solutions, at most this many
 *                    written digits, the most print-like first, are taken in as printed (the
 *                    printed/written classifier misses about 2% of cells)
 */
public record CheckParams(ReadingTrust trust, double reviseRatio, int maxTakenIn) {
    public static CheckParams defaults() {
        return new CheckParams(ReadingTrust.written(), 30, 6);
    }
}
