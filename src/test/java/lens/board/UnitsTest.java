package lens.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The cells around a cell: a corner has 4, an edge cell 6, an inner cell 9, itself among them. */
class UnitsTest {
    @Test
    void theCellsAroundACellAreThoseOneRowAndOneColumnAway() {
        assertArrayEquals(new int[] {0, 1, 9, 10}, Units.around(0));
        assertArrayEquals(new int[] {3, 4, 5, 12, 13, 14}, Units.around(4));
        assertArrayEquals(new int[] {30, 31, 32, 39, 40, 41, 48, 49, 50}, Units.around(40));
        assertEquals(4, Units.around(80).length);
    }
}
