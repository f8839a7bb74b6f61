package lens.overlay;

import java.awt.Color;
import java.util.Map;
import lens.overlay.StepMarks.CandidateRole;
import lens.overlay.StepMarks.CellRole;

/**
 * The colours and proportions of step pictures (RGB with opacity). Tints are pale so that the
 * digits under them stay readable: on a clean diagram they are opaque, on a photo translucent
 * ({@code tintAlpha}) so that the printed digits show through. Red always means "removed", blue
 * a written answer (the solution overlay's colour), green and blue discs the two sides of a
 * chain or colouring.
 *
 * @param tintAlpha  opacity of cell tints (255 on diagrams; about 40% on photos)
 * @param lineScale  stroke widths as a fraction of the cell side
 * @param discScale  size of the small candidate discs and digits (larger on photos, where a cell
 *                   is often only 40-50 pixels)
 */
public record StepStyle(int tintAlpha, double lineScale, double discScale) {
    static final Color HOUSE = new Color(30, 100, 220);
    static final Color SECOND = new Color(240, 130, 0);
    static final Color BASE = new Color(30, 100, 220);
    static final Color COVER = new Color(0, 150, 70);
    static final Color LINK = new Color(230, 90, 0);
    static final Color BLOCKER = new Color(240, 130, 0);
    static final Color RAY = new Color(240, 130, 0, 120);
    static final Color ANSWER = new Color(0, 90, 200);
    static final Color REMOVED = new Color(215, 30, 30);
    static final Color REMOVED_DISC = new Color(255, 205, 205);
    static final Color INK = new Color(25, 25, 25);

    private static final Map<CellRole, Color> TINTS = Map.of(
            CellRole.PATTERN, new Color(255, 230, 120),
            CellRole.PIVOT, new Color(255, 185, 100),
            CellRole.FIN, new Color(215, 180, 255),
            CellRole.COLOUR_A, new Color(180, 235, 180),
            CellRole.COLOUR_B, new Color(175, 210, 255),
            CellRole.TARGET, new Color(255, 190, 190),
            CellRole.PLACED, new Color(175, 230, 255));

    static final Color DISC_KEY = new Color(120, 210, 120);
    static final Color DISC_A = DISC_KEY;
    static final Color DISC_B = new Color(120, 175, 255);

    private static final Map<CandidateRole, Color> DISCS = Map.of(
            CandidateRole.KEY, DISC_KEY,
            CandidateRole.COLOUR_A, DISC_A,
            CandidateRole.COLOUR_B, DISC_B,
            CandidateRole.ELIMINATED, REMOVED_DISC);

    /** Clean frontal diagrams: opaque tints. */
    public static StepStyle diagram() {
        return new StepStyle(255, 1.0, 1.0);
    }

    /** Layers warped onto photos and video: translucent tints, bolder strokes (they are seen smaller). */
    public static StepStyle photo() {
        return new StepStyle(110, 1.4, 1.2);
    }

    Color tint(CellRole role) {
        Color c = TINTS.get(role);
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), tintAlpha);
    }

    /** The wash over a fish's base lines: the base colour, faint. */
    Color band() {
        return new Color(BASE.getRed(), BASE.getGreen(), BASE.getBlue(), tintAlpha / 5);
    }

    /** What a translucent colour looks like on white paper (for tests reading pixels). */
    static Color onWhite(Color c) {
        double a = c.getAlpha() / 255.0;
        return new Color((int) Math.round(255 + (c.getRed() - 255) * a), (int) Math.round(255 + (c.getGreen() - 255) * a),
                (int) Math.round(255 + (c.getBlue() - 255) * a));
    }

    Color disc(CandidateRole role) {
        return DISCS.get(role);
    }

    /** A stroke width for a cell of side {@code side}: {@code fraction} of it, scaled by {@link #lineScale}. */
    double stroke(double side, double fraction) {
        return Math.max(1, side * fraction * lineScale);
    }
}
