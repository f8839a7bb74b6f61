package lens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A new file is written whole or not at all: a program stopped mid-write leaves no temporary file behind. */
class NewFileTest {
    @TempDir
    Path dir;

    @Test
    void aStopInTheMiddleOfAWriteLeavesNothingBehind() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                InterruptedWrite.class.getName(), dir.toString())).redirectErrorStream(true).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            Path temp = Path.of(out.readLine());
            assertTrue(Files.exists(temp), "the write was under way: " + temp);
            p.destroy(); // SIGTERM, as a kill or the end of a session sends; Ctrl-C's SIGINT runs the same hooks
            assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        } finally {
            p.destroyForcibly();
        }
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(), s.toList(), "nothing left in the folder");
        }
    }

    @Test
    void aTakenNameIsNeverReplaced() throws Exception {
        Path taken = Files.writeString(dir.resolve("a.png"), "mine");
        assertEquals(dir.resolve("a-2.png"), NewFile.write(new byte[] {1}, taken, 2));
        assertEquals(null, NewFile.write(new byte[] {2}, taken, 2));
        assertEquals("mine", Files.readString(taken));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(2, s.count(), "no temporary file left");
        }
    }
}
