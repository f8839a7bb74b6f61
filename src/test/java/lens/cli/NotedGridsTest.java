package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import lens.board.Grid;
import lens.board.Units;
import lens.samples.FlatPages;
import lens.solve.ExhaustiveSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * A puzzle whose every empty cell carries the solver's notes, as a puzzle app shows them: the
 * cells of notes outnumber the digits, and the page's median "digit" was a note's height, so no
 * note was small beside it and each was read as a digit ("the digits read break the rules (two 2s
 * in row 1)").
 */
class NotedGridsTest {
    @TempDir
    Path dir;

    @Test
    void aScreenshotWithEveryCellNotedIsSolved() throws Exception {
        Grid givens = FlatPages.sampleGivens();
        Path shot = write(FlatPages.appScreen(givens, Grid.empty(), true), "noted.png");
        CliRun r = CliRun.of("solve", shot.toString(), "--json", "--out", dir.resolve("s.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        String solution = ExhaustiveSolver.solve(givens).solution().toString();
        assertTrue(r.out().contains(givens.toString()), "the givens read, the notes left out: " + r.out());
        assertTrue(r.out().contains(solution), r.out());
    }

    /** Checked, the same screenshot is a grid not begun (before: a cell to check for each note read as a digit, exit 8). */
    @Test
    void aNotedScreenshotHasNoMistakesSoFar() throws Exception {
        Grid givens = FlatPages.sampleGivens();
        Path shot = write(FlatPages.appScreen(givens, Grid.empty(), true), "noted.png");
        CliRun r = CliRun.of("verify", shot.toString(), "--out", dir.resolve("c.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("no mistakes so far: 0 filled in, " + (81 - givens.filledCount()) + " to go"), r.out());
    }

    /**
     * A noted screenshot with the person's first entries in blue: the notes are left out and the
     * entries, told from the black givens by their colour, counted as the person's.
     */
    @Test
    void aNotedScreenshotBeingSolvedCountsItsEntries() throws Exception {
        Grid givens = FlatPages.sampleGivens();
        Grid solution = ExhaustiveSolver.solve(givens).solution();
        Grid entries = FlatPages.written(givens, solution, 18, List.of());
        Path shot = write(FlatPages.appScreen(givens, entries, true), "entries.png");
        CliRun r = CliRun.of("verify", shot.toString(), "--out", dir.resolve("c.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        int toGo = 81 - givens.filledCount() - entries.filledCount();
        assertTrue(r.out().contains("no mistakes so far: " + entries.filledCount() + " filled in, " + toGo + " to go"),
                r.out());
    }

    /**
     * An app's screenshot with the person's entries in blue, one of them wrong: told from the
     * black givens by their colour, the entries are the person's, so the puzzle is answered from
     * the givens and the wrong entry named (before: all taken for print, "the board read breaks
     * the rules: two 9s in row 1 ... retake it sharper").
     */
    @Test
    void aWrongEntryInAnAppsColourIsNamedAndThePuzzleAnswered() throws Exception {
        Grid givens = FlatPages.sampleGivens();
        Grid solution = ExhaustiveSolver.solve(givens).solution();
        Grid entries = FlatPages.written(givens, solution, 27, List.of());
        int wrong = 0;
        while (!givens.isEmpty(wrong)) {
            wrong++;
        }
        int slip = solution.get(wrong) % 9 + 1;
        entries = entries.with(wrong, slip);
        Path shot = write(FlatPages.appScreen(givens, entries, false), "entries.png");
        CliRun r = CliRun.of("solve", shot.toString(), "--out", dir.resolve("s.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        // "is 7, should be 6", or "looks like 7 but should be 6 (check it)" when read unsurely
        assertTrue(r.out().matches("(?s).*Mistake: " + Units.cellName(wrong) + " (is|looks like) " + slip
                + ",? (but )?should be " + solution.get(wrong) + ".*"), r.out());
    }

    private Path write(Mat image, String name) {
        Path file = dir.resolve(name);
        Imgcodecs.imwrite(file.toString(), image);
        image.release();
        return file;
    }
}
