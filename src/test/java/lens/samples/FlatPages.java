package lens.samples;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.board.Grid;
import lens.board.Units;
import lens.vision.OpenCvLoader;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/** Test photos of a newspaper page seen square-on: printed givens and digits written in by hand. */
public final class FlatPages {
    private FlatPages() {
    }

    /** The page with printed {@code givens} and {@code hand}'s digits written in, flat, 800 px wide, to {@code out} (a JPEG). */
    public static void write(Grid givens, Grid hand, Path out) {
        OpenCvLoader.ensureLoaded();
        BufferedImage page = PageRenderer.render(givens, hand, PageStyle.newspaper(), new Random(11)).image();
        Mat m = SceneRenderer.toMat(page);
        Mat small = new Mat();
        Imgproc.resize(m, small, new Size(800, Math.round(800.0 * m.rows() / m.cols())), 0, 0, Imgproc.INTER_AREA);
        Imgcodecs.imwrite(out.toString(), small);
        m.release();
        small.release();
    }

    /**
     * The first empty cell of each of {@code rows} rows from {@code firstRow}, each with a digit
     * that repeats a printed digit of its row: slips of the pen that no revision of one or two
     * cells explains. Each as {cell, digit}, in cell order.
     */
    public static List<int[]> slips(Grid givens, Grid solution, int firstRow, int rows) {
        List<int[]> out = new ArrayList<>();
        for (int row = firstRow; row < firstRow + rows; row++) {
            int cell = row * 9;
            while (!givens.isEmpty(cell)) {
                cell++;
            }
            int repeated = 0;
            for (int c = row * 9; c < row * 9 + 9 && repeated == 0; c++) {
                repeated = givens.get(c) != solution.get(cell) ? givens.get(c) : 0;
            }
            out.add(new int[] {cell, repeated});
        }
        return out;
    }

    /** The hand-filled sample's printed puzzle (samples/photos/handfilled-1.givens). */
    public static Grid sampleGivens() throws IOException {
        return Grid.parse(Files.readString(Path.of("samples/photos/handfilled-1.givens")).strip());
    }

    /**
     * The hand-filled sample's puzzle being solved: the solution written in up to r3c9, and three
     * slips of the pen in rows 4 to 6 ({@link #slips}), the page written to {@code out}. Returns
     * the slips, each as {cell, digit}.
     */
    public static List<int[]> writeSlipsPage(Path out) throws IOException {
        Grid givens = sampleGivens();
        Grid solution = lens.solve.ExhaustiveSolver.solve(givens).solution();
        List<int[]> slips = slips(givens, solution, 3, 3);
        write(givens, written(givens, solution, 27, slips), out);
        return slips;
    }

    /** Written in: the solution's digits in the puzzle's empty cells before {@code upTo}, then the slips. */
    public static Grid written(Grid givens, Grid solution, int upTo, List<int[]> slips) {
        Grid hand = Grid.empty();
        for (int cell = 0; cell < upTo; cell++) {
            hand = givens.isEmpty(cell) ? hand.with(cell, solution.get(cell)) : hand;
        }
        for (int[] slip : slips) {
            hand = hand.with(slip[0], slip[1]);
        }
        return hand;
    }
    /**
     * A puzzle app's screen, as a screenshot: the {@code givens} in black, {@code entries} (the
     * person's, not null) in blue, and with {@code notes} in every other cell each digit no peer
     * holds, small and grey in its place of a 3 x 3 layout (1 top left ... 9 bottom right), as
     * apps fill in the notes. 900 px square; the caller releases it.
     */
    public static Mat appScreen(Grid givens, Grid entries, boolean notes) {
        OpenCvLoader.ensureLoaded();
        int cell = 90;
        int margin = 45;
        BufferedImage img = new BufferedImage(9 * cell + 2 * margin, 9 * cell + 2 * margin,
                BufferedImage.TYPE_3BYTE_BGR);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setColor(Color.BLACK);
        for (int i = 0; i <= 9; i++) {
            g.setStroke(new BasicStroke(i % 3 == 0 ? 4 : 1.5f));
            g.drawLine(margin, margin + i * cell, margin + 9 * cell, margin + i * cell);
            g.drawLine(margin + i * cell, margin, margin + i * cell, margin + 9 * cell);
        }
        Font big = new Font("DejaVu Sans", Font.PLAIN, 56);
        Font small = new Font("DejaVu Sans", Font.PLAIN, 20);
        Grid shown = givens;
        for (int i = 0; i < 81; i++) {
            shown = entries.isEmpty(i) ? shown : shown.with(i, entries.get(i));
        }
        for (int i = 0; i < 81; i++) {
            int x = margin + i % 9 * cell;
            int y = margin + i / 9 * cell;
            if (!shown.isEmpty(i)) {
                g.setFont(big);
                g.setColor(givens.isEmpty(i) ? new Color(30, 90, 200) : Color.BLACK);
                g.drawString(String.valueOf(shown.get(i)), x + 28, y + 68);
                continue;
            }
            if (!notes) {
                continue;
            }
            boolean[] taken = new boolean[10];
            for (int p : Units.peersOf(i)) {
                taken[shown.get(p)] = true;
            }
            g.setFont(small);
            g.setColor(new Color(110, 110, 110));
            for (int d = 1; d <= 9; d++) {
                if (!taken[d]) {
                    g.drawString(String.valueOf(d), x + 12 + (d - 1) % 3 * 26, y + 27 + (d - 1) / 3 * 27);
                }
            }
        }
        g.dispose();
        return SceneRenderer.toMat(img);
    }

    /**
     * A page with a grid of {@code n} cells a side ({@code box}: cells a box, drawn thicker),
     * {@code cell} px a cell, {@code margin} px around it, the digits of {@code cells} (a
     * character a cell, '.' empty) printed in OpenCV's plain typeface: a synthetic page for cases
     * the newspaper renderer does not draw (other grid sizes, a stroke in a cell). The caller
     * releases it.
     */
    public static Mat plainGrid(String cells, int n, int box, int cell, int margin) {
        OpenCvLoader.ensureLoaded();
        Mat page = new Mat(n * cell + 2 * margin, n * cell + 2 * margin, CvType.CV_8UC3, new Scalar(245, 245, 245));
        for (int i = 0; i <= n; i++) {
            int at = margin + i * cell;
            int width = i % box == 0 ? 4 : 1;
            Imgproc.line(page, new Point(margin, at), new Point(margin + n * cell, at), new Scalar(0, 0, 0), width);
            Imgproc.line(page, new Point(at, margin), new Point(at, margin + n * cell), new Scalar(0, 0, 0), width);
        }
        for (int i = 0; i < cells.length(); i++) {
            if (cells.charAt(i) != '.') {
                Imgproc.putText(page, String.valueOf(cells.charAt(i)), new Point(margin + (i % n + 0.3) * cell,
                        margin + (i / n + 0.75) * cell), Imgproc.FONT_HERSHEY_SIMPLEX, cell / 40.0, new Scalar(0, 0, 0), 2);
            }
        }
        return page;
    }

    /**
     * A crossword's page: a grid of {@code n} cells a side, {@code cell} px a cell, {@code margin}
     * px around it, about one cell in six black (placed by {@code seed}) but the four corner cells,
     * as most crosswords have them, and no box lines. The caller releases it.
     */
    public static Mat crossword(int n, int cell, int margin, long seed) {
        OpenCvLoader.ensureLoaded();
        Mat page = new Mat(n * cell + 2 * margin, n * cell + 2 * margin, CvType.CV_8UC3, new Scalar(235, 235, 235));
        java.util.Random rnd = new java.util.Random(seed);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                boolean corner = (r == 0 || r == n - 1) && (c == 0 || c == n - 1);
                if (rnd.nextInt(6) == 0 && !corner) {
                    Imgproc.rectangle(page, new Point(margin + c * cell, margin + r * cell),
                            new Point(margin + (c + 1) * cell, margin + (r + 1) * cell), new Scalar(25, 25, 25), -1);
                }
            }
        }
        for (int i = 0; i <= n; i++) {
            int at = margin + i * cell;
            Imgproc.line(page, new Point(margin, at), new Point(margin + n * cell, at), new Scalar(25, 25, 25), 2);
            Imgproc.line(page, new Point(at, margin), new Point(at, margin + n * cell), new Scalar(25, 25, 25), 2);
        }
        return page;
    }

    /**
     * A mini crossword filled in: {@code n} cells a side of 40 px, 60 px margin, each cell black
     * with probability {@code black}, else holding a capital letter with probability 0.6 (both
     * drawn from {@code seed}). The caller releases it.
     */
    public static Mat letterGrid(int n, long seed, double black) {
        OpenCvLoader.ensureLoaded();
        int cell = 40;
        int margin = 60;
        Mat page = new Mat(n * cell + 2 * margin, n * cell + 2 * margin, CvType.CV_8UC3, new Scalar(235, 235, 235));
        java.util.Random rnd = new java.util.Random(seed);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                Point from = new Point(margin + c * cell, margin + r * cell);
                if (rnd.nextDouble() < black) {
                    Imgproc.rectangle(page, from, new Point(from.x + cell, from.y + cell), new Scalar(20, 20, 20), -1);
                } else if (rnd.nextDouble() < 0.6) {
                    Imgproc.putText(page, String.valueOf((char) ('A' + rnd.nextInt(26))), new Point(from.x + 10, from.y + 31),
                            Imgproc.FONT_HERSHEY_SIMPLEX, 0.9, new Scalar(30, 30, 30), 2);
                }
            }
        }
        for (int i = 0; i <= n; i++) {
            int at = margin + i * cell;
            Imgproc.line(page, new Point(at, margin), new Point(at, margin + n * cell), new Scalar(30, 30, 30), 2);
            Imgproc.line(page, new Point(margin, at), new Point(margin + n * cell, at), new Scalar(30, 30, 30), 2);
        }
        return page;
    }

    /**
     * A plain 9x9 page ({@link #plainGrid}, 50 px cells, 60 px margin) of a puzzle whose row 2
     * holds a 1 at r2c4, with a pen stroke in the empty r2c2 that reads as a 1 (0.99, not beyond
     * doubt): the board correction takes it for a stain and drops it. Written to {@code out} (PNG).
     */
    public static void writeStrayStroke(Path out) {
        Mat page = plainGrid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", 9, 3,
                STROKE_CELL, STROKE_MARGIN);
        Imgproc.line(page, new Point(STROKE_MARGIN + 1.5 * STROKE_CELL, STROKE_MARGIN + 1.2 * STROKE_CELL),
                new Point(STROKE_MARGIN + 1.5 * STROKE_CELL, STROKE_MARGIN + 1.8 * STROKE_CELL), new Scalar(40, 40, 40), 2);
        Imgcodecs.imwrite(out.toString(), page);
        page.release();
    }

    /** {@link #writeStrayStroke}'s cell and margin, in pixels. */
    public static final int STROKE_CELL = 50;
    public static final int STROKE_MARGIN = 60;
}
