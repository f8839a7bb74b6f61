package lens.samples;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.Random;
import lens.board.Grid;
import lens.vision.Quad;
import org.opencv.core.Point;

/**
 * Draws a puzzle as a newspaper page with Java2D: off-white paper, a heading, columns of text
 * around the grid, a grid with a heavy border and box lines, printed givens, and optionally
 * handwriting-like digits in the empty cells (slanted, rotated, uneven, in pen colour).
 */
public final class PageRenderer {
    private static final String[] WORDS = ("the council said on tuesday that new plans for the market "
            + "square would be shown next week and residents are invited to comment weather sunny "
            + "spells later with showers in the north puzzle answers tomorrow crossword clues across "
            + "down letters page sport results league table").split(" ");
    private static final String[] HAND_FONTS = {"Z003", "DejaVu Sans", "Liberation Sans", "FreeSans"};

    private PageRenderer() {
    }

    /** The page with {@code givens} printed and, when {@code hand} is non-null, its other digits handwritten. */
    public static RenderedPage render(Grid givens, Grid hand, PageStyle style, Random rnd) {
        int cell = style.cellPx();
        int gridPx = cell * 9;
        int margin = (int) Math.round(style.margin() * cell);
        int w = gridPx + 2 * margin;
        int h = gridPx + 2 * margin + cell;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_3BYTE_BGR);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        int paper = 235 + rnd.nextInt(15);
        g.setColor(new Color(paper, paper - rnd.nextInt(6), paper - 4 - rnd.nextInt(10)));
        g.fillRect(0, 0, w, h);
        int gx = margin;
        int gy = margin + cell;
        drawText(g, rnd, w, h, gx, gy, gridPx, cell);
        drawGrid(g, style, gx, gy);
        drawDigits(g, givens, style, gx, gy);
        if (hand != null) {
            drawHand(g, givens, hand, cell, gx, gy, rnd);
        }
        g.dispose();
        Quad q = Quad.of(new Point(gx, gy), new Point(gx + gridPx, gy), new Point(gx + gridPx, gy + gridPx),
                new Point(gx, gy + gridPx));
        return new RenderedPage(img, q);
    }

    private static void drawText(Graphics2D g, Random rnd, int w, int h, int gx, int gy, int gridPx, int cell) {
        g.setColor(new Color(30, 30, 30));
        g.setFont(new Font("DejaVu Serif", Font.BOLD, (int) (cell * 0.7)));
        g.drawString("SUDOKU  No. " + (100 + rnd.nextInt(900)), gx, gy - cell / 3);
        g.setFont(new Font("Liberation Serif", Font.PLAIN, Math.max(9, cell / 4)));
        FontMetrics fm = g.getFontMetrics();
        int lineH = fm.getHeight();
        int gap = cell / 3;
        // Text columns left and right of the grid, and a band below it.
        textBlock(g, rnd, fm, 4, 4, gx - gap - 4, h - 4, lineH);
        textBlock(g, rnd, fm, gx + gridPx + gap, 4, w - 4, h - 4, lineH);
        textBlock(g, rnd, fm, gx, gy + gridPx + gap + lineH, gx + gridPx, h - 4, lineH);
    }

    private static void textBlock(Graphics2D g, Random rnd, FontMetrics fm, int x0, int y0, int x1, int y1, int lineH) {
        for (int y = y0 + lineH; y < y1; y += lineH) {
            StringBuilder line = new StringBuilder();
            while (true) {
                String word = WORDS[rnd.nextInt(WORDS.length)];
                if (fm.stringWidth(line + " " + word) > x1 - x0) {
                    break;
                }
                line.append(line.length() == 0 ? "" : " ").append(word);
            }
            g.drawString(line.toString(), x0, y);
        }
    }

    private static void drawGrid(Graphics2D g, PageStyle s, int gx, int gy) {
        int cell = s.cellPx();
        g.setColor(new Color(15, 15, 15));
        for (int i = 0; i <= 9; i++) {
            int t = (i == 0 || i == 9) ? s.outerLine() : (i % 3 == 0 ? s.boxLine() : s.thinLine());
            g.setStroke(new BasicStroke(t, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
            g.drawLine(gx + i * cell, gy, gx + i * cell, gy + 9 * cell);
            g.drawLine(gx, gy + i * cell, gx + 9 * cell, gy + i * cell);
        }
    }

    private static void drawDigits(Graphics2D g, Grid givens, PageStyle s, int gx, int gy) {
        int cell = s.cellPx();
        Font f = new Font(s.digitFont(), Font.PLAIN, 10);
        g.setFont(f);
        // Size the font so that a digit's ink is digitScale of the cell high.
        float pt = (float) (10 * s.digitScale() * cell / g.getFontMetrics().getAscent() * 1.35);
        g.setFont(f.deriveFont(pt));
        FontMetrics fm = g.getFontMetrics();
        g.setColor(new Color(10, 10, 10));
        for (int i = 0; i < 81; i++) {
            int d = givens.get(i);
            if (d != 0) {
                String t = Integer.toString(d);
                var box = f.deriveFont(pt).createGlyphVector(g.getFontRenderContext(), t).getVisualBounds();
                double x = gx + (i % 9) * cell + cell / 2.0 - box.getCenterX();
                double y = gy + (i / 9) * cell + cell / 2.0 - box.getCenterY();
                g.drawString(t, (float) x, (float) y);
            }
        }
    }

    private static void drawHand(Graphics2D g, Grid givens, Grid hand, int cell, int gx, int gy, Random rnd) {
        String family = HAND_FONTS[rnd.nextInt(HAND_FONTS.length)];
        Color pen = rnd.nextBoolean() ? new Color(20, 40, 140) : new Color(40, 40, 40);
        for (int i = 0; i < 81; i++) {
            if (givens.get(i) != 0 || hand.get(i) == 0) {
                continue;
            }
            String t = Integer.toString(hand.get(i));
            Font f = new Font(family, rnd.nextInt(3) == 0 ? Font.PLAIN : Font.ITALIC, 10);
            float pt = (float) (cell * (0.5 + 0.2 * rnd.nextDouble()) * 1.3);
            f = f.deriveFont(pt);
            var box = f.createGlyphVector(g.getFontRenderContext(), t).getVisualBounds();
            AffineTransform saved = g.getTransform();
            double cx = gx + (i % 9) * cell + cell / 2.0 + (rnd.nextDouble() - 0.5) * cell * 0.15;
            double cy = gy + (i / 9) * cell + cell / 2.0 + (rnd.nextDouble() - 0.5) * cell * 0.15;
            g.translate(cx, cy);
            g.rotate(Math.toRadians((rnd.nextDouble() - 0.5) * 20));
            g.shear(-0.15 * rnd.nextDouble(), 0);
            g.scale(0.85 + 0.3 * rnd.nextDouble(), 1);
            g.setColor(pen);
            g.setFont(f);
            g.drawString(t, (float) -box.getCenterX(), (float) -box.getCenterY());
            g.setTransform(saved);
        }
    }
}
