package lens.board;

/**
 * The ground truth of the photo dataset, eleven lines:
 * <pre>
 * sonyEricsson s500i        phone model
 * 640x480:24 JPG            the camera's native format
 * 0 0 0 7 0 0 0 8 0         nine rows, 0 = empty cell
 * ...
 * </pre>
 */
public record DatFile(String phone, String format, Grid grid) {
    /** The 1-based line of the first grid row. */
    public static final int FIRST_ROW_LINE = 3;

    public static DatFile parse(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        if (lines.length < 11) {
            throw new PuzzleFormatException(lines.length, "a .dat file has 11 lines, found " + lines.length);
        }
        int[] digits = new int[Units.CELLS];
        for (int r = 0; r < 9; r++) {
            PuzzleReader.readRow(lines[FIRST_ROW_LINE - 1 + r], FIRST_ROW_LINE + r, digits, r);
        }
        return new DatFile(lines[0].strip(), lines[1].strip(), Grid.of(digits));
    }

    /** The file text: the two header lines, then the rows with digits separated by spaces. */
    public String format() {
        StringBuilder sb = new StringBuilder();
        sb.append(phone).append('\n').append(format).append('\n');
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                sb.append(grid.get(r, c)).append(' ');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
