package lens.overlay;

import java.util.List;
import lens.board.Grid;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * Hints drawn onto a picture of the grid in perspective: each step's marks from
 * {@link StepPainter} (tinted cells, outlined units, the candidates it needs or removes, links,
 * the digit it writes) on a transparent frontal layer that follows the grid lines found in the
 * photo, then laid onto the paper. Only the step's own candidates are drawn: the paper already
 * shows the digits, and every candidate of every cell would hide them. Several hints are
 * numbered in the corner of the cell each changes. Used by {@code solve PHOTO --hint}, the live
 * window and the web page.
 */
public final class HintOverlay {
    /** Smallest frontal canvas: 60 px cells keep candidate digits legible once warped. */
    private static final int MIN_CANVAS = 540;
    /** Largest: beyond the photo's own resolution of the grid a larger canvas only costs time. */
    private static final int MAX_CANVAS = 1440;

    private final StepPainter painter;

    public HintOverlay(StepStyle style) {
        this.painter = new StepPainter(style);
    }

    /** With the photo look: translucent tints. */
    public static HintOverlay photo() {
        return new HintOverlay(StepStyle.photo());
    }

    /**
     * The frontal layer of {@code hints} for a grid laid out as {@code layout} on a square of side
     * {@code size}: every hint's marks in order (numbered when there are several), and the digits
     * of {@code found} (found by earlier steps, not yet on the paper) written as answers.
     */
    public PerspectiveLayer layer(List<Hint> hints, Grid found, CellLayout layout, int size) {
        try (RasterSurface s = new RasterSurface(size, size)) {
            List<StepMarks> marks = hints.stream().map(h -> StepMarks.of(h.step(), h.before())).toList();
            for (StepMarks m : marks) {
                painter.paintTints(s, layout, m);
            }
            for (int c = 0; c < 81; c++) {
                if (found.get(c) != 0) {
                    s.centredText(Integer.toString(found.get(c)), layout.centreX(c), layout.centreY(c),
                            layout.side(c) * 0.62, StepStyle.ANSWER, false);
                }
            }
            for (int i = 0; i < marks.size(); i++) {
                painter.paintMarks(s, layout, marks.get(i), hints.size() > 1 ? hints.get(i).number() : 0);
            }
            return PerspectiveLayer.of(s.image());
        }
    }

    /** Draws {@code hints} into {@code photo} (8-bit BGR, changed in place) over the grid at {@code geometry}. */
    public void draw(Mat photo, GridGeometry geometry, List<Hint> hints) {
        int size = canvasFor(geometry);
        try (PerspectiveLayer layer = layer(hints, Grid.empty(), CellLayout.of(geometry, size), size)) {
            layer.compositeOnto(photo, geometry);
        }
    }

    /** A canvas about as fine as the grid's longest side in the photo, within bounds. */
    static int canvasFor(GridGeometry g) {
        Point[] c = g.corners().corners();
        double longest = 0;
        for (int i = 0; i < 4; i++) {
            longest = Math.max(longest, Math.hypot(c[i].x - c[(i + 1) % 4].x, c[i].y - c[(i + 1) % 4].y));
        }
        int size = (int) Math.round(longest * 1.25 / 9) * 9;
        return Math.max(MIN_CANVAS, Math.min(MAX_CANVAS, size));
    }

    /** The digits written by hints (cell to digit), for {@code found} of a later layer. */
    public static Grid placedBy(List<Hint> hints) {
        Grid g = Grid.empty();
        for (Hint h : hints) {
            for (var p : h.step().placements()) {
                g = g.with(p.cell(), p.digit());
            }
        }
        return g;
    }
}
