package lens.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The one way an output file is created: never over a name that is taken. The bytes go to a hidden
 * temporary file in the target's folder, which is then linked under the final name in one step, so
 * a reader never sees half a file, a failed write leaves nothing behind, and a name that is taken
 * (a file, or a symbolic link, which is never followed) is never replaced: the next numbered name
 * is tried instead ({@code out.png}, {@code out-2.png}, ...), up to a limit the caller sets. A
 * temporary file still there when the program is stopped (Ctrl-C, a kill) is removed as it exits.
 */
public final class NewFile {
    /** Temporary files being written now: what a stop in the middle would leave behind. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(NewFile::discardPending, "discard-temporary-files"));
        } catch (IllegalStateException e) {
            // first used while the program is already stopping: its writes end with it
        }
    }

    private NewFile() {
    }

    /**
     * Writes {@code bytes} as {@code target} or, when taken, as its numbered names up to
     * {@code maxNumber} (1: the name itself only); returns the name written, or null when every
     * one was taken.
     *
     * @throws IOException when the folder cannot be written (missing, read-only, full)
     */
    public static Path write(byte[] bytes, Path target, int maxNumber) throws IOException {
        Path temp = temporary(target);
        try {
            writeTemporary(temp, bytes);
            for (int n = 1; n <= maxNumber; n++) {
                Path candidate = numbered(target, n);
                if (place(temp, candidate)) {
                    return candidate;
                }
            }
            return null;
        } finally {
            discard(temp);
        }
    }

    /**
     * A hidden, unique name beside {@code target}, short enough for any file system whatever the
     * target's name; removed at exit unless {@link #discard discarded} before.
     */
    static Path temporary(Path target) {
        String name = target.getFileName().toString();
        Path temp = folder(target).resolve("." + name.substring(0, Math.min(name.length(), 64)) + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        PENDING.add(temp);
        return temp;
    }

    /** Removes the temporary file {@code temp} (gone already when it took its final name). */
    static void discard(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // the temporary name is hidden and unique; nothing else can be done about it
        }
        PENDING.remove(temp);
    }

    /** At exit: the temporary files of writes cut off by the stop (their targets were never named). */
    private static void discardPending() {
        for (Path temp : PENDING) {
            discard(temp);
        }
    }

    /** Writes {@code bytes} as the new file {@code temp}, on disk before it returns. */
    static void writeTemporary(Path temp, byte[] bytes) throws IOException {
        try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                OutputStream out = Channels.newOutputStream(ch)) {
            out.write(bytes);
            out.flush();
            ch.force(true);
        }
    }

    /** {@code photo.solved.png} numbered {@code n}: {@code photo.solved-n.png} ({@code n = 1}: the name itself). */
    public static Path numbered(Path target, int n) {
        if (n == 1) {
            return target;
        }
        String name = target.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot <= 0 ? target.resolveSibling(name + "-" + n)
                : target.resolveSibling(name.substring(0, dot) + "-" + n + name.substring(dot));
    }

    /** The folder {@code target} goes in (the working folder for a bare name). */
    public static Path folder(Path target) {
        Path parent = target.toAbsolutePath().getParent();
        return parent == null ? Path.of(".").toAbsolutePath() : parent;
    }

    /**
     * Gives the written temporary file the name {@code candidate} unless that name is taken.
     * A hard link does it atomically and never replaces anything; where links are not supported
     * the file is renamed after a check (a rename would replace a name taken in between).
     */
    private static boolean place(Path temp, Path candidate) throws IOException {
        try {
            Files.createLink(candidate, temp);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        } catch (UnsupportedOperationException | FileSystemException e) {
            if (e instanceof NoSuchFileException) {
                throw (NoSuchFileException) e;
            }
            if (Files.exists(candidate, LinkOption.NOFOLLOW_LINKS)) {
                return false;
            }
            Files.move(temp, candidate, StandardCopyOption.ATOMIC_MOVE);
            return true;
        }
    }
}
