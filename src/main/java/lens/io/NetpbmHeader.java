package lens.io;

/**
 * The header of a Netpbm image (PBM, PGM, PPM: magic {@code P1} to {@code P6}), which scanners and
 * image tools write and OpenCV reads. The header is text: the magic, then width, height and (but
 * for bitmaps) the largest sample value, separated by white space and {@code #} comments; the
 * samples start after one more white-space byte.
 *
 * @param magic      1 to 6 ({@code P1}-{@code P3} samples as text, {@code P4}-{@code P6} binary)
 * @param dataOffset where the samples start
 */
record NetpbmHeader(int magic, long width, long height, long maxValue, int dataOffset) {
    /** Samples longer than this in a header field are not a width or height a photo has. */
    private static final int MAX_DIGITS = 9;

    /**
     * True when {@code b} starts like a Netpbm image: P1-P6, white space, then a number or a
     * comment (so a text line such as "P5 is a paper size" is not taken for one).
     */
    static boolean matches(byte[] b) {
        if (b.length < 4 || b[0] != 'P' || b[1] < '1' || b[1] > '6' || !whiteSpace(b[2])) {
            return false;
        }
        int i = 3;
        while (i < b.length - 1 && whiteSpace(b[i])) {
            i++;
        }
        return b[i] == '#' || (b[i] >= '0' && b[i] <= '9');
    }

    /** The header of {@code b}; null when it is cut short or not numbers. */
    static NetpbmHeader read(byte[] b) {
        if (!matches(b)) {
            return null;
        }
        int magic = b[1] - '0';
        int fields = magic == 1 || magic == 4 ? 2 : 3;
        long[] value = new long[3];
        int i = 2;
        for (int f = 0; f < fields; f++) {
            while (i < b.length && (whiteSpace(b[i]) || b[i] == '#')) {
                if (b[i] == '#') {
                    while (i < b.length && b[i] != '\n' && b[i] != '\r') {
                        i++;
                    }
                } else {
                    i++;
                }
            }
            int start = i;
            while (i < b.length && b[i] >= '0' && b[i] <= '9') {
                value[f] = value[f] * 10 + (b[i] - '0');
                i++;
            }
            if (i == start || i - start > MAX_DIGITS || i >= b.length || !whiteSpace(b[i])) {
                return null;
            }
        }
        long maxValue = fields == 2 ? 1 : value[2];
        return new NetpbmHeader(magic, value[0], value[1], maxValue, i + 1);
    }

    /** True for binary samples whose bytes end before the image's last row. */
    boolean truncated(int fileLength) {
        if (magic < 4) {
            return false; // text samples: the decoder refuses too few
        }
        long bytes = magic == 4 ? (width + 7) / 8 * height
                : width * height * (magic == 6 ? 3 : 1) * (maxValue > 255 ? 2 : 1);
        return fileLength - (long) dataOffset < bytes;
    }

    private static boolean whiteSpace(byte c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0B || c == 0x0C;
    }
}
