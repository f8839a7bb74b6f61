package lens.cli;

import java.nio.file.Path;
import lens.io.DebugFolder;
import lens.overlay.DebugPicture;
import lens.pipeline.PhotoReading;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * The command-line end of {@code --debug} for one photo: its {@link DebugFolder} beside the photo
 * ({@code PHOTO.debug.png} and {@code PHOTO.debug.STAGE.png}, or the next free set
 * {@code PHOTO.debug-2.*}), or nothing without the option. Debug images never hide the answer: a
 * set that could not be written is said after it, in one line, and turns a success into
 * {@link ExitCodes#OUTPUT_FAILED}; after another outcome (no grid, mistakes) it is said beside it.
 */
final class DebugImages {
    private final DebugFolder folder;

    private DebugImages(DebugFolder folder) {
        this.folder = folder;
    }

    /** The set for {@code photo} when {@code debug}, else one that writes nothing. */
    static DebugImages forPhoto(Path photo, boolean debug) {
        return new DebugImages(debug ? new DebugFolder(PhotoInput.siblingDir(photo), PhotoInput.stem(photo) + ".debug",
                photo) : null);
    }

    /** Where the pipeline puts its stage images. */
    DebugSink sink() {
        return folder == null ? DebugSink.NONE : folder;
    }

    /** Writes what was found drawn on a copy of the photo ({@code PHOTO.debug.png}) and says where, on standard error. */
    void writeOverview(Mat photo, PhotoReading.Read read) {
        if (folder == null) {
            return;
        }
        Mat copy = photo.clone();
        try {
            DebugPicture.draw(copy, read.geometry(), read.filled());
            Path file = folder.putOverview(copy);
            if (file != null) {
                int stages = folder.written().size() - 1;
                ErrorHandler.warn("wrote " + file + (stages > 0 ? " and " + stages + " stage images beside it" : ""));
            }
        } finally {
            copy.release();
        }
    }

    /**
     * The exit code once the command has answered with {@code code}: unchanged when the set was
     * written; else the failure is said, and a success becomes {@link ExitCodes#OUTPUT_FAILED}.
     */
    int settle(int code) {
        if (folder == null || folder.failure() == null) {
            return code;
        }
        if (code == ExitCodes.OK) {
            throw new UserError(ExitCodes.OUTPUT_FAILED, notWritten());
        }
        ErrorHandler.warn(notWritten());
        return code;
    }

    /** Says the failure, if any, before another error ends the command. */
    void warnIfFailed() {
        if (folder != null && folder.failure() != null) {
            ErrorHandler.warn(notWritten());
        }
    }

    private String notWritten() {
        return "debug images not written: " + folder.failure();
    }
}
