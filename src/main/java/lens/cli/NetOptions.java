package lens.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import lens.io.InputFile;
import lens.ocr.net.ConvNet;
import lens.ocr.net.DigitModel;
import lens.ocr.net.NetShape;
import lens.ocr.training.AugmentParams;
import lens.ocr.training.TrainParams;
import picocli.CommandLine.Option;

/** The network and optimiser options of {@code train} (the committed model's are in {@code models/README.md}). */
final class NetOptions {
    @Option(names = "--conv1", defaultValue = "12", description = "First convolution's channels (default ${DEFAULT-VALUE}).")
    int conv1;

    @Option(names = "--conv2", defaultValue = "24", description = "Second convolution's channels (default ${DEFAULT-VALUE}).")
    int conv2;

    @Option(names = "--hidden", defaultValue = "96", description = "Dense layer units (default ${DEFAULT-VALUE}).")
    int hidden;

    @Option(names = "--epochs", defaultValue = "4", description = "Training epochs (default ${DEFAULT-VALUE}).")
    int epochs;

    @Option(names = "--threads", defaultValue = "2", description = "Training threads (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--from", paramLabel = "FILE", description = "Start from this model's weights (fine-tuning; its shape wins over --conv1/--conv2/--hidden).")
    Path from;

    @Option(names = "--member", paramLabel = "K", description = "With --from a joined model (join-models): start from its "
            + "K-th network (1 = the first), so each network of the committed model can be fine-tuned on its own and joined again.")
    Integer member;

    @Option(names = "--rate", defaultValue = "2e-3", description = "Starting learning rate, cosine-annealed to 2%% of it (default ${DEFAULT-VALUE}; lower when fine-tuning with --from).")
    double rate;

    @Option(names = "--augment", defaultValue = "default", description = "Augmentation: default or handwriting (fainter, blurrier, more slanted; default ${DEFAULT-VALUE}).")
    String augment;

    @Option(names = "--elastic", defaultValue = "0", paramLabel = "SHARE", description = "Share (0 to 1) of the training "
            + "digits also bent by an elastic distortion each time they are drawn: a smooth random displacement field, as "
            + "writers bend their strokes (default ${DEFAULT-VALUE}).")
    double elastic;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed for rendering, weights and augmentation (default ${DEFAULT-VALUE}).")
    long seed;

    /** The layer sizes asked for. */
    NetShape shape() {
        if (hidden < 1 || conv1 < 1 || conv2 < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "sizes, --rate, --epochs and --threads must be positive");
        }
        return new NetShape(conv1, conv2, hidden);
    }

    /** Epochs, rates, threads, seed and augmentation; one-line errors for values out of range. */
    TrainParams params() {
        OptionBounds.threads("--threads", threads);
        if (!(rate > 0) || epochs < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "sizes, --rate, --epochs and --threads must be positive");
        }
        AugmentParams augmentParams = switch (augment) {
            case "default" -> AugmentParams.DEFAULT;
            case "handwriting" -> AugmentParams.HANDWRITING;
            default -> throw new UserError(ExitCodes.INVALID_INPUT, "--augment is default or handwriting, not " + augment);
        };
        if (!(elastic >= 0 && elastic <= 1)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--elastic is a share from 0 to 1, not " + elastic);
        }
        return new TrainParams(epochs, TrainParams.DEFAULT.batch(), rate, TrainParams.DEFAULT.finalRate(), threads, seed,
                augmentParams.withElastic(elastic));
    }

    /** The weights of {@code --from} (its {@code --member}-th network), or null to start from random ones. */
    ConvNet start() {
        if (member != null && from == null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--member goes with --from");
        }
        return from == null ? null : readModel(from, member);
    }

    private static ConvNet readModel(Path file, Integer member) {
        DigitModel model;
        try (InputStream in = InputFile.open(file)) {
            model = DigitModel.read(in);
        } catch (IOException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, "cannot fine-tune " + file + ": " + e.getMessage());
        }
        int networks = model.members().size();
        if (member == null && networks > 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "cannot fine-tune " + file + ": it joins " + networks
                    + " networks; say which with --member 1.." + networks);
        }
        int k = member == null ? 1 : member;
        if (k < 1 || k > networks) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--member must be 1.." + networks + " for " + file + ", not " + k);
        }
        return model.members().get(k - 1);
    }
}
