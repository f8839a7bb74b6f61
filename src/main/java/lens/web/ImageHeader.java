package lens.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * The width and height an image file declares, read from its header without decoding a pixel,
 * so that a small file claiming a huge picture is refused before it costs memory. JPEG, PNG, BMP
 * and TIFF headers are read by the JDK's image readers (header only); WebP's by its RIFF chunk.
 */
final class ImageHeader {
    private ImageHeader() {
    }

    /** Declared size in pixels. */
    record Size(int width, int height) {
    }

    /** The declared size, or null when the header cannot be read (the decoder then says why). */
    static Size read(byte[] bytes) {
        if (bytes.length >= 30 && bytes[0] == 'R' && bytes[1] == 'I' && bytes[8] == 'W' && bytes[9] == 'E') {
            return webp(bytes);
        }
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                return null;
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                return new Size(reader.getWidth(0), reader.getHeight(0));
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** WebP: the first chunk after "RIFF....WEBP" is VP8X (extended), VP8L (lossless) or "VP8 " (lossy). */
    private static Size webp(byte[] b) {
        String chunk = new String(b, 12, 4, java.nio.charset.StandardCharsets.US_ASCII);
        switch (chunk) {
            case "VP8X":
                return new Size(1 + u24(b, 24), 1 + u24(b, 27));
            case "VP8L": {
                long bits = (b[21] & 0xffL) | (b[22] & 0xffL) << 8 | (b[23] & 0xffL) << 16 | (b[24] & 0xffL) << 24;
                return new Size(1 + (int) (bits & 0x3fff), 1 + (int) ((bits >> 14) & 0x3fff));
            }
            case "VP8 ":
                return new Size(u16(b, 26) & 0x3fff, u16(b, 28) & 0x3fff);
            default:
                return null;
        }
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8;
    }

    private static int u24(byte[] b, int at) {
        return u16(b, at) | (b[at + 2] & 0xff) << 16;
    }
}
