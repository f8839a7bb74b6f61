package lens.samples;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.board.Grid;
import lens.vision.OpenCvLoader;
import org.opencv.core.Mat;
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
}
