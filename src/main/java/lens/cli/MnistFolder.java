package lens.cli;

import java.nio.file.Path;
import lens.ocr.training.MnistDigits;

/** The {@code --mnist} option of the commands that write with real writers' digits. */
final class MnistFolder {
    private MnistFolder() {
    }

    /** The folder {@code option} names: unset, where {@code scripts/fetch-mnist.sh} puts it; {@code none}, no folder (null). */
    static Path of(String option) {
        return option == null ? MnistDigits.defaultDir() : option.equals("none") ? null : Path.of(option);
    }
}
