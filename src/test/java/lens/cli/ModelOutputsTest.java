package lens.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The model files: {@code join-models} writes a new one and never replaces one (not an input, not
 * any file, not through a link); {@code train} and {@code fit-ink}, which rewrite theirs, refuse an
 * {@code --out} they could not write before any work, and {@code train} one that is its {@code --from} model.
 */
class ModelOutputsTest {
    private static final Path MODEL = Path.of("models/digits-cnn.bin");

    @TempDir
    Path dir;

    @Test
    void joinsIntoANewFile() throws Exception {
        Path a = Files.copy(MODEL, dir.resolve("a.bin"));
        Path out = dir.resolve("sub/joined.bin");
        CliRun r = CliRun.of("join-models", "--out", out.toString(), a.toString(), MODEL.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("wrote " + out), r.out());
        assertTrue(Files.size(out) > Files.size(MODEL), "both models' networks are in the joined file");
        try (var files = Files.list(out.getParent())) {
            assertEquals(1, files.count(), "no temporary file is left beside it");
        }
    }

    @Test
    void anInputIsNeverOverwritten() throws Exception {
        Path a = Files.copy(MODEL, dir.resolve("a.bin"));
        byte[] before = Files.readAllBytes(a);
        CliRun r = CliRun.of("join-models", "--out", a.toString(), a.toString(), MODEL.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains(a + " already exists"), r.err());
        assertArrayEquals(before, Files.readAllBytes(a));
    }

    @Test
    void anyExistingFileOrLinkIsRefused() throws Exception {
        Path other = Files.writeString(dir.resolve("notes.txt"), "keep me");
        CliRun r = CliRun.of("join-models", "--out", other.toString(), MODEL.toString(), MODEL.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertEquals("keep me", Files.readString(other));
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), other);
        r = CliRun.of("join-models", "--out", link.toString(), MODEL.toString(), MODEL.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertEquals("keep me", Files.readString(other));
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling.bin"), dir.resolve("nowhere.bin"));
        r = CliRun.of("join-models", "--out", dangling.toString(), MODEL.toString(), MODEL.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(Files.notExists(dir.resolve("nowhere.bin")), "a dangling link is not followed");
        r = CliRun.of("join-models", "--out", dir.toString(), MODEL.toString(), MODEL.toString());
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine(), r.err());
    }

    @Test
    void trainAndFitInkRefuseAnOutputTheyCouldNotWriteBeforeAnyWork() throws Exception {
        Path file = Files.writeString(dir.resolve("file.txt"), "x");
        for (String[] args : new String[][] {
            {"train", "--out", dir.toString()},
            {"train", "--out", file.resolve("model.bin").toString()},
            {"fit-ink", "--out", dir.toString()},
        }) {
            long start = System.nanoTime();
            CliRun r = CliRun.of(args);
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.errIsOneLine() && r.err().contains("--out: "), r.err());
            assertTrue(System.nanoTime() - start < 5_000_000_000L, "said at once");
        }
    }

    @Test
    void trainRefusesToWriteOverTheModelItStartsFromUnderAnyName() throws Exception {
        Path from = Files.copy(MODEL, dir.resolve("start.bin"));
        byte[] before = Files.readAllBytes(from);
        Files.createDirectories(dir.resolve("sub"));
        Path link = Files.createSymbolicLink(dir.resolve("link.bin"), from);
        // an empty --mnist: were the output let through, the run would stop at once on the missing digits
        Path noMnist = Files.createDirectories(dir.resolve("no-mnist"));
        for (Path out : new Path[] {from, dir.resolve("sub/../start.bin"), link}) {
            long start = System.nanoTime();
            CliRun r = CliRun.of("train", "--from", from.toString(), "--out", out.toString(), "--mnist", noMnist.toString());
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), out + ": " + r.err());
            assertEquals("sudoku-lens: --out: not writing over the input " + from + "; give another name", r.err().strip());
            assertTrue(System.nanoTime() - start < 5_000_000_000L, "said at once, before any training");
            assertArrayEquals(before, Files.readAllBytes(from));
        }
        assertTrue(Files.notExists(CalibrateCommand.calibrationFile(from)), "no calibration written beside it");
    }

    @Test
    void anEmptyOrCutModelIsSaidInWords() throws Exception {
        Path empty = Files.write(dir.resolve("empty.bin"), new byte[0]);
        Path cut = Files.write(dir.resolve("cut.bin"), Arrays.copyOf(Files.readAllBytes(MODEL), 2000));
        for (Path bad : new Path[] {empty, cut}) {
            CliRun r = CliRun.of("join-models", "--out", dir.resolve("j.bin").toString(), bad.toString(), MODEL.toString());
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.err());
            assertTrue(r.errIsOneLine() && r.err().contains(bad + " is not a model file: ") && !r.err().contains("null"),
                    r.err());
        }
    }
}
