package lens.ocr;

/**
 * When a digit counts as read beyond doubt: no answer may contradict such a digit (a solution
 * printed, a correction made), and a written digit that disagrees with the solution is the
 * person's mistake, not a misreading. A digit not read by a recognizer (null reading: a given,
 * typed in) is beyond doubt.
 */
public sealed interface ReadingTrust {
    boolean isBeyondDoubt(DigitReading r);

    /** The recognizer's calibrated verdict ({@link DigitReading#beyondDoubt()}, see {@link Calibration}). */
    static ReadingTrust defaults() {
        return new Calibrated();
    }

    /**
     * The calibrated verdict for a digit written by hand ({@link DigitReading#beyondDoubtAsWritten()}):
     * what a written digit must reach before it is called the person's mistake.
     */
    static ReadingTrust written() {
        return new CalibratedWritten();
    }

    /** Trusts the calibration's written verdict: an engine without one reads nothing beyond doubt. */
    record CalibratedWritten() implements ReadingTrust {
        @Override
        public boolean isBeyondDoubt(DigitReading r) {
            return r == null || r.beyondDoubtAsWritten();
        }
    }

    /** Trusts the calibration: an engine without one reads nothing beyond doubt. */
    record Calibrated() implements ReadingTrust {
        @Override
        public boolean isBeyondDoubt(DigitReading r) {
            return r == null || r.beyondDoubt();
        }
    }

    /** Beyond doubt from a calibrated probability of {@code probability} up (above 1: nothing is). */
    record AtLeast(double probability) implements ReadingTrust {
        @Override
        public boolean isBeyondDoubt(DigitReading r) {
            return r == null || r.probability() >= probability;
        }
    }
}
