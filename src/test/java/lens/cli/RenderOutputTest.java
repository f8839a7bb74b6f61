package lens.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code render-sample} and {@code render-replay} never write over a photo, a truth file or a replay already there. */
class RenderOutputTest {
    @TempDir
    Path dir;

    @Test
    void renderSampleNumbersOnAfterThePhotosAlreadyInTheFolder() throws Exception {
        CliRun first = CliRun.of("render-sample", "--out", dir.toString(), "--size", "400x300", "--count", "2");
        assertEquals(0, first.exitCode(), first.err());
        byte[] photo = Files.readAllBytes(dir.resolve("newspaper-1.jpg"));
        byte[] truth = Files.readAllBytes(dir.resolve("newspaper-1.dat"));
        CliRun again = CliRun.of("render-sample", "--out", dir.toString(), "--size", "400x300", "--seed", "9");
        assertEquals(0, again.exitCode(), again.err());
        assertEquals(dir.resolve("newspaper-3.jpg").toString(), again.out().strip());
        assertArrayEquals(photo, Files.readAllBytes(dir.resolve("newspaper-1.jpg")));
        assertArrayEquals(truth, Files.readAllBytes(dir.resolve("newspaper-1.dat")));
        assertTrue(Files.exists(dir.resolve("newspaper-3.dat")));
        List<String> rows = Files.readAllLines(dir.resolve("corners.csv"));
        assertEquals(List.of("newspaper-1.jpg", "newspaper-2.jpg", "newspaper-3.jpg"),
                rows.subList(1, rows.size()).stream().map(l -> l.substring(0, l.indexOf(','))).toList());
    }

    @Test
    void renderReplayRefusesAFolderHoldingAReplayAndAFile() throws Exception {
        Path replay = dir.resolve("replay");
        assertEquals(0, CliRun.of("render-replay", "--out", replay.toString(), "--frames", "2").exitCode());
        byte[] frame = Files.readAllBytes(replay.resolve("frame-0000.png"));
        String truth = Files.readString(replay.resolve("truth.csv"));
        CliRun r = CliRun.of("render-replay", "--out", replay.toString(), "--frames", "3", "--seed", "4");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("already holds a replay"), r.err());
        assertArrayEquals(frame, Files.readAllBytes(replay.resolve("frame-0000.png")));
        assertEquals(truth, Files.readString(replay.resolve("truth.csv")));
        assertTrue(Files.notExists(replay.resolve("frame-0002.png")));
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        r = CliRun.of("render-replay", "--out", file.toString(), "--frames", "2");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("is not a folder"), r.err());
        assertEquals("mine", Files.readString(file));
    }

    @Test
    void renderSampleNeverWritesThroughALinkedCornersFile() throws Exception {
        Path out = Files.createDirectories(dir.resolve("linked"));
        Path victim = Files.writeString(dir.resolve("victim.txt"), "precious");
        Files.createSymbolicLink(out.resolve("corners.csv"), victim);
        CliRun r = CliRun.of("render-sample", "--out", out.toString(), "--count", "1", "--seed", "3");
        assertEquals("precious", Files.readString(victim), r.err());
        assertTrue(Files.isRegularFile(out.resolve("corners.csv"), java.nio.file.LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void renderSampleLeavesNoCornersFileWhenNoPhotoWasWritten() throws Exception {
        Path out = dir.resolve("none");
        CliRun r = CliRun.of("render-sample", "--out", out.toString(), "--name", "a".repeat(300));
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine(), r.err());
        assertTrue(Files.notExists(out.resolve("corners.csv")), "no truth without photos");
    }

    /**
     * Pen written into the real printed photos of a split: each sample holds the puzzle of a
     * photo of that split, its truth is that puzzle's solution wherever something is written
     * (no mistakes asked), the photo's size is kept, and the dataset folder is never the output.
     */
    @Test
    void penWrittenIntoRealPhotosKeepsTheirPuzzleAndSize() throws Exception {
        Path printed = lens.SharedData.photos("printed");
        Path out = dir.resolve("onto");
        CliRun r = CliRun.of("render-sample", "--pen", "validation", "--onto", printed.toString(), "--count", "3",
                "--seed", "11", "--out", out.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("render-sample: the validation writers of optdigits, semeion"), "the writers are named: " + r.err());
        Set<String> puzzles = new HashSet<>();
        for (lens.pipeline.PhotoSet.Entry e : lens.pipeline.PhotoSet.load(printed)
                .select(lens.ocr.training.DataSplit.VALIDATION).entries()) {
            puzzles.add(e.truth().grid().toLine());
        }
        for (int n = 1; n <= 3; n++) {
            lens.board.Grid givens = lens.board.Grid.parse(Files.readString(out.resolve("pen-validation-" + n + ".givens")).strip());
            assertTrue(puzzles.contains(givens.toLine()), "a validation photo's puzzle: " + givens.toLine());
            lens.board.DatFile truth = lens.board.DatFile.parse(Files.readString(out.resolve("pen-validation-" + n + ".dat")));
            lens.board.Grid solution = lens.solve.ExhaustiveSolver.solve(givens).solution();
            for (int i = 0; i < 81; i++) {
                int d = truth.grid().get(i);
                assertTrue(d == 0 || d == solution.get(i), "cell " + i + " holds the solution's digit or nothing");
                assertTrue(givens.get(i) == 0 || d == givens.get(i), "cell " + i + " keeps its given");
            }
            assertTrue(truth.grid().filledCount() > givens.filledCount(), "something is written");
            org.opencv.core.Mat m = org.opencv.imgcodecs.Imgcodecs.imread(out.resolve("pen-validation-" + n + ".jpg").toString());
            assertTrue(m.cols() >= 640 && m.rows() >= 480, "the photo's own size: " + m.size());
            m.release();
        }
        CliRun same = CliRun.of("render-sample", "--pen", "validation", "--onto", out.toString(), "--out", out.toString());
        assertEquals(ExitCodes.INVALID_INPUT, same.exitCode(), same.err());
        assertTrue(same.errIsOneLine() && same.err().contains("never written over"), same.err());
        CliRun noPen = CliRun.of("render-sample", "--onto", printed.toString(), "--out", dir.resolve("x").toString());
        assertEquals(ExitCodes.INVALID_INPUT, noPen.exitCode(), noPen.err());
        assertTrue(noPen.errIsOneLine() && noPen.err().contains("--onto goes with --pen"), noPen.err());
        CliRun closeOnto = CliRun.of("render-sample", "--pen", "validation", "--close-up", "--onto", printed.toString(),
                "--out", dir.resolve("y").toString());
        assertEquals(ExitCodes.INVALID_INPUT, closeOnto.exitCode(), closeOnto.err());
        assertTrue(closeOnto.errIsOneLine() && closeOnto.err().contains("--close-up goes with --pen on rendered pages"),
                closeOnto.err());
        assertFalse(java.nio.file.Files.exists(dir.resolve("y")), "nothing written");
    }
}
