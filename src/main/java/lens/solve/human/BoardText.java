package lens.solve.human;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import lens.board.Digits;
import lens.board.Grid;
import lens.board.Units;

/**
 * Boards with candidates written as text, for tests and debugging: 81 tokens in reading order,
 * a bare digit for a placed cell and the candidates in braces for an empty one, e.g.
 * {@code 5 {13} {1379} ...}. Any other characters (grid lines, bars, newlines) are ignored.
 * A plain 81-character puzzle line is also accepted (candidates follow from the givens).
 */
public final class BoardText {
    private static final Pattern TOKEN = Pattern.compile("\\{([1-9]*)\\}|([1-9])");

    private BoardText() {
    }

    public static CandidateBoard parse(String text) {
        String line = text.strip();
        if (line.length() == 81 && !line.contains("{")) {
            return CandidateBoard.of(Grid.parse(line));
        }
        int[] digits = new int[Units.CELLS];
        int[] cands = new int[Units.CELLS];
        Matcher m = TOKEN.matcher(text);
        int cell = 0;
        while (m.find()) {
            if (cell == Units.CELLS) {
                throw new IllegalArgumentException("more than 81 cells in board text");
            }
            if (m.group(1) != null) {
                for (char ch : m.group(1).toCharArray()) {
                    cands[cell] |= Digits.bit(ch - '0');
                }
            } else {
                digits[cell] = m.group(2).charAt(0) - '0';
            }
            cell++;
        }
        if (cell != Units.CELLS) {
            throw new IllegalArgumentException("board text has " + cell + " cells, not 81");
        }
        return CandidateBoard.of(digits, cands);
    }

    /** Nine lines of nine tokens, columns padded so that the grid reads. */
    public static String format(CandidateBoard b) {
        List<String> tokens = new ArrayList<>();
        int[] width = new int[9];
        for (int c = 0; c < Units.CELLS; c++) {
            String t = b.isEmpty(c) ? "{" + Digits.toString(b.candidates(c)) + "}" : String.valueOf(b.digit(c));
            tokens.add(t);
            width[c % 9] = Math.max(width[c % 9], t.length());
        }
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < Units.CELLS; c++) {
            sb.append(String.format("%-" + width[c % 9] + "s", tokens.get(c)));
            sb.append(c % 9 == 8 ? "\n" : (c % 3 == 2 ? " | " : " "));
        }
        return sb.toString();
    }
}
