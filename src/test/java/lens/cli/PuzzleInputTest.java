package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import lens.io.PuzzleSource;
import org.junit.jupiter.api.Test;

/** Reading puzzles from a terminal says so first, so that the wait for typing is not taken for a hang. */
class PuzzleInputTest {
    private static final String PUZZLE =
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000";

    @Test
    void theKeyboardIsAnnouncedAndAFileOrPipeIsNot() {
        assertTrue(stderrWhileOpening(null, true).contains("end with Ctrl-D"));
        assertTrue(stderrWhileOpening("-", true).contains("end with Ctrl-D"));
        assertEquals("", stderrWhileOpening(null, false), "a pipe or a file: nothing said");
        assertEquals("", stderrWhileOpening(PUZZLE, true), "a puzzle given: nothing awaited");
    }

    private static synchronized String stderrWhileOpening(String arg, boolean keyboard) {
        PrintStream err = System.err;
        InputStream in = System.in;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
            System.setIn(new ByteArrayInputStream((PUZZLE + "\n").getBytes(StandardCharsets.UTF_8)));
            try (PuzzleSource s = PuzzleInput.open(arg, keyboard)) {
                assertTrue(s.hasNext());
            }
        } finally {
            System.setErr(err);
            System.setIn(in);
        }
        return said.toString(StandardCharsets.UTF_8);
    }
}
