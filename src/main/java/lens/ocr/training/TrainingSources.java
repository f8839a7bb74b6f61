package lens.ocr.training;

import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The digits training learns from, each source split into a training and a held-out part:
 * rendered font digits (every fifth font held out, so the test measures unseen faces), MNIST
 * handwriting (the last 20% of each digit held out) and the cells of the dataset photos (photos
 * numbered 5, 10, 15, ... held out; printed and hand-filled show the same puzzles, so no puzzle
 * is both trained on and tested).
 */
public final class TrainingSources {
    public static final String FONTS = "fonts";
    public static final String MNIST = "mnist";
    public static final List<String> PHOTO_SETS = List.of("printed", "handfilled");
    /** Every fifth font renders test digits only. */
    public static final int FONT_HOLD_OUT_EVERY = 5;
    public static final double MNIST_HELD_OUT = 0.2;
    /** Photos whose number is a multiple of this are held out (also what {@code eval --held-out} scores). */
    public static final int PHOTO_HOLD_OUT_EVERY = 5;

    private TrainingSources() {
    }

    /**
     * Sources by name in a stable order; photo sets missing under {@code photos} are left out (and
     * logged). {@code photoCells} cuts the photos' labelled digits.
     */
    public static Map<String, MnistDigits.Split> load(List<Font> fonts, int fontDigits, long seed, Path mnistDir,
                                                      Path photos, PhotoCellSource photoCells, Consumer<String> log)
            throws IOException {
        List<Font> trainFonts = new ArrayList<>();
        List<Font> testFonts = new ArrayList<>();
        for (int i = 0; i < fonts.size(); i++) {
            (i % FONT_HOLD_OUT_EVERY == FONT_HOLD_OUT_EVERY - 1 ? testFonts : trainFonts).add(fonts.get(i));
        }
        Map<String, MnistDigits.Split> sources = new LinkedHashMap<>();
        sources.put(FONTS, new MnistDigits.Split(
                new FontDigitRenderer(trainFonts, RenderParams.DEFAULT).render(fontDigits, seed),
                new FontDigitRenderer(testFonts, RenderParams.DEFAULT).render(Math.max(900, fontDigits / 10), seed + 1)));
        sources.put(MNIST, MnistDigits.load(mnistDir, MNIST_HELD_OUT));
        for (String set : PHOTO_SETS) {
            Path dir = photos.resolve(set);
            if (Files.isDirectory(dir)) {
                sources.put(set, photoCells.load(dir, PHOTO_HOLD_OUT_EVERY));
            } else {
                log.accept(dir + " not found, photo cells of " + set + " skipped");
            }
        }
        return sources;
    }

    /** Whether a dataset photo is held out from training (its number is a multiple of five). */
    public static boolean heldOut(Path image) {
        return photoNumber(image) % PHOTO_HOLD_OUT_EVERY == 0;
    }

    /** The number in a dataset photo's name ({@code image42.jpg} is 42; 0 without digits). */
    public static long photoNumber(Path image) {
        String digits = image.getFileName().toString().replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }
}
