package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.solve.BoardVerdict;
import org.junit.jupiter.api.Test;

/**
 * The one sentence a photo whose board came out broken gets, on the command line (naming the
 * photo) and on the web page (naming none): the cause, the likely culprits, what to do.
 */
class UnsolvedBoardTest {
    private static final Grid TWO_FOURS = Grid.parse(
            "..44.....23...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4");

    @Test
    void aBrokenPhotoBoardNamesTheLeastSureDigits() {
        List<Conflict> conflicts = Rules.conflicts(TWO_FOURS);
        String line = UnsolvedBoard.sentence(new BoardVerdict.Conflicts(TWO_FOURS, conflicts), "r1c3 (4, or 1?)", "a.jpg");
        assertEquals("the board read from a.jpg breaks the rules: two 4s in row 1 (r1c3, r1c4); least sure: r1c3 (4, or 1?):"
                + " compare the board read with the photo, or retake it sharper", line);
    }

    /**
     * A digit in the broken rule written by hand (the person's slip of the pen, or a written
     * digit misread): the sentence names the slip and verify, which checks the written digits.
     */
    @Test
    void aWrittenDigitInTheBrokenRuleMayBeASlipOfThePen() {
        List<Conflict> conflicts = Rules.conflicts(TWO_FOURS);
        String line = UnsolvedBoard.sentence(new BoardVerdict.Conflicts(TWO_FOURS, conflicts), "r1c3 (4, or 1?)", "a.jpg", true);
        assertEquals("the board read from a.jpg breaks the rules: two 4s in row 1 (r1c3, r1c4); least sure: r1c3 (4, or 1?):"
                + " compare the board read with the photo (a digit written in may be a slip of the pen: verify checks"
                + " the written digits), or retake it sharper", line);
        assertEquals("the board read from a.jpg has no solution; a digit may be missing: compare the board read with"
                + " the photo, or retake it sharper", UnsolvedBoard.sentence(new BoardVerdict.NoSolution(TWO_FOURS), "", "a.jpg",
                true), "no rule broken, no slip to name");
    }

    @Test
    void withEveryDigitReadSurelyAMissingDigitIsTheLikelierCause() {
        String line = UnsolvedBoard.sentence(new BoardVerdict.NoSolution(TWO_FOURS), "", "a.jpg");
        assertEquals("the board read from a.jpg has no solution; a digit may be missing: compare the board read with"
                + " the photo, or retake it sharper", line);
    }

    @Test
    void theWebPageSaysTheSameWithoutAFileName() {
        List<Conflict> conflicts = Rules.conflicts(TWO_FOURS);
        String line = UnsolvedBoard.sentence(new BoardVerdict.Conflicts(TWO_FOURS, conflicts), "r1c3 (4, or 1?)", null);
        assertEquals("the board read breaks the rules: two 4s in row 1 (r1c3, r1c4); least sure: r1c3 (4, or 1?):"
                + " compare the board read with the photo, or retake it sharper", line);
    }

    @Test
    void tooFewDigitsSaysWhatToDo() {
        Grid three = Grid.parse("123" + ".".repeat(78));
        assertEquals("only 3 digits read in a.jpg (a puzzle has at least 17): photograph the whole grid closer, flat"
                + " and sharp", UnsolvedBoard.sentence(new BoardVerdict.Unreadable(three), "", "a.jpg"));
        assertEquals("only 3 digits read (a puzzle has at least 17): photograph the whole grid closer, flat and sharp",
                UnsolvedBoard.sentence(new BoardVerdict.Unreadable(three), "", null));
    }
}
