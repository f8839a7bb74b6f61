package lens.fuzz;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import lens.vision.OpenCvLoader;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * Writes the hostile inputs of the fuzz run into a folder, all made here by code: odd text
 * (a BOM, Unicode digits, Latin-1, NUL bytes, an endless line), 3 GB sparse files that take no
 * disk, a PNG header claiming 4 gigapixels, cut and fake photos, folders, link loops, a named
 * pipe nothing writes to, a puzzle file of many lines, copies of the bundled sample photos and
 * one enlarged to just under the pixel limit.
 */
public final class HostileCorpus {
    static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String EASY = "....96...5..2..7.6...4..51......98.5..7...3..9.67......18..3...6.2..5..7...64....";
    /** Lines of the long puzzle file (streamed by solve and rate in bounded memory). */
    static final int MANY_LINES = 200_000;

    private HostileCorpus() {
    }

    static void write(Path dir, Path samples) throws IOException, InterruptedException {
        text(dir.resolve("bom.txt"), "\uFEFF" + PUZZLE + "\r\n");
        text(dir.resolve("unicode.txt"), PUZZLE.substring(0, 10) + "\u0663" + PUZZLE.substring(11) + "\n");
        Files.write(dir.resolve("latin1.txt"), ("# caf\u00e9\n" + PUZZLE.substring(0, 4) + "\u00e9" + PUZZLE.substring(5) + "\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        Files.write(dir.resolve("nul.txt"), new byte[200_000]);
        text(dir.resolve("empty.txt"), "");
        text(dir.resolve("comments.txt"), "# nothing\n\n# here\n");
        text(dir.resolve("long-line.txt"), "1".repeat(200_000) + "\n");
        text(dir.resolve("dup.txt"), PUZZLE + "\n44" + PUZZLE.substring(2) + "\n");
        text(dir.resolve("unsolvable-mix.txt"), PUZZLE + "\n" + "12345678." + ".".repeat(63) + "........9\n");
        text(dir.resolve("grid-cut.txt"), "123456789\n" + ".........\n");
        text(dir.resolve("one.txt"), PUZZLE + "\n");
        Random random = new Random(14);
        byte[] noise = new byte[100_000];
        random.nextBytes(noise);
        Files.write(dir.resolve("noise.txt"), noise);
        Files.write(dir.resolve("noise.jpg"), noise);
        try (var w = Files.newBufferedWriter(dir.resolve("many.txt"))) {
            for (int i = 0; i < MANY_LINES; i++) {
                w.write(EASY);
                w.write('\n');
            }
        }
        try (var w = Files.newBufferedWriter(dir.resolve("some.txt"))) {
            for (int i = 0; i < 2_000; i++) {
                w.write(EASY);
                w.write('\n');
            }
        }
        sparse(dir.resolve("big.txt"), 3L << 30);
        sparse(dir.resolve("big.jpg"), 3L << 30);
        Files.write(dir.resolve("huge.png"), hugePng());
        Files.writeString(dir.resolve("fake.jpg"), "not a photo\n");
        byte[] photo = Files.readAllBytes(samples.resolve("newspaper-2.jpg"));
        Files.write(dir.resolve("photo.jpg"), photo);
        Files.write(dir.resolve("cut.jpg"), Arrays.copyOf(photo, photo.length / 2));
        Files.write(dir.resolve("damaged.png"), damagedPng());
        Files.write(dir.resolve("sliver.png"), encoded(".png", 20_000, 3));
        Files.write(dir.resolve("damaged.jpg"), damagedJpeg());
        Files.write(dir.resolve("tile-bomb.tif"), tiledTiff(256, 16000));
        Files.write(dir.resolve("scan-bomb.jpg"), manyScansJpeg(2000, 3000));
        largest(samples.resolve("newspaper-2.jpg"), dir.resolve("largest.jpg"));
        Files.copy(samples.resolve("handfilled-1.jpg"), dir.resolve("filled.jpg"));
        Files.copy(samples.resolve("handfilled-1.givens"), dir.resolve("filled.givens"));
        Files.createDirectories(dir.resolve("folder"));
        Files.createDirectories(dir.resolve("folder.jpg"));
        Files.createSymbolicLink(dir.resolve("loop-a.txt"), Path.of("loop-b.txt"));
        Files.createSymbolicLink(dir.resolve("loop-b.txt"), Path.of("loop-a.txt"));
        Files.createSymbolicLink(dir.resolve("dangling.txt"), Path.of("gone.txt"));
        text(dir.resolve("victim.txt"), "precious\n");
        Files.createSymbolicLink(dir.resolve("linked.solved.png"), Path.of("victim.txt"));
        Files.write(dir.resolve("linked.jpg"), photo);
        Files.createDirectories(dir.resolve("frames"));
        text(dir.resolve("frames/frame-0000.png"), "an earlier frame\n");
        text(dir.resolve("a-file"), "not a folder\n");
        Files.createDirectories(dir.resolve("empty-folder"));
        Process mkfifo = new ProcessBuilder("mkfifo", dir.resolve("pipe").toString()).start();
        if (mkfifo.waitFor() != 0) {
            throw new IOException("mkfifo failed");
        }
        Path bad = Files.createDirectories(dir.resolve("eval-bad-dat"));
        Files.write(bad.resolve("image1.jpg"), photo);
        text(bad.resolve("image1.dat"), "phone\n640x480\n1 2 3\n");
        Path corners = Files.createDirectories(dir.resolve("eval-bad-corners"));
        Files.write(corners.resolve("image1.jpg"), photo);
        Files.copy(samples.resolve("newspaper-2.dat"), corners.resolve("image1.dat"));
        text(corners.resolve("corners.csv"), "image1.jpg,1,2,three,4,5,6,7,8\n");
    }

    /** The sample photo enlarged to 7000 x 7000 (49 MP), just under the pixel limit. */
    private static void largest(Path photo, Path target) {
        OpenCvLoader.ensureLoaded();
        Mat m = Imgcodecs.imread(photo.toString());
        Mat big = new Mat();
        Imgproc.resize(m, big, new Size(7000, 7000));
        Imgcodecs.imwrite(target.toString(), big);
        m.release();
        big.release();
    }

    private static void text(Path p, String s) throws IOException {
        Files.writeString(p, s, StandardCharsets.UTF_8);
    }

    /** A file of {@code size} bytes that takes no disk space and is never read whole. */
    private static void sparse(Path p, long size) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
            f.setLength(size);
        }
    }

    /** A 200 x 150 PNG of noise with bytes of its compressed data flipped: libpng fails on it and says so on fd 2. */
    static byte[] damagedPng() {
        byte[] png = encoded(".png", 200, 150);
        for (int i = png.length / 3; i < png.length / 3 + 64; i++) {
            png[i] ^= 0x55;
        }
        return png;
    }

    /**
     * A 100 x 100 JPEG of noise cut in the middle of its data but ending in the end-of-image
     * marker: libjpeg decodes it, grey below the cut, warning "premature end of data segment" on
     * fd 2; too small to hold a grid.
     */
    static byte[] damagedJpeg() {
        byte[] jpeg = encoded(".jpg", 100, 100);
        byte[] cut = Arrays.copyOf(jpeg, jpeg.length / 2 + 2);
        cut[cut.length - 2] = (byte) 0xFF;
        cut[cut.length - 1] = (byte) 0xD9;
        return cut;
    }

    private static byte[] encoded(String ext, int width, int height) {
        OpenCvLoader.ensureLoaded();
        Mat noise = new Mat(height, width, org.opencv.core.CvType.CV_8UC3);
        org.opencv.core.Core.randu(noise, 0, 256);
        org.opencv.core.MatOfByte buf = new org.opencv.core.MatOfByte();
        Imgcodecs.imencode(ext, noise, buf);
        byte[] b = buf.toArray();
        noise.release();
        buf.release();
        return b;
    }

    /**
     * An uncompressed grey TIFF of {@code size} x {@code size} pixels in one tile of
     * {@code tile} x {@code tile}: the decoder fills a buffer of the tile's size, 4 bytes a pixel.
     */
    public static byte[] tiledTiff(int size, int tile) {
        int entries = 10;
        int data = 8 + 2 + 12 * entries + 4;
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(data + size * size).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.put(new byte[] {'I', 'I', 42, 0}).putInt(8).putShort((short) entries);
        int[][] tags = {{256, 4, size}, {257, 4, size}, {258, 3, 8}, {259, 3, 1}, {262, 3, 1}, {277, 3, 1},
            {322, 4, tile}, {323, 4, tile}, {324, 4, data}, {325, 4, size * size}};
        for (int[] t : tags) {
            b.putShort((short) t[0]).putShort((short) t[1]).putInt(1).putInt(t[2]);
        }
        b.putInt(0);
        while (b.hasRemaining()) {
            b.put((byte) 180);
        }
        return b.array();
    }

    /**
     * A flat grey progressive JPEG of {@code side} x {@code side} whose last scan is repeated
     * {@code repeats} times: a few bytes each, a pass over the whole picture each for the decoder.
     */
    public static byte[] manyScansJpeg(int side, int repeats) {
        OpenCvLoader.ensureLoaded();
        Mat flat = new Mat(side, side, org.opencv.core.CvType.CV_8UC3, new org.opencv.core.Scalar(128, 128, 128));
        org.opencv.core.MatOfByte buf = new org.opencv.core.MatOfByte();
        Imgcodecs.imencode(".jpg", flat, buf, new org.opencv.core.MatOfInt(Imgcodecs.IMWRITE_JPEG_PROGRESSIVE, 1));
        byte[] b = buf.toArray();
        flat.release();
        buf.release();
        int last = -1;
        for (int i = 0; i + 1 < b.length; i++) {
            if (b[i] == (byte) 0xFF && b[i + 1] == (byte) 0xDA) {
                last = i;
            }
        }
        var out = new java.io.ByteArrayOutputStream();
        out.write(b, 0, b.length - 2);
        for (int r = 0; r < repeats; r++) {
            out.write(b, last, b.length - 2 - last);
        }
        out.write(b, b.length - 2, 2);
        return out.toByteArray();
    }

    /** A valid 45-byte PNG whose header claims 65535 x 65535 pixels. */
    public static byte[] hugePng() {
        var out = new java.io.ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(out, "IHDR", java.nio.ByteBuffer.allocate(13).putInt(65535).putInt(65535).put((byte) 8).put((byte) 2).array());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] data) {
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        var crc = new java.util.zip.CRC32();
        crc.update(t);
        crc.update(data);
        out.writeBytes(java.nio.ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(t);
        out.writeBytes(data);
        out.writeBytes(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}
