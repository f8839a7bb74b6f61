package lens;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The development data beside the project root ({@code ../shared}, see its README). Tests that
 * need it call these methods, which skip the test with a clear message when it is absent.
 * {@code -Dsudoku.shared=DIR} points elsewhere.
 */
public final class SharedData {
    private SharedData() {
    }

    public static Path dir() {
        Path dir = Path.of(System.getProperty("sudoku.shared", "../shared")).toAbsolutePath().normalize();
        assumeTrue(Files.isDirectory(dir), "skipped: shared data not found at " + dir);
        return dir;
    }

    /** A puzzle file of {@code ../shared/puzzles/}, e.g. {@code top95.txt}. */
    public static Path puzzles(String name) {
        Path file = dir().resolve("puzzles").resolve(name);
        assumeTrue(Files.isRegularFile(file), "skipped: " + file + " not found");
        return file;
    }

    /** {@code ../shared/photos/printed} or {@code ../shared/photos/handfilled}. */
    public static Path photos(String set) {
        Path d = dir().resolve("photos").resolve(set);
        assumeTrue(Files.isDirectory(d), "skipped: " + d + " not found");
        return d;
    }
}
