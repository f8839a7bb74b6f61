package lens.vision;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.imgproc.Imgproc;

/**
 * The connected pieces of ink (8-connected) of a thresholded square in one window, as one label
 * a pixel in row order (0: no ink), and which of them a digit's mask touches: how a digit is
 * followed past what isolation cut ({@link DigitPastSide} past the trimmed cell's side,
 * {@link FaintStrokes} into fainter ink).
 *
 * @param label  each pixel's piece, {@code width} a row
 * @param count  the number of labels, 0 included
 * @param width  the window's width
 */
record WindowComponents(int[] label, int count, int width) {
    /** The pieces of {@code bin}'s ink inside {@code frame}. */
    static WindowComponents of(Mat bin, Rect frame) {
        Mat roi = bin.submat(frame);
        Mat labels = new Mat();
        int n = Imgproc.connectedComponents(roi, labels, 8, CvType.CV_32S);
        roi.release();
        int[] label = new int[frame.width * frame.height];
        labels.get(0, 0, label);
        labels.release();
        return new WindowComponents(label, n, frame.width);
    }

    /**
     * Which pieces (by label; never 0) share a pixel with {@code mask} (8-bit, non-zero where
     * set), whose top left corner lies at {@code ox, oy} of the window.
     */
    boolean[] touchedBy(Mat mask, int ox, int oy) {
        int mw = mask.cols();
        int mh = mask.rows();
        byte[] m = new byte[mw * mh];
        mask.get(0, 0, m);
        boolean[] touched = new boolean[count];
        for (int y = 0; y < mh; y++) {
            for (int x = 0; x < mw; x++) {
                if (m[y * mw + x] != 0) {
                    touched[label[(y + oy) * width + x + ox]] = true;
                }
            }
        }
        touched[0] = false;
        return touched;
    }
}
