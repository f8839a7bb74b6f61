package lens.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import lens.board.DatFile;
import lens.board.Grid;
import lens.board.Units;
import lens.io.ImageFiles;
import lens.ocr.DigitRecognizer;
import lens.ocr.training.DataSplit;
import lens.ocr.training.WriterDigits;
import lens.samples.Framing;
import lens.samples.Marks;
import lens.samples.PenWriter;
import lens.samples.SampleSet;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import lens.vision.InkStats;
import org.opencv.core.Mat;

/**
 * Fits the printed/written ink classifier ({@link InkClassifier}) on the training part of the
 * shared photos and measures it on the validation part; the test part is left alone.
 *
 * <p>Labels come free with the data: every digit of a photo in {@code printed/} is printed; a
 * digit of its twin in {@code handfilled/} is written when its cell is empty on the printed one
 * (photos with both versions only). A photo's part is {@link DataSplit}'s, by its solution.
 * Pen-filled pages can be added ({@link #penPages}, {@link #penOnPhotoPages}): real writers' pen
 * on rendered pages and in the real printed photos, labelled by what was written, the writers and
 * photos of each part its own; without them the classifier only knew pasted digits, and on
 * rendered pen pages it took most of the pen for print and the print for pen. The
 * cells are cut and measured by the reading path itself ({@link PhotoReader#cut}). The two models
 * are fitted in the order the classifier uses them: the first on each cell's own measurements;
 * then, with the page's print found by that first model ({@link InkClassifier#pagePrint}), the
 * second on the measurements against it. Each is a logistic regression with a small L2 penalty,
 * fitted by Newton's method on standardised inputs.
 */
public final class InkKindsFitter {
    /** L2 penalty on the standardised weights (bias included): keeps the 136-input second model tame. */
    private static final double L2 = 1e-3;
    private static final int MAX_STEPS = 100;
    private static final double CONVERGED = 1e-9;

    private InkKindsFitter() {
    }

    /** One photo's cells: their measurements ({@code null}: empty) and which of them are written. */
    public record Page(String name, DataSplit split, InkStats[] stats, boolean[] written) {
    }

    /**
     * The fitted classifier and the cells it gets right on train and on validation, in all and
     * by source ({@code bySource}: the part of a page's name before its first slash, e.g.
     * {@code handfilled}, mapped to {cells, right} on validation).
     */
    public record Fit(InkClassifier classifier, int trainCells, int trainRight, int validationCells, int validationRight,
                      Map<String, int[]> bySource) {
        /** One line: {@code train: N cells, 98.2% right; validation: ... (printed ..., handfilled ...)}. */
        public String text() {
            StringBuilder sources = new StringBuilder();
            bySource.forEach((source, n) -> sources.append(sources.length() == 0 ? " (" : ", ").append(String.format(Locale.ROOT,
                    "%s %d cells %.2f%%", source, n[0], percent(n[1], n[0]))));
            return String.format(Locale.ROOT, "train: %d cells, %.2f%% right; validation: %d cells, %.2f%% right%s",
                    trainCells, percent(trainRight, trainCells), validationCells, percent(validationRight, validationCells),
                    sources.length() == 0 ? "" : sources + ")");
        }

        /** The model file's text, as {@link InkClassifier#standard()} reads it. */
        public String modelText() {
            return classifier.format();
        }

        private static double percent(int right, int cells) {
            return cells == 0 ? 0 : 100.0 * right / cells;
        }
    }

    /** Measures the shared photos under {@code photos} ({@code printed/}, {@code handfilled/}) and fits. */
    public static Fit fit(Path photos) throws IOException {
        return fit(pages(photos));
    }

    /** Fits on the pages of the train part; counts the cells right on train and on validation. */
    public static Fit fit(List<Page> pages) {
        List<Page> train = pages.stream().filter(p -> p.split() == DataSplit.TRAIN).toList();
        List<Page> validation = pages.stream().filter(p -> p.split() == DataSplit.VALIDATION).toList();
        InkClassifier.Params params = InkClassifier.Params.FITTED;
        List<double[]> inputs = new ArrayList<>();
        List<Boolean> labels = new ArrayList<>();
        for (Page p : train) {
            for (int cell = 0; cell < Units.CELLS; cell++) {
                if (p.stats()[cell] != null) {
                    inputs.add(InkClassifier.firstInputs(p.stats()[cell]));
                    labels.add(p.written()[cell]);
                }
            }
        }
        InkClassifier.Logistic first = logistic(inputs, labels);
        inputs.clear();
        for (Page p : train) {
            double[] print = InkClassifier.pagePrint(first, params, p.stats());
            for (int cell = 0; cell < Units.CELLS; cell++) {
                if (p.stats()[cell] != null) {
                    inputs.add(InkClassifier.secondInputs(p.stats()[cell], print));
                }
            }
        }
        InkClassifier classifier = new InkClassifier(first, logistic(inputs, labels), params);
        int[] onTrain = new int[2];
        for (Page p : train) {
            right(classifier, p, onTrain);
        }
        // each validation page classified once: its counts go to its source and to the total
        int[] onValidation = new int[2];
        Map<String, int[]> bySource = new TreeMap<>();
        for (Page p : validation) {
            String source = p.name().contains("/") ? p.name().substring(0, p.name().indexOf('/')) : p.name();
            int[] sum = bySource.computeIfAbsent(source, k -> new int[2]);
            int[] n = right(classifier, p, new int[2]);
            for (int k = 0; k < 2; k++) {
                sum[k] += n[k];
                onValidation[k] += n[k];
            }
        }
        return new Fit(classifier, onTrain[0], onTrain[1], onValidation[0], onValidation[1], bySource);
    }

    /** Adds the cells of page {@code p} and those {@code classifier} gets right to {@code counts} ({cells, right}); returns it. */
    private static int[] right(InkClassifier classifier, Page p, int[] counts) {
        CellKinds kinds = classifier.classify(p.stats());
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (p.stats()[cell] != null) {
                counts[0]++;
                counts[1] += (kinds.kind(cell) == InkKind.WRITTEN) == p.written()[cell] ? 1 : 0;
            }
        }
        return counts;
    }

    /** The labelled pages of the shared photos: every photo of {@code printed/} and {@code handfilled/} that has both versions and whose grid is found. */
    public static List<Page> pages(Path photos) throws IOException {
        PhotoReader reader = PhotoReader.withDefaults(null);
        List<Page> out = new ArrayList<>();
        for (String set : new String[] {"printed", "handfilled"}) {
            for (PhotoSet.Entry e : PhotoSet.load(photos.resolve(set)).entries()) {
                String name = e.image().getFileName().toString();
                Path twin = photos.resolve("printed").resolve(name.replace(".jpg", ".dat"));
                Path solved = photos.resolve("handfilled").resolve(name.replace(".jpg", ".dat"));
                if (!Files.isRegularFile(twin) || !Files.isRegularFile(solved)
                        || !(ImageFiles.load(e.image()) instanceof ImageFiles.Loaded.Image img)) {
                    continue;
                }
                DatFile printed = DatFile.parse(Files.readString(twin));
                DataSplit split = DataSplit.of(DatFile.parse(Files.readString(solved)).grid());
                Mat m = img.mat();
                if (reader.detect(m, DebugSink.NONE) instanceof GridDetection.Found f) {
                    InkStats[] stats = new InkStats[Units.CELLS];
                    boolean[] written = new boolean[Units.CELLS];
                    try (UprightCells cells = reader.cut(m, f.corners(), DebugSink.NONE)) {
                        for (int cell = 0; cell < Units.CELLS; cell++) {
                            stats[cell] = cells.inkStats(cell);
                            written[cell] = set.equals("handfilled") && printed.grid().get(cell) == 0;
                        }
                    }
                    out.add(new Page(set + "/" + name, split, stats, written));
                }
                m.release();
            }
        }
        return out;
    }

    /**
     * Labelled pages of {@code count} rendered pen-filled photos ({@link SampleSet#renderPenFilled})
     * by {@code writers} (those of {@code split}), seeds counting up from {@code seed}: in turn a
     * 640x480 and a 1280x960 page, a phone's portrait page (960x1280) and one whose grid fills
     * that frame ({@link Framing#CLOSE}). Read by {@code recognizer}'s reading path; see
     * {@link #labelled} for which pages and cells count.
     */
    public static List<Page> penPages(WriterDigits writers, DataSplit split, int count, long seed, DigitRecognizer recognizer) {
        PhotoReader reader = PhotoReader.withDefaults(recognizer);
        PenWriter pen = new PenWriter(writers);
        int[][] sizes = {{640, 480}, {1280, 960}, {960, 1280}, {960, 1280}};
        List<Page> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int[] size = sizes[i % sizes.length];
            Framing framing = i % sizes.length == sizes.length - 1 ? Framing.CLOSE : Framing.ROOMY;
            try (SampleSet.Sample s = SampleSet.renderPenFilled(seed + i, size[0], size[1], pen, 0, Marks.NONE, framing)) {
                labelled(reader, s, "pen/" + (seed + i), split).ifPresent(out::add);
            }
        }
        return out;
    }

    /**
     * Labelled pages of {@code count} pages of {@code writers}' pen written into the printed
     * photos of {@code split} in {@code printedDir} ({@link SampleSet#renderPenOnPhoto}, the photos
     * taken in turn, seeds counting up from {@code seed}); read as {@link #penPages} reads.
     */
    public static List<Page> penOnPhotoPages(Path printedDir, DataSplit split, WriterDigits writers, int count, long seed,
                                             DigitRecognizer recognizer) throws IOException {
        PhotoReader reader = PhotoReader.withDefaults(recognizer);
        PenWriter pen = new PenWriter(writers);
        List<SampleSet.PrintedPhoto> photos = PhotoCells.withDefaults(recognizer).printedPhotos(printedDir, split);
        List<Page> out = new ArrayList<>();
        try {
            for (int i = 0; i < count && !photos.isEmpty(); i++) {
                try (SampleSet.Sample s = SampleSet.renderPenOnPhoto(photos.get(i % photos.size()), seed + i, pen, 0, Marks.NONE)) {
                    labelled(reader, s, "penphoto/" + (seed + i), split).ifPresent(out::add);
                }
            }
        } finally {
            photos.forEach(p -> p.image().release());
        }
        return out;
    }

    /**
     * A rendered sample's page as the reading path cuts it (detected, turned upright), labelled
     * by what it shows: a digit is written where the puzzle has none. Only cells that hold a digit
     * count (ink the reader finds where nothing was written is no example of either); a page whose
     * reading agrees with fewer than {@value #LEAST_AGREEING} of the digits it shows is left out
     * (a grid found wrong or turned wrong would label the wrong cells).
     */
    private static Optional<Page> labelled(PhotoReader reader, SampleSet.Sample s, String name, DataSplit split) {
        Mat m = s.scene().image();
        if (!(reader.detect(m, DebugSink.NONE) instanceof GridDetection.Found f)) {
            return Optional.empty();
        }
        Grid givens = s.givens();
        Grid seen = s.seen();
        InkStats[] stats = new InkStats[Units.CELLS];
        boolean[] written = new boolean[Units.CELLS];
        int agree = 0;
        try (UprightCells cells = reader.cut(m, f.corners(), DebugSink.NONE)) {
            Grid read = cells.reading().board();
            for (int cell = 0; cell < Units.CELLS; cell++) {
                if (!seen.isEmpty(cell)) {
                    agree += read.get(cell) == seen.get(cell) ? 1 : 0;
                    stats[cell] = cells.inkStats(cell);
                    written[cell] = givens.isEmpty(cell);
                }
            }
        }
        return agree >= LEAST_AGREEING * seen.filledCount()
                ? Optional.of(new Page(name, split, stats, written)) : Optional.empty();
    }

    /** Share of a rendered page's digits its reading must agree with for the page to label cells. */
    static final double LEAST_AGREEING = 0.9;

    /** A logistic regression of {@code labels} on {@code inputs} (Newton's method, L2 penalty). */
    static InkClassifier.Logistic logistic(List<double[]> inputs, List<Boolean> labels) {
        int n = inputs.size();
        int d = inputs.get(0).length;
        double[] mean = new double[d];
        double[] sd = new double[d];
        for (double[] z : inputs) {
            for (int k = 0; k < d; k++) {
                mean[k] += z[k] / n;
            }
        }
        for (double[] z : inputs) {
            for (int k = 0; k < d; k++) {
                sd[k] += (z[k] - mean[k]) * (z[k] - mean[k]) / n;
            }
        }
        for (int k = 0; k < d; k++) {
            sd[k] = Math.sqrt(sd[k]) + 1e-9;
        }
        double[][] x = new double[n][d + 1];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < d; k++) {
                x[i][k] = (inputs.get(i)[k] - mean[k]) / sd[k];
            }
            x[i][d] = 1;
        }
        double[] w = new double[d + 1];
        for (int iteration = 0; iteration < MAX_STEPS; iteration++) {
            double[] g = new double[d + 1];
            double[][] h = new double[d + 1][d + 1];
            for (int i = 0; i < n; i++) {
                double s = 0;
                for (int k = 0; k <= d; k++) {
                    s += w[k] * x[i][k];
                }
                double p = 1 / (1 + Math.exp(-s));
                double err = p - (labels.get(i) ? 1 : 0);
                double curve = p * (1 - p);
                for (int a = 0; a <= d; a++) {
                    g[a] += err * x[i][a] / n;
                    double ca = curve * x[i][a] / n;
                    for (int b = 0; b <= a; b++) {
                        h[a][b] += ca * x[i][b];
                    }
                }
            }
            for (int a = 0; a <= d; a++) {
                g[a] += L2 * w[a];
                h[a][a] += L2;
            }
            double[] step = solveLowerSymmetric(h, g);
            double largest = 0;
            for (int k = 0; k <= d; k++) {
                w[k] -= step[k];
                largest = Math.max(largest, Math.abs(step[k]));
            }
            if (largest < CONVERGED) {
                break;
            }
        }
        return new InkClassifier.Logistic(mean, sd, w);
    }

    /** Solves h x = g for a symmetric positive definite h given by its lower triangle (Cholesky). */
    private static double[] solveLowerSymmetric(double[][] h, double[] g) {
        int m = g.length;
        double[][] l = new double[m][m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j <= i; j++) {
                double s = h[i][j];
                for (int k = 0; k < j; k++) {
                    s -= l[i][k] * l[j][k];
                }
                l[i][j] = i == j ? Math.sqrt(s) : s / l[j][j];
            }
        }
        double[] y = new double[m];
        for (int i = 0; i < m; i++) {
            double s = g[i];
            for (int k = 0; k < i; k++) {
                s -= l[i][k] * y[k];
            }
            y[i] = s / l[i][i];
        }
        double[] x = new double[m];
        for (int i = m - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < m; k++) {
                s -= l[k][i] * x[k];
            }
            x[i] = s / l[i][i];
        }
        return x;
    }
}
