package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import lens.ocr.training.FontCatalog;
import org.junit.jupiter.api.Test;

class OcrBenchCommandTest {
    /** One board: a line per path (normalising, old one-at-a-time, each batch engine), all reading alike, then the load. */
    @Test
    void timesEveryPathOnTheSameBoards() {
        lens.vision.OpenCvLoader.ensureLoaded();
        assumeTrue(!FontCatalog.load(FontCatalog.ROOT).isEmpty(), "skipped: no fonts under " + FontCatalog.ROOT);
        CliRun r = CliRun.of("ocr-bench", "--digits", "81", "--rounds", "1");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().strip().lines().toList();
        assertEquals(6, lines.size(), r.out());
        assertTrue(lines.get(0).contains("path=normalise-only boards=1 accuracy=- ms_per_board="), lines.get(0));
        assertTrue(lines.get(1).contains("path=one-at-a-time/per-digit (old)"), lines.get(1));
        assertTrue(lines.get(2).contains("path=batch/java "), lines.get(2));
        assertTrue(lines.get(4).contains("path=batch/dnn (default)"), lines.get(4));
        String accuracy = lines.get(1).replaceAll(".* accuracy=(\\S+) .*", "$1");
        for (int i = 1; i <= 4; i++) {
            assertTrue(lines.get(i).matches("ocr-bench: engine=model path=.* boards=1 accuracy=" + accuracy.replace(".", "\\.")
                    + " ms_per_board=[\\d.]+ \\(best [\\d.]+\\) ms_per_digit=[\\d.]+ cpu_ms_per_board=[\\d.]+"), lines.get(i));
        }
        assertTrue(lines.get(5).startsWith("ocr-bench: load average "), lines.get(5));
    }

    @Test
    void fewerDigitsThanABoardIsOneLineError() {
        CliRun r = CliRun.of("ocr-bench", "--digits", "80");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
        CliRun e = CliRun.of("ocr-bench", "--ocr", "abacus");
        assertEquals(ExitCodes.INVALID_INPUT, e.exitCode());
        assertTrue(e.errIsOneLine() && e.err().contains("unknown OCR engine"), e.err());
    }

    @Test
    void digitsOrRoundsPastTheLimitAreRefusedBeforeRendering() {
        CliRun r = CliRun.of("ocr-bench", "--digits", "2000000000");
        assertEquals(ExitCodes.INPUT_LIMIT, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("--digits 2000000000 is over the limit of 20000"), r.err());
        r = CliRun.of("ocr-bench", "--rounds", "100000000");
        assertEquals(ExitCodes.INPUT_LIMIT, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("--rounds"), r.err());
    }
}
