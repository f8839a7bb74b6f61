package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import lens.solve.ExhaustiveSolver;
import lens.solve.human.Level;
import lens.solve.human.Rater;
import org.junit.jupiter.api.Test;

class GenerateCommandTest {
    @Test
    void printsOneUniquePuzzleALine() {
        CliRun r = CliRun.of("generate", "--count", "3", "--seed", "5");
        assertEquals(0, r.exitCode(), r.err());
        String[] lines = r.out().strip().split("\n");
        assertEquals(3, lines.length);
        for (String line : lines) {
            assertEquals(81, line.length());
            assertTrue(ExhaustiveSolver.hasUniqueSolution(Grid.parse(line)), line);
        }
    }

    @Test
    void theSameSeedGivesTheSameOutputOnTwoThreads() {
        CliRun one = CliRun.of("generate", "--count", "4", "--seed", "9", "--difficulty", "medium");
        CliRun two = CliRun.of("generate", "--count", "4", "--seed", "9", "--difficulty", "medium", "--threads", "2");
        assertEquals(0, two.exitCode(), two.err());
        assertEquals(one.out(), two.out());
    }

    @Test
    void withSolutionPrintsSolutionAndRatingBeside() {
        CliRun r = CliRun.of("generate", "--seed", "3", "--difficulty", "easy", "--with-solution", "--symmetry", "90");
        assertEquals(0, r.exitCode(), r.err());
        String[] f = r.out().strip().split(" ");
        assertEquals(4, f.length, r.out());
        Grid puzzle = Grid.parse(f[0]);
        assertEquals(ExhaustiveSolver.solve(puzzle).solution(), Grid.parse(f[1]));
        assertEquals("easy", f[3]);
        assertEquals(Level.EASY, Rater.rate(puzzle).level());
        assertEquals(Rater.rate(puzzle).score(), Double.parseDouble(f[2]), 1e-9);
    }

    /** A level reaches the generator with its spread, whatever the other options; a typed range has none. */
    @Test
    void expertIsSpreadOverItsRangeATypedRangeIsNot() {
        GenerateOptions level = options();
        level.difficulty = "Expert";
        assertEquals(lens.generate.Spread.of(Level.EXPERT), level.settings().spread());
        GenerateOptions range = options();
        range.rating = "4.6-6.5";
        assertTrue(range.settings().spread().isNone());
    }

    /** Options with the symmetry, fill, removal and timeout fixed; a test adds a level or a range. */
    private static GenerateOptions options() {
        GenerateOptions o = new GenerateOptions();
        o.symmetry = "none";
        o.fill = "uniform";
        o.removal = "start-sparse";
        o.timeoutSeconds = 60;
        return o;
    }

    @Test
    void gridFormatPrintsAGrid() {
        CliRun r = CliRun.of("generate", "--seed", "3", "--format", "grid", "--minimal");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().strip().split("\n").length >= 9, r.out());
    }

    @Test
    void badOptionsGiveOneLine() {
        for (String[] args : new String[][] {
            {"generate", "--symmetry", "spiral"},
            {"generate", "--difficulty", "insane"},
            {"generate", "--rating", "5-2"},
            {"generate", "--difficulty", "easy", "--rating", "1-2"},
            {"generate", "--count", "0"},
            {"generate", "--rating", "0.1-0.2"}, // under every puzzle made: refused at once, not searched
            {"generate", "--threads", "0"},
            {"generate", "--format", "rows"},
        }) {
            CliRun r = CliRun.of(args);
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), String.join(" ", args));
            assertTrue(r.errIsOneLine(), r.err());
        }
    }

    @Test
    void anUnreachableRatingTimesOutWithOneLine() {
        // trial-rated puzzles exist, but a few tenths of a second finds none
        CliRun r = CliRun.of("generate", "--rating", "11.9-12", "--timeout", "0.3", "--seed", "1");
        assertEquals(ExitCodes.TIMEOUT, r.exitCode());
        assertTrue(r.errIsOneLine(), r.err());
        assertTrue(r.err().contains("no puzzle with rotational symmetry rated 11.9-12.0 found within 0.3 s"), r.err());
        // asked for several, none made: said the same way (not "0 of 3 puzzles made, printed above")
        CliRun several = CliRun.of("generate", "--rating", "11.9-12", "--count", "3", "--timeout", "0.3", "--seed", "1");
        assertEquals(ExitCodes.TIMEOUT, several.exitCode());
        assertTrue(several.errIsOneLine() && several.err().contains("no puzzle with rotational symmetry rated 11.9-12.0 found"
                + " within 0.3 s"), several.err());
    }

    @Test
    void theTimeoutBoundsTheWholeRunAndThePuzzlesMadeArePrinted() {
        long start = System.nanoTime();
        CliRun r = CliRun.of("generate", "--count", "1000000", "--timeout", "0.5", "--seed", "2");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(ExitCodes.TIMEOUT, r.exitCode(), r.err());
        assertTrue(seconds < 5, "ran " + seconds + " s");
        long lines = r.out().lines().count();
        assertTrue(lines > 0 && r.out().lines().allMatch(l -> l.matches("[0-9.]{81}")), r.out().lines().findFirst().orElse(""));
        assertTrue(r.errIsOneLine(), r.err());
        assertTrue(r.err().contains("--timeout 0.5 s (the whole run) ran out with " + lines + " of 1000000 puzzles made"),
                r.err());
    }
}
