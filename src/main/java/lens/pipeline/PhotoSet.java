package lens.pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import lens.board.DatFile;
import lens.board.PuzzleFormatException;
import lens.io.InputException;
import lens.io.InputFile;
import lens.io.Limits;
import lens.vision.Quad;

/**
 * A folder of photos with truth, as in the shared dataset: {@code NAME.jpg} with {@code NAME.dat},
 * and optionally {@code corners.csv} (file, then x,y of the four corners clockwise from top-left).
 * Malformed truth ({@code .dat} or {@code corners.csv}) is refused, naming the file and line.
 * Photos are ordered by the number in their name.
 */
public record PhotoSet(List<Entry> entries) {
    private static final Pattern NUMBER = Pattern.compile("(\\d+)");

    /** One photo: its file, its truth, its true corners (null when unknown). */
    public record Entry(Path image, DatFile truth, Quad corners) {
    }

    public static PhotoSet load(Path dir) throws IOException {
        Map<String, Quad> corners = readCorners(dir.resolve("corners.csv"));
        List<Entry> out = new ArrayList<>();
        List<Path> images;
        try (Stream<Path> s = Files.list(dir)) {
            images = s.filter(p -> p.getFileName().toString().endsWith(".jpg")).sorted(byNumber()).toList();
        }
        for (Path img : images) {
            String name = img.getFileName().toString();
            Path dat = dir.resolve(name.substring(0, name.length() - 4) + ".dat");
            if (Files.isRegularFile(dat)) {
                out.add(new Entry(img, readDat(dat), corners.get(name)));
            }
        }
        return new PhotoSet(List.copyOf(out));
    }

    private static Comparator<Path> byNumber() {
        return Comparator.comparingLong((Path p) -> {
            Matcher m = NUMBER.matcher(p.getFileName().toString());
            return m.find() ? Long.parseLong(m.group(1)) : Long.MAX_VALUE;
        }).thenComparing(p -> p.getFileName().toString());
    }

    /** The truth of one photo; a malformed file is an InputException naming it. */
    private static DatFile readDat(Path dat) {
        try {
            return DatFile.parse(new String(InputFile.readBytes(dat, Limits.MAX_SMALL_TEXT_BYTES, "a .dat file"),
                    StandardCharsets.UTF_8));
        } catch (PuzzleFormatException e) {
            throw InputException.unreadable(dat + ": " + e.getMessage());
        }
    }

    /**
     * The true corners by file name; none when there is no {@code corners.csv}. A line that is
     * not a file name and eight numbers is an InputException naming the line (a header line
     * starting {@code filepath} is skipped).
     */
    private static Map<String, Quad> readCorners(Path csv) {
        Map<String, Quad> map = new HashMap<>();
        if (!InputFile.exists(csv)) {
            return map;
        }
        String text = new String(InputFile.readBytes(csv, Limits.MAX_SMALL_TEXT_BYTES, "corners.csv"), StandardCharsets.UTF_8)
                .replace("\uFEFF", "");
        String[] lines = text.split("\r\n|\r|\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            if (line.isBlank() || line.startsWith("filepath") || line.startsWith("\"filepath")) {
                continue;
            }
            String[] f = line.replace("\"", "").split(",");
            if (f.length != 9) {
                throw InputException.unreadable(csv + ": line " + (n + 1)
                        + ": expected a file name and 8 corner coordinates, found " + f.length + " fields");
            }
            double[] xy = new double[8];
            for (int i = 0; i < 8; i++) {
                try {
                    xy[i] = Double.parseDouble(f[i + 1].strip());
                } catch (NumberFormatException e) {
                    throw InputException.unreadable(csv + ": line " + (n + 1) + ": '" + f[i + 1].strip()
                            + "' is not a number");
                }
            }
            map.put(Path.of(f[0].strip()).getFileName().toString(), new Quad(xy));
        }
        return map;
    }
}
