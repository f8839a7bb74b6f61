package lens.board;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads puzzles from text, recognising the common forms:
 * <ul>
 *   <li>one puzzle a line, 81 characters, blanks as {@code . 0 - _ *}; anything after the 81
 *       cells behind a space, {@code :}, {@code ,} or {@code ;} is ignored (as in
 *       {@code puzzle:count:solution} test files);</li>
 *   <li>grids of nine rows of nine cells ({@code 1-----2--}), with or without spaces, {@code |}
 *       between stacks and rule lines such as {@code ------+-------+------} between bands;
 *       several grids may follow each other;</li>
 *   <li>the 11-line {@code .dat} ground truth of the photo dataset (see {@link DatFile}).</li>
 * </ul>
 * Lines starting with {@code #} are comments. The first content line decides the form: nine
 * cells means grids, anything else means one puzzle a line. Errors name line and column.
 */
public final class PuzzleReader {
    private PuzzleReader() {
    }

    /** Reads every puzzle of a file; {@code .dat} files are read as {@link DatFile}. */
    public static List<Puzzle> readFile(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        if (file.getFileName().toString().endsWith(".dat")) {
            return List.of(new Puzzle(DatFile.parse(text).grid(), DatFile.FIRST_ROW_LINE));
        }
        return read(text);
    }

    /** Reads every puzzle of a text in any accepted form; at least one puzzle is required. */
    public static List<Puzzle> read(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        int first = firstContentLine(lines);
        if (first < 0) {
            throw new PuzzleFormatException(1, "no puzzle found (empty input)");
        }
        boolean gridForm = countContentLines(lines) > 1
                && (isSeparator(lines[first]) || rowCells(lines[first]).length() == 9);
        return gridForm ? readGrids(lines) : readLines(lines);
    }

    /** Parses one 81-cell line; {@code lineNumber} is used in error messages. */
    public static Grid parseLine(String line, int lineNumber) {
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
            digits[i] = cellValue(line.charAt(start + i), lineNumber, start + i + 1);
        }
        if (length != Units.CELLS) {
            throw new PuzzleFormatException(lineNumber,
                    "expected 81 cells, found " + length + (length > Units.CELLS ? " (too long)" : " (too short)"));
        }
        return Grid.of(digits);
    }

    private static List<Puzzle> readLines(String[] lines) {
        List<Puzzle> out = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (isContent(lines[i])) {
                out.add(new Puzzle(parseLine(lines[i], i + 1), i + 1));
            }
        }
        return out;
    }

    private static List<Puzzle> readGrids(String[] lines) {
        List<Puzzle> out = new ArrayList<>();
        int[] digits = new int[Units.CELLS];
        int rows = 0;
        int startLine = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (!isContent(line) || isSeparator(line)) {
                continue;
            }
            if (rows == 0) {
                startLine = i + 1;
            }
            readRow(line, i + 1, digits, rows);
            if (++rows == 9) {
                out.add(new Puzzle(Grid.of(digits), startLine));
                rows = 0;
            }
        }
        if (rows != 0) {
            throw new PuzzleFormatException(startLine, "incomplete grid: " + rows + " of 9 rows");
        }
        return out;
    }

    /** Reads the nine cells of one grid row into {@code digits}; spaces and {@code |} are skipped. */
    static void readRow(String line, int lineNumber, int[] digits, int row) {
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == ' ' || ch == '\t' || ch == '|') {
                continue;
            }
            int d = cellValue(ch, lineNumber, i + 1);
            if (n < 9) {
                digits[9 * row + n] = d;
            }
            n++;
        }
        if (n != 9) {
            throw new PuzzleFormatException(lineNumber, "a grid row has 9 cells, found " + n);
        }
    }

    private static int cellValue(char ch, int line, int column) {
        if (ch >= '1' && ch <= '9') {
            return ch - '0';
        }
        if (ch == '.' || ch == '0' || ch == '-' || ch == '_' || ch == '*') {
            return 0;
        }
        throw new PuzzleFormatException(line, column, "unexpected character '" + printable(ch)
                + "' (cells are 1-9, blanks . 0 - _ *)");
    }

    private static String printable(char ch) {
        return ch < 32 || ch > 126 ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
    }

    private static boolean isTerminator(char ch) {
        return Character.isWhitespace(ch) || ch == ':' || ch == ',' || ch == ';';
    }

    private static boolean isContent(String line) {
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

    private static String rowCells(String line) {
        return line.replaceAll("[\\s|]", "");
    }

    private static int firstContentLine(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            if (isContent(lines[i])) {
                return i;
            }
        }
        return -1;
    }

    private static int countContentLines(String[] lines) {
        int n = 0;
        for (String l : lines) {
            if (isContent(l)) {
                n++;
            }
        }
        return n;
    }
}
