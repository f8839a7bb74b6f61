package lens.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import lens.vision.DebugSink;
import org.opencv.core.Mat;

/**
 * Where the stage images of {@code --debug} go: one set of pictures a run, in one folder, named
 * {@code STEM.png} (what was found, drawn on the photo) and {@code STEM.STAGE.png} (threshold,
 * contours, warped grid...). Every picture goes through {@link PictureWriter}, so nothing already
 * in the folder is ever replaced and no symbolic link is followed. So that a run's set stays
 * together, the set takes the first free stem of {@code STEM}, {@code STEM-2}, {@code STEM-3}...:
 * free when no name in the folder is {@code STEM.png} or starts with {@code STEM.} (a second
 * run beside the first writes {@code photo.debug-2.*}). A stage drawn twice in a run is numbered
 * ({@code STEM.warped-2.png}). A write that fails is kept ({@link #failure()}) and the rest of the
 * set skipped: the reading goes on, and the command says what went wrong once it has answered.
 */
public final class DebugFolder implements DebugSink {
    /** Stems tried before giving up (a folder with that many sets is a mistake). */
    static final int MAX_SETS = 999;

    private final Path dir;
    private final String stem;
    private final Path input;
    private final List<Path> written = new ArrayList<>();
    private String chosen;
    private String failure;

    /** A set named {@code stem} in {@code dir} (made when missing), never written over {@code input} (null: none). */
    public DebugFolder(Path dir, String stem, Path input) {
        this.dir = dir;
        this.stem = stem;
        this.input = input;
    }

    @Override
    public void put(String name, Mat image) {
        String s = stem();
        if (s != null) {
            keep(PictureWriter.write(image, dir.resolve(s + "." + name + ".png"), input));
        }
    }

    /** Writes the overview picture ({@code STEM.png}, beside the stage images); null when it was not written. */
    public Path putOverview(Mat image) {
        String s = stem();
        return s == null ? null : keep(PictureWriter.write(image, dir.resolve(s + ".png"), input));
    }

    /** The pictures written so far, in order. */
    public List<Path> written() {
        return List.copyOf(written);
    }

    /** Why the set is incomplete (the first write that failed, naming the cause); null when nothing failed. */
    public String failure() {
        return failure;
    }

    /** The set's stem, chosen at the first write; null once a write has failed. */
    private String stem() {
        if (failure != null) {
            return null;
        }
        if (chosen == null) {
            try {
                Files.createDirectories(dir);
                chosen = freeStem();
            } catch (IOException e) {
                failure = "cannot use the folder " + dir + ": " + IoErrors.reason(e);
                return null;
            }
            if (chosen == null) {
                failure = dir + " already holds " + MAX_SETS + " sets of " + stem + ".*; clear some away";
            }
        }
        return chosen;
    }

    private Path keep(PictureWriter.Result r) {
        if (r instanceof PictureWriter.Result.Failed f) {
            failure = f.reason();
            return null;
        }
        Path file = ((PictureWriter.Result.Written) r).file();
        written.add(file);
        return file;
    }

    /** The first of STEM, STEM-2, ... that no name in the folder uses; null when all are taken. */
    private String freeStem() throws IOException {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, glob(stem) + "*")) {
            for (Path p : s) {
                names.add(p.getFileName().toString());
            }
        }
        for (int n = 1; n <= MAX_SETS; n++) {
            String candidate = n == 1 ? stem : stem + "-" + n;
            if (names.stream().noneMatch(x -> x.startsWith(candidate + "."))) {
                return candidate;
            }
        }
        return null;
    }

    /** {@code text} with the glob's special characters escaped, to match as it is. */
    private static String glob(String text) {
        return text.replaceAll("([\\\\*?\\[\\]{}])", "\\\\$1");
    }
}
