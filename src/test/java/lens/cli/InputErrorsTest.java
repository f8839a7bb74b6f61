package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad puzzle inputs, as a user meets them on the command line: one line, the right code, no waiting. */
class InputErrorsTest {
    static final String P = SolveCommandTest.PUZZLE;

    @TempDir
    Path dir;

    private static CliRun oneLine(int code, String text, CliRun r) {
        assertEquals(code, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains(text), r.err());
        return r;
    }

    @Test
    void aSparseThreeGigabyteFileIsRefusedAtItsFirstLine() throws Exception {
        Path big = dir.resolve("x.txt");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        oneLine(ExitCodes.INPUT_LIMIT, "line 1 is longer than", CliRun.of("solve", big.toString()));
        oneLine(ExitCodes.INPUT_LIMIT, "line 1 is longer than", CliRun.of("rate", big.toString()));
        oneLine(ExitCodes.INPUT_LIMIT, "line 1 is longer than", CliRun.of("bench", big.toString()));
    }

    @Test
    void aByteOrderMarkIsFineAndAUnicodeDigitIsNamed() throws Exception {
        Path bom = Files.write(dir.resolve("bom.txt"), ("\uFEFF" + P + "\n").getBytes(StandardCharsets.UTF_8));
        CliRun r = CliRun.of("solve", "--format", "line", bom.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(SolveCommandTest.SOLUTION + "\n", r.out());
        Path uni = Files.write(dir.resolve("u.txt"), (P.substring(0, 2) + "\uFF15" + P.substring(3)).getBytes(StandardCharsets.UTF_8));
        oneLine(ExitCodes.INVALID_INPUT, "column 3: unexpected character '\uFF15' (U+FF15)", CliRun.of("solve", uni.toString()));
    }

    @Test
    void aFileNameWithALineBreakStaysOnTheErrorsOneLine() {
        CliRun r = oneLine(ExitCodes.INVALID_INPUT, "no such file", CliRun.of("solve", dir.resolve("a\nsudoku-lens: b.jpg").toString()));
        assertTrue(r.err().contains("a\\nsudoku-lens: b.jpg"), r.err());
    }

    @Test
    void aFolderALinkLoopAndAMissingFileAreToldApart() throws Exception {
        oneLine(ExitCodes.INVALID_INPUT, "is a folder, not a file", CliRun.of("solve", dir.toString()));
        oneLine(ExitCodes.INVALID_INPUT, "is a folder, not a file", CliRun.of("bench", dir.toString()));
        Path a = dir.resolve("a.txt");
        Files.createSymbolicLink(a, dir.resolve("b.txt"));
        Files.createSymbolicLink(dir.resolve("b.txt"), a);
        oneLine(ExitCodes.INVALID_INPUT, "symbolic link loop", CliRun.of("rate", a.toString()));
        oneLine(ExitCodes.INVALID_INPUT, "no such file", CliRun.of("solve", dir.resolve("none.txt").toString()));
        oneLine(ExitCodes.INVALID_INPUT, "is a folder, not a file", CliRun.of("verify", dir.toString()));
    }

    @Test
    void benchRefusesPuzzlesThatBreakTheRules() throws Exception {
        Path f = Files.writeString(dir.resolve("dup.txt"), P + "\n" + "44" + P.substring(2) + "\n");
        oneLine(ExitCodes.INVALID_INPUT, "line 2: invalid puzzle: two 4s in row 1", CliRun.of("bench", f.toString(),
                "--warmup-seconds", "0", "--min-seconds", "0"));
    }

    @Test
    void aFormatErrorComesAfterThePuzzlesBeforeIt() throws Exception {
        Path f = Files.writeString(dir.resolve("mixed.txt"), P + "\n" + P + "\nnot a puzzle\n");
        CliRun r = oneLine(ExitCodes.INVALID_INPUT, "line 3", CliRun.of("solve", f.toString()));
        assertEquals(2, r.out().strip().lines().count(), r.out());
        r = CliRun.of("rate", f.toString());
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertEquals(2, r.out().lines().filter(l -> l.contains(P)).count(), r.out());
    }

    @Test
    void evalNamesABadDatFileAndTellsAMalformedCornersFileFromAMissingOne() throws Exception {
        Path set = Files.createDirectory(dir.resolve("set"));
        Files.copy(Path.of("samples/photos/newspaper-1.jpg"), set.resolve("image1.jpg"));
        Files.writeString(set.resolve("image1.dat"), "phone\n640x480\n1 2 3\n");
        oneLine(ExitCodes.INVALID_INPUT, set.resolve("image1.dat") + ": line", CliRun.of("eval", set.toString(), "--ocr", "none"));
        Files.copy(Path.of("samples/photos/newspaper-1.dat"), set.resolve("image1.dat"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        CliRun r = CliRun.of("eval", set.toString(), "--ocr", "none");
        assertEquals(0, r.exitCode(), r.err());
        Files.writeString(set.resolve("corners.csv"), "image1.jpg,1,2,3\n");
        oneLine(ExitCodes.INVALID_INPUT, "corners.csv: line 1: expected a file name and 8 corner coordinates",
                CliRun.of("eval", set.toString(), "--ocr", "none"));
    }

    @Test
    void aGifPhotoIsRefusedAsAPhotoNotReadAsPuzzleText() throws Exception {
        Path gif = Files.write(dir.resolve("puzzle.gif"),
                "GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000".getBytes(StandardCharsets.ISO_8859_1));
        oneLine(ExitCodes.INVALID_INPUT, "puzzle.gif is in GIF format, which is not read here",
                CliRun.of("solve", gif.toString()));
        oneLine(ExitCodes.INVALID_INPUT, "is in GIF format", CliRun.of("verify", gif.toString()));
    }

    @Test
    void givensThatHoldTwoPuzzlesAreRefusedNotReadUpToTheFirst() throws Exception {
        Path two = Files.writeString(dir.resolve("two.txt"), P + "\n" + SolveCommandTest.SOLUTION.substring(0, 40)
                + "." + SolveCommandTest.SOLUTION.substring(41) + "\n");
        String photo = "samples/photos/newspaper-2.jpg";
        oneLine(ExitCodes.INVALID_INPUT, "--givens takes one puzzle, but it holds more (another on line 2)",
                CliRun.of("verify", photo, "--givens", two.toString()));
        oneLine(ExitCodes.INVALID_INPUT, "--givens takes one puzzle",
                CliRun.of("solve", photo, "--hint", "--givens", two.toString()));
        Path oneThenJunk = Files.writeString(dir.resolve("junk.txt"), P + "\nnot a puzzle\n");
        oneLine(ExitCodes.INVALID_INPUT, "line 2", CliRun.of("verify", photo, "--givens", oneThenJunk.toString()));
    }

    @Test
    void aHintCountOfManyDigitsIsACountAndAPuzzleOfDigitsIsAPuzzle() {
        CliRun r = CliRun.of("solve", "--hint", "1000000", P);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("1. ") && r.out().lines().count() > 20, r.out());
        r = CliRun.of("solve", "--hint", SolveCommandTest.SOLUTION);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("the puzzle is already solved", r.out().strip());
    }

    @Test
    void anEmptyArgumentIsNamedAsEmptyNotAsAFolder() {
        for (String command : new String[] {"solve", "rate", "bench", "verify"}) {
            oneLine(ExitCodes.INVALID_INPUT, "an empty name is not a file", CliRun.of(command, ""));
        }
    }

    @Test
    void anEmptyNameIsRefusedNotTakenForTheWorkingFolder() {
        String[][] runs = {
            {"eval", ""},
            {"join-models", "--out", "", "models/digits-cnn.bin", "models/digits-cnn.bin"},
            {"render-sample", "--out", "", "--count", "1"},
            {"solve", "--explain", "--pictures", "", "000000010400000000020000000000050407008000300001090000300400200050100000000806000"},
        };
        for (String[] args : runs) {
            CliRun r = CliRun.of(args);
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.errIsOneLine() && r.err().contains("an empty name is not a file or folder"), r.err());
        }
    }
}
