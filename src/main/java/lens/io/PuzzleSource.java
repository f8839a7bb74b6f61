package lens.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import lens.board.DatFile;
import lens.board.Puzzle;
import lens.board.PuzzleFormatException;
import lens.board.PuzzleParser;
import lens.board.PuzzleReader;

/**
 * The puzzles of a command's argument, read one at a time in bounded memory: a puzzle typed as
 * the argument, a file (regular, a pipe such as {@code <(command)}, a device), a {@code .dat}
 * truth file, or standard input ({@code -} or no argument). Text is UTF-8, lines at most
 * {@link Limits#MAX_LINE_CHARS}. A format error is raised when its line is reached, after the
 * puzzles before it; an input with no puzzle at all is refused at once.
 */
public final class PuzzleSource implements Iterator<Puzzle>, AutoCloseable {
    private final TextLines lines;
    private final PuzzleParser parser = new PuzzleParser();
    /** Puzzles read ahead (and an error met while reading ahead, raised in its turn). */
    private final Deque<Object> ahead = new ArrayDeque<>();
    private boolean finished;

    private PuzzleSource(TextLines lines, List<Puzzle> given) {
        this.lines = lines;
        ahead.addAll(given);
        finished = lines == null;
    }

    /** The puzzles of {@code arg} (null or {@code -}: {@code stdin}); the caller closes the source. */
    public static PuzzleSource open(String arg, InputStream stdin) {
        if (arg == null || arg.equals("-")) {
            InputStream in = stdin.markSupported() ? stdin : new BufferedInputStream(stdin);
            refuseImage(in);
            return started(new TextLines(in, "standard input"), "standard input");
        }
        Path p = Path.of(arg);
        if (InputFile.exists(p)) {
            return openFile(p);
        }
        if (looksLikePath(arg)) {
            throw InputException.unreadable("no such file: " + arg);
        }
        return new PuzzleSource(null, PuzzleReader.read(arg));
    }

    /**
     * Refuses standard input that starts like an image ({@code solve - < photo.jpg}): read as
     * text it was "a byte that is not UTF-8 text". One read of what has come, so that a line
     * typed at a terminal is taken at once.
     */
    private static void refuseImage(InputStream in) {
        byte[] head = new byte[12];
        int n;
        try {
            in.mark(head.length);
            n = Math.max(0, in.read(head));
            in.reset();
        } catch (IOException e) {
            throw InputException.unreadable("cannot read standard input: " + IoErrors.reason(e));
        }
        byte[] seen = Arrays.copyOf(head, n);
        String kind = ImageFiles.kind(seen) != null ? ImageFiles.kind(seen) : ImageFiles.otherKind(seen);
        if (kind != null) {
            throw InputException.unreadable("standard input holds a " + kind + " image, not puzzle text: give the photo"
                    + " as a file (sudoku-lens solve PHOTO.jpg)");
        }
    }

    /** The puzzles of a file; a {@code .dat} file is read as the photo dataset's truth. */
    public static PuzzleSource openFile(Path p) {
        if (p.getFileName() != null && p.getFileName().toString().endsWith(".dat")) {
            return new PuzzleSource(null, List.of(readDat(p)));
        }
        return started(new TextLines(InputFile.open(p), p.toString()), p.toString());
    }

    /** Every puzzle of a file, in a list (for files known to be small, such as test sets). */
    public static List<Puzzle> readAll(Path p) {
        try (PuzzleSource s = openFile(p)) {
            List<Puzzle> out = new ArrayList<>();
            s.forEachRemaining(out::add);
            return out;
        }
    }

    /** The one puzzle of a {@code .dat} truth file. */
    public static Puzzle readDat(Path p) {
        String text = new String(InputFile.readBytes(p, Limits.MAX_SMALL_TEXT_BYTES, "a .dat file"),
                StandardCharsets.UTF_8);
        return new Puzzle(DatFile.parse(text).grid(), DatFile.FIRST_ROW_LINE);
    }

    /** Reads up to the first puzzle, so an input without any is refused before work starts. */
    private static PuzzleSource started(TextLines lines, String name) {
        PuzzleSource s = new PuzzleSource(lines, List.of());
        s.fill(1);
        if (s.ahead.peek() instanceof RuntimeException e) {
            s.close();
            boolean empty = e instanceof PuzzleFormatException && !s.parser.sawContent();
            throw empty ? InputException.unreadable("no puzzle found in " + name + " (empty input)") : e;
        }
        if (s.ahead.isEmpty()) {
            s.close();
            throw InputException.unreadable("no puzzle found in " + name);
        }
        return s;
    }

    /** True when the input holds more than one puzzle (reads one ahead to know). */
    public boolean many() {
        fill(2);
        return ahead.size() > 1;
    }

    @Override
    public boolean hasNext() {
        fill(1);
        return !ahead.isEmpty();
    }

    @Override
    public Puzzle next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Object o = ahead.poll();
        if (o instanceof RuntimeException e) {
            ahead.clear();
            finished = true;
            throw e;
        }
        return (Puzzle) o;
    }

    /** Reads until {@code n} items are ahead or the text ends; an error becomes an item. */
    private void fill(int n) {
        while (ahead.size() < n && !finished) {
            try {
                String line = lines.next();
                if (line == null) {
                    finished = true;
                    parser.finish();
                } else {
                    Puzzle p = parser.feed(line, lines.lineNumber());
                    if (p != null) {
                        ahead.add(p);
                    }
                }
            } catch (RuntimeException e) {
                finished = true;
                ahead.add(e);
            }
        }
    }

    @Override
    public void close() {
        if (lines != null) {
            try {
                lines.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Text with a path separator or a file extension and no puzzle-like run of cells. */
    private static boolean looksLikePath(String arg) {
        return arg.length() < 81 && (arg.contains("/") || arg.matches(".*\\.[A-Za-z]{2,5}"));
    }

    /** Iterates the puzzles (for for-each loops). */
    public Iterable<Puzzle> puzzles() {
        return () -> this;
    }
}
