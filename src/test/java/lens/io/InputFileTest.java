package lens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every way a named input can fail gets its own one-line reason; pipes are read, never waited on forever. */
class InputFileTest {
    @TempDir
    Path dir;

    private static String reason(Path p) {
        InputException e = assertThrows(InputException.class, () -> InputFile.open(p).close());
        return e.getMessage();
    }

    private Path fifo(String name) throws Exception {
        Path f = dir.resolve(name);
        Process p = new ProcessBuilder("mkfifo", f.toString()).start();
        assertEquals(0, p.waitFor());
        return f;
    }

    @Test
    void folderLinkLoopDanglingLinkAndMissingFileEachSayWhatTheyAre() throws Exception {
        assertEquals(dir + " is a folder, not a file", reason(dir));
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        assertTrue(reason(a).contains("symbolic link loop"), reason(a));
        Path dangling = Files.createSymbolicLink(dir.resolve("d"), dir.resolve("gone"));
        assertTrue(reason(dangling).contains("symbolic link to a missing file"), reason(dangling));
        assertEquals("no such file: " + dir.resolve("x"), reason(dir.resolve("x")));
    }

    @Test
    void aNamedPipeNothingWritesToIsRefusedInBoundedTime() throws Exception {
        Path f = fifo("pipe");
        long t0 = System.nanoTime();
        assertTrue(reason(f).contains("named pipe that nothing writes to"));
        assertTrue((System.nanoTime() - t0) / 1e9 < Limits.PIPE_OPEN_WAIT_SECONDS + 5);
    }

    @Test
    void aNamedPipeWithAWriterIsRead() throws Exception {
        Path f = fifo("fed");
        Thread writer = new Thread(() -> {
            try (OutputStream o = Files.newOutputStream(f)) {
                o.write("hello\n".getBytes(StandardCharsets.UTF_8));
            } catch (Exception ignored) {
                // the test fails on the read side
            }
        });
        writer.start();
        try (InputStream in = InputFile.open(f)) {
            assertEquals("hello\n", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        writer.join();
    }

    @Test
    void readBytesRefusesALargeSparseFileFromItsSize() throws Exception {
        Path big = dir.resolve("big.jpg");
        try (var raf = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            raf.setLength(3L << 30); // sparse: no disk used, never read
        }
        InputException e = assertThrows(InputException.class, () -> InputFile.readBytes(big, Limits.MAX_IMAGE_BYTES, "a photo"));
        assertEquals(InputException.Kind.OVER_LIMIT, e.kind());
        assertEquals(big + " is 3.0 GB; a photo may be at most 100 MB", e.getMessage());
    }

    @Test
    void readBytesBoundsAStreamWithoutASize() {
        InputException e = assertThrows(InputException.class,
                () -> InputFile.readBytes(Path.of("/dev/zero"), 1000, "a photo"));
        assertEquals(InputException.Kind.OVER_LIMIT, e.kind());
    }
}
