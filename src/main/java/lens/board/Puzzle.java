package lens.board;

/** A grid read from text, with the 1-based line where it starts (for messages). */
public record Puzzle(Grid grid, int line) {
}
