package lens.vision;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/** Writes each debug image as {@code PREFIX.NAME.png} in a folder. */
public final class FileDebugSink implements DebugSink {
    private final Path dir;
    private final String prefix;

    public FileDebugSink(Path dir, String prefix) {
        this.dir = dir;
        this.prefix = prefix;
    }

    @Override
    public void put(String name, Mat image) {
        try {
            // imwrite fails silently on a missing folder.
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create debug folder " + dir, e);
        }
        Imgcodecs.imwrite(dir.resolve(prefix + "." + name + ".png").toString(), image);
    }
}
