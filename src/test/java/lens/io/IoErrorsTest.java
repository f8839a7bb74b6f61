package lens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cause of an I/O failure in words that read in a one-line error. */
class IoErrorsTest {
    @TempDir
    Path dir;

    @Test
    void aFileWhereAFolderIsToBeMadeIsSaid() throws Exception {
        Path file = Files.writeString(dir.resolve("f.txt"), "x");
        IOException e = assertThrows(IOException.class, () -> Files.createDirectories(file));
        assertEquals(file + " already exists and is not a folder", IoErrors.reason(e));
    }
}
