package lens.io;

import java.util.Locale;

/**
 * The limits every input goes through, in one place. They keep a hostile or mistaken input (a
 * 3 GB file, {@code /dev/zero}, a PNG claiming 65535x65535 pixels) to one line and bounded time
 * and memory, and are far above anything a real puzzle file or photo needs.
 */
public final class Limits {
    /**
     * Characters in one line of puzzle text. A puzzle line is 81 cells plus, in test files, a
     * count and an 81-cell solution; comments are short. Past this, the input is not puzzle text.
     */
    public static final int MAX_LINE_CHARS = 64 * 1024;
    /**
     * Bytes of a photo file. Phone photos are 2-15 MB, an uncompressed 24 MP TIFF 72 MB; the file
     * is held in memory while it is decoded, so this bounds that copy.
     */
    public static final long MAX_IMAGE_BYTES = 100L * 1024 * 1024;
    /**
     * Decoded pixels of a photo (checked from the file header, before decoding). 50 MP covers
     * every phone camera's default output; decoded it takes 150 MB, and the reading stages make a
     * few smaller copies.
     */
    public static final long MAX_IMAGE_PIXELS = 50_000_000L;
    /**
     * Scans of a JPEG photo. A progressive JPEG is decoded scan by scan, each a pass over the whole
     * picture, so a small file that repeats one scan thousands of times keeps the decoder busy for
     * minutes (156 KB of 2,000 scans took 20 s at 16 MP). Encoders write 1 (baseline) to about 10
     * scans (libjpeg's progression), optimising ones a few dozen; NVIDIA's nvImageCodec stops at
     * 256 for the same reason.
     */
    public static final int MAX_JPEG_SCANS = 256;
    /** Bytes of a small text file read whole (a {@code .dat} truth file, {@code corners.csv}). */
    public static final long MAX_SMALL_TEXT_BYTES = 16L * 1024 * 1024;
    /**
     * Puzzles {@code bench} holds in memory (81 bytes each: 2M take 160 MB); the published
     * benchmark sets have at most a few hundred thousand.
     */
    public static final int MAX_BENCH_PUZZLES = 2_000_000;
    /** Seconds to wait for a named pipe to get a writer before saying nothing writes to it. */
    public static final int PIPE_OPEN_WAIT_SECONDS = 5;

    private Limits() {
    }

    /** {@code 3.0 GB}, {@code 64 MB}, {@code 900 bytes}: a size in words for messages. */
    public static String bytes(long n) {
        if (n >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GB", n / (double) (1L << 30));
        }
        if (n >= 1L << 20) {
            return String.format(Locale.ROOT, "%.0f MB", n / (double) (1L << 20));
        }
        return n + " bytes";
    }
}
