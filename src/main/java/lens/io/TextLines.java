package lens.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Lines of UTF-8 text from a stream, one at a time, each at most {@link Limits#MAX_LINE_CHARS}
 * characters, so any input is read in bounded memory. A byte-order mark at the start is skipped;
 * bytes that are not UTF-8 become U+FFFD (which the puzzle reader names as "not UTF-8" if it
 * lands in a cell; in a comment it does no harm). Lines end at {@code \n}, {@code \r\n} or
 * {@code \r}.
 */
public final class TextLines implements Closeable {
    private static final char BOM = '\uFEFF';

    private final Reader in;
    private final String source;
    private final char[] buf = new char[8192];
    private int pos;
    private int end;
    private boolean eof;
    private int lineNumber;

    /** Lines of {@code in}; {@code source} names it in messages (a path, "standard input"). */
    public TextLines(InputStream in, String source) {
        this.in = new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE));
        this.source = source;
    }

    /** The next line without its end, or null after the last; 1-based {@link #lineNumber()} follows it. */
    public String next() {
        try {
            return readLine();
        } catch (IOException e) {
            throw InputException.unreadable("cannot read " + source + ": " + IoErrors.reason(e));
        }
    }

    /** The 1-based number of the line last returned. */
    public int lineNumber() {
        return lineNumber;
    }

    private String readLine() throws IOException {
        StringBuilder line = null;
        while (true) {
            if (pos == end && !fill()) {
                if (line == null) {
                    return null;
                }
                return finish(line);
            }
            if (line == null) {
                line = new StringBuilder();
            }
            int start = pos;
            while (pos < end && buf[pos] != '\n' && buf[pos] != '\r') {
                pos++;
            }
            line.append(buf, start, pos - start);
            if (line.length() > Limits.MAX_LINE_CHARS) {
                throw InputException.overLimit(source + ": line " + (lineNumber + 1) + " is longer than "
                        + Limits.MAX_LINE_CHARS + " characters (not puzzle text)");
            }
            if (pos < end) {
                char terminator = buf[pos++];
                if (terminator == '\r' && (pos < end || fill()) && buf[pos] == '\n') {
                    pos++;
                }
                return finish(line);
            }
        }
    }

    private String finish(StringBuilder line) {
        lineNumber++;
        if (lineNumber == 1 && line.length() > 0 && line.charAt(0) == BOM) {
            line.deleteCharAt(0);
        }
        return line.toString();
    }

    /** Refills the buffer (keeping nothing: callers have consumed up to {@code pos == end}). */
    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (pos < end) {
            return true;
        }
        int n = in.read(buf, 0, buf.length);
        if (n <= 0) {
            eof = true;
            return false;
        }
        pos = 0;
        end = n;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
