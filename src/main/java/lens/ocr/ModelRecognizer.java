package lens.ocr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.opencv.core.Mat;

/**
 * Reads a digit with the project's trained convolutional network ({@link ConvNet}), saved as
 * {@value #FILE_NAME}.
 *
 * <p>The digit goes through {@link DigitNormalizer} (as in training), the network gives a
 * softmax over digits 1..9, and those probabilities are the reading's scores, so the confidence
 * is the winner's probability and the second choices keep their meaning for
 * {@link BoardCorrector}. Not thread-safe (one workspace): one instance per thread.
 */
public final class ModelRecognizer implements DigitRecognizer {
    public static final String FILE_NAME = "digits-cnn.bin";
    /** Classpath location (pom.xml copies models/ into the jar). */
    public static final String RESOURCE = "/models/" + FILE_NAME;

    private final DigitNetInference net;
    /** The normalised 28 x 28 input. */
    private final float[] input = new float[NetShape.SIDE * NetShape.SIDE];
    private final DigitNormalizer normalizer = new DigitNormalizer();

    private ModelRecognizer(ConvNet net) {
        this.net = new DigitNetInference(net);
    }

    /**
     * Wraps a network (used by training to measure the one it is training); takes a snapshot of
     * its weights, so later training does not show.
     */
    public static ModelRecognizer of(ConvNet net) {
        return new ModelRecognizer(net);
    }

    /**
     * The committed model: {@code models/}{@value #FILE_NAME} under the working directory if
     * present (a freshly trained one), else the copy inside the jar.
     */
    public static ModelRecognizer load() {
        Path local = Path.of("models", FILE_NAME);
        if (Files.isRegularFile(local)) {
            return fromFile(local);
        }
        return fromClasspath();
    }

    /** The model inside the jar (copied there from models/ by pom.xml). */
    public static ModelRecognizer fromClasspath() {
        try (InputStream in = ModelRecognizer.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("digit model not found: neither models/" + FILE_NAME
                        + " nor classpath " + RESOURCE + " (run `sudoku-lens train`)");
            }
            return new ModelRecognizer(ConvNet.read(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the digit model " + RESOURCE, e);
        }
    }

    public static ModelRecognizer fromFile(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new ModelRecognizer(ConvNet.read(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the digit model " + file, e);
        }
    }

    @Override
    public String name() {
        return Recognizers.MODEL;
    }

    @Override
    public DigitReading recognize(Mat ink) {
        normalizer.toInput(ink, input);
        return fromInput();
    }

    /** Classifies the 28 x 28 input already in {@link #input}. */
    private DigitReading fromInput() {
        float[] prob = net.forward(input);
        double[] scores = new double[10];
        for (int d = 1; d <= 9; d++) {
            scores[d] = prob[d - 1];
        }
        return Readings.fromScores(scores);
    }

    /** Classifies an already normalised input (28 x 28, 0..1), e.g. an augmented training digit. */
    public DigitReading recognizeInput(float[] input) {
        System.arraycopy(input, 0, this.input, 0, this.input.length);
        return fromInput();
    }
}
