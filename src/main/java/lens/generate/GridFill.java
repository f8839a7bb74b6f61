package lens.generate;

import java.util.random.RandomGenerator;
import lens.board.Grid;

/** A way to make a random full (solved) grid; the same random sequence gives the same grid. */
public interface GridFill {
    Grid fill(RandomGenerator rnd);
}
