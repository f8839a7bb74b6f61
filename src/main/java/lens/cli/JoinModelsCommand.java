package lens.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.io.InputFile;
import lens.io.IoErrors;
import lens.io.NewFile;
import lens.ocr.ModelRecognizer;
import lens.ocr.net.ConvNet;
import lens.ocr.net.DigitModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code join-models}: writes one model file holding the networks of several (each trained by
 * {@code train}), whose readings are the mean of theirs ({@link DigitModel}). The joined model
 * needs its own calibration: run {@code calibrate --model} on it. The model is written as a new
 * file ({@link NewFile}): a name already taken, such as one of the inputs or the model in use, is
 * refused, never replaced.
 */
@Command(name = "join-models", mixinStandardHelpOptions = true,
        description = "Join trained digit networks into one model that averages their readings (then run calibrate on it).")
final class JoinModelsCommand implements Callable<Integer> {
    @Option(names = "--out", defaultValue = "models/" + ModelRecognizer.FILE_NAME, description = "Model file to write, which must not exist yet (default ${DEFAULT-VALUE}).")
    Path out;

    @Parameters(arity = "2..*", paramLabel = "MODEL", description = "Model files to join (each of one or several networks).")
    List<Path> models;

    @Override
    public Integer call() throws Exception {
        refuseTaken(out);
        List<ConvNet> nets = new ArrayList<>();
        for (Path m : models) {
            nets.addAll(read(m).members());
        }
        DigitModel joined = new DigitModel(nets);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        joined.write(bytes);
        try {
            if (out.getParent() != null) {
                Files.createDirectories(out.getParent());
            }
            if (NewFile.write(bytes.toByteArray(), out, 1) == null) {
                throw taken(out);
            }
        } catch (IOException e) {
            throw new UserError(ExitCodes.OUTPUT_FAILED, "model not written: cannot write " + out + ": " + IoErrors.reason(e));
        }
        System.out.printf(Locale.ROOT, "join-models: wrote %s: %s, %d parameters, %.2f M multiply-adds a digit; "
                + "now run calibrate --model %s%n", out, joined, joined.parameterCount(), joined.forwardMacs() / 1e6, out);
        return ExitCodes.OK;
    }

    /**
     * A one-line error when {@code out} cannot be a new file: a folder, or a name already taken
     * (one of the inputs, the model in use, a link), which is never replaced.
     */
    private static void refuseTaken(Path out) {
        if (Files.isDirectory(out)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--out " + out + " is a folder; give a model file name");
        }
        if (Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            throw taken(out);
        }
    }

    private static UserError taken(Path out) {
        return new UserError(ExitCodes.OUTPUT_FAILED, "model not written: " + out
                + " already exists (join-models never replaces a file: give --out a new name, or move the old one away)");
    }

    private static DigitModel read(Path file) {
        try (InputStream in = InputFile.open(file)) {
            return DigitModel.read(in);
        } catch (IOException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, file + " is not a model file: " + e.getMessage());
        }
    }
}
