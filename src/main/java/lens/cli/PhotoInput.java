package lens.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import lens.ocr.DigitRecognizer;
import lens.io.ImageFiles;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * The photo side of {@code solve} and {@code verify}: which arguments are photos, loading one
 * (one-line errors for bad files), and reading its grid (NO_GRID when none is found).
 */
final class PhotoInput {
    private PhotoInput() {
    }

    /**
     * An existing file that starts like an image (also one in a format not read, such as GIF or
     * HEIC), or is named like one: loading then says what is wrong.
     */
    static boolean isPhoto(String arg) {
        if (arg == null || arg.equals("-")) {
            return false;
        }
        Path p = Path.of(arg);
        if (!Files.isRegularFile(p)) {
            return false;
        }
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return ImageFiles.looksLikeAnyImage(p) || n.matches(".*\\.(jpe?g|png|bmp|tiff?|webp|p[gpbn]m|gif|heic|heif|avif)");
    }

    /** The decoded photo (the caller releases it); a UserError for anything unreadable. */
    static Mat load(Path file) {
        ImageFiles.Loaded l = ImageFiles.load(file);
        if (l instanceof ImageFiles.Loaded.Bad bad) {
            throw new UserError(ExitCodes.INVALID_INPUT, bad.reason());
        }
        if (l instanceof ImageFiles.Loaded.TooLarge big) {
            throw new UserError(ExitCodes.INPUT_LIMIT, big.reason());
        }
        return ((ImageFiles.Loaded.Image) l).mat();
    }

    /** The grid read from the photo; a UserError (NO_GRID) when there is none. */
    static PhotoReading.Read read(Mat photo, Path file, DigitRecognizer recognizer, DebugSink debug) {
        PhotoReading r = PhotoReader.withDefaults(recognizer).read(photo, debug);
        if (r instanceof PhotoReading.NoGrid ng) {
            throw new UserError(ExitCodes.NO_GRID, ng.reason() + " (" + file + ")");
        }
        return (PhotoReading.Read) r;
    }

    /** {@code dir/photo.SUFFIX.png} beside the photo. */
    static Path beside(Path file, String suffix) {
        return siblingDir(file).resolve(stem(file) + "." + suffix + ".png");
    }

    static Path siblingDir(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of(".") : parent;
    }

    static String stem(Path file) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }
}
