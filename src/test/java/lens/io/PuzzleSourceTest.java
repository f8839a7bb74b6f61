package lens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import lens.board.Puzzle;
import lens.board.PuzzleFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Puzzle text from files and streams: UTF-8 with a BOM, characters named, bounded lines, streaming. */
class PuzzleSourceTest {
    static final String P = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    Path dir;

    private static InputStream bytes(byte[] b) {
        return new ByteArrayInputStream(b);
    }

    private static List<Puzzle> all(PuzzleSource s) {
        List<Puzzle> out = new ArrayList<>();
        s.forEachRemaining(out::add);
        return out;
    }

    @Test
    void aByteOrderMarkIsSkipped() throws Exception {
        Path f = dir.resolve("bom.txt");
        Files.write(f, ("\uFEFF" + P + "\r\n").getBytes(StandardCharsets.UTF_8));
        assertEquals(P, PuzzleSource.readAll(f).get(0).grid().toLine());
    }

    @Test
    void aUnicodeDigitIsNamedWithItsCodeAndColumn() {
        String line = P.substring(0, 10) + "\u0663" + P.substring(11);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> all(PuzzleSource.open("-", bytes(line.getBytes(StandardCharsets.UTF_8)))));
        assertEquals("line 1, column 11: unexpected character '\u0663' (U+0663) (cells are 1-9, blanks . 0 - _ *)",
                e.getMessage());
        String emoji = P.substring(0, 3) + "\uD83D\uDE00" + P.substring(4);
        e = assertThrows(PuzzleFormatException.class,
                () -> all(PuzzleSource.open("-", bytes(emoji.getBytes(StandardCharsets.UTF_8)))));
        assertTrue(e.getMessage().startsWith("line 1, column 4: unexpected character '\uD83D\uDE00' (U+1F600)"), e.getMessage());
    }

    @Test
    void bytesThatAreNotUtf8AreSaidToBeSo() {
        byte[] latin1 = (P.substring(0, 5) + "\u00e9" + P.substring(6)).getBytes(StandardCharsets.ISO_8859_1);
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> all(PuzzleSource.open("-", bytes(latin1))));
        assertTrue(e.getMessage().startsWith("line 1, column 6: a byte that is not UTF-8 text"), e.getMessage());
        byte[] comment = ("# caf\u00e9\n" + P).getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(1, all(PuzzleSource.open("-", bytes(comment))).size());
    }

    /** A photo piped in ({@code solve - < photo.jpg}) is named as an image, not as bytes that are not UTF-8 text. */
    @Test
    void anImageOnStandardInputIsNamedAsOne() throws Exception {
        byte[] jpeg = Files.readAllBytes(Path.of("samples/photos/newspaper-2.jpg"));
        InputException e = assertThrows(InputException.class, () -> all(PuzzleSource.open("-", bytes(jpeg))));
        assertEquals(InputException.Kind.UNREADABLE, e.kind());
        assertTrue(e.getMessage().startsWith("standard input holds a JPEG image, not puzzle text"), e.getMessage());
        // a puzzle that arrives a byte at a time is still read from its first byte on
        byte[] text = (P + "\n").getBytes(StandardCharsets.UTF_8);
        InputStream trickle = new InputStream() {
            int at;

            @Override
            public int read() {
                return at < text.length ? text[at++] : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                int c = read();
                if (c < 0) {
                    return -1;
                }
                b[off] = (byte) c;
                return 1;
            }
        };
        assertEquals(P, all(PuzzleSource.open("-", trickle)).get(0).grid().toLine());
    }

    @Test
    void anEndlessLineIsRefusedAfterTheLimitNotReadWhole() {
        InputStream zeros = new InputStream() {
            long served;

            @Override
            public int read() {
                served++;
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                served += len;
                assertTrue(served < 64L * Limits.MAX_LINE_CHARS, "kept reading an endless line");
                Arrays.fill(b, off, off + len, (byte) 0);
                return len;
            }
        };
        InputException e = assertThrows(InputException.class, () -> PuzzleSource.open("-", zeros));
        assertEquals(InputException.Kind.OVER_LIMIT, e.kind());
        assertTrue(e.getMessage().contains("line 1 is longer than"), e.getMessage());
    }

    @Test
    void puzzlesComeOneAtATimeAndAnErrorWhenItsLineIsReached() {
        String text = P + "\n" + P + "\n" + "bad line\n" + P + "\n";
        PuzzleSource s = PuzzleSource.open("-", bytes(text.getBytes(StandardCharsets.UTF_8)));
        assertTrue(s.many());
        assertEquals(1, s.next().line());
        assertEquals(2, s.next().line());
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, s::next);
        assertEquals(3, e.line());
        assertFalse(s.hasNext());
    }

    @Test
    void aMillionLinesStreamWithoutBeingHeld() {
        int lines = 1_000_000;
        byte[] one = (P + "\n").getBytes(StandardCharsets.US_ASCII);
        InputStream endless = new InputStream() {
            long pos;

            @Override
            public int read() {
                return pos < (long) lines * one.length ? one[(int) (pos++ % one.length)] : -1;
            }
        };
        int n = 0;
        try (PuzzleSource s = PuzzleSource.open("-", new java.io.BufferedInputStream(endless))) {
            while (s.hasNext()) {
                s.next();
                n++;
            }
        }
        assertEquals(lines, n);
    }

    @Test
    void emptyInputAndAMissingPathAreOneLineErrors() throws Exception {
        InputException e = assertThrows(InputException.class, () -> PuzzleSource.open("-", bytes(new byte[0])));
        assertEquals("no puzzle found in standard input (empty input)", e.getMessage());
        e = assertThrows(InputException.class, () -> PuzzleSource.open(dir.resolve("none.txt").toString(), bytes(new byte[0])));
        assertTrue(e.getMessage().startsWith("no such file: "), e.getMessage());
    }

    @Test
    void aLoneNineCellLineIsAShortPuzzleLine() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> all(PuzzleSource.open("-", bytes("123456789\n".getBytes(StandardCharsets.UTF_8)))));
        assertEquals("line 1: expected 81 cells, found 9 (too short)", e.getMessage());
    }
}
