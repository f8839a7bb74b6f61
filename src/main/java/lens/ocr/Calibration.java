package lens.ocr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;

/**
 * Turns the network's scores into probabilities that a reading is right, and says when a
 * reading is beyond doubt. A network trained with cross-entropy is over-sure on digits unlike
 * its training data; one temperature {@code T} (temperature scaling: every score becomes
 * {@code p^(1/T)}, renormalised, i.e. the logits divided by {@code T}) is fitted on the
 * validation split's cells by {@code calibrate} (or at the end of {@code train}) so that, among
 * readings given probability {@code p}, about a share {@code p} are right. The digit read and
 * the order of the other digits do not change.
 *
 * <p>{@link #beyondDoubt()} is the calibrated probability from which a reading counts as beyond
 * doubt: the lowest at which the validation readings at or above it were wrong at most once in
 * {@value #BEYOND_DOUBT_ERRORS_PER_MILLION} per million. {@link #writtenBeyondDoubt()} is the same
 * for a digit written by hand, fitted on the written validation cells alone (pen-filled renders
 * by the validation writers, the hand-filled photos' written cells) with the stricter
 * {@value #WRITTEN_BEYOND_DOUBT_ERRORS_PER_MILLION} per million, and never below
 * {@link #beyondDoubt()}: {@code verify} calls a written digit a mistake only from there, since a
 * correct grid called wrong costs the user far more than a cell to check by eye. Stored beside
 * the model as {@value #FILE_NAME} ({@code key=value} lines; a file without
 * {@code written_beyond_doubt} uses {@code beyond_doubt} for both).
 */
public record Calibration(double temperature, double beyondDoubt, double writtenBeyondDoubt) {
    public static final String FILE_NAME = "digits-cnn.calibration";
    public static final String RESOURCE = "/models/" + FILE_NAME;
    /** Error rate allowed above the beyond-doubt threshold, per million validation readings: 0.1%. */
    public static final int BEYOND_DOUBT_ERRORS_PER_MILLION = 1000;
    /** Error rate allowed above the written beyond-doubt threshold, per million written validation readings. */
    public static final int WRITTEN_BEYOND_DOUBT_ERRORS_PER_MILLION = 200;
    /** No calibration: probabilities are the raw scores and nothing is beyond doubt. */
    public static final Calibration NONE = new Calibration(1, Double.POSITIVE_INFINITY);

    public Calibration {
        if (!(temperature > 0) || Double.isNaN(beyondDoubt) || Double.isNaN(writtenBeyondDoubt)) {
            throw new IllegalArgumentException("temperature must be positive and thresholds numbers: " + temperature);
        }
        writtenBeyondDoubt = Math.max(writtenBeyondDoubt, beyondDoubt);
    }

    /** One threshold for every digit, written or printed. */
    public Calibration(double temperature, double beyondDoubt) {
        this(temperature, beyondDoubt, beyondDoubt);
    }

    /**
     * This calibration with the written beyond-doubt level at least {@code floor}: the fitted level
     * rests on a handful of the rarest errors, and a level chosen on what {@code verify} then says
     * about correct validation pages may need to stand higher ({@code calibrate --written-at-least}).
     */
    public Calibration withWrittenAtLeast(double floor) {
        return new Calibration(temperature, beyondDoubt, Math.max(writtenBeyondDoubt, floor));
    }

    /** The reading with its calibrated probability and whether it is beyond doubt (as any digit, as a written one). */
    public DigitReading apply(DigitReading r) {
        double[] q = probabilities(r.scores());
        double p = q[r.digit()];
        return r.withCertainty(q, p >= beyondDoubt, p >= writtenBeyondDoubt);
    }

    /** The calibrated probability of every digit ({@code [1..9]}, index 0 unused). */
    public double[] probabilities(double[] scores) {
        double[] out = new double[10];
        double max = Double.NEGATIVE_INFINITY;
        for (int d = 1; d <= 9; d++) {
            out[d] = Math.log(Math.max(scores[d], 1e-30)) / temperature;
            max = Math.max(max, out[d]);
        }
        double sum = 0;
        for (int d = 1; d <= 9; d++) {
            out[d] = Math.exp(out[d] - max);
            sum += out[d];
        }
        for (int d = 1; d <= 9; d++) {
            out[d] /= sum;
        }
        return out;
    }

    /** The {@code key=value} text of the file. */
    public String format() {
        return String.format(Locale.ROOT, "# temperature scaling of %s, fitted on validation cells (see Calibration)%n"
                + "temperature=%.6f%nbeyond_doubt=%.6f%nwritten_beyond_doubt=%.6f%n", ModelRecognizer.FILE_NAME, temperature,
                beyondDoubt, writtenBeyondDoubt);
    }

    public static Calibration parse(String text) {
        Properties p = new Properties();
        try {
            p.load(new java.io.StringReader(text));
            String beyondDoubt = p.getProperty("beyond_doubt", "Infinity");
            return new Calibration(Double.parseDouble(p.getProperty("temperature", "1")), Double.parseDouble(beyondDoubt),
                    Double.parseDouble(p.getProperty("written_beyond_doubt", beyondDoubt)));
        } catch (IOException | NumberFormatException e) {
            throw new IllegalArgumentException("bad calibration file: " + e.getMessage(), e);
        }
    }

    /** The calibration beside a model file ({@code X.bin} -> {@code X.calibration}), or {@link #NONE}. */
    public static Calibration beside(Path model) {
        String name = model.getFileName().toString();
        Path file = model.resolveSibling(name.replaceFirst("\\.bin$", "") + ".calibration");
        if (!Files.isRegularFile(file)) {
            return NONE;
        }
        try {
            return parse(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** The jar's calibration (copied from models/ by pom.xml), or {@link #NONE}. */
    static Calibration fromClasspath() {
        try (InputStream in = Calibration.class.getResourceAsStream(RESOURCE)) {
            return in == null ? NONE : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
