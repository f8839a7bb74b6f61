package lens.samples;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * The centre line of a binary stroke shape, and that line redrawn at another width: how a fine pen
 * writes a digit whose source shape (Semeion's and optdigits' scans) has the stroke of a felt tip.
 * OpenCV's thinning lives in the contrib module {@code ximgproc}, which the OpenCV build we use
 * does not carry; this is Zhang and Suen's two-pass thinning (1984), which keeps every stroke
 * connected and every loop closed.
 */
final class StrokeSkeleton {
    private StrokeSkeleton() {
    }

    /**
     * The one-pixel-wide centre line of the ink of {@code ink} (any type, ink above half of 1 for
     * floats or of 255 for bytes is read as set), as a {@code CV_8U} mask of 0 and 255.
     */
    static Mat of(Mat ink) {
        int rows = ink.rows();
        int cols = ink.cols();
        Mat f = new Mat();
        ink.convertTo(f, CvType.CV_32F, ink.depth() == CvType.CV_8U ? 1 / 255.0 : 1);
        float[] level = new float[rows * cols];
        f.get(0, 0, level);
        f.release();
        byte[] on = new byte[rows * cols];
        for (int i = 0; i < on.length; i++) {
            // the frame's outermost pixels are never set: every pixel thinned has eight neighbours
            int y = i / cols;
            int x = i % cols;
            boolean inside = y > 0 && x > 0 && y < rows - 1 && x < cols - 1;
            on[i] = (byte) (inside && level[i] > 0.5 ? 1 : 0);
        }
        int[] removable = new int[on.length];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int pass = 0; pass < 2; pass++) {
                int n = 0;
                for (int y = 1; y < rows - 1; y++) {
                    for (int x = 1; x < cols - 1; x++) {
                        int i = y * cols + x;
                        if (on[i] != 0 && removable(on, i, cols, pass)) {
                            removable[n++] = i;
                        }
                    }
                }
                for (int k = 0; k < n; k++) {
                    on[removable[k]] = 0;
                }
                changed |= n > 0;
            }
        }
        for (int i = 0; i < on.length; i++) {
            on[i] = (byte) (on[i] != 0 ? 255 : 0);
        }
        Mat out = new Mat(rows, cols, CvType.CV_8U);
        out.put(0, 0, on);
        return out;
    }

    /**
     * The centre line of {@code ink} widened to a stroke {@code width} pixels across, as a
     * {@code CV_32F} mask of 0 and 1 the size of {@code ink}.
     */
    static Mat redrawn(Mat ink, double width) {
        Mat line = of(ink);
        Mat off = new Mat();
        Core.compare(line, new Scalar(0), off, Core.CMP_EQ);
        line.release();
        Mat distance = new Mat();
        Imgproc.distanceTransform(off, distance, Imgproc.DIST_L2, Imgproc.DIST_MASK_5);
        off.release();
        Mat stroke = new Mat();
        Imgproc.threshold(distance, stroke, width / 2, 1.0, Imgproc.THRESH_BINARY_INV);
        distance.release();
        return stroke;
    }

    /**
     * Whether the set pixel {@code i} may go in this {@code pass} (0 takes the south-east
     * boundary, 1 the north-west): it has two to six set neighbours, exactly one change from
     * unset to set around it (removing it splits nothing), and the pass's two triples of
     * neighbours each hold an unset one.
     */
    private static boolean removable(byte[] on, int i, int cols, int pass) {
        int p2 = on[i - cols];
        int p3 = on[i - cols + 1];
        int p4 = on[i + 1];
        int p5 = on[i + cols + 1];
        int p6 = on[i + cols];
        int p7 = on[i + cols - 1];
        int p8 = on[i - 1];
        int p9 = on[i - cols - 1];
        int set = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
        if (set < 2 || set > 6) {
            return false;
        }
        int[] around = {p2, p3, p4, p5, p6, p7, p8, p9, p2};
        int rises = 0;
        for (int k = 0; k < 8; k++) {
            rises += around[k] == 0 && around[k + 1] == 1 ? 1 : 0;
        }
        if (rises != 1) {
            return false;
        }
        return pass == 0 ? p2 * p4 * p6 == 0 && p4 * p6 * p8 == 0 : p2 * p4 * p8 == 0 && p2 * p6 * p8 == 0;
    }
}
