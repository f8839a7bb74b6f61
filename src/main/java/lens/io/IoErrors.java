package lens.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** The cause of an I/O failure in a few words, for one-line messages ("permission denied", "No space left on device"). */
public final class IoErrors {
    private IoErrors() {
    }

    /** The operating system's reason without the file name Java puts in front of it. */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException n) {
            return "no such file or folder " + n.getFile();
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
