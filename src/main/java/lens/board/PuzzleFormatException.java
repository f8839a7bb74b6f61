package lens.board;

/** Text that is not a puzzle; the message names the line (and column where it helps), 1-based. */
public final class PuzzleFormatException extends RuntimeException {
    private final int line;
    private final int column;

    public PuzzleFormatException(int line, int column, String problem) {
        super(column > 0 ? "line " + line + ", column " + column + ": " + problem : "line " + line + ": " + problem);
        this.line = line;
        this.column = column;
    }

    public PuzzleFormatException(int line, String problem) {
        this(line, 0, problem);
    }

    public int line() {
        return line;
    }

    /** The 1-based column, or 0 when the problem is the whole line. */
    public int column() {
        return column;
    }
}
