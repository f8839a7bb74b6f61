package lens.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads puzzles from text, recognising the common forms:
 * <ul>
 *   <li>one puzzle a line, 81 characters, blanks as {@code . 0 - _ *}; anything after the 81
 *       cells behind a space, {@code :}, {@code ,} or {@code ;} is ignored (as in
 *       {@code puzzle:count:solution} test files); or 81 one-character cells separated by
 *       spaces, commas or semicolons ({@code 5,3,0,0,7,...});</li>
 *   <li>grids of nine rows of nine cells ({@code 1-----2--}), with or without spaces, {@code |}
 *       between stacks and rule lines such as {@code ------+-------+------} between bands;
 *       several grids may follow each other;</li>
 *   <li>the 11-line {@code .dat} ground truth of the photo dataset (see {@link DatFile}).</li>
 * </ul>
 * Lines starting with {@code #} are comments. The first content line decides the form: nine
 * cells means grids, anything else means one puzzle a line ({@link PuzzleParser} reads line by
 * line; files and standard input go through {@code lens.io.PuzzleSource}). Errors name line and
 * column (counted in characters, not bytes) and the offending character with its code.
 */
public final class PuzzleReader {
    private PuzzleReader() {
    }

    /** Reads every puzzle of a text in any accepted form; at least one puzzle is required. */
    public static List<Puzzle> read(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        PuzzleParser parser = new PuzzleParser();
        List<Puzzle> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            Puzzle p = parser.feed(lines[i], i + 1);
            if (p != null) {
                out.add(p);
            }
        }
        parser.finish();
        return out;
    }

    /** How many cell characters (digits and blanks) follow position {@code from} of {@code line}, spaces skipped. */
    private static int cellsAfter(String line, int from) {
        int cells = 0;
        for (int i = from; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (Character.isWhitespace(ch)) {
                continue;
            }
            if (!(ch >= '1' && ch <= '9' || isBlank(ch))) {
                return -1;
            }
            cells++;
        }
        return cells;
    }

    /** Parses one 81-cell line; {@code lineNumber} is used in error messages. */
    public static Grid parseLine(String line, int lineNumber) {
        if (isSeparated(line)) {
            return parseSeparated(line, lineNumber);
        }
        int start = 0;
        while (start < line.length() && Character.isWhitespace(line.charAt(start))) {
            start++;
        }
        int end = start;
        while (end < line.length() && !isTerminator(line.charAt(end))) {
            end++;
        }
        int length = end - start;
        int[] digits = new int[Units.CELLS];
        for (int i = 0; i < Math.min(length, Units.CELLS); i++) {
            digits[i] = cellValue(line, start + i, lineNumber);
        }
        if (length < Units.CELLS && end < line.length() && Character.isWhitespace(line.charAt(end))
                && length + cellsAfter(line, end) == Units.CELLS) {
            // a space or tab inside the puzzle ends it there: the rest reads as a comment
            throw new PuzzleFormatException(lineNumber, line.codePointCount(0, end) + 1, "a space or tab inside the"
                    + " puzzle after " + length + " cells (write the 81 cells without spaces, or as 9 rows)");
        }
        if (length != Units.CELLS) {
            throw new PuzzleFormatException(lineNumber,
                    "expected 81 cells, found " + length + (length > Units.CELLS ? " (too long)" : " (too short)"));
        }
        return Grid.of(digits);
    }

    /**
     * A line of one-character cells with a space, comma or semicolon after each ({@code 5 3 0 0 7
     * ...}, {@code 5,3,0,0,7,...}), as many sites and spreadsheets give a puzzle: its second
     * character is a separator and it holds more than a grid row's nine cells.
     */
    private static boolean isSeparated(String line) {
        String t = line.strip();
        if (t.length() < 2 || !isCellSeparator(t.charAt(1))) {
            return false;
        }
        int cells = 0;
        for (int i = 0; i < t.length() && cells <= 9; i++) {
            cells += !isCellSeparator(t.charAt(i)) && (i == 0 || isCellSeparator(t.charAt(i - 1))) ? 1 : 0;
        }
        return cells > 9;
    }

    private static Grid parseSeparated(String line, int lineNumber) {
        int[] digits = new int[Units.CELLS];
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            if (isCellSeparator(line.charAt(i))) {
                continue;
            }
            if (i + 1 < line.length() && !isCellSeparator(line.charAt(i + 1))) {
                throw new PuzzleFormatException(lineNumber, line.codePointCount(0, i + 1) + 1,
                        describe(line.codePointAt(i + 1)) + " (cells separated by spaces or commas are one character each)");
            }
            int d = cellValue(line, i, lineNumber);
            if (n < Units.CELLS) {
                digits[n] = d;
            }
            n++;
        }
        if (n != Units.CELLS) {
            throw new PuzzleFormatException(lineNumber, "expected 81 cells, found " + n
                    + (n > Units.CELLS ? " (too long)" : " (too short)"));
        }
        return Grid.of(digits);
    }

    private static boolean isCellSeparator(char ch) {
        return Character.isWhitespace(ch) || ch == ',' || ch == ';';
    }

    /** Reads the nine cells of one grid row into {@code digits}; spaces and {@code |} are skipped. */
    static void readRow(String line, int lineNumber, int[] digits, int row) {
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == ' ' || ch == '\t' || ch == '|') {
                continue;
            }
            int d = cellValue(line, i, lineNumber);
            if (n < 9) {
                digits[9 * row + n] = d;
            }
            n++;
        }
        if (n != 9) {
            throw new PuzzleFormatException(lineNumber, "a grid row has 9 cells, found " + n);
        }
    }

    private static int cellValue(String text, int index, int line) {
        char ch = text.charAt(index);
        if (ch >= '1' && ch <= '9') {
            return ch - '0';
        }
        if (isBlank(ch)) {
            return 0;
        }
        throw new PuzzleFormatException(line, text.codePointCount(0, index) + 1, describe(text.codePointAt(index))
                + " (cells are 1-9, blanks . 0 - _ *)");
    }

    /** Whether {@code ch} writes an empty cell. */
    private static boolean isBlank(char ch) {
        return ch == '.' || ch == '0' || ch == '-' || ch == '_' || ch == '*';
    }

    /** {@code unexpected character 'x'}, {@code ... '٣' (U+0663)}, control characters by code only. */
    static String describe(int codePoint) {
        if (codePoint == 0xFFFD) {
            return "a byte that is not UTF-8 text (save the file as UTF-8)";
        }
        String code = String.format("U+%04X", codePoint);
        if (codePoint >= 32 && codePoint <= 126) {
            return "unexpected character '" + (char) codePoint + "'";
        }
        if (Character.isISOControl(codePoint) || !Character.isDefined(codePoint) || Character.isWhitespace(codePoint)
                || Character.getType(codePoint) == Character.FORMAT) {
            return "unexpected character " + code;
        }
        return "unexpected character '" + Character.toString(codePoint) + "' (" + code + ")";
    }

    private static boolean isTerminator(char ch) {
        return Character.isWhitespace(ch) || ch == ':' || ch == ',' || ch == ';';
    }

    static boolean isContent(String line) {
        String t = line.strip();
        return !t.isEmpty() && t.charAt(0) != '#';
    }

    /** A rule line between bands, like {@code ------+-------+------} or {@code *-----------*}. */
    static boolean isSeparator(String line) {
        String t = line.strip();
        if (t.isEmpty() || t.chars().anyMatch(ch -> "-+=|* ".indexOf(ch) < 0)) {
            return false;
        }
        return t.indexOf('+') >= 0 || t.indexOf('=') >= 0 || rowCells(t).length() != 9;
    }

    static String rowCells(String line) {
        return line.replaceAll("[\\s|]", "");
    }
}
