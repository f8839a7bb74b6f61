package lens.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import lens.board.PuzzleFormatException;
import lens.io.InputException;
import lens.io.OutputException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** Turns every failure into one line on standard error and an exit code; never a stack trace. */
final class ErrorHandler implements IExecutionExceptionHandler, IParameterExceptionHandler {
    private static final boolean DEBUG = System.getenv("SUDOKU_LENS_DEBUG") != null;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        if (DEBUG) {
            ex.printStackTrace();
        }
        StandardOutput.Failed out = StandardOutput.Failed.in(ex);
        if (out != null) {
            return outputFailed(out);
        }
        if (ex instanceof UserError u) {
            return fail(u.exitCode(), u.getMessage());
        }
        if (ex instanceof PuzzleFormatException p) {
            return fail(ExitCodes.INVALID_INPUT, p.getMessage());
        }
        if (ex instanceof InputException i) {
            return fail(i.kind() == InputException.Kind.OVER_LIMIT ? ExitCodes.INPUT_LIMIT : ExitCodes.INVALID_INPUT,
                    i.getMessage());
        }
        if (ex instanceof OutputException o) {
            return fail(ExitCodes.OUTPUT_FAILED, o.getMessage());
        }
        if (ex instanceof NoSuchFileException n) {
            return fail(ExitCodes.INVALID_INPUT, "no such file: " + n.getFile());
        }
        if (ex instanceof IOException || ex instanceof UncheckedIOException) {
            return fail(ExitCodes.INVALID_INPUT, "cannot read input: " + ex.getMessage());
        }
        return fail(ExitCodes.INTERNAL_ERROR, "internal error: " + ex
                + " (set SUDOKU_LENS_DEBUG=1 for details)");
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        return fail(ExitCodes.INVALID_INPUT, ex.getMessage() + " (see --help)");
    }

    /** Standard output failed: one line saying why, or none when the reader has gone (a closed pipe). */
    static int outputFailed(StandardOutput.Failed f) {
        if (f.reported || f.readerGone()) {
            f.reported = true;
            return ExitCodes.OUTPUT_FAILED;
        }
        f.reported = true;
        return fail(ExitCodes.OUTPUT_FAILED, "standard output could not be written: " + f.getMessage());
    }

    /** A line on standard error about something skipped while the run goes on (not a failure of the run). */
    static void warn(String message) {
        System.err.println("sudoku-lens: " + oneLine(message));
        System.err.flush();
    }

    static int fail(int code, String message) {
        System.err.println("sudoku-lens: " + oneLine(message));
        System.err.flush();
        return code;
    }

    /**
     * {@code message} kept on one line: a line break or other control character (a file name may
     * hold one) is written as an escape (a line break as backslash n), so the error stays the one
     * line a script reads and a name cannot fake further output.
     */
    static String oneLine(String message) {
        StringBuilder out = new StringBuilder(message.length());
        message.codePoints().forEach(c -> {
            if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c != '\t' && Character.isISOControl(c)) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }
}
