package lens.vision;

import org.opencv.core.Mat;
import org.opencv.core.Rect;

/**
 * One cell of the warped grid: its index (row * 9 + column), its box in the square, and the
 * isolated digit ({@code ink}: white on black, cropped to the digit's box) or null when empty.
 * {@code digitBox} is the digit's box in the square (null when empty).
 */
public record CellImage(int index, Rect bounds, Mat ink, Rect digitBox) {
    public boolean filled() {
        return ink != null;
    }

    public int row() {
        return index / 9;
    }

    public int col() {
        return index % 9;
    }
}
