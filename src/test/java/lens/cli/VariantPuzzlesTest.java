package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import lens.samples.VariantPages;
import lens.samples.VariantPages.Style;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * The sudoku variants a newspaper prints beside the classic puzzle, photographed by mistake, are
 * named (exit 7, one line, no picture): read as classic puzzles, a Sudoku X's diagonal line read
 * as a 1 in each empty cell on it ("retake the photo square-on"), a jigsaw's givens were blamed on
 * "a digit may be missing", and a killer's cage sums were "only 0 digits read: photograph the
 * whole grid closer". The same page drawn as a classic puzzle is answered.
 */
class VariantPuzzlesTest {
    @TempDir
    Path dir;

    @Test
    void variantsAreNamedNotBlamedOnThePhoto() {
        String[][] cases = {
                {"X_LINES", "(a Sudoku X)", "7"}, {"X_SHADED", "(a Sudoku X)", "7"},
                {"JIGSAW", "(a jigsaw sudoku)", "7"}, {"KILLER", "(a killer sudoku)", "7"},
                // sums under a third of the cell tall, read as digits squeezed into a corner at
                // this photo's place and light (seed 3), were "too dim and grainy"
                {"KILLER_LARGE_SUMS", "(a killer sudoku)", "3"}};
        for (String[] c : cases) {
            Path photo = dir.resolve(c[0] + ".jpg");
            VariantPages.photograph(Style.valueOf(c[0]), Long.parseLong(c[2]), photo);
            for (String command : new String[] {"solve", "verify"}) {
                Path out = dir.resolve(c[0] + "-" + command + ".png");
                CliRun r = CliRun.of(command, photo.toString(), "--out", out.toString());
                assertEquals(ExitCodes.UNUSABLE_PHOTO, r.exitCode(), c[0] + " " + command + ": " + r.out() + r.err());
                assertTrue(r.errIsOneLine() && r.err().contains("this grid is not a classic sudoku") && r.err().contains(c[1]),
                        c[0] + " " + command + ": " + r.err());
                assertFalse(Files.exists(out), c[0] + " " + command + " wrote no picture");
            }
        }
    }

    /**
     * A newspaper's puzzle corner with a Sudoku X (or a killer) larger than the classic puzzle
     * beside it: the classic one is answered, by {@code solve} and {@code verify} alike (the
     * page was refused as the variant, the largest grid).
     */
    @Test
    void theClassicPuzzleBesideALargerVariantIsRead() {
        for (Style variant : new Style[] {Style.X_LINES, Style.KILLER}) {
            Path photo = dir.resolve("corner-" + variant + ".png");
            Mat sheet = VariantPages.sideBySide(variant, Style.CLASSIC);
            Imgcodecs.imwrite(photo.toString(), sheet);
            sheet.release();
            CliRun r = CliRun.of("solve", photo.toString(), "--out", dir.resolve("corner-" + variant + "-out.png").toString());
            assertEquals(ExitCodes.OK, r.exitCode(), variant + ": " + r.out() + r.err());
            assertTrue(r.out().contains("6 8 1 | 4 7 2 | 9 3 5"), variant + ": " + r.out());
            CliRun v = CliRun.of("verify", photo.toString(), "--out", dir.resolve("corner-" + variant + "-v.png").toString());
            assertEquals(ExitCodes.OK, v.exitCode(), variant + ": " + v.out() + v.err());
            assertTrue(v.out().contains("no mistakes so far: 0 filled in, 51 to go"), variant + ": " + v.out());
        }
    }

    @Test
    void theSamePageDrawnAsAClassicPuzzleIsAnswered() {
        Path photo = dir.resolve("classic.jpg");
        VariantPages.photograph(Style.CLASSIC, 7, photo);
        CliRun r = CliRun.of("solve", photo.toString(), "--out", dir.resolve("classic-out.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("6 8 1 | 4 7 2 | 9 3 5"), r.out());
    }
}
