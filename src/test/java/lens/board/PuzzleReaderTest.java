package lens.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PuzzleReaderTest {
    static final String LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @ParameterizedTest
    @ValueSource(chars = {'.', '0', '-', '_', '*'})
    void everyBlankCharacterReadsAsEmpty(char blank) {
        Grid g = Grid.parse(LINE.replace('.', blank));
        assertEquals(LINE, g.toLine());
        assertEquals(17, g.filledCount());
    }

    @Test
    void fileWithCommentsBlankLinesAndTrailingFieldsKeepsLineNumbers() {
        String text = "# a comment\n\n" + LINE + "\n" + LINE.replace('.', '0') + ":1:" + "x".repeat(81) + "\n"
                + LINE + "  # trailing comment\n";
        List<Puzzle> ps = PuzzleReader.read(text);
        assertEquals(3, ps.size());
        assertEquals(List.of(3, 4, 5), ps.stream().map(Puzzle::line).toList());
        ps.forEach(p -> assertEquals(LINE, p.grid().toLine()));
    }

    @Test
    void nineLineGridWithDashes() {
        String rows = """
                4-----8-5
                -3-------
                ---7-----
                -2-----6-
                ----8-4--
                ----1----
                ---6-3-7-
                5--2-----
                1-4------
                """;
        List<Puzzle> ps = PuzzleReader.read(rows);
        assertEquals(1, ps.size());
        assertEquals(LINE, ps.get(0).grid().toLine());
    }

    @Test
    void prettyPrintWithSeparatorsAndBorders() {
        String pretty = """
                +-------+-------+-------+
                | 4 . . | . . . | 8 . 5 |
                | . 3 . | . . . | . . . |
                | . . . | 7 . . | . . . |
                +-------+-------+-------+
                | . 2 . | . . . | . 6 . |
                | . . . | . 8 . | 4 . . |
                | . . . | . 1 . | . . . |
                +-------+-------+-------+
                | . . . | 6 . 3 | . 7 . |
                | 5 . . | 2 . . | . . . |
                | 1 . 4 | . . . | . . . |
                +-------+-------+-------+
                """;
        assertEquals(LINE, PuzzleReader.read(pretty).get(0).grid().toLine());
    }

    @Test
    void emptyRowOfDashesIsARowNotASeparator() {
        String text = "---------\n".repeat(8) + "1--------\n";
        Grid g = PuzzleReader.read(text).get(0).grid();
        assertEquals(1, g.filledCount());
        assertEquals(1, g.get(8, 0));
    }

    @Test
    void severalGridsInOneText() {
        String grid = GridFormat.GRID.format(Grid.parse(LINE));
        List<Puzzle> ps = PuzzleReader.read(grid + "\n" + grid);
        assertEquals(2, ps.size());
        assertEquals(1, ps.get(0).line());
        assertEquals(13, ps.get(1).line());
    }

    @Test
    void datFile() {
        String dat = "sonyEricsson s500i\n640x480:24 JPG\n"
                + "0 0 0 7 0 0 0 8 0 \n".repeat(1)
                + "0 9 0 0 0 3 1 0 0 \n0 0 6 8 0 5 0 7 0 \n0 2 0 6 0 0 0 4 9 \n0 0 0 2 0 0 0 5 0 \n"
                + "0 0 8 0 4 0 0 0 7 \n0 0 0 9 0 0 0 3 0 \n3 7 0 0 0 0 0 0 6 \n1 0 5 0 0 4 0 0 0 \n";
        DatFile d = DatFile.parse(dat);
        assertEquals("sonyEricsson s500i", d.phone());
        assertEquals(7, d.grid().get(0, 3));
        assertEquals(1, d.grid().get(8, 0));
        assertEquals(d, DatFile.parse(d.format()));
    }

    @Test
    void cellsSeparatedBySpacesOrCommasOnOneLine() {
        String spaced = String.join(" ", LINE.split(""));
        String commas = String.join(",", LINE.replace('.', '0').split(""));
        List<Puzzle> ps = PuzzleReader.read(spaced + "\n" + commas + "\n" + String.join("; ", LINE.split("")) + "\n");
        assertEquals(3, ps.size());
        ps.forEach(p -> assertEquals(LINE, p.grid().toLine()));
    }

    @Test
    void separatedCellsAreCountedAndEachIsOneCharacter() {
        PuzzleFormatException shortLine = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.read(String.join(",", LINE.substring(1).split(""))));
        assertEquals("line 1: expected 81 cells, found 80 (too short)", shortLine.getMessage());
        PuzzleFormatException wide = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.read("4 . 12 " + String.join(" ", LINE.substring(4).split(""))));
        assertEquals("line 1, column 6: unexpected character '2' (cells separated by spaces or commas are one character"
                + " each)", wide.getMessage());
    }

    @Test
    void tooShortLineNamesTheLineAndLength() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.read(LINE + "\n" + LINE.substring(2) + "\n"));
        assertEquals(2, e.line());
        assertEquals("line 2: expected 81 cells, found 79 (too short)", e.getMessage());
    }

    /** A space or tab typed inside an 81-cell line ends the puzzle there: said so, not "found 40 (too short)". */
    @Test
    void aSpaceInsideTheLineIsNamed() {
        for (String gap : new String[] {" ", "\t", "  "}) {
            PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                    () -> PuzzleReader.read(LINE.substring(0, 40) + gap + LINE.substring(40)));
            assertEquals("line 1, column 41: a space or tab inside the puzzle after 40 cells (write the 81 cells without"
                    + " spaces, or as 9 rows)", e.getMessage());
        }
        // a short line followed by a comment is still too short
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.read(LINE.substring(0, 40) + " rated 2.3"));
        assertEquals("line 1: expected 81 cells, found 40 (too short)", e.getMessage());
    }

    @Test
    void tooLongLine() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(LINE + "12"));
        assertTrue(e.getMessage().contains("found 83 (too long)"), e.getMessage());
    }

    @Test
    void badCharacterNamesLineAndColumn() {
        String bad = LINE.substring(0, 11) + "x" + LINE.substring(12);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read("# c\n" + bad));
        assertEquals(2, e.line());
        assertEquals(12, e.column());
        assertTrue(e.getMessage().startsWith("line 2, column 12: unexpected character 'x'"), e.getMessage());
    }

    @Test
    void gridRowWithTooFewCells() {
        String rows = "4-----8-5\n-3------\n" + "---------\n".repeat(7);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read(rows));
        assertEquals("line 2: a grid row has 9 cells, found 8", e.getMessage());
    }

    @Test
    void incompleteGrid() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleReader.read("---------\n".repeat(5)));
        assertEquals("line 1: incomplete grid: 5 of 9 rows", e.getMessage());
    }

    @Test
    void emptyInput() {
        assertThrows(PuzzleFormatException.class, () -> PuzzleReader.read("# only a comment\n\n"));
    }
}
