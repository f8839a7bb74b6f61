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
    /**
     * A photo with a grid that cannot be read reliably (cut off by the frame edge, too blurred,
     * too small, or a reading that breaks the rules in ways no correction explains): the line
     * says what to do instead (step back, hold still, come closer).
     */
    public static final int UNUSABLE_PHOTO = 7;
    /**
     * {@code verify}: no clear mistake, but some written digits disagree with the solution and
     * were not read beyond doubt: the line names the cells to check by eye.
     */
    public static final int CHECK_CELLS = 8;
    /**
     * A job that ran out of its time limit ({@code generate --timeout}, the bound on the whole run)
     * before it finished; what it made by then was printed.
     */
    public static final int TIMEOUT = 9;
    /**
     * An input over a limit (file size, decoded pixels, line length, a thread count, a count of
     * photos or frames that would fill the disk or never end): nothing was read or written.
     */
    public static final int INPUT_LIMIT = 10;
    /**
     * The answer was printed but an output file (picture, frames) could not be written, or
     * standard output itself could not be (a full disk): the line says why. Also a run whose
     * reader stopped early (a closed pipe), without a line.
     */
    public static final int OUTPUT_FAILED = 11;
    /** A bug: reported in one line; {@code SUDOKU_LENS_DEBUG=1} shows the stack trace. */
    public static final int INTERNAL_ERROR = 70;

    private ExitCodes() {
    }
}
