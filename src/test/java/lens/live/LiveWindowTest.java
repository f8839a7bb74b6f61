package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import lens.samples.ReplayRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Swing window on a virtual X display (Xvfb): it opens, shows a replayed frame with the
 * solution drawn, a screenshot shows it, and the keys work. The window runs in a child JVM
 * ({@link WindowProbe}) because the display is chosen when the JVM starts. Skipped, with a
 * message, where Xvfb is not installed.
 */
class LiveWindowTest {
    private static final Path XVFB = Path.of("/usr/bin/Xvfb");

    @Test
    void windowShowsTheOverlayAndAnswersKeys(@TempDir Path tmp) throws Exception {
        assumeTrue(Files.isExecutable(XVFB), "skipped: Xvfb not installed (apt-get install xvfb)");
        Path out = Files.createDirectories(tmp.resolve("out"));
        String log = probe(tmp, out);
        assertTrue(log.contains("solved-shown=true"), log);
        assertTrue(log.contains("frozen-after-space=true"), log);
        assertTrue(log.contains("running-after-space=true"), log);
        assertTrue(log.contains("quit-by-key=true"), log);
        assertTrue(!log.contains("saved=none") && log.contains("saved="), log);
        try (var saved = Files.list(out)) {
            assertTrue(saved.anyMatch(p -> p.getFileName().toString().startsWith("sudoku-lens-")), "s saved a PNG");
        }
        for (String shot : new String[] {"screen.png", "panel.png"}) {
            BufferedImage img = ImageIO.read(out.resolve(shot).toFile());
            assertTrue(countOverlayBlue(img) > 500, shot + " shows the drawn digits (" + countOverlayBlue(img) + " px)");
            assertTrue(countOutlineGreen(img) > 200, shot + " shows the green grid outline");
        }
    }

    /** {@code live --hint}'s keys: n and space the following steps, a the answer, f freezes. */
    @Test
    void hintModeAnswersItsKeys(@TempDir Path tmp) throws Exception {
        assumeTrue(Files.isExecutable(XVFB), "skipped: Xvfb not installed (apt-get install xvfb)");
        Path out = Files.createDirectories(tmp.resolve("out"));
        String log = probe(tmp, out, "hint");
        assertTrue(log.contains("solved-shown=true"), log);
        assertTrue(log.contains("step-after-n=2"), log);
        assertTrue(log.contains("step-after-space=3"), log);
        assertTrue(log.contains("answer-after-a=true"), log);
        assertTrue(log.contains("frozen-after-f=true"), log);
        assertTrue(log.contains("quit-by-key=true"), log);
        BufferedImage img = ImageIO.read(out.resolve("panel.png").toFile());
        assertTrue(countOverlayBlue(img) > 20, "the hint's digit is drawn (" + countOverlayBlue(img) + " px)");
    }

    /** Runs {@link WindowProbe} on a short replay on a fresh virtual display; returns its log. */
    private static String probe(Path tmp, Path out, String... mode) throws Exception {
        Path replay = tmp.resolve("replay");
        new ReplayRenderer(640, 480, 4, 100, 5).write(replay);
        int display = freeDisplay();
        Process xvfb = new ProcessBuilder(XVFB.toString(), ":" + display, "-screen", "0", "1024x768x24", "-nolisten", "tcp")
                .redirectErrorStream(true).redirectOutput(tmp.resolve("xvfb.log").toFile()).start();
        try {
            waitForSocket(display, xvfb);
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), WindowProbe.class.getName(), replay.toString(),
                    out.toString()));
            cmd.addAll(List.of(mode));
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(tmp.resolve("probe.log").toFile());
            pb.environment().put("DISPLAY", ":" + display);
            Process probe = pb.start();
            boolean finished = probe.waitFor(90, TimeUnit.SECONDS);
            if (!finished) {
                probe.destroyForcibly();
            }
            String log = Files.readString(tmp.resolve("probe.log"), StandardCharsets.UTF_8);
            assertTrue(finished, "probe finished; log:\n" + log);
            assertEquals(0, probe.exitValue(), log);
            return log;
        } finally {
            xvfb.destroy();
            if (!xvfb.waitFor(5, TimeUnit.SECONDS)) {
                xvfb.destroyForcibly();
            }
        }
    }

    private static int freeDisplay() {
        for (int d = 99; d < 160; d++) {
            if (!Files.exists(Path.of("/tmp/.X" + d + "-lock")) && !Files.exists(Path.of("/tmp/.X11-unix/X" + d))) {
                return d;
            }
        }
        throw new IllegalStateException("no free X display number between :99 and :159");
    }

    private static void waitForSocket(int display, Process xvfb) throws InterruptedException, IOException {
        Path socket = Path.of("/tmp/.X11-unix/X" + display);
        for (int i = 0; i < 100 && !Files.exists(socket); i++) {
            assertTrue(xvfb.isAlive(), "Xvfb exited at start");
            Thread.sleep(50);
        }
        assertTrue(Files.exists(socket), "Xvfb socket " + socket + " appeared");
    }

    /** Pixels of the solution colour (BGR 200, 90, 0 = RGB 0, 90, 200). */
    private static int countOverlayBlue(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                int r = rgb >> 16 & 0xff;
                int g = rgb >> 8 & 0xff;
                int b = rgb & 0xff;
                n += b > 120 && b - r > 70 && b - g > 40 ? 1 : 0;
            }
        }
        return n;
    }

    /** Pixels of the solved outline colour (BGR 60, 200, 40 = RGB 40, 200, 60). */
    private static int countOutlineGreen(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                int r = rgb >> 16 & 0xff;
                int g = rgb >> 8 & 0xff;
                int b = rgb & 0xff;
                n += g > 150 && g - r > 90 && g - b > 80 ? 1 : 0;
            }
        }
        return n;
    }
}
