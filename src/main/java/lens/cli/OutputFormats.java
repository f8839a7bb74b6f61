package lens.cli;

import java.util.Locale;
import lens.board.GridFormat;

/** Reads the {@code --format} option shared by commands that print grids. */
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
}
