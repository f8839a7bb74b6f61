package lens.board;

/**
 * Reads puzzles from text one line at a time, so a file of any length is read in bounded memory
 * (the forms are those of {@link PuzzleReader}). The first content line decides the form: nine
 * cells or a rule line mean grids, anything else one puzzle a line; a lone nine-cell line is then
 * reported as a short puzzle line, as it would be read alone.
 */
public final class PuzzleParser {
    private boolean started;
    private boolean gridForm;
    private int contentLines;
    private String firstLine;
    private int firstLineNumber;
    private final int[] digits = new int[Units.CELLS];
    private int rows;
    private int gridStart;

    /** Takes the next line (1-based {@code lineNumber}); returns the puzzle it completes, or null. */
    public Puzzle feed(String line, int lineNumber) {
        if (!PuzzleReader.isContent(line)) {
            return null;
        }
        contentLines++;
        if (!started) {
            started = true;
            gridForm = PuzzleReader.isSeparator(line) || PuzzleReader.rowCells(line).length() == 9;
            firstLine = line;
            firstLineNumber = lineNumber;
        }
        if (!gridForm) {
            return new Puzzle(PuzzleReader.parseLine(line, lineNumber), lineNumber);
        }
        if (PuzzleReader.isSeparator(line)) {
            return null;
        }
        if (rows == 0) {
            gridStart = lineNumber;
        }
        PuzzleReader.readRow(line, lineNumber, digits, rows);
        if (++rows < 9) {
            return null;
        }
        rows = 0;
        return new Puzzle(Grid.of(digits), gridStart);
    }

    /** True once a line other than a comment or a blank line was fed. */
    public boolean sawContent() {
        return started;
    }

    /** Ends the text: throws when it held no puzzle, a lone short line, or a grid cut short. */
    public void finish() {
        if (!started) {
            throw new PuzzleFormatException(1, "no puzzle found (empty input)");
        }
        if (gridForm && contentLines == 1) {
            PuzzleReader.parseLine(firstLine, firstLineNumber);
        }
        if (rows != 0) {
            throw new PuzzleFormatException(gridStart, "incomplete grid: " + rows + " of 9 rows");
        }
    }
}
