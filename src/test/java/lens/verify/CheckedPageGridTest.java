package lens.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import lens.pipeline.PhotoReading;
import org.junit.jupiter.api.Test;

/** Which grid of a page with several a person is shown first, and which further grids are shown at all. */
class CheckedPageGridTest {
    private final GridCheck check = new GridCheck(CheckParams.defaults());

    private CheckedPageGrid checked(PhotoReading.Read read) {
        return new CheckedPageGrid(read, check.check(read, null));
    }

    /** The puzzle with the solution written into its first {@code n} empty cells. */
    private static String writtenUpTo(int n) {
        StringBuilder s = new StringBuilder(GridCheckTest.PUZZLE);
        for (int i = 0, done = 0; i < 81 && done < n; i++) {
            if (s.charAt(i) == '.') {
                s.setCharAt(i, GridCheckTest.SOLUTION.charAt(i));
                done++;
            }
        }
        return s.toString();
    }

    @Test
    void theGridWithMistakesComesFirstThenTheOneMostWrittenIn() {
        CheckedPageGrid untouched = checked(GridCheckTest.reading(GridCheckTest.PUZZLE).build());
        CheckedPageGrid begun = checked(GridCheckTest.reading(writtenUpTo(5)).build());
        CheckedPageGrid further = checked(GridCheckTest.reading(writtenUpTo(20)).build());
        // a sure written 5 where the solution has 6 (r1c1)
        CheckedPageGrid slipped = checked(GridCheckTest.reading(writtenUpTo(3)).read(0, 5, 0.9999, 6).build());
        assertInstanceOf(GridVerdict.Mistakes.class, slipped.checked().verdict());
        assertEquals(2, CheckedPageGrid.beingFilledIn(List.of(untouched, begun, slipped, further)));
        assertEquals(2, CheckedPageGrid.beingFilledIn(List.of(untouched, begun, further)));
        assertEquals(-1, CheckedPageGrid.beingFilledIn(List.of(untouched)), "nothing written in anywhere");
    }

    /**
     * A further grid nobody has written in is shown only when it reads cleanly: its print misread
     * into a repeat, checked, is no mistake of the person's, and would be shown first.
     */
    @Test
    void aFurtherGridWithNothingWrittenInIsShownOnlyWhenClean() {
        assertTrue(checked(GridCheckTest.reading(GridCheckTest.PUZZLE).build()).worthShowing());
        // r1c1 printed 1, repeating r1c3's printed 1: every digit read as print
        PhotoReading.Read misread = GridCheckTest.reading(GridCheckTest.PUZZLE).read(0, 1, 0.9999, 6).kind(0, 0.05).build();
        CheckedPageGrid g = checked(misread);
        assertFalse(g.checked().verdict() instanceof GridVerdict.NoMistakesSoFar, g.checked().verdict().toString());
        assertFalse(g.worthShowing(), g.checked().verdict().toString());
        assertTrue(checked(GridCheckTest.reading(writtenUpTo(5)).build()).worthShowing(), "a puzzle begun");
    }
}
