package lens.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.io.InputFile;
import lens.ocr.ModelRecognizer;
import lens.ocr.net.ConvNet;
import lens.ocr.net.DigitModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code join-models}: writes one model file holding the networks of several (each trained by
 * {@code train}), whose readings are the mean of theirs ({@link DigitModel}). The joined model
 * needs its own calibration: run {@code calibrate --model} on it.
 */
@Command(name = "join-models", mixinStandardHelpOptions = true,
        description = "Join trained digit networks into one model that averages their readings (then run calibrate on it).")
final class JoinModelsCommand implements Callable<Integer> {
    @Option(names = "--out", defaultValue = "models/" + ModelRecognizer.FILE_NAME, description = "Model file to write (default ${DEFAULT-VALUE}).")
    Path out;

    @Parameters(arity = "2..*", paramLabel = "MODEL", description = "Model files to join (each of one or several networks).")
    List<Path> models;

    @Override
    public Integer call() throws Exception {
        List<ConvNet> nets = new ArrayList<>();
        for (Path m : models) {
            nets.addAll(read(m).members());
        }
        DigitModel joined = new DigitModel(nets);
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        try (OutputStream o = Files.newOutputStream(out)) {
            joined.write(o);
        }
        System.out.printf(Locale.ROOT, "join-models: wrote %s: %s, %d parameters, %.2f M multiply-adds a digit; "
                + "now run calibrate --model %s%n", out, joined, joined.parameterCount(), joined.forwardMacs() / 1e6, out);
        return ExitCodes.OK;
    }

    private static DigitModel read(Path file) {
        try (InputStream in = InputFile.open(file)) {
            return DigitModel.read(in);
        } catch (IOException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, file + " is not a model file: " + e.getMessage());
        }
    }
}
