package lens.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The {@code frame-NNNN.png} names of a headless run, numbered on after the frames already in the folder. */
final class FrameNames {
    private static final Pattern FRAME = Pattern.compile("frame-(\\d{1,9})\\.png");

    private FrameNames() {
    }

    static String name(int index) {
        return String.format(Locale.ROOT, "frame-%04d.png", index);
    }

    /** One past the highest frame number in {@code dir} (0 for a new or empty folder). */
    static int nextFree(Path dir) throws IOException {
        int next = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Matcher m = FRAME.matcher(p.getFileName().toString());
                if (m.matches()) {
                    next = Math.max(next, Integer.parseInt(m.group(1)) + 1);
                }
            }
        }
        return next;
    }
}
