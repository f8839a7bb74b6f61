package lens.io;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Pictures with an alpha channel: a puzzle graphic saved from a web page, or an app's export,
 * whose paper is transparent. Decoded as colour, such a picture's transparent pixels keep whatever
 * colour they hold, mostly black, and a puzzle every viewer shows black on white was refused as
 * "too dark". Laid on white, it is read as it is seen.
 */
final class Transparency {
    private Transparency() {
    }

    /**
     * Whether the file may hold an alpha channel, from its header: a PNG of grey or colour with
     * alpha, or with a transparency chunk before its data; a WebP that says it has alpha; any TIFF
     * or BMP (their headers tell it less simply; both are rare for photos).
     */
    static boolean mayHave(String kind, byte[] b) {
        try {
            return switch (kind) {
                case "PNG" -> pngAlpha(b);
                case "WebP" -> webpAlpha(b);
                case "TIFF", "BMP" -> true;
                default -> false;
            };
        } catch (ArrayIndexOutOfBoundsException e) {
            return false; // a header cut short: decoded as colour, as before
        }
    }

    /** Rows laid on white at a time: working copies stay small however large the picture (a 50 MP PNG). */
    private static final int STRIP = 256;

    /**
     * The picture {@code raw} (as decoded unchanged: any depth, 1 to 4 channels) laid on white as
     * 8-bit BGR, or null when it has no alpha channel. {@code raw} is not released. In 8-bit
     * arithmetic, a strip of rows at a time: the picture itself is the only full-size copy made.
     */
    static Mat onWhite(Mat raw) {
        if (raw.channels() != 4 && raw.channels() != 2) {
            return null;
        }
        double scale = raw.depth() == CvType.CV_16U ? 1.0 / 257 : raw.depth() == CvType.CV_32F ? 255 : 1;
        Mat out = new Mat(raw.rows(), raw.cols(), CvType.CV_8UC3);
        for (int y = 0; y < raw.rows(); y += STRIP) {
            int y1 = Math.min(raw.rows(), y + STRIP);
            Mat part = raw.rowRange(y, y1);
            Mat eight = new Mat();
            part.convertTo(eight, CvType.CV_8U, scale);
            List<Mat> planes = new ArrayList<>();
            Core.split(eight, planes);
            eight.release();
            Mat alpha = planes.remove(planes.size() - 1);
            Mat ink = new Mat();
            Core.merge(planes.size() == 1 ? List.of(planes.get(0), planes.get(0), planes.get(0)) : planes, ink);
            planes.forEach(Mat::release);
            Mat alpha3 = new Mat();
            Core.merge(List.of(alpha, alpha, alpha), alpha3);
            alpha.release();
            // white less the ink's darkness weighed by its opacity: 255 - (255 - colour) * alpha / 255
            Core.bitwise_not(ink, ink);
            Core.multiply(ink, alpha3, ink, 1.0 / 255);
            Mat strip = out.rowRange(y, y1);
            Core.bitwise_not(ink, strip);
            ink.release();
            alpha3.release();
            strip.release();
            part.release();
        }
        return out;
    }

    /** {@code bgr} as the decoder would have given it with {@code reduce} and grey: grey, shrunk by area. */
    static Mat greyReduced(Mat bgr, int reduce) {
        Mat grey = new Mat();
        Imgproc.cvtColor(bgr, grey, Imgproc.COLOR_BGR2GRAY);
        if (reduce == 1) {
            return grey;
        }
        Mat small = new Mat();
        Imgproc.resize(grey, small, new Size(Math.max(1, (grey.cols() + reduce - 1) / reduce),
                Math.max(1, (grey.rows() + reduce - 1) / reduce)), 0, 0, Imgproc.INTER_AREA);
        grey.release();
        return small;
    }

    /** Colour type 4 (grey and alpha) or 6 (colour and alpha), or a tRNS chunk before the image data. */
    private static boolean pngAlpha(byte[] b) {
        int colourType = b[25];
        if (colourType == 4 || colourType == 6) {
            return true;
        }
        int i = 8;
        while (i + 8 <= b.length) {
            long length = ImageHeader.u32be(b, i);
            String type = ImageHeader.tag(b, i + 4);
            if (type.equals("tRNS")) {
                return true;
            }
            if (type.equals("IDAT") || type.equals("IEND")) {
                return false;
            }
            long next = i + 12L + length;
            if (next > b.length) {
                return false;
            }
            i = (int) next;
        }
        return false;
    }

    /** The extended header's alpha flag, or the lossless header's alpha bit. */
    private static boolean webpAlpha(byte[] b) {
        return switch (ImageHeader.tag(b, 12)) {
            case "VP8X" -> (b[20] & 0x10) != 0;
            case "VP8L" -> (b[24] & 0x10) != 0;
            default -> false;
        };
    }
}
