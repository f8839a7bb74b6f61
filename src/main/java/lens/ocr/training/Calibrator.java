package lens.ocr.training;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import lens.ocr.Calibration;
import lens.ocr.DigitReading;
import lens.ocr.ModelRecognizer;
import lens.ocr.ReliabilityBins;

/**
 * Fits a model's {@link Calibration} on labelled validation cells: the temperature that
 * minimises the cells' negative log-likelihood (golden-section search on log T; the
 * likelihood is unimodal in it), then the beyond-doubt threshold, the lowest calibrated
 * probability at which the readings at or above it were wrong at most
 * {@link Calibration#BEYOND_DOUBT_ERRORS_PER_MILLION} times per million.
 */
public final class Calibrator {
    private static final double LOG_T_MIN = Math.log(0.2);
    private static final double LOG_T_MAX = Math.log(20);
    private static final int SEARCH_STEPS = 60;

    private Calibrator() {
    }

    /** The fitted calibration and what it measured on the cells it was fitted on. */
    public record Fit(Calibration calibration, int readings, int errors, double eceBefore, double eceAfter,
                      int beyondDoubt, int errorsBeyondDoubt) {
        /** One line: {@code readings=.. errors=.. temperature=.. ece_raw=.. ece=.. beyond_doubt=..}. */
        public String text() {
            return String.format(Locale.ROOT, "readings=%d errors=%d temperature=%.4f ece_raw=%.4f ece=%.4f "
                            + "beyond_doubt=%.6f (%d readings, %.1f%%, %d of them wrong)", readings, errors,
                    calibration.temperature(), eceBefore, eceAfter, calibration.beyondDoubt(), beyondDoubt,
                    readings == 0 ? 0 : 100.0 * beyondDoubt / readings, errorsBeyondDoubt);
        }
    }

    /** Reads {@code cells} with {@code model} (its raw scores) and fits on them. */
    public static Fit fit(ModelRecognizer model, List<LabelledInk> cells) {
        List<double[]> scores = new ArrayList<>();
        int[] truth = new int[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            DigitReading r = model.recognize(cells.get(i).ink());
            scores.add(r.scores());
            truth[i] = cells.get(i).digit();
        }
        return fit(scores, truth);
    }

    /** Fits on raw score vectors ({@code [1..9]}) and their true digits. */
    public static Fit fit(List<double[]> scores, int[] truth) {
        double lo = LOG_T_MIN;
        double hi = LOG_T_MAX;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int step = 0; step < SEARCH_STEPS; step++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (nll(scores, truth, Math.exp(a)) < nll(scores, truth, Math.exp(b))) {
                hi = b;
            } else {
                lo = a;
            }
        }
        double temperature = Math.exp((lo + hi) / 2);
        Calibration scaled = new Calibration(temperature, Double.POSITIVE_INFINITY);
        ReliabilityBins raw = new ReliabilityBins();
        ReliabilityBins calibrated = new ReliabilityBins();
        List<double[]> byProbability = new ArrayList<>();
        int errors = 0;
        for (int i = 0; i < truth.length; i++) {
            double[] s = scores.get(i);
            int best = argmax(s);
            boolean right = best == truth[i];
            errors += right ? 0 : 1;
            raw.add(s[best], right);
            double p = scaled.probabilities(s)[best];
            calibrated.add(p, right);
            byProbability.add(new double[] {p, right ? 0 : 1});
        }
        byProbability.sort(Comparator.comparingDouble((double[] x) -> -x[0]));
        double threshold = Double.POSITIVE_INFINITY;
        int kept = 0;
        int keptErrors = 0;
        int wrong = 0;
        for (int k = 0; k < byProbability.size(); k++) {
            wrong += (int) byProbability.get(k)[1];
            boolean groupEnd = k + 1 == byProbability.size() || byProbability.get(k + 1)[0] < byProbability.get(k)[0];
            if (groupEnd && wrong * 1_000_000L <= (long) Calibration.BEYOND_DOUBT_ERRORS_PER_MILLION * (k + 1)) {
                threshold = byProbability.get(k)[0];
                kept = k + 1;
                keptErrors = wrong;
            }
        }
        return new Fit(new Calibration(temperature, threshold), truth.length, errors, raw.ece(), calibrated.ece(),
                kept, keptErrors);
    }

    private static double nll(List<double[]> scores, int[] truth, double temperature) {
        Calibration c = new Calibration(temperature, Double.POSITIVE_INFINITY);
        double sum = 0;
        for (int i = 0; i < truth.length; i++) {
            sum -= Math.log(Math.max(1e-300, c.probabilities(scores.get(i))[truth[i]]));
        }
        return sum / Math.max(1, truth.length);
    }

    private static int argmax(double[] s) {
        int best = 1;
        for (int d = 2; d <= 9; d++) {
            if (s[d] > s[best]) {
                best = d;
            }
        }
        return best;
    }
}
