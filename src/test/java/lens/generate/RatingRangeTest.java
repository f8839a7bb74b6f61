package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.solve.human.Level;
import org.junit.jupiter.api.Test;

class RatingRangeTest {
    @Test
    void levelsFollowLevelOf() {
        for (double score = 0; score < 10; score += 0.1) {
            double s = Math.round(score * 10) / 10.0;
            for (Level l : Level.values()) {
                assertEquals(Level.of(s) == l, RatingRange.of(l).contains(s), l + " " + s);
            }
        }
    }

    @Test
    void typedRangesIncludeBothEnds() {
        RatingRange r = RatingRange.parse("3.0-4.5");
        assertTrue(r.contains(3.0));
        assertTrue(r.contains(4.5));
        assertFalse(r.contains(4.6));
        assertTrue(RatingRange.parse("7.2").contains(7.2));
    }

    @Test
    void aTrailingDashLeavesTheTopOpen() {
        RatingRange r = RatingRange.parse("9.0-");
        assertFalse(r.contains(8.9));
        assertTrue(r.contains(9.0));
        assertTrue(r.contains(12.0));
        assertEquals("9.0 or more", r.toString());
    }

    @Test
    void badRangesSayWhy() {
        assertThrows(IllegalArgumentException.class, () -> RatingRange.parse("5-3"));
        assertThrows(IllegalArgumentException.class, () -> RatingRange.parse("hard"));
    }
}
