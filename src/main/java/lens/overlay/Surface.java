package lens.overlay;

import java.awt.Color;

/**
 * Where a step picture is drawn: a raster image ({@link RasterSurface}, for PNG files and for
 * the layer warped onto photos and video) or a vector document ({@link SvgSurface}). The
 * painters speak only these few primitives, so every picture of a step comes from one drawing
 * code whatever it ends up in. Coordinates are surface pixels; colours carry their opacity.
 */
public interface Surface {
    /** A filled rectangle. */
    void fillRect(double x, double y, double w, double h, Color fill);

    /** A rectangle's outline, the stroke centred on its edges. */
    void strokeRect(double x, double y, double w, double h, Color stroke, double width);

    /** A straight line; {@code dashed} for weak links. */
    void line(double x1, double y1, double x2, double y2, Color stroke, double width, boolean dashed);

    /** A filled circle. */
    void fillCircle(double cx, double cy, double r, Color fill);

    /** A circle's outline. */
    void strokeCircle(double cx, double cy, double r, Color stroke, double width);

    /** A filled polygon through the points {@code x0, y0, x1, y1, ...} (arrow heads). */
    void fillPolygon(double[] xy, Color fill);

    /** Text centred on ({@code cx}, {@code cy}); {@code size} is the font's pixel size. */
    void centredText(String text, double cx, double cy, double size, Color fill, boolean bold);

    /** Text starting at {@code x} with its baseline at {@code y}. */
    void text(String text, double x, double y, double size, Color fill, boolean bold);

    /** The width {@code text} takes at this size, for wrapping captions. */
    double textWidth(String text, double size, boolean bold);
}
