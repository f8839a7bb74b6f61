package lens.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

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
        if (e instanceof FileAlreadyExistsException x) {
            // also what making a folder throws when a file holds its name
            return x.getFile() + " already exists" + (Files.isDirectory(Path.of(x.getFile())) ? "" : " and is not a folder");
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
