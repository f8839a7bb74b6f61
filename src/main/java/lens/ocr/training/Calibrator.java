package lens.ocr.training;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import lens.ocr.Calibration;
import lens.ocr.ModelRecognizer;
import lens.ocr.ReliabilityBins;

/**
 * Fits a model's {@link Calibration} on labelled validation cells: the temperature that
 * minimises the cells' negative log-likelihood (golden-section search on log T; the
 * likelihood is unimodal in it), then the beyond-doubt threshold, the lowest calibrated
 * probability at which the readings at or above it were wrong at most
 * {@link Calibration#BEYOND_DOUBT_ERRORS_PER_MILLION} times per million; and the written
 * beyond-doubt threshold, the same on the written cells alone at
 * {@link Calibration#WRITTEN_BEYOND_DOUBT_ERRORS_PER_MILLION} per million.
 */
public final class Calibrator {
    private static final double LOG_T_MIN = Math.log(0.2);
    private static final double LOG_T_MAX = Math.log(20);
    private static final int SEARCH_STEPS = 60;

    private Calibrator() {
    }

    /** The fitted calibration and what it measured on the cells it was fitted on. */
    public record Fit(Calibration calibration, int readings, int errors, double eceBefore, double eceAfter,
                      int beyondDoubt, int errorsBeyondDoubt, int writtenReadings, int writtenErrors,
                      int writtenBeyondDoubt, int writtenErrorsBeyondDoubt) {
        /** One line: {@code readings=.. errors=.. temperature=.. ece_raw=.. ece=.. beyond_doubt=.. written_..}. */
        public String text() {
            return String.format(Locale.ROOT, "readings=%d errors=%d temperature=%.4f ece_raw=%.4f ece=%.4f "
                            + "beyond_doubt=%.6f (%d readings, %.1f%%, %d of them wrong) written_readings=%d "
                            + "written_errors=%d written_beyond_doubt=%.6f (%d readings, %.1f%%, %d of them wrong)",
                    readings, errors, calibration.temperature(), eceBefore, eceAfter, calibration.beyondDoubt(),
                    beyondDoubt, pct(beyondDoubt, readings), errorsBeyondDoubt, writtenReadings, writtenErrors,
                    calibration.writtenBeyondDoubt(), writtenBeyondDoubt, pct(writtenBeyondDoubt, writtenReadings),
                    writtenErrorsBeyondDoubt);
        }

        private static double pct(int a, int b) {
            return b == 0 ? 0 : 100.0 * a / b;
        }
    }

    /**
     * Reads {@code cells} and {@code written} (the written digits among the validation cells,
     * which may repeat some of {@code cells}) with {@code model} (its raw scores; both cuts of a
     * digit that has two, as reading reads them) and fits on them.
     */
    public static Fit fit(ModelRecognizer model, List<LabelledInk> cells, List<LabelledInk> written) {
        return fit(scores(model, cells), truth(cells), scores(model, written), truth(written));
    }

    private static List<double[]> scores(ModelRecognizer model, List<LabelledInk> cells) {
        List<double[]> scores = new ArrayList<>();
        for (LabelledInk c : cells) {
            scores.add(model.recognize(c.ink(), c.followedInk()).scores());
        }
        return scores;
    }

    private static int[] truth(List<LabelledInk> cells) {
        return cells.stream().mapToInt(LabelledInk::digit).toArray();
    }

    /** Fits on raw score vectors ({@code [1..9]}) and their true digits, with no separate written cells. */
    public static Fit fit(List<double[]> scores, int[] truth) {
        return fit(scores, truth, List.of(), new int[0]);
    }

    /**
     * Fits the temperature and the beyond-doubt threshold on {@code scores} and the written
     * threshold on {@code writtenScores} (none: the general threshold serves for both).
     */
    public static Fit fit(List<double[]> scores, int[] truth, List<double[]> writtenScores, int[] writtenTruth) {
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
        Threshold general = threshold(byProbability, Calibration.BEYOND_DOUBT_ERRORS_PER_MILLION);
        if (writtenTruth.length == 0) {
            return new Fit(new Calibration(temperature, general.at()), truth.length, errors, raw.ece(), calibrated.ece(),
                    general.kept(), general.keptErrors(), 0, 0, 0, 0);
        }
        List<double[]> written = new ArrayList<>();
        int writtenErrors = 0;
        for (int i = 0; i < writtenTruth.length; i++) {
            double[] s = writtenScores.get(i);
            int best = argmax(s);
            writtenErrors += best == writtenTruth[i] ? 0 : 1;
            written.add(new double[] {scaled.probabilities(s)[best], best == writtenTruth[i] ? 0 : 1});
        }
        Threshold w = threshold(written, Calibration.WRITTEN_BEYOND_DOUBT_ERRORS_PER_MILLION);
        Calibration calibration = new Calibration(temperature, general.at(), w.at());
        int writtenKept = 0;
        int writtenKeptErrors = 0;
        for (double[] x : written) {
            if (x[0] >= calibration.writtenBeyondDoubt()) {
                writtenKept++;
                writtenKeptErrors += (int) x[1];
            }
        }
        return new Fit(calibration, truth.length, errors, raw.ece(), calibrated.ece(), general.kept(),
                general.keptErrors(), writtenTruth.length, writtenErrors, writtenKept, writtenKeptErrors);
    }

    /** A beyond-doubt threshold and the readings at or above it on the cells it was fitted on. */
    private record Threshold(double at, int kept, int keptErrors) {
    }

    /**
     * The lowest probability at which the readings ({@code {probability, 1 if wrong}}) at or
     * above it were wrong at most {@code errorsPerMillion} times per million (none: infinity).
     */
    private static Threshold threshold(List<double[]> readings, int errorsPerMillion) {
        List<double[]> byProbability = new ArrayList<>(readings);
        byProbability.sort(Comparator.comparingDouble((double[] x) -> -x[0]));
        double threshold = Double.POSITIVE_INFINITY;
        int kept = 0;
        int keptErrors = 0;
        int wrong = 0;
        for (int k = 0; k < byProbability.size(); k++) {
            wrong += (int) byProbability.get(k)[1];
            boolean groupEnd = k + 1 == byProbability.size() || byProbability.get(k + 1)[0] < byProbability.get(k)[0];
            if (groupEnd && wrong * 1_000_000L <= (long) errorsPerMillion * (k + 1)) {
                threshold = byProbability.get(k)[0];
                kept = k + 1;
                keptErrors = wrong;
            }
        }
        return new Threshold(threshold, kept, keptErrors);
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
