package lens.overlay;

import lens.vision.GridGeometry;
import org.opencv.core.Mat;

/**
 * Marks a checked grid on the photo: wrong cells circled in red, cells to check by eye in amber,
 * the digits written right ticked in green (not the printed ones: {@link
 * lens.verify.CheckedGrid#ticked}), and empty cells to look at (a finished grid's digits the
 * photo did not show) circled in the digits' blue.
 */
public final class VerifyOverlay {
    private final OverlayStyle style;

    public VerifyOverlay(OverlayStyle style) {
        this.style = style;
    }

    /** {@code wrong[i]} circles cell i; other cells with {@code filled[i]} get a tick. */
    public void draw(Mat photo, GridGeometry geometry, boolean[] filled, boolean[] wrong) {
        draw(photo, geometry, filled, wrong, new boolean[81], new boolean[81]);
    }

    /**
     * As {@link #draw(Mat, GridGeometry, boolean[], boolean[])}, and {@code check[i]} circles cell
     * i in amber (to check by eye), {@code look[i]} empty cell i in blue.
     */
    public void draw(Mat photo, GridGeometry geometry, boolean[] filled, boolean[] wrong, boolean[] check,
                     boolean[] look) {
        try (SquareCanvas canvas = new SquareCanvas(style.canvas(), geometry)) {
            for (int i = 0; i < 81; i++) {
                if (wrong[i]) {
                    canvas.circle(i / 9, i % 9, style.wrong());
                } else if (check[i]) {
                    canvas.circle(i / 9, i % 9, style.check());
                } else if (look[i]) {
                    canvas.circle(i / 9, i % 9, style.digit());
                } else if (filled[i]) {
                    canvas.tick(i / 9, i % 9, style.right());
                }
            }
            canvas.compositeOnto(photo);
        }
    }
}
