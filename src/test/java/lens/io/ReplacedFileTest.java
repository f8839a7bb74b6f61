package lens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file a command rewrites is replaced in one step, never written through a link, never half written. */
class ReplacedFileTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheFileAndLeavesNoTemporary() throws Exception {
        Path f = Files.writeString(dir.resolve("model.calibration"), "old");
        ReplacedFile.write("new".getBytes(StandardCharsets.UTF_8), f);
        assertEquals("new", Files.readString(f));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void aLinkIsReplacedItselfAndWhatItPointsToIsKept() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Path link = Files.createSymbolicLink(dir.resolve("model.calibration"), victim);
        ReplacedFile.write("new".getBytes(StandardCharsets.UTF_8), link);
        assertEquals("precious", Files.readString(victim));
        assertTrue(Files.isRegularFile(link, java.nio.file.LinkOption.NOFOLLOW_LINKS));
        assertEquals("new", Files.readString(link));
    }

    @Test
    void aFolderOrAFileAboveIsSaidBeforeAnyWork() throws Exception {
        assertNotNull(ReplacedFile.problem(dir));
        Path file = Files.writeString(dir.resolve("file.txt"), "x");
        assertNotNull(ReplacedFile.problem(file.resolve("sub/model.bin")));
        assertNull(ReplacedFile.problem(dir.resolve("new/sub/model.bin")));
        OutputException e = assertThrows(OutputException.class, () -> ReplacedFile.write(new byte[1], dir));
        assertTrue(e.getMessage().contains("is a folder"), e.getMessage());
        ReplacedFile.write(new byte[] {7}, dir.resolve("new/sub/model.bin"));
        assertEquals(1, Files.size(dir.resolve("new/sub/model.bin")));
    }
}
