package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import lens.board.Grid;
import lens.board.Rules;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class FullGridProperties {
    @Property(tries = 40)
    void everyFillMakesAValidFullGrid(@ForAll FillMethod method, @ForAll long seed) {
        Grid g = method.newFill().fill(new SplittableRandom(seed));
        assertTrue(g.isComplete(), g.toLine());
        assertTrue(Rules.isSolved(g), g.toLine());
    }

    @Property(tries = 20)
    void aFillDependsOnlyOnTheRandomSequence(@ForAll FillMethod method, @ForAll long seed) {
        assertEquals(method.newFill().fill(new SplittableRandom(seed)),
                method.newFill().fill(new SplittableRandom(seed)));
    }
}
