package lens.ocr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.ml.ANN_MLP;

/**
 * Reads a digit with the project's trained classifier: an OpenCV multilayer perceptron over the
 * {@link DigitNormalizer} features, saved as {@value #FILE_NAME} (OpenCV's gzipped YAML).
 *
 * <p>The network has nine outputs, one per digit, trained towards +1 for the right digit and
 * -1 for the others; the scores are their softmax (sharpened by {@link #SHARPNESS}) so that they
 * sum to 1 and the confidence is the winner's share. Not thread-safe: one instance per thread.
 */
public final class ModelRecognizer implements DigitRecognizer {
    public static final String FILE_NAME = "digits-mlp.yml.gz";
    /** Classpath location (pom.xml copies models/ into the jar). */
    public static final String RESOURCE = "/models/" + FILE_NAME;
    /** Softmax temperature: outputs lie in about -1.7..1.7; 4 separates a clear winner. */
    private static final double SHARPNESS = 4.0;

    private final ANN_MLP net;
    private final DigitNormalizer normalizer = new DigitNormalizer();
    private final Mat sample;
    private final Mat output = new Mat();

    private ModelRecognizer(ANN_MLP net) {
        this.net = net;
        this.sample = new Mat(1, normalizer.featureCount(), CvType.CV_32F);
    }

    /** Wraps a network trained on {@link DigitNormalizer} features (used by training). */
    public static ModelRecognizer of(ANN_MLP net) {
        return new ModelRecognizer(net);
    }

    /**
     * The committed model: {@code models/}{@value #FILE_NAME} under the working directory if
     * present (a freshly trained one), else the copy inside the jar.
     */
    public static ModelRecognizer load() {
        NativeLibraries.load();
        Path local = Path.of("models", FILE_NAME);
        if (Files.isRegularFile(local)) {
            return fromFile(local);
        }
        return fromClasspath();
    }

    /** The model inside the jar (copied there from models/ by pom.xml). */
    public static ModelRecognizer fromClasspath() {
        NativeLibraries.load();
        try (InputStream in = ModelRecognizer.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("digit model not found: neither models/" + FILE_NAME
                        + " nor classpath " + RESOURCE + " (run `sudoku-lens train`)");
            }
            // OpenCV reads models from files only, so the resource goes through a temporary file
            Path tmp = Files.createTempFile("sudoku-lens-digits", ".yml.gz");
            try {
                Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
                return fromFile(tmp);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the digit model", e);
        }
    }

    public static ModelRecognizer fromFile(Path file) {
        NativeLibraries.load();
        ANN_MLP net = ANN_MLP.load(file.toString());
        if (net.empty() || net.getLayerSizes().rows() < 2) {
            throw new IllegalStateException("not a digit model: " + file);
        }
        return new ModelRecognizer(net);
    }

    @Override
    public String name() {
        return Recognizers.MODEL;
    }

    @Override
    public DigitReading recognize(Mat ink) {
        return fromFeatures(normalizer.features(ink));
    }

    /** Classifies a feature vector made by {@link DigitNormalizer}. */
    public DigitReading fromFeatures(float[] features) {
        sample.put(0, 0, features);
        net.predict(sample, output, 0);
        float[] out = new float[9];
        output.get(0, 0, out);
        double max = Double.NEGATIVE_INFINITY;
        for (float v : out) {
            max = Math.max(max, v);
        }
        double[] scores = new double[10];
        for (int d = 1; d <= 9; d++) {
            scores[d] = Math.exp(SHARPNESS * (out[d - 1] - max));
        }
        return Readings.fromScores(scores);
    }

    @Override
    public void close() {
        sample.release();
        output.release();
    }
}
