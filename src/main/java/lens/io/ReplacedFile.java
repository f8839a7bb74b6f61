package lens.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The one way a file a command owns and rewrites is written (a model's calibration, a model that
 * {@code train} or {@code fit-ink} makes again): the bytes go to a hidden temporary file beside it,
 * which then takes the name in one step. A reader sees the old file or the new one, never half of
 * one; a failed or interrupted write leaves the old file as it was; and a symbolic link under the
 * name is replaced itself, never written through (the file it points to is not touched).
 */
public final class ReplacedFile {
    private ReplacedFile() {
    }

    /**
     * Why {@code target} cannot be written (a folder, a device or pipe, a folder missing above it
     * that cannot be made because a file holds its name); null when it can be tried. Commands ask
     * before long work, so that hours of training are not lost to a mistyped name.
     */
    public static String problem(Path target) {
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            return target + " is a folder; give a file name";
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
                && !Files.isSymbolicLink(target)) {
            return target + " is not a regular file (a device, pipe or socket)";
        }
        for (Path dir = NewFile.folder(target); dir != null; dir = dir.getParent()) {
            if (Files.exists(dir)) {
                return Files.isDirectory(dir) ? null : dir + " is a file, not a folder";
            }
        }
        return null;
    }

    /**
     * As {@link #problem(Path)}, and also when {@code target} is {@code input}, the file the run
     * reads, under any name or through a link ({@link InputFile#sameFile}): rewriting it would
     * replace what the run starts from (a model fine-tuned into itself), so it is refused before
     * the work, not found out after it.
     */
    public static String problem(Path target, Path input) {
        if (input != null && InputFile.sameFile(target, input)) {
            return "not writing over the input " + input + "; give another name";
        }
        return problem(target);
    }

    /**
     * Writes {@code bytes} as {@code target}, in place of what is there (the folders above it are
     * made when missing).
     *
     * @throws OutputException naming the file and the cause when it cannot be written
     */
    public static void write(byte[] bytes, Path target) {
        String problem = problem(target);
        if (problem != null) {
            throw new OutputException("cannot write " + target + ": " + problem);
        }
        Path temp = NewFile.temporary(target);
        try {
            Files.createDirectories(NewFile.folder(target));
            NewFile.writeTemporary(temp, bytes);
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new OutputException("cannot write " + target + ": " + IoErrors.reason(e));
        } finally {
            NewFile.discard(temp);
        }
    }
}
