package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import lens.board.DatFile;
import lens.board.Grid;
import lens.ocr.training.WriterDigits;
import lens.samples.FlatPages;
import lens.solve.ExhaustiveSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code render-sample --pen} writes a set {@code eval} scores, naming the split and the calibration error. */
class EvalCommandTest {
    @TempDir
    Path dir;

    @Test
    void penFilledSetIsScoredWithSplitAndCalibrationError() {
        assumeTrue(Files.isDirectory(WriterDigits.SHARED), "skipped: " + WriterDigits.SHARED + " absent");
        CliRun render = CliRun.of("render-sample", "--pen", "test", "--mnist", "none", "--count", "2", "--seed", "41",
                "--out", dir.toString());
        assertEquals(ExitCodes.OK, render.exitCode(), render.err());
        assertTrue(Files.isRegularFile(dir.resolve("pen-test-2.givens")));
        CliRun eval = CliRun.of("eval", dir.toString());
        assertEquals(ExitCodes.OK, eval.exitCode(), eval.err());
        Matcher m = Pattern.compile("eval: images=2 grids_found=(\\d) cells_correct=(\\d+)/162 .* ece=0\\.\\d{4} split=all")
                .matcher(eval.out());
        assertTrue(m.find(), eval.out());
        assertTrue(Integer.parseInt(m.group(2)) > 120, "most cells of two clean renders read: " + eval.out());
        assertTrue(Pattern.compile("calibration: readings=\\d+ ece=0\\.\\d{4} beyond_doubt=\\d+ \\(\\d+\\.\\d%\\) "
                + "wrong_beyond_doubt=\\d+").matcher(eval.out()).find(), eval.out());
    }

    /**
     * {@code --solve} answers every photo as {@code solve PHOTO} does: the bundled samples (three
     * printed puzzles, one grid filled in right by hand) are all answered right; a page with
     * slips of the pen is answered from its print.
     */
    @Test
    void answersAreScoredAgainstThePuzzlesSolution() throws Exception {
        CliRun r = CliRun.of("eval", "samples/photos", "--solve", "--verbose");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().strip().endsWith("solve: photos=4 right=4 wrong=0 refused=0 from_print=0 split=all"), r.out());
        Grid givens = Grid.parse(Files.readString(Path.of("samples/photos/handfilled-1.givens")).strip());
        Grid solution = ExhaustiveSolver.solve(givens).solution();
        List<int[]> slips = FlatPages.slips(givens, solution, 3, 3);
        Grid seen = givens;
        Grid hand = FlatPages.written(givens, solution, 27, slips);
        for (int cell = 0; cell < 81; cell++) {
            seen = hand.isEmpty(cell) ? seen : seen.with(cell, hand.get(cell));
        }
        FlatPages.write(givens, hand, dir.resolve("slips-1.jpg"));
        Files.writeString(dir.resolve("slips-1.givens"), givens.toLine() + "\n");
        Files.writeString(dir.resolve("slips-1.dat"), new DatFile("test", "800x857:24 JPG", seen).format());
        CliRun slipped = CliRun.of("eval", dir.toString(), "--solve", "--verbose");
        assertEquals(ExitCodes.OK, slipped.exitCode(), slipped.err());
        assertEquals(List.of("slips-1.jpg answer=right from_print", "solve: photos=1 right=1 wrong=0 refused=0 from_print=1 split=all"),
                slipped.out().strip().lines().toList());
        CliRun both = CliRun.of("eval", "samples/photos", "--solve", "--verify");
        assertEquals(ExitCodes.INVALID_INPUT, both.exitCode());
        assertTrue(both.errIsOneLine() && both.err().contains("--verify and --solve go apart"), both.err());
    }

    @Test
    void unknownSplitIsOneLineError() {
        CliRun r = CliRun.of("eval", dir.toString(), "--split", "holdout");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
    }

    @Test
    void degradedPhotosAreReadTheSameWayEveryRunAndNamedInTheSummary() {
        CliRun render = CliRun.of("render-sample", "--count", "3", "--seed", "17", "--out", dir.toString());
        assertEquals(ExitCodes.OK, render.exitCode(), render.err());
        CliRun first = CliRun.of("eval", dir.toString(), "--degrade", "5", "--errors");
        CliRun again = CliRun.of("eval", dir.toString(), "--degrade", "5", "--errors");
        assertEquals(ExitCodes.OK, first.exitCode(), first.err());
        Pattern summary = Pattern.compile("eval: images=3 grids_found=\\d cells_correct=(\\d+)/243 .* split=all degrade=5");
        assertTrue(summary.matcher(first.out()).find(), first.out());
        Matcher times = Pattern.compile("ms_per_image=(\\d+) ms_slowest=(\\d+)").matcher(first.out());
        assertTrue(times.find(), "the mean and the slowest photo's time: " + first.out());
        assertTrue(Long.parseLong(times.group(2)) >= Long.parseLong(times.group(1)),
                "the slowest photo took at least the mean: " + first.out());
        assertEquals(first.out().replaceAll("ms_(per_image|slowest)=\\d+", ""), again.out().replaceAll("ms_(per_image|slowest)=\\d+", ""),
                "the same seed degrades each photo the same way");
        assertTrue(first.out().contains("corners: no true corners"),
                "a degraded photo's true corners are not scored: " + first.out());
    }

    /**
     * {@code --dark-mode} goes with a camera's condition (the screen inverted, then degraded:
     * {@code PhotoSetTest}), both named in the summary; with something the page itself carries (a
     * table) it is a one-line error.
     */
    @Test
    void aDarkModeScreenPhotographedWorseIsReadAndBothNamed() {
        CliRun render = CliRun.of("render-sample", "--count", "2", "--seed", "17", "--out", dir.toString());
        assertEquals(ExitCodes.OK, render.exitCode(), render.err());
        CliRun dark = CliRun.of("eval", dir.toString(), "--dark-mode", "--degrade", "3");
        assertEquals(ExitCodes.OK, dark.exitCode(), dark.err());
        assertTrue(Pattern.compile("eval: images=2 .* split=all dark_mode degrade=3").matcher(dark.out()).find(), dark.out());
        CliRun table = CliRun.of("eval", dir.toString(), "--dark-mode", "--table", "1");
        assertEquals(ExitCodes.INVALID_INPUT, table.exitCode());
        assertTrue(table.errIsOneLine() && table.err().contains("--dark-mode goes with --degrade"), table.err());
    }

    /**
     * {@code --cut}: every photo with true corners is read cropped so that its grid runs off the
     * frame, and the summary names the cut; a cut with {@code --degrade}, a malformed cut and a
     * folder without corners are one-line errors (exit 2).
     */
    @Test
    void photosCutByTheFrameAreReadAndTheCutNamedInTheSummary() throws Exception {
        CliRun render = CliRun.of("render-sample", "--count", "3", "--seed", "17", "--out", dir.toString());
        assertEquals(ExitCodes.OK, render.exitCode(), render.err());
        CliRun cut = CliRun.of("eval", dir.toString(), "--cut", "right:0.03");
        assertEquals(ExitCodes.OK, cut.exitCode(), cut.err());
        Matcher m = Pattern.compile("eval: images=3 grids_found=3 cells_correct=(\\d+)/243 .* split=all cut=right:0.03")
                .matcher(cut.out());
        assertTrue(m.find(), cut.out());
        // 242 with the grid carried past the frame; the right column was read a cell off before.
        assertTrue(Integer.parseInt(m.group(1)) >= 235, cut.out());
        for (List<String> bad : List.of(List.of("--cut", "right:0.03", "--degrade", "1"), List.of("--cut", "middle:0.03"),
                List.of("--cut", "right:0.9"))) {
            List<String> args = new ArrayList<>(List.of("eval", dir.toString()));
            args.addAll(bad);
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), String.join(" ", bad));
            assertTrue(r.errIsOneLine(), r.err());
        }
        Files.delete(dir.resolve("corners.csv"));
        CliRun noCorners = CliRun.of("eval", dir.toString(), "--cut", "right:0.03");
        assertEquals(ExitCodes.INVALID_INPUT, noCorners.exitCode());
        assertTrue(noCorners.errIsOneLine() && noCorners.err().contains("true corners"), noCorners.err());
    }

    /**
     * {@code --dim NOISE}, {@code --full-size WIDTH}, {@code --glare}, {@code --shadow LIGHT},
     * {@code --turn DEGREES}, {@code --shaded-boxes SHARE}, {@code --table SHARE} and {@code --cover pen|finger}: every photo read
     * as taken in poor light, scaled up to a phone camera's size, under a lamp's glare, with a
     * shadow's edge across it, with the phone at an angle, with its
     * grid's boxes printed on grey, on a dark table from further away or with a finger over it, the summary naming the
     * condition; the same noise
     * every run; two conditions at once, or one out of its bounds, are one-line errors (exit 2),
     * and so is a turn of photos without true corners.
     */
    @Test
    void photosTakenInPoorLightOrAtFullSizeAreReadAndTheConditionNamed() throws Exception {
        CliRun render = CliRun.of("render-sample", "--count", "3", "--seed", "17", "--out", dir.toString());
        assertEquals(ExitCodes.OK, render.exitCode(), render.err());
        // each condition's options, then what the summary line ends with
        for (List<String> condition : List.of(List.of("--dim", "8", "dim=8.0"), List.of("--full-size", "2400", "full_size=2400"),
                List.of("--glare", "glare"), List.of("--shadow", "0.55", "shadow=0.55"), List.of("--turn", "30", "turn=30.0"),
                List.of("--shaded-boxes", "0.25", "shaded_boxes=0.25"), List.of("--table", "0.5", "table=0.5"))) {
            List<String> args = new ArrayList<>(List.of("eval", dir.toString(), "--errors"));
            args.addAll(condition.subList(0, condition.size() - 1));
            CliRun first = CliRun.of(args.toArray(String[]::new));
            assertEquals(ExitCodes.OK, first.exitCode(), first.err());
            Matcher m = Pattern.compile("eval: images=3 grids_found=3 cells_correct=(\\d+)/243 .* split=all "
                    + condition.get(condition.size() - 1) + "\n").matcher(first.out());
            assertTrue(m.find(), first.out());
            assertTrue(Integer.parseInt(m.group(1)) >= 235, first.out());
            CliRun again = CliRun.of(args.toArray(String[]::new));
            assertEquals(first.out().replaceAll("ms_(per_image|slowest)=\\d+", ""), again.out().replaceAll("ms_(per_image|slowest)=\\d+", ""));
        }
        for (List<String> bad : List.of(List.of("--dim", "0", "--full-size", "4032"), List.of("--dim", "0", "--degrade", "1"),
                List.of("--glare", "--cut", "right:0.03"),
                List.of("--dim", "-1"), List.of("--dim", "500"), List.of("--full-size", "100000"),
                List.of("--turn", "10", "--glare"), List.of("--turn", "46"), List.of("--turn", "-5"),
                List.of("--shaded-boxes", "0.6"), List.of("--shaded-boxes", "0.2", "--turn", "10"),
                List.of("--table", "1.5"), List.of("--table", "NaN"), List.of("--table", "0.3", "--dim", "0"),
                List.of("--shadow", "0.1"), List.of("--shadow", "0.95"), List.of("--shadow", "0.5", "--glare"),
                List.of("--cover", "glass"), List.of("--cover", "pen", "--glare"))) {
            List<String> args = new ArrayList<>(List.of("eval", dir.toString()));
            args.addAll(bad);
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), String.join(" ", bad));
            assertTrue(r.errIsOneLine(), r.err());
        }
        // something over the grid hides digits: the line names it, whatever is read under it
        CliRun covered = CliRun.of("eval", dir.toString(), "--cover", "finger");
        assertEquals(ExitCodes.OK, covered.exitCode(), covered.err());
        assertTrue(covered.out().contains("eval: images=3 grids_found=3 ") && covered.out().endsWith("split=all cover=finger\n"),
                covered.out());
        Files.delete(dir.resolve("corners.csv"));
        for (List<String> option : List.of(List.of("--turn", "0.5"), List.of("--table", "0.5"), List.of("--cover", "pen"))) {
            CliRun noCorners = CliRun.of("eval", dir.toString(), option.get(0), option.get(1));
            assertEquals(ExitCodes.INVALID_INPUT, noCorners.exitCode());
            assertTrue(noCorners.errIsOneLine() && noCorners.err().contains("true corners"), noCorners.err());
        }
    }

    @Test
    void aPhotoThatCannotBeDecodedIsNamedAndCountedApart() throws Exception {
        CliRun render = CliRun.of("render-sample", "--count", "2", "--seed", "17", "--out", dir.toString());
        assertEquals(ExitCodes.OK, render.exitCode(), render.err());
        Files.write(dir.resolve("newspaper-3.jpg"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 0x00, 0x01});
        Files.copy(dir.resolve("newspaper-1.dat"), dir.resolve("newspaper-3.dat"));
        CliRun eval = CliRun.of("eval", dir.toString(), "--verbose");
        assertEquals(ExitCodes.OK, eval.exitCode(), eval.err());
        assertTrue(eval.errIsOneLine() && eval.err().contains("newspaper-3.jpg"), eval.err());
        assertTrue(Pattern.compile("eval: images=2 grids_found=2 cells_correct=\\d+/162 .* unreadable=1 split=all")
                .matcher(eval.out()).find(), "the damaged file is no grid not found: " + eval.out());
        assertTrue(eval.out().contains("newspaper-3.jpg: unreadable: "), eval.out());
        CliRun verify = CliRun.of("eval", dir.toString(), "--verify");
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.err());
        assertTrue(verify.errIsOneLine() && verify.err().contains("newspaper-3.jpg"), verify.err());
        assertTrue(Pattern.compile("verify: photos=2 .* no_grid=0 other=\\d+ other_grids=0 unreadable=1 split=all").matcher(verify.out()).find(),
                verify.out());
    }

    @Test
    void aFolderInWhichNoPhotoDecodesIsBadInputNotAScore() throws Exception {
        for (String name : new String[] {"newspaper-1", "newspaper-2"}) {
            Files.write(dir.resolve(name + ".jpg"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 0x00, 0x01});
            Files.copy(Path.of("samples/photos/handfilled-1.dat"), dir.resolve(name + ".dat"));
        }
        for (String[] args : new String[][] {{"eval", dir.toString()}, {"eval", dir.toString(), "--verify"}}) {
            CliRun r = CliRun.of(args);
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.out() + r.err());
            List<String> lines = r.err().strip().lines().toList();
            assertEquals(3, lines.size(), "each photo named, then one line: " + r.err());
            assertTrue(lines.get(0).contains("newspaper-1.jpg") && lines.get(1).contains("newspaper-2.jpg"), r.err());
            assertEquals("sudoku-lens: no photo in " + dir + " could be scored: none of its 2 with .dat truth could be decoded",
                    lines.get(2));
            assertTrue(!r.err().contains("Exception") && !r.out().contains("eval:") && !r.out().contains("verify:"),
                    "no summary of nothing: " + r.out());
        }
    }

    @Test
    void malformedPrintedPuzzleTruthIsNamedWithItsFile() throws Exception {
        for (String name : new String[] {"handfilled-1.jpg", "handfilled-1.dat"}) {
            Files.copy(Path.of("samples/photos").resolve(name), dir.resolve(name));
        }
        Path givens = dir.resolve("handfilled-1.givens");
        for (byte[] bad : new byte[][] {"12345\n".getBytes(), {(byte) 0xFF, (byte) 0xFE, 0x00, 0x01}}) {
            Files.write(givens, bad);
            CliRun r = CliRun.of("eval", dir.toString(), "--verify");
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.err());
            assertTrue(r.errIsOneLine() && r.err().contains(givens + ": line 1"), r.err());
        }
    }
}
