package lens.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Opens a file named by the user for reading, with a one-line reason for every way that fails:
 * missing, a link to nothing, a link loop, a folder, no permission, a named pipe nothing writes
 * to (waited for {@link Limits#PIPE_OPEN_WAIT_SECONDS}, never forever). Regular files, pipes
 * with a writer ({@code <(command)}, a FIFO being written) and character devices are read
 * alike, as streams.
 */
public final class InputFile {
    private InputFile() {
    }

    /** True when {@code p} names something on disk (a file, folder, device, or a link, even a broken one). */
    public static boolean exists(Path p) {
        return Files.exists(p, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * True when {@code a} and {@code b} both exist and are one file, however spelled ({@code ./m.bin},
     * {@code dir/../m.bin}) or reached (a symbolic link, a hard link): an output that is an input
     * must be refused before it is written, whatever name it was given under.
     */
    public static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Why {@code p} is not a regular file, or null when it is one: for files a library opens by
     * name (a model, a video), which cannot be streamed from a device or a pipe.
     */
    public static String whyNotRegularFile(Path p) {
        BasicFileAttributes a;
        try {
            a = attributes(p);
        } catch (InputException e) {
            return e.getMessage();
        }
        if (a.isDirectory()) {
            return p + " is a folder, not a file";
        }
        return a.isRegularFile() ? null : p + " is not a regular file (a device, a pipe or a socket)";
    }

    /** An open stream of the file's bytes (the caller closes it). */
    public static InputStream open(Path p) {
        BasicFileAttributes a = attributes(p);
        if (a.isDirectory()) {
            throw InputException.unreadable(p + " is a folder, not a file");
        }
        if (a.isRegularFile()) {
            try {
                return Files.newInputStream(p);
            } catch (IOException e) {
                throw failure(p, e);
            }
        }
        return openWaiting(p);
    }

    /**
     * The whole file, at most {@code max} bytes; a larger file is refused (from its size when it
     * has one, before reading) naming {@code what} it was meant to be.
     */
    public static byte[] readBytes(Path p, long max, String what) {
        BasicFileAttributes a = attributes(p);
        if (a.isRegularFile() && a.size() > max) {
            throw InputException.overLimit(p + " is " + Limits.bytes(a.size()) + "; " + what + " may be at most "
                    + Limits.bytes(max));
        }
        try (InputStream in = open(p)) {
            byte[] bytes = in.readNBytes((int) Math.min(max + 1, Integer.MAX_VALUE - 16));
            if (bytes.length > max) {
                throw InputException.overLimit(p + " has more than " + Limits.bytes(max) + "; " + what
                        + " may be at most " + Limits.bytes(max));
            }
            return bytes;
        } catch (IOException e) {
            throw failure(p, e);
        }
    }

    /** The file's attributes (links followed), or an InputException saying why there are none. */
    static BasicFileAttributes attributes(Path p) {
        if (p.toString().isEmpty()) {
            // Path.of("") is the current folder: an empty argument would be called "  is a folder"
            throw InputException.unreadable("an empty name is not a file (a quoted empty argument?)");
        }
        try {
            return Files.readAttributes(p, BasicFileAttributes.class);
        } catch (IOException e) {
            throw failure(p, e);
        }
    }

    /** The reason an open or read of {@code p} failed, in one line. */
    static InputException failure(Path p, IOException e) {
        if (e instanceof NoSuchFileException) {
            return InputException.unreadable(Files.isSymbolicLink(p)
                    ? p + " is a symbolic link to a missing file" : "no such file: " + p);
        }
        String reason = IoErrors.reason(e);
        if (reason != null && reason.contains("symbolic links")) {
            return InputException.unreadable(p + " is a symbolic link loop (too many levels of symbolic links)");
        }
        if (reason != null && reason.contains("Is a directory")) {
            return InputException.unreadable(p + " is a folder, not a file");
        }
        return InputException.unreadable("cannot read " + p + ": " + reason);
    }

    /**
     * Opens a pipe, device or socket. Opening a named pipe waits until something opens it for
     * writing; when nothing does in time, the pipe is opened for writing here (which releases the
     * waiting open with an empty stream) and the input is refused.
     */
    private static InputStream openWaiting(Path p) {
        FutureTask<InputStream> opening = new FutureTask<>(() -> Files.newInputStream(p));
        Thread t = new Thread(opening, "open " + p);
        t.setDaemon(true);
        t.start();
        try {
            return opening.get(Limits.PIPE_OPEN_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            release(p, opening);
            throw InputException.unreadable(p + " is a named pipe that nothing writes to (waited "
                    + Limits.PIPE_OPEN_WAIT_SECONDS + " s)");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? failure(p, io)
                    : InputException.unreadable("cannot read " + p + ": " + e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw InputException.unreadable("interrupted while opening " + p);
        }
    }

    private static void release(Path p, FutureTask<InputStream> opening) {
        Thread writer = new Thread(() -> {
            try (OutputStream ignored = Files.newOutputStream(p, StandardOpenOption.WRITE)) {
                // opening is enough: the reader's open returns, then sees the end of the stream
            } catch (IOException ignored) {
                // the reader was released some other way
            }
        }, "release " + p);
        writer.setDaemon(true);
        writer.start();
        try {
            opening.get(1, TimeUnit.SECONDS).close();
        } catch (Exception ignored) {
            // a daemon thread still waiting does not keep the program alive
        }
    }
}
