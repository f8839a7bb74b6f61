package lens.ocr.training;

import org.opencv.core.Mat;

/**
 * One training or test digit: its ink (white on black, cropped), its true digit, and for a
 * digit cut from a photo through the reading path the second cut reading weighs beside the
 * first ({@code followedInk}, null when it reads one: {@code lens.vision.CellImage#followedInk}).
 * Training learns from the first cut; {@code calibrate} reads both, as reading does.
 */
public record LabelledInk(Mat ink, int digit, Mat followedInk) {
    /** A digit with one cut (rendered, MNIST's, a font's). */
    public LabelledInk(Mat ink, int digit) {
        this(ink, digit, null);
    }

    /** Releases the ink of both cuts. */
    public void release() {
        ink.release();
        if (followedInk != null) {
            followedInk.release();
        }
    }
}
