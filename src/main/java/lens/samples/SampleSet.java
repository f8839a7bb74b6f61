package lens.samples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import lens.board.DatFile;
import lens.board.Grid;
import lens.io.InputFile;
import lens.io.IoErrors;
import lens.io.Limits;
import lens.io.OutputException;
import lens.io.PictureWriter;
import lens.io.ReplacedFile;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.Point;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Renders sample photos with their truth, in the layout of the shared photo dataset:
 * {@code NAME-N.jpg}, {@code NAME-N.dat} (all digits seen on the page) and one
 * {@code corners.csv}; hand-filled samples also get {@code NAME-N.givens} (the printed puzzle).
 */
public final class SampleSet {
    private static final String[] FONTS = {"DejaVu Sans", "Liberation Sans", "Liberation Serif", "DejaVu Serif",
        "FreeSans", "Nimbus Sans"};

    private SampleSet() {
    }

    /** One sample: the scene and the truth it was made from. */
    public record Sample(Scene scene, Grid givens, Grid seen) implements AutoCloseable {
        @Override
        public void close() {
            scene.close();
        }
    }

    /** Renders one sample of {@code width x height}; {@code hand} fills the empty cells by hand. */
    public static Sample render(long seed, int width, int height, boolean hand) {
        OpenCvLoader.ensureLoaded();
        Random rnd = new Random(seed);
        Grid solution = PuzzleMaker.solution(rnd);
        Grid givens = PuzzleMaker.puzzle(solution, 24 + rnd.nextInt(8), rnd);
        PageStyle style = randomStyle(rnd);
        RenderedPage page = PageRenderer.render(givens, hand ? solution : null, style, rnd);
        return photograph(page, givens, hand ? solution : givens, seed, width, height, Framing.ROOMY, rnd);
    }

    /**
     * A pen-filled sample: the printed puzzle with real writers' digits ({@code pen}) in half of
     * the photos in every empty cell, in the others in 20-90% of them (a grid being solved),
     * photographed and saved as a JPEG of quality 55-92 and decoded again, as a phone does.
     * {@link Sample#seen()} holds the givens and the written digits.
     */
    public static Sample renderPenFilled(long seed, int width, int height, PenWriter pen) {
        return renderPenFilled(seed, width, height, pen, 0, Marks.NONE, Framing.ROOMY);
    }

    /**
     * As {@link #renderPenFilled(long, int, int, PenWriter)}, with {@code mistakes} of the written
     * digits (fewer when fewer are written) replaced by another digit, as a person solving it
     * might get wrong: what {@code verify} must catch. {@link Sample#seen()} holds the wrong
     * digits; the solution is that of {@link Sample#givens()}. The mistakes are drawn from their
     * own generator, so the page is otherwise the one rendered without them. With {@code marks}
     * other than none, a grid being solved (not every empty cell written) also carries the
     * solver's pencil marks ({@link PenWriter#writeMarks}), from a generator of their own too; they are not in
     * {@link Sample#seen()}: a reader must leave their cells empty. {@code framing}: how much of
     * the photo the grid fills.
     */
    public static Sample renderPenFilled(long seed, int width, int height, PenWriter pen, int mistakes, Marks marks,
                                         Framing framing) {
        OpenCvLoader.ensureLoaded();
        Random rnd = new Random(seed);
        Grid solution = PuzzleMaker.solution(rnd);
        Grid givens = PuzzleMaker.puzzle(solution, 24 + rnd.nextInt(8), rnd);
        double share = rnd.nextBoolean() ? 1.0 : 0.2 + 0.7 * rnd.nextDouble();
        Grid seen = written(givens, solution, share, mistakes, seed, rnd);
        PageStyle style = randomStyle(rnd);
        RenderedPage page = PageRenderer.render(givens, null, style, rnd);
        Quad g = page.grid();
        pen.write(page.image(), givens, seen, (int) Math.round(g.corner(0).x), (int) Math.round(g.corner(0).y),
                style.cellPx(), rnd);
        if (marks != Marks.NONE && share < 1) {
            pen.writeMarks(page.image(), seen, (int) Math.round(g.corner(0).x), (int) Math.round(g.corner(0).y),
                    style.cellPx(), new Random(seed * 0x9E3779B97F4A7C15L + 1), marks);
        }
        Sample photo = photograph(page, givens, seen, seed, width, height, framing, rnd);
        Mat decoded = phoneJpeg(photo.scene().image(), rnd);
        Quad truth = photo.scene().grid();
        photo.close();
        return new Sample(new Scene(decoded, truth), givens, seen);
    }

    /**
     * A real photo of a printed puzzle: the picture (BGR), its puzzle upright, its true grid
     * corners and the quarter turns clockwise the puzzle lies at against them
     * ({@link DigitPaster#uprightCell}).
     */
    public record PrintedPhoto(Mat image, Grid givens, Quad corners, int turn) {
    }

    /**
     * A pen-filled sample made from a real photo of a printed puzzle ({@link PenWriter#writeOnPhoto}):
     * the puzzle's solution written in every empty cell in half of the samples, in 20-90% of them
     * in the others, with {@code mistakes} and {@code marks} as in
     * {@link #renderPenFilled(long, int, int, PenWriter, int, Marks, Framing)}; saved as a JPEG of quality
     * 55-92 and decoded again. The photo is not changed; the sample has its own copy.
     */
    public static Sample renderPenOnPhoto(PrintedPhoto photo, long seed, PenWriter pen, int mistakes, Marks marks) {
        // Scrambled: the first draw of Random(seed) is nearly the same for neighbouring seeds, and
        // that draw chooses a full or a partial grid (unscrambled, 64 samples were all one kind).
        Random rnd = new Random(seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L);
        SolveResult solved = ExhaustiveSolver.solve(photo.givens());
        if (solved.solutions().size() != 1) {
            throw new IllegalArgumentException("the photo's puzzle has no unique solution");
        }
        double share = rnd.nextBoolean() ? 1.0 : 0.2 + 0.7 * rnd.nextDouble();
        Grid seen = written(photo.givens(), solved.solutions().get(0), share, mistakes, seed, rnd);
        Random marksRnd = marks != Marks.NONE && share < 1 ? new Random(seed * 0x9E3779B97F4A7C15L + 1) : null;
        Mat inked = pen.writeOnPhoto(photo.image(), photo.corners(), photo.turn(), photo.givens(), seen, rnd, marksRnd,
                marks);
        Mat decoded = phoneJpeg(inked, rnd);
        inked.release();
        return new Sample(new Scene(decoded, photo.corners()), photo.givens(), seen);
    }

    /**
     * The givens with the solution's digit written in each empty cell with probability
     * {@code share}, then {@code mistakes} of them made wrong from a generator of their own.
     */
    private static Grid written(Grid givens, Grid solution, double share, int mistakes, long seed, Random rnd) {
        int[] written = givens.toArray();
        for (int i = 0; i < 81; i++) {
            if (written[i] == 0 && rnd.nextDouble() < share) {
                written[i] = solution.get(i);
            }
        }
        plantMistakes(written, givens, mistakes, new Random(~seed));
        return Grid.of(written);
    }

    /** {@code image} saved as a JPEG of quality 55-92 and decoded again, as a phone does. */
    private static Mat phoneJpeg(Mat image, Random rnd) {
        MatOfByte jpeg = new MatOfByte();
        MatOfInt params = new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 55 + rnd.nextInt(38));
        Imgcodecs.imencode(".jpg", image, jpeg, params);
        Mat decoded = Imgcodecs.imdecode(jpeg, Imgcodecs.IMREAD_COLOR);
        jpeg.release();
        params.release();
        return decoded;
    }

    /** Replaces {@code count} written digits (cells empty in {@code givens}) with a different digit. */
    private static void plantMistakes(int[] written, Grid givens, int count, Random rnd) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (givens.isEmpty(i) && written[i] != 0) {
                cells.add(i);
            }
        }
        Collections.shuffle(cells, rnd);
        for (int k = 0; k < Math.min(count, cells.size()); k++) {
            int cell = cells.get(k);
            written[cell] = 1 + (written[cell] - 1 + 1 + rnd.nextInt(8)) % 9;
        }
    }

    private static PageStyle randomStyle(Random rnd) {
        return PageStyle.newspaper().withFont(FONTS[rnd.nextInt(FONTS.length)])
                .withLines(3 + rnd.nextInt(5), 2 + rnd.nextInt(2), 1);
    }

    private static Sample photograph(RenderedPage page, Grid givens, Grid seen, long seed, int width, int height,
                                     Framing framing, Random rnd) {
        Quad gridInScene = randomGridQuad(width, height, framing, rnd);
        Quad pageInScene = page.placedAt(gridInScene);
        SceneSpec spec = new SceneSpec(width, height, pageInScene, 0.004 + 0.012 * rnd.nextDouble(),
                0.2 + 0.4 * rnd.nextDouble(), 0.35 * rnd.nextDouble(), 0.6 + 0.8 * rnd.nextDouble(),
                3 + 6 * rnd.nextDouble(), seed);
        return new Sample(SceneRenderer.place(page, spec), givens, seen);
    }

    /** Writes {@code count} samples named {@code prefix-1.jpg} ... into {@code dir}; returns their paths. */
    public static List<Path> write(Path dir, String prefix, int count, long seed, boolean hand, int width, int height)
            throws IOException {
        return write(dir, prefix, count, hand,
                i -> render(seed + i, width, height, hand));
    }

    /** Writes {@code count} pen-filled samples ({@link #renderPenFilled}) as {@link #write} does. */
    public static List<Path> writePenFilled(Path dir, String prefix, int count, long seed, PenWriter pen, int width,
                                            int height) throws IOException {
        return writePenFilled(dir, prefix, count, seed, pen, 0, Marks.NONE, width, height, Framing.ROOMY);
    }

    /**
     * As {@link #writePenFilled(Path, String, int, long, PenWriter, int, int)}, each photo with
     * {@code mistakes} wrong digits, grids being solved with pencil marks as {@code marks} says, and
     * the grid filling as much of the photo as {@code framing} says.
     */
    public static List<Path> writePenFilled(Path dir, String prefix, int count, long seed, PenWriter pen, int mistakes,
                                            Marks marks, int width, int height, Framing framing) throws IOException {
        return write(dir, prefix, count, true,
                i -> renderPenFilled(seed + i, width, height, pen, mistakes, marks, framing));
    }

    /**
     * Writes {@code count} samples of {@link #renderPenOnPhoto}, the photos taken in turn
     * (sample i from photo i mod their number, seed {@code seed + i}), as {@link #write} does.
     */
    public static List<Path> writePenOnPhotos(Path dir, String prefix, int count, long seed, PenWriter pen,
                                              int mistakes, Marks marks, List<PrintedPhoto> photos) throws IOException {
        if (photos.isEmpty()) {
            throw new IllegalArgumentException("no photos to write on");
        }
        return write(dir, prefix, count, true,
                i -> renderPenOnPhoto(photos.get((i - 1) % photos.size()), seed + i, pen, mistakes, marks));
    }

    /**
     * Writes the samples as {@code prefix-N.jpg} with {@code prefix-N.dat} (and {@code .givens}),
     * numbered on after the highest {@code prefix-N} already in {@code dir}, so a folder that
     * holds photos and truth files keeps them: nothing is ever written over. Their corners are
     * added to {@code corners.csv}.
     *
     * @throws OutputException when a file cannot be written (the message names it and why)
     */
    private static List<Path> write(Path dir, String prefix, int count, boolean givensFile,
                                    java.util.function.IntFunction<Sample> render) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new OutputException(dir + " is not a folder; --out names the folder the photos go to");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new OutputException("cannot make the folder " + dir + ": " + IoErrors.reason(e));
        }
        int first = nextFreeNumber(dir, prefix);
        List<Path> written = new ArrayList<>();
        StringBuilder csv = new StringBuilder("\"filepath\",\"p1_x\",\"p1_y\",\"p2_x\",\"p2_y\",\"p3_x\",\"p3_y\",\"p4_x\",\"p4_y\"\n");
        Path csvFile = dir.resolve("corners.csv");
        if (Files.exists(csvFile)) {
            csv = new StringBuilder(new String(InputFile.readBytes(csvFile, Limits.MAX_SMALL_TEXT_BYTES, "corners.csv"),
                    StandardCharsets.UTF_8));
        }
        try {
            for (int i = 1; i <= count; i++) {
                String name = prefix + "-" + (first + i - 1);
                try (Sample s = render.apply(i)) {
                    Path jpg = dir.resolve(name + ".jpg");
                    if (PictureWriter.writeNew(s.scene().image(), jpg, Imgcodecs.IMWRITE_JPEG_QUALITY, 85)
                            instanceof PictureWriter.Result.Failed f) {
                        throw new OutputException("photo not written: " + f.reason());
                    }
                    Files.writeString(dir.resolve(name + ".dat"),
                            new DatFile("sudoku-lens render-sample",
                                    s.scene().image().cols() + "x" + s.scene().image().rows() + ":24 JPG", s.seen()).format(),
                            StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    if (givensFile) {
                        Files.writeString(dir.resolve(name + ".givens"), s.givens().toLine() + "\n",
                                StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    }
                    csv.append(name).append(".jpg");
                    for (double v : s.scene().grid().xy()) {
                        csv.append(',').append(Math.round(v));
                    }
                    csv.append('\n');
                    written.add(jpg);
                }
            }
        } catch (IOException e) {
            throw new OutputException("truth file not written: " + IoErrors.reason(e));
        } finally {
            if (!written.isEmpty()) {
                // the corners of the photos already there are in it: replaced in one step, never
                // left half written, never written through a link
                ReplacedFile.write(csv.toString().getBytes(StandardCharsets.UTF_8), csvFile);
            }
        }
        return written;
    }

    /** One past the highest {@code N} of a {@code prefix-N.*} file in {@code dir} (1 for none). */
    static int nextFreeNumber(Path dir, String prefix) throws IOException {
        java.util.regex.Pattern own = java.util.regex.Pattern.compile(
                java.util.regex.Pattern.quote(prefix) + "-(\\d{1,9})\\..*");
        int next = 1;
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                java.util.regex.Matcher m = own.matcher(p.getFileName().toString());
                if (m.matches()) {
                    next = Math.max(next, Integer.parseInt(m.group(1)) + 1);
                }
            }
        }
        return next;
    }

    /**
     * A grid the {@code framing}'s share of the scene's shorter side (its height in a landscape
     * photo, its width in a portrait one, as phones take them), near the centre, turned a little
     * and seen at an angle.
     */
    private static Quad randomGridQuad(int w, int h, Framing framing, Random rnd) {
        double size = Math.min(w, h) * framing.share(rnd);
        double cx = w / 2.0 + (rnd.nextDouble() - 0.5) * 0.1 * w;
        double cy = h / 2.0 + (rnd.nextDouble() - 0.5) * 0.1 * h;
        double turn = Math.toRadians((rnd.nextDouble() - 0.5) * 16);
        double[][] unit = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        Point[] p = new Point[4];
        for (int i = 0; i < 4; i++) {
            double x = unit[i][0] * size / 2 + (rnd.nextDouble() - 0.5) * 0.14 * size;
            double y = unit[i][1] * size / 2 + (rnd.nextDouble() - 0.5) * 0.14 * size;
            p[i] = new Point(cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn));
        }
        return Quad.of(p);
    }
}
