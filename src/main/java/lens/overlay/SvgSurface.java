package lens.overlay;

import java.awt.Color;
import java.util.Locale;

/**
 * A {@link Surface} that writes an SVG document, for crisp step pictures in documents. Text is
 * set in the same sans-serif family as the raster pictures and measured with Java2D's metrics
 * of it, so captions wrap in the same places in both forms.
 */
public final class SvgSurface implements Surface {
    private final int width;
    private final int height;
    private final StringBuilder body = new StringBuilder();

    public SvgSurface(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** The finished document. */
    public String document() {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
                + body + "</svg>\n";
    }

    @Override
    public void fillRect(double x, double y, double w, double h, Color fill) {
        body.append(f("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\"%s/>\n", x, y, w, h, paint("fill", fill)));
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, Color stroke, double width) {
        body.append(f("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"none\"%s stroke-width=\"%.2f\"/>\n",
                x, y, w, h, paint("stroke", stroke), width));
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color stroke, double width, boolean dashed) {
        body.append(f("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"%s stroke-width=\"%.2f\" stroke-linecap=\"%s\"%s/>\n",
                x1, y1, x2, y2, paint("stroke", stroke), width, dashed ? "butt" : "round",
                dashed ? f(" stroke-dasharray=\"%.2f %.2f\"", width * 3, width * 2) : ""));
    }

    @Override
    public void fillCircle(double cx, double cy, double r, Color fill) {
        body.append(f("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"%s/>\n", cx, cy, r, paint("fill", fill)));
    }

    @Override
    public void strokeCircle(double cx, double cy, double r, Color stroke, double width) {
        body.append(f("<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"none\"%s stroke-width=\"%.2f\"/>\n",
                cx, cy, r, paint("stroke", stroke), width));
    }

    @Override
    public void fillPolygon(double[] xy, Color fill) {
        StringBuilder pts = new StringBuilder();
        for (int i = 0; i < xy.length; i += 2) {
            pts.append(i == 0 ? "" : " ").append(f("%.2f,%.2f", xy[i], xy[i + 1]));
        }
        body.append("<polygon points=\"").append(pts).append('"').append(paint("fill", fill)).append("/>\n");
    }

    @Override
    public void centredText(String text, double cx, double cy, double size, Color fill, boolean bold) {
        body.append(f("<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\" text-anchor=\"middle\" dominant-baseline=\"central\"%s%s>",
                cx, cy, size, bold ? " font-weight=\"bold\"" : "", paint("fill", fill)))
                .append(escape(text)).append("</text>\n");
    }

    @Override
    public void text(String text, double x, double y, double size, Color fill, boolean bold) {
        body.append(f("<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\"%s%s>", x, y, size,
                bold ? " font-weight=\"bold\"" : "", paint("fill", fill))).append(escape(text)).append("</text>\n");
    }

    @Override
    public double textWidth(String text, double size, boolean bold) {
        return TextLines.width(text, size, bold);
    }

    private static String paint(String attribute, Color c) {
        String s = f(" %s=\"#%02x%02x%02x\"", attribute, c.getRed(), c.getGreen(), c.getBlue());
        return c.getAlpha() == 255 ? s : s + f(" %s-opacity=\"%.3f\"", attribute, c.getAlpha() / 255.0);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
