package lens.cli;

/** A problem the user can fix, reported as one line on standard error with an exit code. */
public final class UserError extends RuntimeException {
    private final int exitCode;

    public UserError(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
