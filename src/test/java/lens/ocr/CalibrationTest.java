package lens.ocr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.ocr.training.Calibrator;
import org.junit.jupiter.api.Test;

class CalibrationTest {
    @Test
    void fileRoundTripsAndNoneChangesNothing() {
        Calibration c = new Calibration(1.75, 0.9975);
        assertEquals(c, Calibration.parse(c.format()));
        Calibration written = new Calibration(1.75, 0.9975, 0.9995);
        assertEquals(written, Calibration.parse(written.format()));
        double[] scores = {0, 0.7, 0.2, 0.1, 0, 0, 0, 0, 0, 0};
        DigitReading r = Calibration.NONE.apply(new DigitReading(1, 0.7, scores));
        assertEquals(0.7, r.probability(), 1e-9);
        assertFalse(r.beyondDoubt());
    }

    /** The written level raised by hand only ever goes up; a reading between the two levels is then no longer sure as written. */
    @Test
    void theWrittenLevelRaisedStopsAReadingBetweenTheLevelsBeingSureAsWritten() {
        Calibration fitted = new Calibration(1, 0.99, 0.999);
        Calibration raised = fitted.withWrittenAtLeast(0.9999);
        assertEquals(new Calibration(1, 0.99, 0.9999), raised);
        assertEquals(fitted, fitted.withWrittenAtLeast(0.995), "never lowered");
        assertEquals(raised, Calibration.parse(raised.format()));
        double[] scores = {0, 0.9995, 0.0005, 0, 0, 0, 0, 0, 0, 0};
        DigitReading r = new DigitReading(1, 0.9995, scores);
        assertTrue(fitted.apply(r).beyondDoubtAsWritten());
        assertFalse(raised.apply(r).beyondDoubtAsWritten());
        assertTrue(raised.apply(r).beyondDoubt());
    }

    @Test
    void aReadingGivenOnlyTheDigitReadsProbabilitySharesTheRestByScore() {
        double[] scores = {0, 0.6, 0.3, 0.1, 0, 0, 0, 0, 0, 0};
        DigitReading r = new DigitReading(1, 0.6, scores, 0.8, false);
        assertEquals(0.8, r.probability(), 1e-12);
        assertEquals(0.15, r.probabilityOf(2), 1e-12);
        assertEquals(0.05, r.probabilityOf(3), 1e-12);
        assertEquals(0, r.probabilityOf(4), 1e-12);
        assertEquals(0.3, new DigitReading(1, 0.6, scores).probabilityOf(2), 1e-12, "uncalibrated: the scores themselves");
    }

    @Test
    void temperatureSoftensButKeepsTheOrder() {
        double[] scores = {0, 0.9, 0.08, 0.02, 0, 0, 0, 0, 0, 0};
        DigitReading raw = new DigitReading(1, 0.9, scores);
        DigitReading soft = new Calibration(2, 0.5).apply(raw);
        assertEquals(1, soft.digit());
        assertEquals(0.9, soft.confidence(), 1e-12, "raw scores stay for the correctors");
        // p^(1/2) renormalised over the non-zero digits (zeros stay ~0).
        double expected = Math.sqrt(0.9) / (Math.sqrt(0.9) + Math.sqrt(0.08) + Math.sqrt(0.02));
        assertEquals(expected, soft.probability(), 1e-6);
        assertEquals(Math.sqrt(0.08) / (Math.sqrt(0.9) + Math.sqrt(0.08) + Math.sqrt(0.02)), soft.probabilityOf(2), 1e-6,
                "every digit gets its calibrated probability, not only the one read");
        assertTrue(soft.beyondDoubt());
        assertFalse(new Calibration(2, 0.7).apply(raw).beyondDoubt());
    }

    /**
     * Scores made over-sure on purpose (the true probabilities sharpened by temperature 1/2, i.e.
     * squared) are brought back: the fitted temperature is about 2 and the calibration error
     * drops; readings above the beyond-doubt threshold are wrong at most once in a thousand.
     */
    @Test
    void fitRecoversTheTemperatureOfOverSureScores() {
        Random rnd = new Random(5);
        List<double[]> scores = new ArrayList<>();
        int n = 20_000;
        int[] truth = new int[n];
        for (int i = 0; i < n; i++) {
            truth[i] = sample(rnd, 4, scores);
        }
        Calibrator.Fit fit = Calibrator.fit(scores, truth);
        assertEquals(2.0, fit.calibration().temperature(), 0.15, fit.text());
        assertTrue(fit.eceAfter() < 0.02 && fit.eceAfter() < fit.eceBefore() / 3, fit.text());
        assertTrue(fit.errorsBeyondDoubt() * 1000 <= fit.beyondDoubt(), fit.text());
        assertTrue(fit.beyondDoubt() > 0, fit.text());
    }

    /**
     * Written digits read worse than the rest (the same scores, but one in 400 sure readings of
     * another digit: a hand that writes a 4 like a 9): their threshold, fitted on them alone at the
     * stricter rate, is higher, the written readings above it are wrong at most once in 5,000,
     * and a reading between the two thresholds is beyond doubt but not as a written digit.
     */
    @Test
    void writtenThresholdIsFittedOnTheWrittenCellsAlone() {
        Random rnd = new Random(9);
        List<double[]> scores = new ArrayList<>();
        List<double[]> written = new ArrayList<>();
        int n = 20_000;
        int[] truth = new int[n];
        int[] writtenTruth = new int[n];
        for (int i = 0; i < n; i++) {
            truth[i] = sample(rnd, 10, scores);
            writtenTruth[i] = sample(rnd, 10, written);
            if (rnd.nextInt(400) == 0) {
                writtenTruth[i] = 1 + (writtenTruth[i] + rnd.nextInt(8)) % 9;
            }
        }
        Calibrator.Fit fit = Calibrator.fit(scores, truth, written, writtenTruth);
        Calibration c = fit.calibration();
        assertTrue(c.writtenBeyondDoubt() > c.beyondDoubt(), fit.text());
        assertTrue(fit.writtenErrorsBeyondDoubt() * 5000L <= fit.writtenBeyondDoubt(), fit.text());
        assertTrue(fit.writtenBeyondDoubt() > 0 && fit.writtenReadings() == n, fit.text());
        double[] between = null;
        for (double[] s : written) {
            int best = 1;
            for (int d = 2; d <= 9; d++) {
                best = s[d] > s[best] ? d : best;
            }
            double p = c.probabilities(s)[best];
            if (p >= c.beyondDoubt() && p < c.writtenBeyondDoubt()) {
                between = s;
            }
        }
        assertTrue(between != null, "no reading between the thresholds: " + fit.text());
        DigitReading r = c.apply(lens.ocr.Readings.fromScores(between));
        assertTrue(r.beyondDoubt() && !r.beyondDoubtAsWritten());
    }

    @Test
    void fileWithoutWrittenThresholdUsesTheGeneralOne() {
        Calibration c = Calibration.parse("temperature=1.5\nbeyond_doubt=0.99\n");
        assertEquals(0.99, c.writtenBeyondDoubt(), 0);
        assertEquals(0.995, new Calibration(1.5, 0.99, 0.995).writtenBeyondDoubt(), 0);
        assertEquals(0.99, new Calibration(1.5, 0.99, 0.5).writtenBeyondDoubt(), 0, "never below the general threshold");
    }

    /** Adds an over-sure score vector (the favourite's margin up to {@code spread}) and returns its sampled true digit. */
    private static int sample(Random rnd, double spread, List<double[]> out) {
        double[] logit = new double[10];
        int favourite = 1 + rnd.nextInt(9);
        for (int d = 1; d <= 9; d++) {
            logit[d] = rnd.nextGaussian() + (d == favourite ? 2 + spread * rnd.nextDouble() : 0);
        }
        double[] q = softmax(logit, 1);
        double u = rnd.nextDouble();
        int label = 9;
        for (int d = 1; d <= 9; d++) {
            u -= q[d];
            if (u < 0) {
                label = d;
                break;
            }
        }
        out.add(softmax(logit, 0.5));
        return label;
    }

    private static double[] softmax(double[] logit, double temperature) {
        double[] p = new double[10];
        double sum = 0;
        for (int d = 1; d <= 9; d++) {
            p[d] = Math.exp(logit[d] / temperature);
            sum += p[d];
        }
        for (int d = 1; d <= 9; d++) {
            p[d] /= sum;
        }
        return p;
    }

    @Test
    void reliabilityBinsMeasureTheGap() {
        ReliabilityBins bins = new ReliabilityBins();
        for (int i = 0; i < 100; i++) {
            bins.add(0.99, i < 90);
        }
        assertEquals(0.09, bins.ece(), 1e-9);
        assertEquals("ece=0.0900", bins.eceText());
    }
}
