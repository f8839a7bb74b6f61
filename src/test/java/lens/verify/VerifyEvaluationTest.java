package lens.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.SharedData;
import lens.board.DatFile;
import lens.board.Grid;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link VerifyEvaluation}'s accounting on one hand-filled dataset photo that {@code verify}
 * reads right (the one {@code VerifyPhotosTest} uses): scored against its true page it is a
 * correct grid said correct; scored against a page claiming one written digit wrong (the photo
 * shows the right one) it is a planted mistake missed.
 */
class VerifyEvaluationTest {
    private static final String PHOTO = "image9";

    @TempDir
    Path dir;

    @Test
    void correctPageAndMissedPlantedDigitAreCounted() throws Exception {
        Path filled = SharedData.photos("handfilled");
        Grid printed = DatFile.parse(Files.readString(SharedData.photos("printed").resolve(PHOTO + ".dat"))).grid();
        String text = Files.readString(filled.resolve(PHOTO + ".dat"));
        DatFile truth = DatFile.parse(text);
        int cell = 0;
        while (!printed.isEmpty(cell)) {
            cell++;
        }
        Grid claimed = truth.grid().with(cell, truth.grid().get(cell) % 9 + 1);
        page("a-1", filled, text, printed);
        page("b-2", filled, withGrid(text, claimed), printed);
        try (DigitRecognizer model = ModelRecognizer.load()) {
            VerifyEvaluation ev = new VerifyEvaluation(PhotoReader.withDefaults(model), new GridCheck(CheckParams.defaults()), null);
            List<PhotoSet.Entry> entries = PhotoSet.load(dir).entries();
            assertEquals(2, entries.size());
            String right = ev.evaluate(entries.get(0)).line();
            String wrong = ev.evaluate(entries.get(1)).line();
            assertTrue(right.startsWith("a-1.jpg verdict=correct planted=0"), right);
            assertTrue(wrong.startsWith("b-2.jpg verdict=correct planted=1 caught=0 flagged=0"), wrong);
            List<String> summary = ev.summaryLines();
            assertTrue(summary.get(0).startsWith("verify: photos=2 correct=2 "), summary.get(0));
            assertTrue(summary.get(1).startsWith("verify: correct_pages=1 said_right=1 false_alarms=0"), summary.get(1));
            assertTrue(summary.get(1).contains(" complete=1 said_correct=1"), "the correct page is complete: " + summary.get(1));
            assertTrue(summary.get(2).startsWith("verify: pages_with_mistakes=1 said_mistakes=0 said_check=0 planted=1 "
                    + "caught=0 (0.0%) flagged_to_check=0 missed=1"), summary.get(2));
        }
    }

    /**
     * With {@code printedRead} the check is given no puzzle (it takes the printed digits read, as
     * {@code verify PHOTO} does) while the known puzzle ({@code .givens}) still scores it.
     */
    @Test
    void thePrintedDigitsReadAreCheckedAgainstWhileTheKnownPuzzleScores() throws Exception {
        Path filled = SharedData.photos("handfilled");
        Grid printed = DatFile.parse(Files.readString(SharedData.photos("printed").resolve(PHOTO + ".dat"))).grid();
        page("a-1", filled, Files.readString(filled.resolve(PHOTO + ".dat")), printed);
        try (DigitRecognizer model = ModelRecognizer.load()) {
            PhotoSet.Entry entry = PhotoSet.load(dir).entries().get(0);
            String given = new VerifyEvaluation(PhotoReader.withDefaults(model), new GridCheck(CheckParams.defaults()), null)
                    .evaluate(entry).line();
            assertTrue(given.contains("verdict=correct") && given.contains("the solution of the given puzzle"), given);
            VerifyEvaluation asRead = new VerifyEvaluation(PhotoReader.withDefaults(model),
                    new GridCheck(CheckParams.defaults()), null, true);
            String read = asRead.evaluate(entry).line();
            assertTrue(read.startsWith("a-1.jpg verdict=correct planted=0") && !read.contains("given puzzle"), read);
            assertTrue(asRead.summaryLines().get(1).startsWith("verify: correct_pages=1 said_right=1 false_alarms=0"),
                    asRead.summaryLines().get(1));
        }
    }

    /** The {@code .dat} text with its two header lines and {@code grid}'s rows. */
    private static String withGrid(String dat, Grid grid) {
        String[] lines = dat.split("\n");
        StringBuilder out = new StringBuilder(lines[0] + "\n" + lines[1] + "\n");
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                out.append(grid.get(r * 9 + c)).append(' ');
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The photo as {@code name.jpg} with its truth and the printed puzzle as {@code name.givens}. */
    private void page(String name, Path filled, String truth, Grid givens) throws Exception {
        Files.copy(filled.resolve(PHOTO + ".jpg"), dir.resolve(name + ".jpg"));
        Files.writeString(dir.resolve(name + ".dat"), truth);
        Files.writeString(dir.resolve(name + ".givens"), givens.toLine() + "\n");
    }
}
