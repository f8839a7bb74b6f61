package lens.ocr;

/**
 * When a digit counts as read beyond doubt: no answer may contradict such a digit (a solution
 * printed, a correction made) and a written digit that disagrees with the solution is the
 * user's mistake, not a misreading.
 *
 * @param beyondDoubt the least recognizer confidence of a digit read beyond doubt: on the
 *                    validation part of the shared hand-filled photos the most confident
 *                    misreading scored 0.996
 */
public record ReadingTrust(double beyondDoubt) {
    public static ReadingTrust defaults() {
        return new ReadingTrust(0.999);
    }

    /** Whether {@code r} (null: a digit not read by the recognizer, e.g. given) is beyond doubt. */
    public boolean isBeyondDoubt(DigitReading r) {
        return r == null || r.confidence() >= beyondDoubt;
    }
}
