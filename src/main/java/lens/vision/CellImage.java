package lens.vision;

import org.opencv.core.Mat;
import org.opencv.core.Rect;

/**
 * One cell of the warped grid: its index (row * 9 + column), its box in the square, and the
 * isolated digit ({@code ink}: white on black, cropped to the digit's box) or null when empty.
 * {@code digitBox} is the digit's box in the square (null when empty).
 *
 * <p>{@code followedInk} is the same digit cut a second way, its strokes followed into fainter
 * ink ({@link FaintStrokes}), where that finds more of it (a 7's bar or a 9's loop fading out
 * of a light pen's stroke); null where it finds nothing more. The reader reads both cuts of a
 * written digit and weighs them as one reading
 * ({@code lens.ocr.ModelRecognizer#recognizeAll(List, List)}).
 */
public record CellImage(int index, Rect bounds, Mat ink, Rect digitBox, Mat followedInk) {
    /** A cell without a second cut of its digit (or an empty one). */
    public CellImage(int index, Rect bounds, Mat ink, Rect digitBox) {
        this(index, bounds, ink, digitBox, null);
    }

    public boolean filled() {
        return ink != null;
    }

    /**
     * How far the digit's box's centre lies from the cell's centre, across and down, as shares of
     * the cell's width and height (negative: left, up); for a filled cell only.
     */
    double[] digitOffCentre() {
        return new double[] {(digitBox.x + digitBox.width / 2.0 - (bounds.x + bounds.width / 2.0)) / bounds.width,
            (digitBox.y + digitBox.height / 2.0 - (bounds.y + bounds.height / 2.0)) / bounds.height};
    }

    public int row() {
        return index / 9;
    }

    public int col() {
        return index % 9;
    }

    /** This cell emptied: its ink (both cuts) released. */
    public CellImage emptied() {
        release();
        return new CellImage(index, bounds, null, null);
    }

    /** Releases the ink of both cuts. */
    public void release() {
        if (ink != null) {
            ink.release();
        }
        if (followedInk != null) {
            followedInk.release();
        }
    }
}
