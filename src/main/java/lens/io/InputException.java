package lens.io;

/**
 * An input that cannot be used, with a message fit for one line: either unreadable (missing, a
 * folder, a link loop, a pipe nothing writes to, not text) or over a limit (too large a file,
 * too long a line, too many pixels). Commands report the two with different exit codes.
 */
public final class InputException extends RuntimeException {
    /** Why the input was refused. */
    public enum Kind {
        /** Missing, not a file, not readable, not in the expected form. */
        UNREADABLE,
        /** Readable, but over a limit of {@link Limits}: nothing was read in full. */
        OVER_LIMIT
    }

    private final Kind kind;

    public InputException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public static InputException unreadable(String message) {
        return new InputException(Kind.UNREADABLE, message);
    }

    public static InputException overLimit(String message) {
        return new InputException(Kind.OVER_LIMIT, message);
    }

    public Kind kind() {
        return kind;
    }
}
