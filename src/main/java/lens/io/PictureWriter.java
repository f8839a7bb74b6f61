package lens.io;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import lens.vision.OpenCvLoader;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * The one way pictures are written. A picture never replaces a file that is already there:
 * <ul>
 *   <li>the bytes go to a hidden temporary file in the target's folder, which is then linked
 *       under the final name in one step, so a reader never sees half a picture and a failed
 *       write leaves nothing behind;</li>
 *   <li>when the name is taken (a file, or a symbolic link, which is never followed), the next
 *       free number is used: {@code photo.solved.png}, {@code photo.solved-2.png},
 *       {@code photo.solved-3.png}, ... and the name actually written is returned;</li>
 *   <li>the input photo is never a target, not even through a link: that is refused.</li>
 * </ul>
 * The format follows the extension ({@code .png .jpg .jpeg .bmp .tif .tiff .webp}). A write
 * that cannot be done is a {@link Result.Failed} whose reason names the cause (a folder, a
 * device, a missing or read-only folder, a full disk, an unknown extension), fit for one line.
 */
public final class PictureWriter {
    /** Extensions OpenCV encodes, as typed after the last dot (lower case). */
    public static final List<String> EXTENSIONS = List.of("png", "jpg", "jpeg", "bmp", "tif", "tiff", "webp");
    /** Numbered names tried before giving up (a folder with that many copies is a mistake). */
    static final int MAX_NUMBER = 9999;

    private PictureWriter() {
    }

    /** What became of a write: the file written (perhaps numbered), or why nothing was written. */
    public sealed interface Result {
        /** The picture is in {@code file}, complete. */
        record Written(Path file) implements Result {
        }

        /** Nothing was written; {@code reason} says why in words. */
        record Failed(String reason) implements Result {
        }
    }

    /**
     * Writes {@code image} as {@code target} (or the next free numbered name), never over
     * {@code input} (the photo the picture was made from; null when there is none).
     */
    public static Result write(Mat image, Path target, Path input) {
        String problem = targetProblem(target, input);
        if (problem != null) {
            return new Result.Failed(problem);
        }
        OpenCvLoader.ensureLoaded();
        MatOfByte buf = new MatOfByte();
        try {
            if (image.empty() || !Imgcodecs.imencode("." + extension(target), image, buf)) {
                return new Result.Failed("cannot encode the picture as " + extension(target).toUpperCase(Locale.ROOT));
            }
            return writeBytes(buf.toArray(), target, MAX_NUMBER);
        } finally {
            buf.release();
        }
    }

    /**
     * Writes {@code image} under exactly the name {@code target}, encoded with the
     * {@link Imgcodecs} parameters {@code params} (pairs such as {@code IMWRITE_JPEG_QUALITY, 85}),
     * for a set of files whose names belong together (a photo and its truth file): a taken name
     * is a {@link Result.Failed}, never replaced and never numbered.
     */
    public static Result writeNew(Mat image, Path target, int... params) {
        String problem = targetProblem(target, null);
        if (problem != null) {
            return new Result.Failed(problem);
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return new Result.Failed(target + " already exists");
        }
        OpenCvLoader.ensureLoaded();
        MatOfByte buf = new MatOfByte();
        MatOfInt encoding = new MatOfInt(params);
        try {
            if (image.empty() || !Imgcodecs.imencode("." + extension(target), image, buf, encoding)) {
                return new Result.Failed("cannot encode the picture as " + extension(target).toUpperCase(Locale.ROOT));
            }
            return writeBytes(buf.toArray(), target, 1);
        } finally {
            buf.release();
            encoding.release();
        }
    }

    /** Writes a PNG (the target must end in {@code .png}), as {@link #write(Mat, Path, Path)}. */
    public static Result writePng(BufferedImage image, Path target) {
        String problem = targetProblem(target, null);
        if (problem != null) {
            return new Result.Failed(problem);
        }
        if (!extension(target).equals("png")) {
            return new Result.Failed(target + ": frames are written as PNG; name the file .png");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", bytes)) {
                return new Result.Failed("cannot encode the picture as PNG");
            }
        } catch (IOException e) {
            return new Result.Failed("cannot encode the picture as PNG: " + e.getMessage());
        }
        return writeBytes(bytes.toByteArray(), target, MAX_NUMBER);
    }

    /** Writes an SVG drawing (the target must end in {@code .svg}), as {@link #write(Mat, Path, Path)}. */
    public static Result writeSvg(String svg, Path target) {
        String problem = targetProblem(target, null, "svg");
        if (problem != null) {
            return new Result.Failed(problem);
        }
        return writeBytes(svg.getBytes(java.nio.charset.StandardCharsets.UTF_8), target, MAX_NUMBER);
    }

    /** Why {@code target} can never be written (checked before encoding); null when it can be tried. */
    static String targetProblem(Path target, Path input) {
        return targetProblem(target, input, null);
    }

    /** As above; {@code only} is the one extension allowed (null: any of {@link #EXTENSIONS}). */
    private static String targetProblem(Path target, Path input, String only) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString();
        if (Files.isDirectory(target)) {
            return target + " is a folder; give a file name such as " + target.resolve("picture.png");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
                && !Files.isSymbolicLink(target)) {
            return target + " is not a regular file (a device, pipe or socket); give a picture file name";
        }
        String ext = extension(target);
        if (only != null && !ext.equals(only)) {
            return name + ": this picture is written as ." + only + "; name the file ." + only;
        }
        if (only == null && !EXTENSIONS.contains(ext)) {
            return (ext.isEmpty() ? name + " has no picture extension" : "unknown picture type '." + ext + "' in " + name)
                    + " (use ." + String.join(", .", EXTENSIONS) + ")";
        }
        if (input != null && InputFile.sameFile(target, input)) {
            return "not writing over the input photo " + input + "; give another output name";
        }
        Path dir = folder(target);
        if (!Files.isDirectory(dir)) {
            return "no such folder: " + dir;
        }
        return null;
    }

    /** The lower-case extension of the file name ({@code ""} when there is none). */
    static String extension(Path target) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot <= 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** {@code photo.solved.png} numbered {@code n}: {@code photo.solved-n.png}. */
    static Path numbered(Path target, int n) {
        return NewFile.numbered(target, n);
    }

    /** Writes {@code bytes} as {@code target} or, when taken, its numbered names up to {@code maxNumber}. */
    private static Result writeBytes(byte[] bytes, Path target, int maxNumber) {
        try {
            Path written = NewFile.write(bytes, target, maxNumber);
            return written != null ? new Result.Written(written)
                    : new Result.Failed(maxNumber == 1 ? target + " already exists"
                    : target + " and its numbered names up to -" + maxNumber + " are all taken");
        } catch (IOException e) {
            return new Result.Failed("cannot write " + target + ": " + IoErrors.reason(e));
        }
    }

    private static Path folder(Path target) {
        return NewFile.folder(target);
    }
}
