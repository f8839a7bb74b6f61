package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --debug} and {@code eval --debug-dir} write their images as every other picture is
 * written: nothing already there is replaced, no link is followed, a run's set keeps one stem, and
 * a set that cannot be written is said in one line after the answer (exit 11).
 */
class DebugImagesTest {
    @TempDir
    Path dir;

    private Path photo(String sample) throws Exception {
        return Files.copy(Path.of(sample), dir.resolve(Path.of(sample).getFileName()));
    }

    @Test
    void existingFilesAndLinksAreKeptAndTheRunTakesTheNextSet() throws Exception {
        Path p = photo("samples/photos/newspaper-2.jpg");
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Files.writeString(dir.resolve("newspaper-2.debug.threshold.png"), "mine");
        Files.createSymbolicLink(dir.resolve("newspaper-2.debug.warped.png"), victim);
        Files.createSymbolicLink(dir.resolve("newspaper-2.debug.png"), dir.resolve("nowhere.png"));
        CliRun r = CliRun.of("solve", p.toString(), "--debug", "--format", "line");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals("precious", Files.readString(victim));
        assertEquals("mine", Files.readString(dir.resolve("newspaper-2.debug.threshold.png")));
        assertTrue(Files.notExists(dir.resolve("nowhere.png")), "a dangling link is not followed");
        assertTrue(Files.isRegularFile(dir.resolve("newspaper-2.debug-2.png")), names());
        assertTrue(Files.isRegularFile(dir.resolve("newspaper-2.debug-2.threshold.png")), names());
        assertTrue(r.err().contains("wrote " + dir.resolve("newspaper-2.debug-2.png")), r.err());
        CliRun again = CliRun.of("verify", p.toString(), "--debug");
        assertTrue(Files.isRegularFile(dir.resolve("newspaper-2.debug-3.warped.png")), "a second run: a third set " + names());
        assertEquals("precious", Files.readString(victim));
        assertTrue(!again.err().contains("debug images not written"), again.err());
    }

    @Test
    void evalDebugDirIsMadeAndASecondRunKeepsTheFirst() throws Exception {
        Path set = Files.createDirectories(dir.resolve("set"));
        Files.copy(Path.of("samples/photos/newspaper-1.jpg"), set.resolve("newspaper-1.jpg"));
        Files.copy(Path.of("samples/photos/newspaper-1.dat"), set.resolve("newspaper-1.dat"));
        Path debug = dir.resolve("debug");
        CliRun first = CliRun.of("eval", set.toString(), "--debug-dir", debug.toString());
        assertEquals(ExitCodes.OK, first.exitCode(), first.err());
        long written;
        try (Stream<Path> s = Files.list(debug)) {
            written = s.count();
        }
        assertTrue(written > 0 && Files.isRegularFile(debug.resolve("newspaper-1.jpg.threshold.png")), names(debug));
        byte[] before = Files.readAllBytes(debug.resolve("newspaper-1.jpg.threshold.png"));
        CliRun second = CliRun.of("eval", set.toString(), "--debug-dir", debug.toString());
        assertEquals(ExitCodes.OK, second.exitCode(), second.err());
        assertTrue(Files.isRegularFile(debug.resolve("newspaper-1.jpg-2.threshold.png")), names(debug));
        assertEquals(before.length, Files.readAllBytes(debug.resolve("newspaper-1.jpg.threshold.png")).length);
    }

    @Test
    void evalDebugDirThatCannotBeWrittenIsSaidAfterTheSummary() throws Exception {
        Path set = Files.createDirectories(dir.resolve("set"));
        Files.copy(Path.of("samples/photos/newspaper-1.jpg"), set.resolve("newspaper-1.jpg"));
        Files.copy(Path.of("samples/photos/newspaper-1.dat"), set.resolve("newspaper-1.dat"));
        Path file = Files.writeString(dir.resolve("file.txt"), "not a folder");
        CliRun notFolder = CliRun.of("eval", set.toString(), "--debug-dir", file.toString());
        assertEquals(ExitCodes.INVALID_INPUT, notFolder.exitCode(), notFolder.err());
        assertTrue(notFolder.errIsOneLine(), notFolder.err());
        CliRun under = CliRun.of("eval", set.toString(), "--debug-dir", file.resolve("sub").toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, under.exitCode(), under.err());
        assertTrue(under.out().contains("eval: images=1"), "the summary comes first: " + under.out());
        assertTrue(under.errIsOneLine() && under.err().contains("debug images not written"), under.err());
        assertEquals("not a folder", Files.readString(file));
    }

    private String names() throws Exception {
        return names(dir);
    }

    private static String names(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList().toString();
        }
    }
}
