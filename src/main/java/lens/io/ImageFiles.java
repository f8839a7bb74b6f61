package lens.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import lens.vision.OpenCvLoader;
import org.opencv.core.CvException;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Recognises image files by their first bytes (not their name) and decodes them, within
 * {@link Limits}: the file's bytes, then the pixels its header declares, are checked before
 * decoding. A JPEG or PNG cut short is refused rather than decoded into a half-grey picture.
 */
public final class ImageFiles {
    private ImageFiles() {
    }

    /** A decoded BGR image (the caller releases it) or why there is none. */
    public sealed interface Loaded {
        record Image(Mat mat) implements Loaded {
        }

        record Bad(String reason) implements Loaded {
        }

        /** Over a limit of {@link Limits} (bytes or pixels): not decoded. */
        record TooLarge(String reason) implements Loaded {
        }
    }

    /** Why a load gave no image (null for an image). */
    public static String reason(Loaded l) {
        if (l instanceof Loaded.Bad b) {
            return b.reason();
        }
        return l instanceof Loaded.TooLarge t ? t.reason() : null;
    }

    /** True when the file starts like an image format OpenCV reads. */
    public static boolean looksLikeImage(Path file) {
        try (var in = Files.newInputStream(file)) {
            return kind(in.readNBytes(12)) != null;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * True when the file starts like an image of any common format, one OpenCV reads or one it
     * does not ({@link #otherKind}), so that a GIF or an iPhone's HEIC photo is refused as a photo
     * in a format not read, not read as puzzle text.
     */
    public static boolean looksLikeAnyImage(Path file) {
        try (var in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(12);
            return kind(head) != null || otherKind(head) != null;
        } catch (IOException e) {
            return false;
        }
    }

    public static Loaded load(Path file) {
        byte[] bytes;
        try {
            bytes = InputFile.readBytes(file, Limits.MAX_IMAGE_BYTES, "a photo");
        } catch (InputException e) {
            return e.kind() == InputException.Kind.OVER_LIMIT ? new Loaded.TooLarge(e.getMessage())
                    : new Loaded.Bad(e.getMessage());
        }
        return decode(bytes, file.toString());
    }

    /**
     * Decodes an image held in memory (an upload, a camera frame); {@code name} stands for it in
     * the reasons ("photo.jpg is a truncated JPEG image").
     */
    public static Loaded decode(byte[] bytes, String name) {
        return decode(bytes, name, Imgcodecs.IMREAD_COLOR, 1);
    }

    /**
     * Decodes an image that will only be read, never drawn on: grey, and shrunk by
     * {@code reduce} (1, 2, 4 or 8) in the JPEG decoder itself, which then skips most of the work;
     * a phone photo of 4,000 px holds its grid as clearly at a quarter of that.
     */
    public static Loaded decodeGreyForReading(byte[] bytes, String name, int reduce) {
        int flags = switch (reduce) {
            case 1 -> Imgcodecs.IMREAD_GRAYSCALE;
            case 2 -> Imgcodecs.IMREAD_REDUCED_GRAYSCALE_2;
            case 4 -> Imgcodecs.IMREAD_REDUCED_GRAYSCALE_4;
            case 8 -> Imgcodecs.IMREAD_REDUCED_GRAYSCALE_8;
            default -> throw new IllegalArgumentException("reduce by 1, 2, 4 or 8, not " + reduce);
        };
        return decode(bytes, name, flags, reduce);
    }

    /** Checks the bytes and the header (pixels after the decoder's shrinking by {@code reduce}), then decodes. */
    private static Loaded decode(byte[] bytes, String name, int flags, int reduce) {
        if (bytes.length == 0) {
            return new Loaded.Bad(name + " is empty");
        }
        String kind = kind(bytes);
        if (kind == null) {
            return new Loaded.Bad(notReadable(bytes, name));
        }
        if (truncated(kind, bytes)) {
            return new Loaded.Bad(name + " is a truncated " + kind + " image");
        }
        ImageHeader header = ImageHeader.read(bytes, kind);
        if (header == null || header.pixels() == 0) {
            return new Loaded.Bad(name + " is a damaged " + kind + " image (its header gives no size)");
        }
        int scans = kind.equals("JPEG") ? jpegScans(bytes) : 0;
        if (scans > Limits.MAX_JPEG_SCANS) {
            return new Loaded.TooLarge(String.format(Locale.ROOT, "%s is a JPEG of %d scans; photos may have at most %d",
                    name, scans, Limits.MAX_JPEG_SCANS));
        }
        if (header.tilesLargerThanImage() && header.tilePixels() > Limits.MAX_IMAGE_PIXELS) {
            // the decoder fills a whole tile however small the image: its shrinking does not help
            return new Loaded.TooLarge(String.format(Locale.ROOT,
                    "%s is a %dx%d TIFF in tiles of %.0f MP; photos may have at most %d MP", name, header.width(),
                    header.height(), header.tilePixels() / 1e6, Limits.MAX_IMAGE_PIXELS / 1_000_000));
        }
        if (header.pixels() / ((long) reduce * reduce) > Limits.MAX_IMAGE_PIXELS) {
            return new Loaded.TooLarge(String.format(Locale.ROOT, "%s is %dx%d pixels (%.0f MP); photos may have at most %d MP",
                    name, header.width(), header.height(), header.pixels() / 1e6, Limits.MAX_IMAGE_PIXELS / 1_000_000));
        }
        OpenCvLoader.ensureLoaded();
        MatOfByte buf = new MatOfByte(bytes);
        Mat m;
        try {
            m = Transparency.mayHave(kind, bytes) ? onWhite(buf, flags, reduce) : null;
            if (m == null) {
                m = DecoderOutput.quietly(() -> Imgcodecs.imdecode(buf, flags));
            }
        } catch (CvException e) {
            return new Loaded.Bad(name + " is a damaged " + kind + " image (cannot decode it)");
        } finally {
            buf.release();
        }
        if (m.empty()) {
            m.release();
            return new Loaded.Bad(name + " is a damaged " + kind + " image (cannot decode it)");
        }
        return new Loaded.Image(m);
    }

    /**
     * The picture decoded with its alpha channel and laid on white ({@link Transparency}), then
     * made grey and shrunk as {@code flags} and {@code reduce} ask; null when it has no alpha
     * channel after all (it is then decoded as usual).
     */
    private static Mat onWhite(MatOfByte buf, int flags, int reduce) {
        Mat raw = DecoderOutput.quietly(() -> Imgcodecs.imdecode(buf, Imgcodecs.IMREAD_UNCHANGED));
        try {
            Mat bgr = raw.empty() ? null : Transparency.onWhite(raw);
            if (bgr == null || flags == Imgcodecs.IMREAD_COLOR) {
                return bgr;
            }
            Mat grey = Transparency.greyReduced(bgr, reduce);
            bgr.release();
            return grey;
        } finally {
            raw.release();
        }
    }

    /** "JPEG", "PNG", "BMP", "TIFF", "WebP" or "PGM/PPM" (any Netpbm) by the first bytes; null for anything else. */
    public static String kind(byte[] b) {
        if (b.length >= 3 && (b[0] & 0xff) == 0xFF && (b[1] & 0xff) == 0xD8 && (b[2] & 0xff) == 0xFF) {
            return "JPEG";
        }
        if (b.length >= 8 && (b[0] & 0xff) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G') {
            return "PNG";
        }
        if (b.length >= 2 && b[0] == 'B' && b[1] == 'M') {
            return "BMP";
        }
        if (b.length >= 4 && ((b[0] == 'I' && b[1] == 'I' && b[2] == 42 && b[3] == 0)
                || (b[0] == 'M' && b[1] == 'M' && b[2] == 0 && b[3] == 42))) {
            return "TIFF";
        }
        if (b.length >= 12 && b[0] == 'R' && b[1] == 'I' && b[2] == 'F' && b[3] == 'F' && b[8] == 'W' && b[9] == 'E'
                && b[10] == 'B' && b[11] == 'P') {
            return "WebP";
        }
        if (NetpbmHeader.matches(b)) {
            return "PGM/PPM";
        }
        return null;
    }

    /**
     * Image formats that are not read, by their first bytes: {@code "GIF"}, {@code "HEIC"} (and
     * HEIF), {@code "AVIF"}, {@code "JPEG XL"}, {@code "JPEG 2000"}; null for anything else.
     */
    public static String otherKind(byte[] b) {
        if (b.length >= 6 && b[0] == 'G' && b[1] == 'I' && b[2] == 'F' && b[3] == '8' && (b[4] == '7' || b[4] == '9')
                && b[5] == 'a') {
            return "GIF";
        }
        if (b.length >= 12 && b[4] == 'f' && b[5] == 't' && b[6] == 'y' && b[7] == 'p') {
            String brand = ImageHeader.tag(b, 8);
            if (brand.equals("avif") || brand.equals("avis")) {
                return "AVIF";
            }
            if (brand.startsWith("hei") || brand.startsWith("hev") || brand.equals("mif1") || brand.equals("msf1")) {
                return "HEIC";
            }
        }
        if ((b.length >= 2 && (b[0] & 0xff) == 0xFF && b[1] == 0x0A)
                || (b.length >= 8 && b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] == 12 && b[4] == 'J' && b[5] == 'X'
                && b[6] == 'L' && b[7] == ' ')) {
            return "JPEG XL";
        }
        if (b.length >= 8 && b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] == 12 && b[4] == 'j' && b[5] == 'P') {
            return "JPEG 2000";
        }
        return null;
    }

    /** Why {@code bytes}, of no kind OpenCV reads, give no photo: a format not read, or no image at all. */
    public static String notReadable(byte[] bytes, String name) {
        String other = otherKind(bytes);
        return other != null
                ? name + " is in " + other + " format, which is not read here: save it as JPEG or PNG"
                : name + " is not an image (JPEG, PNG, BMP, TIFF, WebP or PGM/PPM)";
    }

    /**
     * The start-of-scan markers (FF DA) in a JPEG's bytes: its scans, and an embedded thumbnail's.
     * The pair never occurs inside coded data, where an FF is followed by 00 or a restart marker.
     */
    static int jpegScans(byte[] b) {
        int n = 0;
        for (int i = 0; i + 1 < b.length; i++) {
            if (b[i] == (byte) 0xFF && b[i + 1] == (byte) 0xDA) {
                n++;
            }
        }
        return n;
    }

    /**
     * A JPEG ends with the EOI marker FF D9, a PNG with its IEND chunk (allowing trailing bytes); a
     * binary PGM or PPM holds as many bytes as its header's width and height need.
     */
    private static boolean truncated(String kind, byte[] b) {
        if (kind.equals("PGM/PPM")) {
            NetpbmHeader header = NetpbmHeader.read(b);
            return header != null && header.truncated(b.length);
        }
        int from = Math.max(0, b.length - 64);
        if (kind.equals("JPEG")) {
            for (int i = b.length - 2; i >= from; i--) {
                if ((b[i] & 0xff) == 0xFF && (b[i + 1] & 0xff) == 0xD9) {
                    return false;
                }
            }
            return true;
        }
        if (kind.equals("PNG")) {
            for (int i = b.length - 4; i >= from; i--) {
                if (b[i] == 'I' && b[i + 1] == 'E' && b[i + 2] == 'N' && b[i + 3] == 'D') {
                    return false;
                }
            }
            return true;
        }
        return false;
    }
}
