package lens.overlay;

import org.opencv.core.Scalar;

/**
 * How overlays look. Colours are BGR.
 *
 * @param canvas     side of the frontal drawing canvas; 360 px (40 px cells) is sharp enough once
 *                   warped into a phone photo and cheap enough for every video frame
 * @param digit      colour of solution digits: a saturated blue-green that no newspaper prints
 * @param digitScale digit height as a fraction of the cell
 * @param wrong      colour of the circles around wrong cells
 * @param right      colour of the ticks on right cells
 * @param check      colour of the circles around cells to check by eye (an unsure reading that
 *                   disagrees: not called wrong, so not in the mistakes' red)
 */
public record OverlayStyle(int canvas, Scalar digit, double digitScale, Scalar wrong, Scalar right, Scalar check) {
    public static OverlayStyle defaults() {
        return new OverlayStyle(360, new Scalar(200, 90, 0), 0.62, new Scalar(0, 0, 230), new Scalar(0, 170, 0),
                new Scalar(0, 165, 255));
    }
}
