package lens.overlay;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * A {@link Surface} on a Java2D image with an alpha channel, anti-aliased. Java2D rather than
 * OpenCV text because step pictures carry small candidate digits and sentences that must stay
 * legible; a picture is drawn once per step, so its few milliseconds do not matter per frame.
 */
public final class RasterSurface implements Surface, AutoCloseable {
    /** The sans-serif family Java maps to the system's fonts (DejaVu Sans on Debian). */
    static final String FAMILY = Font.SANS_SERIF;

    private final BufferedImage image;
    private final Graphics2D g;

    /** A transparent surface of this size. */
    public RasterSurface(int width, int height) {
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    /** The picture so far (ARGB). */
    public BufferedImage image() {
        return image;
    }

    @Override
    public void fillRect(double x, double y, double w, double h, Color fill) {
        g.setColor(fill);
        g.fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, Color stroke, double width) {
        g.setColor(stroke);
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
        g.draw(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color stroke, double width, boolean dashed) {
        g.setColor(stroke);
        float w = (float) width;
        g.setStroke(dashed
                ? new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {w * 3, w * 2}, 0f)
                : new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void fillCircle(double cx, double cy, double r, Color fill) {
        g.setColor(fill);
        g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    }

    @Override
    public void strokeCircle(double cx, double cy, double r, Color stroke, double width) {
        g.setColor(stroke);
        g.setStroke(new BasicStroke((float) width));
        g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
    }

    @Override
    public void fillPolygon(double[] xy, Color fill) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        g.setColor(fill);
        g.fill(p);
    }

    @Override
    public void centredText(String text, double cx, double cy, double size, Color fill, boolean bold) {
        Font f = font(size, bold);
        g.setFont(f);
        g.setColor(fill);
        FontMetrics m = g.getFontMetrics();
        Rectangle2D box = f.createGlyphVector(g.getFontRenderContext(), text).getVisualBounds();
        float x = (float) (cx - m.getStringBounds(text, g).getWidth() / 2);
        float y = (float) (cy - box.getY() - box.getHeight() / 2);
        g.drawString(text, x, y);
    }

    @Override
    public void text(String text, double x, double y, double size, Color fill, boolean bold) {
        g.setFont(font(size, bold));
        g.setColor(fill);
        g.drawString(text, (float) x, (float) y);
    }

    @Override
    public double textWidth(String text, double size, boolean bold) {
        g.setFont(font(size, bold));
        return g.getFontMetrics().getStringBounds(text, g).getWidth();
    }

    private static Font font(double size, boolean bold) {
        return new Font(FAMILY, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
    }

    @Override
    public void close() {
        g.dispose();
    }
}
