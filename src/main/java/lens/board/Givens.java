package lens.board;

/**
 * How many filled cells make what: facts about boards that every reader of a board (photo,
 * live, verify, evaluation) must agree on, so they are written once.
 */
public final class Givens {
    /** Fewer givens than this never make a unique puzzle (17 is the proven minimum). */
    public static final int MIN_PUZZLE = 17;

    /**
     * A board with this many filled cells is a filled-in grid (to be verified), not a puzzle:
     * minimal puzzles have at most about 40 givens, while a hand-filled grid misses a cell or two.
     */
    public static final int FILLED_GRID = 60;

    private Givens() {
    }
}
