package lens.io;

/**
 * The width and height an image file declares in its header, read without decoding it, so a
 * file that would decode into billions of pixels is refused first. Formats: PNG (IHDR), JPEG (the
 * first start-of-frame segment), BMP (the info header), TIFF (the first directory's width and
 * length tags), WebP (VP8, VP8L or VP8X chunk) and Netpbm (PGM, PPM, PBM: {@link NetpbmHeader}).
 *
 * <p>A tiled TIFF is decoded a tile at a time into a buffer of the tile's size, whatever the
 * image's: a 256 x 256 image in one 16000 x 16000 tile made the decoder take 1 GB. So
 * {@code tilePixels} (0 for anything else) counts in {@link #pixels()} too.
 *
 * @param tilePixels pixels of one tile of a tiled TIFF, 0 when the image is not tiled
 */
public record ImageHeader(long width, long height, long tilePixels) {
    public ImageHeader(long width, long height) {
        this(width, height, 0);
    }

    /** The pixels the decoder holds: the image's, or one tile's when that is more. */
    public long pixels() {
        return Math.max(width * height, tilePixels);
    }

    /** True when the tiles, not the image, are what is too large (for the words of a refusal). */
    public boolean tilesLargerThanImage() {
        return tilePixels > width * height;
    }

    /** The header of {@code b}, an image of the given kind ({@code "PNG"}, ...); null when it cannot be read. */
    public static ImageHeader read(byte[] b, String kind) {
        try {
            return switch (kind) {
                case "PNG" -> png(b);
                case "JPEG" -> jpeg(b);
                case "BMP" -> bmp(b);
                case "TIFF" -> tiff(b);
                case "WebP" -> webp(b);
                case "PGM/PPM" -> pnm(b);
                default -> null;
            };
        } catch (ArrayIndexOutOfBoundsException e) {
            return null; // the header is cut short
        }
    }

    private static ImageHeader png(byte[] b) {
        if (b[12] != 'I' || b[13] != 'H' || b[14] != 'D' || b[15] != 'R') {
            return null;
        }
        return new ImageHeader(u32be(b, 16), u32be(b, 20));
    }

    /** Walks the marker segments up to the first SOFn (baseline, progressive, lossless, arithmetic). */
    private static ImageHeader jpeg(byte[] b) {
        int i = 2;
        while (i + 3 < b.length) {
            if ((b[i] & 0xff) != 0xFF) {
                return null;
            }
            int marker = b[i + 1] & 0xff;
            if (marker == 0xFF) {
                i++; // fill byte
                continue;
            }
            if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
                i += 2; // markers without a length
                continue;
            }
            if (marker == 0xD9 || marker == 0xDA) {
                return null; // end of image or scan data before any frame header
            }
            int length = u16be(b, i + 2);
            boolean frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
            if (frame) {
                return new ImageHeader(u16be(b, i + 7), u16be(b, i + 5));
            }
            if (length < 2) {
                return null;
            }
            i += 2 + length;
        }
        return null;
    }

    private static ImageHeader bmp(byte[] b) {
        long infoSize = u32le(b, 14);
        if (infoSize == 12) {
            return new ImageHeader(u16le(b, 18), u16le(b, 20));
        }
        long w = (int) u32le(b, 18);
        long h = (int) u32le(b, 22);
        return new ImageHeader(Math.abs(w), Math.abs(h));
    }

    private static ImageHeader tiff(byte[] b) {
        boolean le = b[0] == 'I';
        long ifd = u32(b, 4, le);
        if (ifd < 8 || ifd + 2 > b.length) {
            return null;
        }
        int at = (int) ifd;
        int entries = u16(b, at, le);
        long w = -1;
        long h = -1;
        long tileW = 0;
        long tileH = 0;
        for (int e = 0; e < entries; e++) {
            int p = at + 2 + 12 * e;
            int tag = u16(b, p, le);
            int type = u16(b, p + 2, le);
            long value = type == 3 ? u16(b, p + 8, le) : u32(b, p + 8, le);
            switch (tag) {
                case 256 -> w = value;
                case 257 -> h = value;
                case 322 -> tileW = value;
                case 323 -> tileH = value;
                default -> {
                }
            }
        }
        return w < 0 || h < 0 ? null : new ImageHeader(w, h, tileW * tileH);
    }

    private static ImageHeader webp(byte[] b) {
        String chunk = tag(b, 12);
        switch (chunk) {
            case "VP8 " -> {
                return new ImageHeader(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
            }
            case "VP8L" -> {
                long bits = u32le(b, 21);
                return new ImageHeader((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
            }
            case "VP8X" -> {
                return new ImageHeader(u24le(b, 24) + 1, u24le(b, 27) + 1);
            }
            default -> {
                return null;
            }
        }
    }

    private static ImageHeader pnm(byte[] b) {
        NetpbmHeader h = NetpbmHeader.read(b);
        return h == null ? null : new ImageHeader(h.width(), h.height());
    }

    private static int u16(byte[] b, int i, boolean le) {
        return le ? u16le(b, i) : u16be(b, i);
    }

    private static long u32(byte[] b, int i, boolean le) {
        return le ? u32le(b, i) : u32be(b, i);
    }

    private static int u16be(byte[] b, int i) {
        return (b[i] & 0xff) << 8 | (b[i + 1] & 0xff);
    }

    private static int u16le(byte[] b, int i) {
        return (b[i + 1] & 0xff) << 8 | (b[i] & 0xff);
    }

    private static long u24le(byte[] b, int i) {
        return (b[i + 2] & 0xffL) << 16 | (b[i + 1] & 0xffL) << 8 | (b[i] & 0xffL);
    }

    /** The four bytes at {@code i} as ASCII: a chunk's or a box's name ("VP8X", "tRNS", "ftyp" brands). */
    static String tag(byte[] b, int i) {
        return new String(b, i, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    static long u32be(byte[] b, int i) {
        return (b[i] & 0xffL) << 24 | (b[i + 1] & 0xffL) << 16 | (b[i + 2] & 0xffL) << 8 | (b[i + 3] & 0xffL);
    }

    private static long u32le(byte[] b, int i) {
        return (b[i + 3] & 0xffL) << 24 | (b[i + 2] & 0xffL) << 16 | (b[i + 1] & 0xffL) << 8 | (b[i] & 0xffL);
    }
}
