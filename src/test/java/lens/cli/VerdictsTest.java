package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.solve.BoardVerdict;
import org.junit.jupiter.api.Test;

/** The one line a photo whose board came out broken gets: the cause, the likely culprits, what to do. */
class VerdictsTest {
    private static final Grid TWO_FOURS = Grid.parse(
            "..44.....23...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4");

    @Test
    void aBrokenPhotoBoardNamesTheLeastSureDigits() {
        List<Conflict> conflicts = Rules.conflicts(TWO_FOURS);
        String line = Verdicts.ofPhoto("a.jpg", new BoardVerdict.Conflicts(TWO_FOURS, conflicts), "r1c3 (4, or 1?)");
        assertEquals("the board read from a.jpg breaks the rules: two 4s in row 1 (r1c3, r1c4); least sure: r1c3 (4, or 1?):"
                + " compare the board read with the photo, or retake it sharper", line);
    }

    @Test
    void withEveryDigitReadSurelyAMissingDigitIsTheLikelierCause() {
        String line = Verdicts.ofPhoto("a.jpg", new BoardVerdict.NoSolution(TWO_FOURS), "");
        assertEquals("the board read from a.jpg has no solution; a digit may be missing: compare the board read with"
                + " the photo, or retake it sharper", line);
    }
}
