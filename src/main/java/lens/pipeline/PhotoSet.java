package lens.pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import lens.board.DatFile;
import lens.board.PuzzleFormatException;
import lens.io.ImageFiles;
import lens.io.InputException;
import lens.io.InputFile;
import lens.io.Limits;
import lens.ocr.training.DataSplit;
import lens.samples.CoveringObject;
import lens.samples.FrameCut;
import lens.samples.PhotoDegrader;
import lens.samples.PhotoMove;
import lens.samples.PhotoOnTable;
import lens.samples.PhotoTurn;
import lens.samples.ShadedBoxes;
import lens.vision.Quad;
import org.opencv.core.Mat;
import org.opencv.core.Rect;

/**
 * A folder of photos with truth, as in the shared dataset: {@code NAME.jpg} with {@code NAME.dat},
 * and optionally {@code corners.csv} (file, then x,y of the four corners clockwise from top-left).
 * Malformed truth ({@code .dat} or {@code corners.csv}) is refused, naming the file and line.
 * Photos are ordered by the number in their name.
 */
public record PhotoSet(List<Entry> entries) {
    private static final Pattern NUMBER = Pattern.compile("(\\d+)");

    /**
     * One photo: its file, its truth, its true corners in the picture as loaded (null when
     * unknown), and what is made of the file's picture when it is loaded ({@link Seen}: degraded,
     * cropped or taken under a {@link Condition}; null: the picture as it is).
     */
    public record Entry(Path image, DatFile truth, Quad corners, Seen seen) {
        public Entry(Path image, DatFile truth, Quad corners) {
            this(image, truth, corners, null);
        }

        /** The picture the reader is to see: the file decoded, then changed when the entry says so. */
        public ImageFiles.Loaded load() {
            ImageFiles.Loaded loaded = ImageFiles.load(image);
            if (seen == null || !(loaded instanceof ImageFiles.Loaded.Image img)) {
                return loaded;
            }
            Mat changed = seen.apply(img.mat(), image.getFileName().toString());
            img.mat().release();
            return new ImageFiles.Loaded.Image(changed);
        }
    }

    /** A new picture made of a loaded photo (left as it is), given the photo's file name. */
    public interface Seen {
        Mat apply(Mat photo, String name);

        /** This, then {@code next} on its picture (the picture between them released). */
        default Seen then(Seen next) {
            return (photo, name) -> {
                Mat between = apply(photo, name);
                Mat out = next.apply(between, name);
                between.release();
                return out;
            };
        }
    }

    /**
     * A way the photo is taken ({@link CameraConditions}): a new picture of {@code photo} (left as
     * it is), drawing any randomness from {@code rnd}, seeded by the photo's name.
     */
    public interface Condition {
        Mat apply(Mat photo, Random rnd);
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

    /**
     * The photos of {@code split} ({@code null}: all of them), each picture once: a photo whose
     * decoded pixels equal an earlier photo's (the dataset holds copies under other numbers) is
     * left out, so that no picture is counted twice. Photos that do not decode are kept (the
     * reader reports them).
     */
    public PhotoSet select(DataSplit split) {
        Set<String> seen = new HashSet<>();
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            if (split != null && DataSplit.of(e.truth().grid()) != split) {
                continue;
            }
            String pixels = pixelHash(e.image());
            if (pixels == null || seen.add(pixels)) {
                out.add(e);
            }
        }
        return new PhotoSet(List.copyOf(out));
    }

    /**
     * The same photos, each degraded when loaded ({@link PhotoDegrader}: blur, shade, noise, a
     * smaller or a low-quality picture) by a seed made of {@code seed} and its file name, so a
     * photo is degraded the same way in every run. Their true corners are dropped: a smaller
     * picture moves them.
     */
    public PhotoSet degraded(long seed) {
        return changed(false, (photo, name) -> PhotoDegrader.degrade(photo, new Random(seed * 1_000_003L + name.hashCode()))
                .image());
    }

    /**
     * The photos whose true corners are known, each cropped when loaded so that its grid runs
     * off the frame as {@code cut} says (after what the entry already makes of it: cuts at two
     * sides are two calls); their corners are moved into the crop.
     */
    public PhotoSet cut(FrameCut cut) {
        return new PhotoSet(entries.stream().filter(e -> e.corners() != null)
                .map(e -> {
                    Rect kept = cut.kept(e.corners());
                    Seen crop = (photo, name) -> FrameCut.crop(photo, kept);
                    return new Entry(e.image(), e.truth(), cut.corners(e.corners()), e.seen() == null ? crop : e.seen().then(crop));
                })
                .toList());
    }

    /**
     * The photos whose true corners are known and keep clear of the frame
     * ({@link PhotoTurn#clearOfFrame}), each turned by {@code degrees} when loaded
     * ({@link PhotoTurn}, its direction drawn by the file name); their corners are turned with them.
     * Photos that do not decode are kept as they are (the reader reports them).
     */
    public PhotoSet turned(double degrees) {
        return movedClearOfFrame((cols, rows, name) -> PhotoTurn.of(cols, rows, degrees, new Random(name.hashCode())));
    }

    /**
     * The photos whose true corners are known and keep clear of the frame, each laid on a dark
     * table {@code share} of its longer side wide all round when loaded ({@link PhotoOnTable});
     * their corners are moved with them. Photos that do not decode are kept as they are.
     */
    public PhotoSet onTable(double share) {
        return movedClearOfFrame((cols, rows, name) -> PhotoOnTable.of(cols, rows, share));
    }

    /** How a photo of a size and a name is moved ({@link #movedClearOfFrame}). */
    private interface MoveOf {
        PhotoMove of(int cols, int rows, String name);
    }

    /**
     * The photos whose true corners are known and keep clear of the frame
     * ({@link PhotoTurn#clearOfFrame}: moved, a frame's cut through the grid would become an edge
     * no page has), each moved by {@code move} when loaded, their corners with them. Photos that
     * do not decode are kept as they are (the reader reports them).
     */
    private PhotoSet movedClearOfFrame(MoveOf move) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            if (e.corners() == null) {
                continue;
            }
            if (!(ImageFiles.load(e.image()) instanceof ImageFiles.Loaded.Image img)) {
                out.add(e);
                continue;
            }
            int cols = img.mat().cols();
            int rows = img.mat().rows();
            img.mat().release();
            if (PhotoTurn.clearOfFrame(e.corners(), cols, rows)) {
                PhotoMove moved = move.of(cols, rows, e.image().getFileName().toString());
                out.add(new Entry(e.image(), e.truth(), moved.corners(e.corners()), (photo, name) -> moved.apply(photo)));
            }
        }
        return new PhotoSet(List.copyOf(out));
    }

    /**
     * The photos whose true corners are known, each with its grid's alternate boxes shaded by
     * {@code share} when loaded ({@link ShadedBoxes}); their corners are kept.
     */
    public PhotoSet shadedBoxes(double share) {
        return new PhotoSet(entries.stream().filter(e -> e.corners() != null)
                .map(e -> new Entry(e.image(), e.truth(), e.corners(), (photo, name) -> ShadedBoxes.apply(photo, e.corners(), share)))
                .toList());
    }

    /**
     * The photos whose true corners are known, each with a pen or a fingertip lying over its grid
     * when loaded ({@link CoveringObject}, drawn by the file name); their corners are kept.
     */
    public PhotoSet covered(CoveringObject.Kind kind) {
        return new PhotoSet(entries.stream().filter(e -> e.corners() != null)
                .map(e -> new Entry(e.image(), e.truth(), e.corners(), (photo, name) -> CoveringObject.apply(photo, e.corners(), kind,
                        new Random(name.hashCode()))))
                .toList());
    }

    /**
     * The same photos, each seen through {@code condition} when loaded. {@code keepsCorners}: the
     * condition leaves every pixel where it was (else the true corners are dropped).
     */
    public PhotoSet under(Condition condition, boolean keepsCorners) {
        return changed(keepsCorners, (photo, name) -> condition.apply(photo, new Random(name.hashCode())));
    }

    /**
     * The same photos, each made into {@code seen}'s picture when loaded (after what the entry
     * already makes of it: an inverted screen then photographed worse); {@code keepsCorners}: as
     * under {@link #under}.
     */
    private PhotoSet changed(boolean keepsCorners, Seen seen) {
        return new PhotoSet(entries.stream()
                .map(e -> new Entry(e.image(), e.truth(), keepsCorners ? e.corners() : null,
                        e.seen() == null ? seen : e.seen().then(seen)))
                .toList());
    }

    /** SHA-256 of the decoded image (size, type and pixels), or null when it does not decode. */
    static String pixelHash(Path image) {
        if (!(ImageFiles.load(image) instanceof ImageFiles.Loaded.Image img)) {
            return null;
        }
        Mat m = img.mat();
        try {
            byte[] px = new byte[(int) (m.total() * m.elemSize())];
            m.get(0, 0, px);
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update((m.cols() + "x" + m.rows() + ":" + m.type()).getBytes(StandardCharsets.US_ASCII));
            md.update(px);
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        } finally {
            m.release();
        }
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
