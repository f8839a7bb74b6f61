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
        double[] scores = {0, 0.7, 0.2, 0.1, 0, 0, 0, 0, 0, 0};
        DigitReading r = Calibration.NONE.apply(new DigitReading(1, 0.7, scores));
        assertEquals(0.7, r.probability(), 1e-9);
        assertFalse(r.beyondDoubt());
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
            double[] logit = new double[10];
            int favourite = 1 + rnd.nextInt(9);
            for (int d = 1; d <= 9; d++) {
                logit[d] = rnd.nextGaussian() + (d == favourite ? 2 + 4 * rnd.nextDouble() : 0);
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
            truth[i] = label;
            scores.add(softmax(logit, 0.5));
        }
        Calibrator.Fit fit = Calibrator.fit(scores, truth);
        assertEquals(2.0, fit.calibration().temperature(), 0.15, fit.text());
        assertTrue(fit.eceAfter() < 0.02 && fit.eceAfter() < fit.eceBefore() / 3, fit.text());
        assertTrue(fit.errorsBeyondDoubt() * 1000 <= fit.beyondDoubt(), fit.text());
        assertTrue(fit.beyondDoubt() > 0, fit.text());
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
