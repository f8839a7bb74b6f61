package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TerminalProgressTest {
    /** Both streams on one terminal: every result line ends up alone on its line, the bar wiped before it. */
    @Test
    void resultsNeverShareALineWithTheBar() {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        PrintStream shared = new PrintStream(terminal, true, StandardCharsets.UTF_8);
        int n = 40;
        try (TerminalProgress bar = new TerminalProgress("generate", n, " puzzles", shared)) {
            for (int i = 0; i < n; i++) {
                bar.step();
                bar.print(shared, "PUZZLE" + i + "\n");
            }
        }
        String text = terminal.toString(StandardCharsets.UTF_8);
        int seen = 0;
        for (String line : text.split("\n")) {
            int at = line.indexOf("PUZZLE");
            if (at >= 0) {
                seen++;
                String shown = line.substring(line.lastIndexOf('\r') + 1);
                assertEquals("\u001b[2KPUZZLE" + line.substring(at + 6), shown, "a result shares its line: " + line);
            }
        }
        assertEquals(n, seen);
        assertTrue(text.contains("generate"), "the bar was drawn");
    }
}
