package lens.generate;

import java.util.random.RandomGenerator;
import lens.board.Grid;
import lens.solve.SearchBoard;

/**
 * The "potential array" fill: pick a random open cell, pick one of its possible digits at random,
 * propagate (naked and hidden singles fill the forced cells), and start again from an empty grid
 * on a dead end.
 *
 * <p>Not uniform: a grid's chance is the sum over the many orders in which cells can be picked
 * of the product of 1/(number of candidates) at each pick, and that sum differs from grid to
 * grid. {@link UniformFill} removes the bias by fixing the cell order and correcting for the
 * product.
 */
public final class PotentialArrayFill implements GridFill {
    private final SearchBoard board = new SearchBoard();
    private final int[] openList = new int[81];

    @Override
    public Grid fill(RandomGenerator rnd) {
        while (true) {
            if (attempt(rnd)) {
                return Grid.of(board.digits());
            }
        }
    }

    private boolean attempt(RandomGenerator rnd) {
        board.clear();
        while (!board.isFull()) {
            int n = 0;
            for (int c = 0; c < 81; c++) {
                if (board.value(c) == 0) {
                    openList[n++] = c;
                }
            }
            int cell = openList[rnd.nextInt(n)];
            int m = board.mask(cell);
            int d = SearchBoard.nthDigit(m, rnd.nextInt(Integer.bitCount(m)));
            if (!board.assign(cell, d) || !board.hiddenSingles()) {
                return false;
            }
        }
        return true;
    }
}
