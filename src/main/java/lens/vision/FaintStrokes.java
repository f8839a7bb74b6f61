package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A digit's strokes followed into fainter ink, as an edge detector's hysteresis follows an edge:
 * the square is thresholded a second time, {@link #SHARE} of the usual threshold's C (grid lines
 * taken out as from the first), and every piece of that fainter ink touching the digit joins it.
 * A light pen's or a pencil's digit is thresholded into pieces where the pressure fades, and the
 * piece read is then only part of it: a 7 without its bar, a 9 without its loop, a 2 without
 * its foot.
 *
 * <p>The digit so followed is a second cut ({@link CellImage#followedInk()}), read beside the
 * first for a written digit and not instead of it: the fainter ink also takes in a mark's or a
 * neighbour's ink, and the model reads the wider cut a little differently (validation pen sets,
 * the followed cut alone: wrong cells 645 -> 588, but `verify` said right 55 -> 50 on photos with
 * marks; both cuts weighed: 643 -> 600 and said right 307 -> 311 of 328; see
 * docs/reading-notebook.md, 2026-11-30). Any growth of the digit's box makes a second cut: about
 * half of written digits get one, most of them only a pixel of fringe wider, and those count too
 * (a second cut only where the box grows by 2 px or more: 611 wrong cells).
 */
final class FaintStrokes {
    /** The fainter threshold's C as a share of the usual one (0.7: 610 wrong cells, 0.5: 620, 0.3: 588, 0.15: 589). */
    static final double SHARE = 0.3;

    private FaintStrokes() {
    }

    /**
     * The square thresholded at {@link #SHARE} of {@code thresholdC}, without {@code strokes}
     * (the grid lines found in the usual threshold, grown by a pixel: the fainter threshold
     * draws them a little wider). The caller releases it.
     */
    static Mat threshold(Mat square, int block, double thresholdC, Mat strokes) {
        Mat faint = new Mat();
        Imgproc.adaptiveThreshold(square, faint, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, thresholdC * SHARE);
        Mat wider = new Mat();
        Mat k = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.dilate(strokes, wider, k);
        k.release();
        Core.subtract(faint, wider, faint);
        wider.release();
        return faint;
    }

    /**
     * The digit {@code mask} (of {@code frame} of the square) with every piece of {@code faint}
     * ink in the frame that touches it, or null when that adds nothing to its box or makes it
     * larger than a digit ({@code maxHeight} and {@code maxWidth} in pixels). The caller
     * releases the mask returned.
     */
    static Mat follow(Mat faint, Rect frame, Mat mask, Rect box, double maxHeight, double maxWidth) {
        WindowComponents pieces = WindowComponents.of(faint, frame);
        if (pieces.count() <= 1) {
            return null;
        }
        Mat near = new Mat();
        Mat k = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.dilate(mask, near, k);
        k.release();
        boolean[] joins = pieces.touchedBy(near, 0, 0);
        near.release();
        int w = frame.width;
        int h = frame.height;
        int[] label = pieces.label();
        byte[] digit = new byte[w * h];
        mask.get(0, 0, digit);
        int x0 = box.x;
        int y0 = box.y;
        int x1 = box.x + box.width;
        int y1 = box.y + box.height;
        for (int i = 0; i < label.length; i++) {
            if (joins[label[i]]) {
                digit[i] = (byte) 255;
                int x = i % w;
                int y = i / w;
                x0 = Math.min(x0, x);
                y0 = Math.min(y0, y);
                x1 = Math.max(x1, x + 1);
                y1 = Math.max(y1, y + 1);
            }
        }
        boolean larger = x0 < box.x || y0 < box.y || x1 > box.x + box.width || y1 > box.y + box.height;
        if (!larger || y1 - y0 > maxHeight || x1 - x0 > Math.max(maxWidth, box.width)) {
            return null;
        }
        Mat followed = new Mat(h, w, CvType.CV_8UC1);
        followed.put(0, 0, digit);
        return followed;
    }

    /**
     * The pieces of {@code faint} that hold some of {@code bin}'s ink, as an edge detector's
     * hysteresis keeps weak edges joined to strong ones: a digit's strokes where they fade, not
     * show-through or a shadow that only the fainter threshold sees. The caller releases it.
     */
    static Mat seeded(Mat faint, Mat bin) {
        WindowComponents pieces = WindowComponents.of(faint, new Rect(0, 0, faint.cols(), faint.rows()));
        boolean[] keep = pieces.touchedBy(bin, 0, 0);
        int[] label = pieces.label();
        byte[] out = new byte[label.length];
        for (int i = 0; i < label.length; i++) {
            if (keep[label[i]]) {
                out[i] = (byte) 255;
            }
        }
        Mat seeded = new Mat(faint.rows(), faint.cols(), CvType.CV_8UC1);
        seeded.put(0, 0, out);
        return seeded;
    }
}
