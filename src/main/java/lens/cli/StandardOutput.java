package lens.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Standard output that reports a failed write instead of losing it. {@code System.out} swallows
 * write errors (it only sets a flag few look at), so an answer sent to a full disk
 * ({@code solve PUZZLE > answer.txt}) was lost with exit 0, and a long run piped into
 * {@code head -1} went on to its end with no one reading. Installed by {@link Main#main}, a
 * write that fails throws {@link Failed}: the command stops there, and {@link ErrorHandler} says
 * why in one line (exit 11), or nothing when the reader has gone (a closed pipe: it chose to
 * stop reading).
 */
final class StandardOutput {
    private StandardOutput() {
    }

    /** A write to standard output that failed; thrown through the command to {@link ErrorHandler}. */
    static final class Failed extends RuntimeException {
        /** Set once the failure has been told (it is thrown again by every later write, e.g. the last flush). */
        boolean reported;

        Failed(IOException cause) {
            super(cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage(), cause);
        }

        /** True when nothing reads the output any more (the pipe was closed), rather than a failure to report. */
        boolean readerGone() {
            return getMessage().contains("Broken pipe");
        }

        /** The failure in {@code t} or its causes, or null. */
        static Failed in(Throwable t) {
            for (Throwable c = t; c != null; c = c.getCause()) {
                if (c instanceof Failed f) {
                    return f;
                }
            }
            return null;
        }
    }

    /** Makes {@code System.out} a stream whose failed writes throw {@link Failed} (same encoding, flushed at each line). */
    static void install() {
        String encoding = System.getProperty("sun.stdout.encoding");
        Charset charset = encoding != null && Charset.isSupported(encoding) ? Charset.forName(encoding)
                : Charset.defaultCharset();
        OutputStream fd = new FileOutputStream(FileDescriptor.out);
        System.setOut(new PrintStream(new BufferedOutputStream(new Checked(fd), 8192), true, charset));
    }

    /**
     * Passes bytes on; an I/O error becomes {@link Failed}, which PrintStream does not swallow,
     * and every later write throws the same one (nothing is written after a failure).
     */
    private static final class Checked extends FilterOutputStream {
        private Failed failure;

        Checked(OutputStream out) {
            super(out);
        }

        @Override
        public synchronized void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            if (failure != null) {
                throw failure;
            }
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                failure = new Failed(e);
                throw failure;
            }
        }

        @Override
        public synchronized void flush() {
            if (failure != null) {
                throw failure;
            }
        }
    }
}
