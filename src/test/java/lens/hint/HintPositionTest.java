package lens.hint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How a hint's legend words the written digits that differ from the solution. */
class HintPositionTest {
    @Test
    void aMistakeSaysHowSureTheReadingIsAndWhetherTheDigitIsSmall() {
        assertEquals("r1c1 is 2, should be 9", new HintPosition.Mistake(0, 2, 9, true, false).describe());
        assertEquals("r1c1 looks like 2 but should be 9 (check it)", new HintPosition.Mistake(0, 2, 9, false, false).describe());
        assertEquals("r9c9 looks like 2, written small (a pencil mark?), but should be 9 (check it)",
                new HintPosition.Mistake(80, 2, 9, false, true).describe());
    }
}
