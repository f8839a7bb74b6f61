package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A digit followed past the side of its trimmed cell. {@link DigitIsolator} looks for the digit
 * inside the cell less a border (where grid lines leave remnants), and a written stroke in that
 * border was cut off: a 7 whose bar runs just under the line above read 1, a 2 whose foot runs
 * along the line below read 7. When the digit reaches the trimmed cell's side, the ink joined to
 * it in a window {@link #BEYOND} past the cell's lines is added where it is a stroke: a line's
 * remnant is a pixel or two thin and is left out, and ink that runs on out of the window (the
 * next cell's digit, a digit written across the line, a line) adds nothing.
 *
 * @param mask  the digit's ink, in {@code frame}'s coordinates
 * @param frame the window of the square {@code mask} covers
 */
record DigitPastSide(Mat mask, Rect frame) {
    /** How far past its cell's lines (share of the cell) a digit is followed. */
    static final double BEYOND = 0.15;
    /** Ink past the trimmed cell is a stroke where it is this thick (px): a line's remnant is thinner. */
    static final int STROKE = 3;

    /**
     * The digit whose ink is {@code mask} ({@code inner}'s frame; {@code box} its bounding box
     * there) in cell {@code bounds} of thresholded square {@code bin} (lines taken out), followed
     * past the trimmed cell {@code inner}; null when it does not reach a side of {@code inner},
     * nothing is added, or the whole is no longer of digit size.
     */
    static DigitPastSide follow(Mat bin, Rect inner, Rect bounds, Mat mask, Rect box, CellParams.DigitShape s) {
        if (box.x > 0 && box.y > 0 && box.x + box.width < inner.width && box.y + box.height < inner.height) {
            return null;
        }
        Rect frame = window(bounds, bin.cols(), bin.rows());
        Mat joined = joinedIn(bin, inner, frame, mask);
        if (joined == null) {
            return null;
        }
        Mat digit = new Mat(frame.size(), CvType.CV_8UC1, new Scalar(0));
        Mat at = digit.submat(new Rect(inner.x - frame.x, inner.y - frame.y, inner.width, inner.height));
        mask.copyTo(at);
        at.release();
        Mat added = new Mat();
        Core.subtract(joined, digit, added);
        joined.release();
        Mat stroke = strokes(added);
        added.release();
        boolean any = Core.countNonZero(stroke) > 0;
        Core.bitwise_or(digit, stroke, digit);
        stroke.release();
        Rect all = Imgproc.boundingRect(digit);
        if (!any || all.height > s.maxHeight() * bounds.height || all.width > bounds.width) {
            digit.release();
            return null;
        }
        return new DigitPastSide(digit, frame);
    }

    /** Cell {@code bounds} grown by {@link #BEYOND} each way, within the square. */
    private static Rect window(Rect bounds, int cols, int rows) {
        int dx = (int) Math.round(bounds.width * BEYOND);
        int dy = (int) Math.round(bounds.height * BEYOND);
        return CellSplitter.clip(new Rect(bounds.x - dx, bounds.y - dy, bounds.width + 2 * dx, bounds.height + 2 * dy),
                cols, rows);
    }

    /**
     * The components of {@code bin} in {@code frame} that share ink with {@code mask} (in
     * {@code inner}'s frame), in {@code frame}'s coordinates; null when they reach the frame's
     * edge (ink running on out of the window).
     */
    private static Mat joinedIn(Mat bin, Rect inner, Rect frame, Mat mask) {
        WindowComponents pieces = WindowComponents.of(bin, frame);
        boolean[] ours = pieces.touchedBy(mask, inner.x - frame.x, inner.y - frame.y);
        int w = frame.width;
        int h = frame.height;
        int[] label = pieces.label();
        byte[] out = new byte[label.length];
        for (int i = 0; i < label.length; i++) {
            if (ours[label[i]]) {
                int x = i % w;
                int y = i / w;
                if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
                    return null;
                }
                out[i] = (byte) 255;
            }
        }
        Mat joined = new Mat(h, w, CvType.CV_8UC1);
        joined.put(0, 0, out);
        return joined;
    }

    /** The parts of {@code ink} at least {@link #STROKE} px thick, with their edges. */
    private static Mat strokes(Mat ink) {
        Mat k = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(STROKE, STROKE));
        Mat stroke = new Mat();
        Imgproc.morphologyEx(ink, stroke, Imgproc.MORPH_OPEN, k);
        Imgproc.dilate(stroke, stroke, k);
        k.release();
        Core.bitwise_and(stroke, ink, stroke);
        return stroke;
    }
}
