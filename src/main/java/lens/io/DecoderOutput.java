package lens.io;

import com.sun.jna.Library;
import com.sun.jna.Native;
import java.util.function.Supplier;

/**
 * The native image decoders (libjpeg, libpng, libtiff, and OpenCV's own log) print their
 * warnings straight to file descriptor 2, past {@code System.err}: a photo with damaged data
 * gave "Corrupt JPEG data: premature end of data segment" or "libpng error: bad adaptive filter
 * value" above the command's one line. The decode's result already says what is wrong with the
 * image, so a command line, which promises one line on standard error, turns that output off
 * around each decode ({@link #silence()}, called once at the start of the process). The web
 * server leaves it on: its standard error is a log written by many threads, from which a
 * redirection would cut lines.
 *
 * <p>Off means file descriptor 2 points at {@code /dev/null} while any decode runs (decodes on
 * several threads share one redirection, undone when the last ends). Where the C library cannot
 * be reached, nothing changes.
 */
public final class DecoderOutput {
    private static final int O_WRONLY = 1;
    private static final Object LOCK = new Object();
    private static volatile boolean silenced;
    /** Decodes running with the output off, and the real descriptor 2 kept meanwhile (under LOCK). */
    private static int running;
    private static int saved = -1;

    private DecoderOutput() {
    }

    /** The calls of the C library used here. */
    interface LibC extends Library {
        int dup(int fd);

        int dup2(int from, int to);

        int open(String path, int flags);

        int close(int fd);
    }

    /** The C library, loaded on first use; null where it cannot be. */
    private static final class C {
        static final LibC LIB = load();

        private static LibC load() {
            try {
                return Native.load("c", LibC.class);
            } catch (LinkageError | RuntimeException e) {
                return null;
            }
        }
    }

    /** From now on, in this process, decoders print nothing (for a command line). */
    public static void silence() {
        silenced = true;
    }

    /** Runs {@code decode} with the decoders' output off when {@link #silence()} was called. */
    static <T> T quietly(Supplier<T> decode) {
        LibC c = silenced ? C.LIB : null;
        if (c == null) {
            return decode.get();
        }
        begin(c);
        try {
            return decode.get();
        } finally {
            end(c);
        }
    }

    private static void begin(LibC c) {
        synchronized (LOCK) {
            if (running++ > 0) {
                return;
            }
            System.err.flush();
            int nul = c.open("/dev/null", O_WRONLY);
            if (nul < 0) {
                return;
            }
            int real = c.dup(2);
            if (real >= 0 && c.dup2(nul, 2) >= 0) {
                saved = real;
            } else if (real >= 0) {
                c.close(real);
            }
            c.close(nul);
        }
    }

    private static void end(LibC c) {
        synchronized (LOCK) {
            if (--running > 0 || saved < 0) {
                return;
            }
            System.err.flush();
            c.dup2(saved, 2);
            c.close(saved);
            saved = -1;
        }
    }
}
