package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.samples.FlatPages;
import lens.samples.ReplayRenderer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code live --headless} and {@code bench-live} on a small rendered replay; bad sources. */
class LiveCommandTest {
    @TempDir
    static Path tmp;
    static Path replay;

    @BeforeAll
    static void render() throws Exception {
        replay = tmp.resolve("replay");
        new ReplayRenderer(640, 480, 6, 100, 3).write(replay);
    }

    /**
     * A grid being solved by hand with three slips of the pen, held before the camera: the live
     * view answers it as {@code solve PHOTO} does, from its print, instead of showing a board
     * that breaks the rules.
     */
    @Test
    void aGridWithSlipsOfThePenIsSolvedLive() throws Exception {
        Path photo = tmp.resolve("slips.jpg");
        List<int[]> slips = FlatPages.writeSlipsPage(photo);
        CliRun r = CliRun.of("live", "--source", "photo:" + photo, "--headless", "--frames", "6", "--out",
                tmp.resolve("slips-out").toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.contains(" solved=yes ") && l.contains(" slips=" + slips.size())),
                r.out());
    }

    /**
     * {@code live --check} on the same grid: its slips counted (the status says so, the answer's
     * digits are not drawn); with {@code --hint} as well, one line saying to choose.
     */
    @Test
    void aGridBeingFilledInIsCheckedLive() throws Exception {
        Path photo = tmp.resolve("slips.jpg");
        List<int[]> slips = FlatPages.writeSlipsPage(photo);
        CliRun r = CliRun.of("live", "--source", "photo:" + photo, "--headless", "--frames", "6", "--check", "--out",
                tmp.resolve("check-out").toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.contains(" solved=yes ") && l.contains(" slips=" + slips.size())),
                r.out());
        CliRun both = CliRun.of("live", "--source", "photo:" + photo, "--headless", "--check", "--hint");
        assertEquals(ExitCodes.INVALID_INPUT, both.exitCode(), both.err());
        assertTrue(both.errIsOneLine() && both.err().contains("--check and --hint do not go together"), both.err());
    }

    /** A video source or a model that is a folder or a device is named as such, not as a missing file. */
    @Test
    void aFolderOrADeviceGivenAsAFileIsNamedAsOne() {
        CliRun folder = CliRun.of("bench-live", "--source", "video:" + tmp);
        assertEquals(ExitCodes.INVALID_INPUT, folder.exitCode(), folder.err());
        assertTrue(folder.errIsOneLine() && folder.err().contains(tmp + " is a folder, not a file"), folder.err());
        CliRun device = CliRun.of("calibrate", "--model", "/dev/zero");
        assertEquals(ExitCodes.INVALID_INPUT, device.exitCode(), device.err());
        assertTrue(device.errIsOneLine() && device.err().contains("/dev/zero is not a regular file"), device.err());
        CliRun missing = CliRun.of("calibrate", "--model", tmp.resolve("none.bin").toString());
        assertTrue(missing.errIsOneLine() && missing.err().contains("no such file: "), missing.err());
    }

    @Test
    void headlessWritesFramesAndOneLogLineEach() throws Exception {
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("live", "--source", "replay:" + replay, "--headless", "--frames", "8", "--out", out.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        assertEquals(9, lines.size(), r.out());
        assertTrue(lines.get(0).matches("frame=0 detected=(yes|no) digits=\\d+ ocr=(yes|no) solved=(yes|no) .*ms=.*"),
                lines.get(0));
        assertTrue(lines.get(8).startsWith("live: frames=8 "), lines.get(8));
        assertTrue(Files.exists(out.resolve("frame-0007.png")));
        assertEquals(8, Files.readAllLines(out.resolve("live.log")).size());
    }

    @Test
    void aSecondRunIntoTheSameFolderKeepsTheFirstRunsFramesAndLog() throws Exception {
        Path out = Files.createDirectory(tmp.resolve("again"));
        Files.writeString(out.resolve("frame-0001.png"), "not mine to replace");
        Files.writeString(out.resolve("live.log"), "earlier run\n");
        CliRun r = CliRun.of("live", "--source", "replay:" + replay, "--headless", "--frames", "2", "--out", out.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("not mine to replace", Files.readString(out.resolve("frame-0001.png")));
        assertTrue(Files.exists(out.resolve("frame-0002.png")) && Files.exists(out.resolve("frame-0003.png")));
        assertEquals(3, Files.readAllLines(out.resolve("live.log")).size());
        assertEquals("earlier run", Files.readAllLines(out.resolve("live.log")).get(0));
    }

    @Test
    void outThatIsAFileIsRefusedAndKept() throws Exception {
        Path file = tmp.resolve("a-file");
        Files.writeString(file, "keep");
        CliRun r = CliRun.of("live", "--source", "replay:" + replay, "--headless", "--frames", "2", "--out", file.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("not a folder"), r.err());
        assertEquals("keep", Files.readString(file));
    }

    @Test
    void benchLiveEndsWithTheSummaryLine() {
        CliRun r = CliRun.of("bench-live", "--source", "replay:" + replay, "--warmup-frames", "0");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        String last = lines.get(lines.size() - 1);
        assertTrue(last.matches("bench-live: frames=6 detected=\\d+ fps=[\\d.]+ detect_ms_p50=[\\d.]+ ocr_runs=\\d+ ocr_ms_per_run_p50=[\\d.]+"
                + " overlay_ms_p50=[\\d.]+"), last);
        assertTrue(r.out().contains("detect   p50="), r.out());
    }

    @Test
    void badSourcesAreOneLineErrors() {
        CliRun r = CliRun.of("live", "--headless", "--source", "replay:" + tmp.resolve("missing"));
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
        r = CliRun.of("live", "--headless", "--source", "tape:1");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.err().contains("unknown source 'tape:1'"), r.err());
        r = CliRun.of("live", "--source", "tape:1"); // a window asked for: the source is named first, display or not
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.err().contains("unknown source 'tape:1'"), r.err());
        r = CliRun.of("bench-live", "--source", "replay:" + replay, "--ocr", "crystal-ball");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("unknown OCR engine"), r.err());
    }

    @Test
    void aReplayFileThatDoesNotDecodeIsOneLineNamingItAndAReplayOfNoneIsRefused() throws Exception {
        Path mixed = Files.createDirectories(tmp.resolve("mixed"));
        try (var frames = Files.list(replay)) {
            for (Path f : frames.filter(f -> f.toString().endsWith(".png")).toList()) {
                Files.copy(f, mixed.resolve(f.getFileName()));
            }
        }
        Path bad = Files.writeString(mixed.resolve("frame-0002b.png"), "not a picture");
        CliRun r = CliRun.of("live", "--source", "replay:" + mixed, "--headless", "--frames", "20", "--out",
                tmp.resolve("mixed-out").toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().startsWith("sudoku-lens: frame skipped: " + bad + " "), r.err());
        assertTrue(r.out().contains("live: frames=20 "), "the other frames played, looping, the bad one told once: " + r.out());
        Path none = Files.createDirectories(tmp.resolve("none-decode"));
        Path first = Files.writeString(none.resolve("a.jpg"), "not a picture");
        Files.writeString(none.resolve("b.jpg"), "nor this");
        for (String command : new String[] {"live", "bench-live"}) {
            r = command.equals("live") ? CliRun.of(command, "--headless", "--source", "replay:" + none)
                    : CliRun.of(command, "--source", "replay:" + none);
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), command + ": " + r.err());
            assertTrue(r.errIsOneLine() && r.err().contains("no decodable frame in replay " + none + ": " + first + " "),
                    command + ": " + r.err());
        }
    }

    @Test
    void benchLiveTakesHugeFrameCountsAsBoundsNotSizes() {
        CliRun r = CliRun.of("bench-live", "--source", "replay:" + replay, "--warmup-frames", "2000000000",
                "--frames", "2000000000");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("frame "), r.out());
    }

    @Test
    void aSourceThatNeverEndsTakesABoundedFrameCount() throws Exception {
        Path photo = java.nio.file.Files.copy(Path.of("samples/photos/newspaper-1.jpg"), tmp.resolve("p.jpg"));
        CliRun bench = CliRun.of("bench-live", "--source", "photo:" + photo, "--frames", "2000000000");
        assertEquals(ExitCodes.INPUT_LIMIT, bench.exitCode(), bench.err());
        assertTrue(bench.errIsOneLine() && bench.err().contains("--frames 2000000000 is over the limit"), bench.err());
        CliRun live = CliRun.of("live", "--headless", "--source", "photo:" + photo, "--frames", "2000000000", "--out",
                tmp.resolve("frames").toString());
        assertEquals(ExitCodes.INPUT_LIMIT, live.exitCode(), live.err());
        assertTrue(!java.nio.file.Files.exists(tmp.resolve("frames")), "no frame written");
    }
}
