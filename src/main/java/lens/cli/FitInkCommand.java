package lens.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import lens.io.ReplacedFile;
import lens.pipeline.InkKindsFitter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code fit-ink}: fits the printed/written ink classifier on the training part of the shared
 * photos ({@link InkKindsFitter}), prints its share of cells right on train and validation, and
 * writes the model file the classifier loads from the jar.
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

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(photos.resolve("printed")) || !Files.isDirectory(photos.resolve("handfilled"))) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no printed/ and handfilled/ under " + photos);
        }
        String problem = ReplacedFile.problem(out);
        if (problem != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--out: " + problem);
        }
        InkKindsFitter.Fit fit = InkKindsFitter.fit(photos);
        System.out.println("fit-ink: " + fit.text());
        ReplacedFile.write(fit.modelText().getBytes(StandardCharsets.UTF_8), out);
        System.out.println("fit-ink: wrote " + out);
        return ExitCodes.OK;
    }
}
