package lens.overlay;

import lens.board.Grid;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;

/**
 * Draws the missing digits of a solution into their cells of the photo, in perspective: each
 * digit is drawn upright in a frontal canvas at its cell (following the detected grid lines),
 * and the canvas is warped onto the paper with the square-to-photo homography. About 2 ms on a
 * 640x480 frame, so the live view can call it every frame.
 */
public final class SolutionOverlay {
    private final OverlayStyle style;

    public SolutionOverlay(OverlayStyle style) {
        this.style = style;
    }

    /** The look it draws in (for marks drawn beside its digits in the same style). */
    public OverlayStyle style() {
        return style;
    }

    /** Draws into {@code photo} (8-bit BGR, changed in place) every digit of {@code solution} not in {@code read}. */
    public void draw(Mat photo, GridGeometry geometry, Grid read, Grid solution) {
        try (SquareCanvas canvas = new SquareCanvas(style.canvas(), geometry)) {
            for (int i = 0; i < 81; i++) {
                if (read.get(i) == 0 && solution.get(i) != 0) {
                    canvas.digit(i / 9, i % 9, solution.get(i), style.digitScale(), style.digit());
                }
            }
            canvas.compositeOnto(photo);
        }
    }
}
