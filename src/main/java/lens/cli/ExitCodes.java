package lens.cli;

/** The process exit codes of every command, in one place. */
public final class ExitCodes {
    /** Success: a unique solution, a correct grid, a finished job. */
    public static final int OK = 0;
    /** {@code verify}: the grid has mistakes. Also a failure with no more specific code. */
    public static final int MISTAKES = 1;
    /** The input is not a valid puzzle (format, rule conflict) or not a readable image. */
    public static final int INVALID_INPUT = 2;
    /** The puzzle has no solution. */
    public static final int NO_SOLUTION = 3;
    /** The puzzle has two or more solutions. */
    public static final int MULTIPLE_SOLUTIONS = 4;
    /** A photo or frame in which no grid (or too few digits) was found. */
    public static final int NO_GRID = 5;
    /** No camera, or the camera failed. */
    public static final int NO_CAMERA = 6;
    /** A bug: reported in one line; {@code SUDOKU_LENS_DEBUG=1} shows the stack trace. */
    public static final int INTERNAL_ERROR = 70;

    private ExitCodes() {
    }
}
