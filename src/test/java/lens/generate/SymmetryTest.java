package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SymmetryTest {
    @ParameterizedTest
    @EnumSource(Symmetry.class)
    void orbitsPartitionTheCellsAndAreClosed(Symmetry s) {
        Set<Integer> seen = new HashSet<>();
        for (int[] orbit : s.orbits()) {
            for (int c : orbit) {
                assertEquals(true, seen.add(c), "cell in two orbits: " + c);
                assertEquals(orbit, s.orbitOf(s.image(c)));
            }
        }
        assertEquals(81, seen.size());
    }

    @Test
    void orbitCountsMatchTheGeometry() {
        assertEquals(81, Symmetry.NONE.orbits().length);
        assertEquals(41, Symmetry.ROTATIONAL.orbits().length);
        assertEquals(21, Symmetry.QUARTER_TURN.orbits().length);
        assertEquals(45, Symmetry.MIRROR.orbits().length);
        assertEquals(45, Symmetry.DIAGONAL.orbits().length);
    }

    @Test
    void imagesAreTheNamedMoves() {
        int r = 1;
        int c = 2;
        int cell = 9 * r + c;
        assertEquals(9 * 7 + 6, Symmetry.ROTATIONAL.image(cell));
        assertEquals(9 * c + (8 - r), Symmetry.QUARTER_TURN.image(cell));
        assertEquals(9 * r + 6, Symmetry.MIRROR.image(cell));
        assertEquals(9 * c + r, Symmetry.DIAGONAL.image(cell));
    }

    @Test
    void labelsReadBack() {
        for (Symmetry s : Symmetry.values()) {
            assertEquals(s, Symmetry.byLabel(s.label()));
        }
        assertEquals(null, Symmetry.byLabel("spiral"));
    }
}
