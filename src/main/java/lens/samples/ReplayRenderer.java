package lens.samples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Random;
import lens.board.Grid;
import lens.io.IoErrors;
import lens.io.OutputException;
import lens.io.PictureWriter;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Point;

/**
 * Renders a camera-like replay: a printed puzzle (through the samples renderer) that moves across
 * the frame, turns, tilts, and for a stretch slides partly out of the frame; from frame
 * {@code switchAt} on, a second puzzle takes its place. The true grid corners of every frame are
 * known, so tests can check where the overlay lands.
 */
public final class ReplayRenderer {
    private final int width;
    private final int height;
    private final RenderedPage[] pages = new RenderedPage[2];
    private final Grid[] givens = new Grid[2];
    private final Grid[] solutions = new Grid[2];
    private final int frames;
    private final int switchAt;

    /** Two puzzles from {@code seed}; {@code switchAt >= frames} keeps the first throughout. */
    public ReplayRenderer(int width, int height, int frames, int switchAt, long seed) {
        OpenCvLoader.ensureLoaded();
        this.width = width;
        this.height = height;
        this.frames = frames;
        this.switchAt = switchAt;
        Random rnd = new Random(seed);
        for (int p = 0; p < 2; p++) {
            solutions[p] = PuzzleMaker.solution(rnd);
            givens[p] = PuzzleMaker.puzzle(solutions[p], 26 + rnd.nextInt(6), rnd);
            pages[p] = PageRenderer.render(givens[p], null, PageStyle.newspaper(), rnd);
        }
    }

    public int frames() {
        return frames;
    }

    /** Which puzzle (0 or 1) frame i shows. */
    public int puzzleAt(int i) {
        return i < switchAt ? 0 : 1;
    }

    public Grid givens(int puzzle) {
        return givens[puzzle];
    }

    public Grid solution(int puzzle) {
        return solutions[puzzle];
    }

    /**
     * Where the grid is in frame i: it sways left and right, bobs, turns up to 15 degrees, tilts
     * (one edge shorter, as when the paper leans back) and between 40 % and 50 % of the run slides
     * right until about a third of it is out of the frame.
     */
    public Quad gridAt(int i) {
        double t = frames <= 1 ? 0 : (double) i / (frames - 1);
        double size = height * (0.62 + 0.06 * Math.sin(2 * Math.PI * t));
        double out = t > 0.4 && t < 0.5 ? Math.sin((t - 0.4) / 0.1 * Math.PI) * 0.36 * width : 0;
        double cx = width / 2.0 + 0.08 * width * Math.sin(2 * Math.PI * t) + out;
        double cy = height / 2.0 + 0.04 * height * Math.sin(4 * Math.PI * t);
        double turn = Math.toRadians(15 * Math.sin(2 * Math.PI * t * 1.5));
        double tilt = 0.12 * Math.sin(2 * Math.PI * t * 2);
        double[][] unit = {{-1 + tilt, -1}, {1 - tilt, -1}, {1 + tilt, 1}, {-1 - tilt, 1}};
        Point[] p = new Point[4];
        for (int k = 0; k < 4; k++) {
            double x = unit[k][0] * size / 2;
            double y = unit[k][1] * size / 2;
            p[k] = new Point(cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn));
        }
        return Quad.of(p);
    }

    /** Frame i as a BGR scene with its true grid corners (close it). */
    public Scene render(int i) {
        RenderedPage page = pages[puzzleAt(i)];
        Quad grid = gridAt(i);
        SceneSpec spec = new SceneSpec(width, height, page.placedAt(grid), 0.006, 0.25, 0.15, 0.8, 4, 1000L + i);
        return SceneRenderer.place(page, spec);
    }

    /**
     * Writes frames {@code frame-0000.png ...} and {@code truth.csv} (frame, puzzle, 8 corner
     * coordinates) into {@code dir}, a new or empty folder: the truth's rows number the frames
     * from 0, so a folder that already holds a replay (its frames or its truth) is refused
     * rather than written over or mixed with this one.
     *
     * @throws OutputException when {@code dir} is not a folder, already holds a replay, or a file
     *                         cannot be written (the message names it and why)
     */
    public void write(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new OutputException(dir + " is not a folder; --out names the folder the replay goes to");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new OutputException("cannot make the folder " + dir + ": " + IoErrors.reason(e));
        }
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            if (files.map(f -> f.getFileName().toString())
                    .anyMatch(n -> n.equals("truth.csv") || n.matches("frame-\\d+\\.png"))) {
                throw new OutputException(dir + " already holds a replay (frames or truth.csv); give a new or empty folder");
            }
        }
        StringBuilder csv = new StringBuilder("frame,puzzle,x1,y1,x2,y2,x3,y3,x4,y4\n");
        for (int i = 0; i < frames; i++) {
            try (Scene s = render(i)) {
                Path frame = dir.resolve(String.format(Locale.ROOT, "frame-%04d.png", i));
                if (PictureWriter.writeNew(s.image(), frame) instanceof PictureWriter.Result.Failed f) {
                    throw new OutputException("frame not written: " + f.reason());
                }
                csv.append(i).append(',').append(puzzleAt(i));
                for (double v : s.grid().xy()) {
                    csv.append(',').append(String.format(Locale.ROOT, "%.2f", v));
                }
                csv.append('\n');
            }
        }
        try {
            Files.writeString(dir.resolve("truth.csv"), csv.toString(), StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new OutputException("truth.csv not written: " + IoErrors.reason(e));
        }
    }
}
