package lens.web;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import lens.io.ImageFiles;
import lens.io.ImageHeader;
import org.opencv.core.Mat;

/**
 * An uploaded photo or camera frame, checked in the order that keeps a bad one cheap: its length
 * (the declared one, then the bytes actually read, never more than the limit plus one), its
 * kind by the first bytes, its pixel size by the header, and only then decoded.
 */
final class UploadedImage {
    /**
     * A large photo is decoded shrunk by 2, 4 or 8 while its longer side stays at least this:
     * the grid is found on an image of about 1,000 px anyway and its cells are warped to under
     * 500 px, so 1,200 px loses nothing, while a 4,000 px phone photo decodes many times faster.
     */
    static final int READ_SIDE = 1200;

    private UploadedImage() {
    }

    /**
     * The body, at most {@code max} bytes; {@code declared} is the Content-Length (or -1). A body
     * that fails to arrive is the caller's to judge ({@link UploadClock}).
     *
     * @throws ApiError 413 past the limit, 400 for an empty body
     */
    static byte[] readBody(InputStream in, long declared, long max) throws IOException {
        if (declared > max) {
            throw tooLarge(declared, max);
        }
        byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, max + 1));
        if (bytes.length > max) {
            throw tooLarge(bytes.length, max);
        }
        if (bytes.length == 0) {
            throw new ApiError(ApiError.BAD_REQUEST, "no photo was sent: choose or drop a JPEG or PNG");
        }
        return bytes;
    }

    /**
     * The image decoded grey for reading (the caller releases it), shrunk in the decoder by a
     * power of two as long as its longer side stays at least {@link #READ_SIDE}: the page draws on
     * its own copy of the photo, so the server needs only what the grid is read from.
     *
     * @throws ApiError 415 for something that is not an image, 413 for a picture wider or taller
     *                  than {@code maxSide}, 400 for a truncated or damaged image
     */
    static Mat decode(byte[] bytes, int maxSide, String name) {
        String kind = ImageFiles.kind(bytes);
        if (kind == null) {
            String other = ImageFiles.otherKind(bytes);
            throw new ApiError(ApiError.UNSUPPORTED, other != null
                    ? "the " + name + " is in " + other + " format, which is not read here: send a JPEG or PNG photo"
                    : "the " + name + " is not an image: send a JPEG or PNG photo");
        }
        ImageHeader size = ImageHeader.read(bytes, kind);
        if (size != null && (size.width() > maxSide || size.height() > maxSide)) {
            throw new ApiError(ApiError.TOO_LARGE, String.format(Locale.ROOT,
                    "the %s is %dx%d pixels; the limit is %dx%d: send a smaller one", name, size.width(),
                    size.height(), maxSide, maxSide));
        }
        if (size != null && size.pixels() > (long) maxSide * maxSide) {
            // a small TIFF in huge tiles: decoded a whole tile at a time
            throw new ApiError(ApiError.TOO_LARGE, String.format(Locale.ROOT,
                    "the %s is a TIFF in tiles of %.0f MP; the limit is %dx%d pixels: send a JPEG or PNG", name,
                    size.tilePixels() / 1e6, maxSide, maxSide));
        }
        int reduce = 1;
        if (size != null) {
            long longSide = Math.max(size.width(), size.height());
            while (reduce < 8 && longSide / (reduce * 2) >= READ_SIDE) {
                reduce *= 2;
            }
        }
        ImageFiles.Loaded loaded = ImageFiles.decodeGreyForReading(bytes, "the " + name, reduce);
        if (loaded instanceof ImageFiles.Loaded.Bad bad) {
            throw new ApiError(ApiError.BAD_REQUEST, bad.reason());
        }
        if (loaded instanceof ImageFiles.Loaded.TooLarge big) {
            throw new ApiError(ApiError.TOO_LARGE, big.reason());
        }
        Mat m = ((ImageFiles.Loaded.Image) loaded).mat();
        if (m.cols() * reduce > maxSide || m.rows() * reduce > maxSide) {
            // a header that could not be read (e.g. an unusual TIFF): the decoded size still counts
            m.release();
            throw new ApiError(ApiError.TOO_LARGE, "the " + name + " is larger than " + maxSide + "x" + maxSide
                    + " pixels: send a smaller one");
        }
        return m;
    }

    private static ApiError tooLarge(long bytes, long max) {
        return new ApiError(ApiError.TOO_LARGE, String.format(Locale.ROOT,
                "the photo is %.1f MB; the limit is %.0f MB: send a smaller one", bytes / 1048576.0, max / 1048576.0));
    }
}
