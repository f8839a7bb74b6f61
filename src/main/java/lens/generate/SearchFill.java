package lens.generate;

import java.util.random.RandomGenerator;
import lens.board.Grid;
import lens.solve.SearchBoard;

/**
 * Randomised depth-first search: on the open cell with fewest candidates, try its digits in a
 * random order, propagating singles after each, and backtrack on a dead end; the first full grid
 * found is the result.
 *
 * <p>Not uniform: after a dead end the search moves to a sibling branch instead of starting over,
 * so grids next to many dead ends are found more often than their share.
 */
public final class SearchFill implements GridFill {
    private final SearchBoard[] stack = new SearchBoard[82];
    /** The grid the last successful search ended on. */
    private Grid lastFull;

    public SearchFill() {
        for (int i = 0; i < stack.length; i++) {
            stack[i] = new SearchBoard();
        }
    }

    @Override
    public Grid fill(RandomGenerator rnd) {
        stack[0].clear();
        if (!search(0, rnd)) {
            throw new IllegalStateException("the empty grid has no completion");
        }
        return lastFull;
    }

    private boolean search(int depth, RandomGenerator rnd) {
        SearchBoard b = stack[depth];
        int cell = b.fewestCandidatesCell();
        if (cell < 0) {
            lastFull = Grid.of(b.digits());
            return true;
        }
        int m = b.mask(cell);
        int[] order = PermutationFill.permutation(Integer.bitCount(m), rnd);
        SearchBoard next = stack[depth + 1];
        for (int k : order) {
            next.copyFrom(b);
            if (next.assign(cell, SearchBoard.nthDigit(m, k)) && next.hiddenSingles() && search(depth + 1, rnd)) {
                return true;
            }
        }
        return false;
    }
}
