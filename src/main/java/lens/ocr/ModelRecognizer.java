package lens.ocr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import lens.ocr.net.ConvNet;
import lens.ocr.net.DigitModel;
import lens.ocr.net.DigitNetRunner;
import lens.ocr.net.NetEngine;
import lens.ocr.net.NetShape;
import org.opencv.core.Mat;

/**
 * Reads a digit with the project's trained convolutional networks ({@link DigitModel}: one
 * {@link ConvNet} or the mean of several), saved as {@value #FILE_NAME}.
 *
 * <p>The digit goes through {@link DigitNormalizer} (as in training), the network gives a
 * softmax over digits 1..9, and those probabilities are the reading's scores, so the confidence
 * is the winner's probability and the second choices keep their meaning for
 * {@link BoardCorrector}. {@link #recognizeAll} normalises a board's cells and runs them through
 * the network as one batch ({@link NetEngine} says by what). Not thread-safe (one workspace): one
 * instance per thread; close it (the dnn engine holds native memory).
 */
public final class ModelRecognizer implements DigitRecognizer {
    public static final String FILE_NAME = "digits-cnn.bin";
    /** Classpath location (pom.xml copies models/ into the jar). */
    public static final String RESOURCE = "/models/" + FILE_NAME;
    private static final int INPUT = NetShape.SIDE * NetShape.SIDE;

    private final DigitNetRunner net;
    /** Runs single digits: a dnn run has a fixed cost that only a batch of three or more repays. */
    private final DigitNetRunner single;
    private final NetEngine engine;
    private final Calibration calibration;
    /** The normalised 28 x 28 inputs of a batch, one after the other; grows with the batch. */
    private float[] inputs = new float[81 * INPUT];
    private float[] probs = new float[81 * NetShape.CLASSES];
    private final float[] one = new float[INPUT];
    private final DigitNormalizer normalizer = new DigitNormalizer();

    private ModelRecognizer(DigitModel model, NetEngine engine, Calibration calibration) {
        this.calibration = calibration;
        this.net = engine.create(model);
        this.single = engine == NetEngine.DNN ? NetEngine.singleDigit(model) : this.net;
        this.engine = engine;
    }

    /**
     * Wraps a network (used by training to measure the one it is training); takes a snapshot of
     * its weights, so later training does not show.
     */
    public static ModelRecognizer of(ConvNet net) {
        return of(net, NetEngine.DEFAULT);
    }

    public static ModelRecognizer of(ConvNet net, NetEngine engine) {
        return new ModelRecognizer(DigitModel.of(net), engine, Calibration.NONE);
    }

    /** A network with its calibration (e.g. one just fitted, to measure it). */
    public static ModelRecognizer of(ConvNet net, Calibration calibration) {
        return new ModelRecognizer(DigitModel.of(net), NetEngine.DEFAULT, calibration);
    }

    /** A model of one or several networks, uncalibrated (to fit its calibration). */
    public static ModelRecognizer of(DigitModel model) {
        return new ModelRecognizer(model, NetEngine.DEFAULT, Calibration.NONE);
    }

    /**
     * The committed model: {@code models/}{@value #FILE_NAME} under the working directory if
     * present (a freshly trained one), else the copy inside the jar; run by the
     * {@link NetEngine#configured()} engine.
     */
    public static ModelRecognizer load() {
        return load(NetEngine.configured());
    }

    /** The committed model (as {@link #load()}) run by the given engine. */
    public static ModelRecognizer load(NetEngine engine) {
        return new ModelRecognizer(loadModel(), engine, loadCalibration());
    }

    /** The committed model: models/ under the working directory, else the jar's copy. */
    public static DigitModel loadModel() {
        Path local = Path.of("models", FILE_NAME);
        if (Files.isRegularFile(local)) {
            return readFile(local);
        }
        return readClasspath();
    }

    /** The committed calibration: beside models/ under the working directory when the model is there, else the jar's. */
    public static Calibration loadCalibration() {
        Path local = Path.of("models", FILE_NAME);
        return Files.isRegularFile(local) ? Calibration.beside(local) : Calibration.fromClasspath();
    }

    /** The model inside the jar (copied there from models/ by pom.xml), with its calibration. */
    public static ModelRecognizer fromClasspath() {
        return new ModelRecognizer(readClasspath(), NetEngine.DEFAULT, Calibration.fromClasspath());
    }

    /** A model file, with the calibration beside it ({@link Calibration#beside}) if there is one. */
    public static ModelRecognizer fromFile(Path file) {
        return new ModelRecognizer(readFile(file), NetEngine.DEFAULT, Calibration.beside(file));
    }

    /** How this model's scores become probabilities. */
    public Calibration calibration() {
        return calibration;
    }

    private static DigitModel readClasspath() {
        try (InputStream in = ModelRecognizer.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("digit model not found: neither models/" + FILE_NAME
                        + " nor classpath " + RESOURCE + " (run `sudoku-lens train`)");
            }
            return DigitModel.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the digit model " + RESOURCE, e);
        }
    }

    /** A model file of one or several networks. */
    public static DigitModel readFile(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return DigitModel.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the digit model " + file, e);
        }
    }

    @Override
    public String name() {
        return Recognizers.MODEL;
    }

    public NetEngine engine() {
        return engine;
    }

    @Override
    public DigitReading recognize(Mat ink) {
        normalizer.toInput(ink, one);
        System.arraycopy(one, 0, inputs, 0, INPUT);
        return run(1)[0];
    }

    /** Normalises every digit, then runs them through the network in one batch. */
    @Override
    public DigitReading[] recognizeAll(List<Mat> inks) {
        return recognizeAll(inks, Collections.nCopies(inks.size(), null));
    }

    /**
     * Reads both cuts of the digits that have two in the same batch, and gives each such digit
     * every digit's larger score of the two cuts, renormalised, calibrated as one reading (the
     * calibration is fitted on readings made the same way: {@code calibrate} cuts its cells
     * through the reading path). Two cuts of one digit differ in a few strokes: where they agree
     * the reading is as sure as either, where they disagree both digits stay in the running and
     * the reading is as unsure as it should be, so that {@code verify} leaves the cell to check or
     * explains it rather than trusting one cut. The mean of the two instead lowered the second
     * choice where the cuts agreed on a misreading, and called fewer right grids right
     * (validation pen sets, docs/reading-notebook.md, 2026-11-30 late afternoon).
     */
    @Override
    public DigitReading[] recognizeAll(List<Mat> inks, List<Mat> followed) {
        int n = inks.size();
        int[] second = new int[n];
        int total = n;
        for (int i = 0; i < n; i++) {
            second[i] = followed.get(i) == null ? -1 : total++;
        }
        ensureCapacity(total);
        for (int i = 0; i < n; i++) {
            normalizer.toInput(inks.get(i), one);
            System.arraycopy(one, 0, inputs, i * INPUT, INPUT);
            if (second[i] >= 0) {
                normalizer.toInput(followed.get(i), one);
                System.arraycopy(one, 0, inputs, second[i] * INPUT, INPUT);
            }
        }
        return run(n, total, second);
    }

    /** One digit read as {@link #recognizeAll(List, List)} reads it: both cuts when {@code followed} is not null. */
    public DigitReading recognize(Mat ink, Mat followed) {
        return recognizeAll(List.of(ink), Arrays.asList(followed))[0];
    }

    /** Classifies an already normalised input (28 x 28, 0..1), e.g. an augmented training digit. */
    public DigitReading recognizeInput(float[] input) {
        System.arraycopy(input, 0, inputs, 0, INPUT);
        return run(1)[0];
    }

    /**
     * Classifies {@code count} already normalised inputs, one after the other in {@code batch}
     * (28 x 28 floats each, 0..1): the batch half of {@link #recognizeAll}, for benchmarks.
     */
    public DigitReading[] recognizeInputs(float[] batch, int count) {
        ensureCapacity(count);
        System.arraycopy(batch, 0, inputs, 0, count * INPUT);
        return run(count);
    }

    private void ensureCapacity(int n) {
        if (inputs.length < n * INPUT) {
            inputs = new float[n * INPUT];
            probs = new float[n * NetShape.CLASSES];
        }
    }

    /** The first {@code n} inputs through the network, as readings. */
    private DigitReading[] run(int n) {
        return run(n, n, null);
    }

    /**
     * The first {@code total} inputs through the network, as {@code n} readings: reading i is
     * input i's, or inputs i's and {@code second[i]}'s larger score for each digit, renormalised,
     * where that is not -1 ({@code second} null: none is).
     */
    private DigitReading[] run(int n, int total, int[] second) {
        (total == 1 ? single : net).forward(inputs, total, probs);
        DigitReading[] readings = new DigitReading[n];
        double[] scores = new double[10];
        for (int i = 0; i < n; i++) {
            int j = second == null ? -1 : second[i];
            double sum = 0;
            for (int d = 1; d <= 9; d++) {
                double p = probs[i * NetShape.CLASSES + d - 1];
                scores[d] = j < 0 ? p : Math.max(p, probs[j * NetShape.CLASSES + d - 1]);
                sum += scores[d];
            }
            for (int d = 1; d <= 9; d++) {
                scores[d] /= sum;
            }
            readings[i] = calibration.apply(Readings.fromScores(scores));
        }
        return readings;
    }

    @Override
    public void close() {
        net.close();
        if (single != net) {
            single.close();
        }
    }
}
