package lens.io;

/**
 * An output file that could not be written, for jobs that write many (frames) and stop at the
 * first failure; the message names the file and the cause. Commands report it with the
 * "output failed" exit code.
 */
public final class OutputException extends RuntimeException {
    public OutputException(String message) {
        super(message);
    }
}
