package lens.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve PHOTO} and {@code verify PHOTO} print their answer first, then write the picture;
 * the photo and existing files are never written over; a failed write names its cause (exit 11).
 */
class PictureOutputTest {
    private static final String SOLUTION_START = "solution:";

    @TempDir
    Path dir;

    private Path photo(String sample) throws Exception {
        Path p = dir.resolve(Path.of(sample).getFileName());
        Files.copy(Path.of(sample), p);
        return p;
    }

    @Test
    void outSameAsThePhotoPrintsTheSolutionAndKeepsThePhoto() throws Exception {
        Path p = photo("samples/photos/newspaper-2.jpg");
        byte[] before = Files.readAllBytes(p);
        CliRun r = CliRun.of("solve", p.toString(), "--out", p.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().contains(SOLUTION_START), r.out());
        assertTrue(r.errIsOneLine() && r.err().contains("input photo"), r.err());
        assertArrayEquals(before, Files.readAllBytes(p));
    }

    @Test
    void anExistingOutputLinkIsNotFollowedAndTheNextNumberIsUsed() throws Exception {
        Path p = photo("samples/photos/newspaper-2.jpg");
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Files.createSymbolicLink(dir.resolve("newspaper-2.solved.png"), victim);
        CliRun r = CliRun.of("solve", p.toString(), "--format", "line");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("wrote " + dir.resolve("newspaper-2.solved-2.png")), r.out());
        assertEquals("precious", Files.readString(victim));
    }

    @Test
    void outAFolderOrAnUnknownTypeSaysWhyAfterTheAnswer() throws Exception {
        Path p = photo("samples/photos/newspaper-2.jpg");
        CliRun r = CliRun.of("solve", p.toString(), "--out", dir.toString(), "--json");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"solution\"") && r.out().contains("output_error"), r.out());
        assertTrue(r.errIsOneLine() && r.err().contains("is a folder"), r.err());
        r = CliRun.of("solve", p.toString(), "--out", dir.resolve("x.gif").toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("unknown picture type '.gif'"), r.err());
        r = CliRun.of("solve", p.toString(), "--out", "/dev/full");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().contains(SOLUTION_START) && r.errIsOneLine(), r.err());
    }

    @Test
    void verifyPrintsTheVerdictWhenThePictureCannotBeWritten() throws Exception {
        Path p = photo("samples/photos/handfilled-1.jpg");
        byte[] before = Files.readAllBytes(p);
        CliRun r = CliRun.of("verify", p.toString(), "--givens", "samples/photos/handfilled-1.givens",
                "--out", p.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.out().contains("correct") || r.out().contains("mistakes"), r.out());
        assertTrue(r.errIsOneLine() && r.err().contains("input photo"), r.err());
        assertArrayEquals(before, Files.readAllBytes(p));
    }
}
