package lens.cli;

import java.io.PrintStream;
import java.util.Locale;
import lens.board.Grid;
import lens.board.GridFormat;

/** The {@code --format} option shared by commands that print grids, and the printing itself. */
final class OutputFormats {
    private OutputFormats() {
    }

    static GridFormat parse(String name, GridFormat fallback) {
        if (name == null) {
            return fallback;
        }
        try {
            return GridFormat.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, "unknown --format '" + name + "' (use line, grid or rows)");
        }
    }

    /** The grid in the format, ending with one newline. */
    static void print(PrintStream o, GridFormat format, Grid g) {
        String text = format.format(g);
        o.print(text.endsWith("\n") ? text : text + "\n");
    }
}
