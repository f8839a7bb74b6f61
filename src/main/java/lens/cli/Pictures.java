package lens.cli;

import java.nio.file.Path;
import lens.io.PictureWriter;
import org.opencv.core.Mat;

/**
 * The command-line end of {@link PictureWriter}: the file written, or a one-line
 * {@link ExitCodes#OUTPUT_FAILED} error naming the cause. Commands print their answer before
 * calling it, so a failed write never hides the answer.
 */
final class Pictures {
    private Pictures() {
    }

    /** Writes {@code image} as {@code target} or its next free numbered name; returns the file written. */
    static Path save(Mat image, Path target, Path input) {
        return orFail(PictureWriter.write(image, target, input));
    }

    /** The file written, or a UserError with the reason and {@link ExitCodes#OUTPUT_FAILED}. */
    static Path orFail(PictureWriter.Result r) {
        if (r instanceof PictureWriter.Result.Failed f) {
            throw new UserError(ExitCodes.OUTPUT_FAILED, "picture not written: " + f.reason());
        }
        return ((PictureWriter.Result.Written) r).file();
    }
}
