package lens.samples;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import lens.vision.Quad;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * Test pages of the sudoku variants a newspaper prints beside the classic puzzle (a Sudoku X, a
 * jigsaw sudoku, a killer sudoku) and, drawn the same way, a classic one, photographed as
 * {@link SceneRenderer} photographs a page (bent, in perspective, unevenly lit, blurred).
 */
public final class VariantPages {
    /** A jigsaw sudoku's givens and its nine regions (a letter a region), from a generated jigsaw puzzle. */
    public static final String JIGSAW_GIVENS =
            "4.....2353....6..8582....4........96.....46.2.19.483..2...5...474.5.2....7.....8.";
    public static final String JIGSAW_REGIONS =
            "aaabcccccabbbbbbbcaaaaabccceeeeeefffggdedeeffgddddfffigdddhhhfigggghiiiighhhhhiii";
    /** A classic puzzle and its solution (the killer's sums are this solution's). */
    public static final String CLASSIC_GIVENS =
            "..14.....23...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4";
    public static final String CLASSIC_SOLUTION =
            "681472935234589167579136248126845793843791526957263481312654879468917352795328614";
    /** The 3x3 boxes as regions. */
    public static final String BOXES =
            "aaabbbcccaaabbbcccaaabbbcccdddeeefffdddeeefffdddeeefffggghhhiiiggghhhiiiggghhhiii";

    /** How the page marks out what the classic rules do not have. */
    public enum Style { CLASSIC, X_LINES, X_SHADED, JIGSAW, KILLER, KILLER_LARGE_SUMS }

    private static final int CELL = 60;
    private static final int MARGIN = 50;

    private VariantPages() {
    }

    /** The page of {@code style} photographed at 1280x960 (seed: its place and light), written to {@code out} (a JPEG). */
    public static void photograph(Style style, long seed, Path out) {
        RenderedPage page = page(style);
        double side = 9 * CELL * 1.35;
        Quad at = Quad.of(new Point(640 - side / 2 + 30, 480 - side / 2), new Point(640 + side / 2 + 10, 480 - side / 2 + 25),
                new Point(640 + side / 2 - 15, 480 + side / 2), new Point(640 - side / 2 - 5, 480 + side / 2 - 10));
        try (Scene scene = SceneRenderer.place(page, SceneSpec.photo(1280, 960, page.placedAt(at), seed))) {
            Imgcodecs.imwrite(out.toString(), scene.image());
        }
    }

    /**
     * A newspaper's puzzle corner: the page of {@code larger} (640 px) beside the smaller one of
     * {@code smaller} (560 px), flat, on a 1360x700 sheet (BGR, the caller releases it).
     */
    public static Mat sideBySide(Style larger, Style smaller) {
        Mat sheet = new Mat(700, 1360, CvType.CV_8UC3, new Scalar(236, 238, 240));
        int x = 20;
        for (Style style : new Style[] {larger, smaller}) {
            int side = style == larger ? 640 : 560;
            Mat flat = SceneRenderer.toMat(page(style).image());
            Mat sized = new Mat();
            Imgproc.resize(flat, sized, new Size(side, side));
            sized.copyTo(sheet.submat(new Rect(x, 30, side, side)));
            flat.release();
            sized.release();
            x += side + 100;
        }
        return sheet;
    }

    /** The flat page of {@code style}, with its grid's corners. */
    public static RenderedPage page(Style style) {
        int side = 9 * CELL + 2 * MARGIN;
        BufferedImage img = new BufferedImage(side, side, BufferedImage.TYPE_3BYTE_BGR);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(240, 238, 232));
        g.fillRect(0, 0, side, side);
        if (style == Style.X_SHADED) {
            g.setColor(new Color(205, 205, 205));
            for (int i = 0; i < 9; i++) {
                g.fillRect(x(i), x(i), CELL, CELL);
                g.fillRect(x(8 - i), x(i), CELL, CELL);
            }
        }
        g.setColor(new Color(25, 25, 25));
        String regions = style == Style.JIGSAW ? JIGSAW_REGIONS : BOXES;
        for (int i = 0; i <= 9; i++) {
            g.setStroke(new BasicStroke(i % 9 == 0 ? 4 : 1));
            g.drawLine(x(0), x(i), x(9), x(i));
            g.drawLine(x(i), x(0), x(i), x(9));
        }
        g.setStroke(new BasicStroke(4));
        for (int cell = 0; cell < 81; cell++) {
            int r = cell / 9;
            int c = cell % 9;
            if (c < 8 && regions.charAt(cell) != regions.charAt(cell + 1)) {
                g.drawLine(x(c + 1), x(r), x(c + 1), x(r + 1));
            }
            if (r < 8 && regions.charAt(cell) != regions.charAt(cell + 9)) {
                g.drawLine(x(c), x(r + 1), x(c + 1), x(r + 1));
            }
        }
        if (style == Style.X_LINES) {
            g.setStroke(new BasicStroke(2));
            g.drawLine(x(0), x(0), x(9), x(9));
            g.drawLine(x(9), x(0), x(0), x(9));
        }
        if (style == Style.KILLER || style == Style.KILLER_LARGE_SUMS) {
            drawCages(g, style == Style.KILLER ? 12 : 18);
        } else {
            String givens = style == Style.JIGSAW ? JIGSAW_GIVENS : CLASSIC_GIVENS;
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 40));
            for (int cell = 0; cell < 81; cell++) {
                if (givens.charAt(cell) != '.') {
                    g.drawString(String.valueOf(givens.charAt(cell)), x(cell % 9) + 19, x(cell / 9) + 45);
                }
            }
        }
        g.dispose();
        Quad grid = Quad.of(new Point(x(0), x(0)), new Point(x(9), x(0)), new Point(x(9), x(9)), new Point(x(0), x(9)));
        return new RenderedPage(img, grid);
    }

    /**
     * A killer sudoku's cages: runs of two or three cells along a row (so they are easy to lay
     * out), each outlined by a dotted line inside its cells, the sum of the solution's digits in
     * its first cell's top left corner, {@code size} px tall (of the 60 px cell).
     */
    private static void drawCages(Graphics2D g, int size) {
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {3, 3}, 0));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, size));
        int inset = 5;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; ) {
                int length = Math.min(9 - c, 2 + (r + c) % 2);
                int sum = 0;
                for (int k = 0; k < length; k++) {
                    sum += CLASSIC_SOLUTION.charAt(r * 9 + c + k) - '0';
                }
                g.drawRect(x(c) + inset, x(r) + inset, length * CELL - 2 * inset, CELL - 2 * inset);
                // the sum on the paper, the dotted line broken around it, as newspapers print it
                g.setColor(new Color(240, 238, 232));
                g.fillRect(x(c) + inset - 1, x(r) + inset - 1, 2 + 3 * size / 2, 3 + size);
                g.setColor(new Color(25, 25, 25));
                g.drawString(String.valueOf(sum), x(c) + inset + 1, x(r) + inset + size - 1);
                c += length;
            }
        }
    }

    private static int x(int line) {
        return MARGIN + line * CELL;
    }
}
