package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * The colour of a digit's ink with the paper around it taken for white: blue pen, red print and
 * black or grey ink (pencil) tell themselves apart by it under any light, where the grey the
 * digits are read from makes them alike (a blue pen's digit is as dark as print).
 */
final class InkHue {
    private InkHue() {
    }

    /**
     * The ink's CIELAB a* and b* in {@code colour} (the warped square, BGR): the mean colour of
     * the {@code mask}'s ink at {@code digit}, each channel divided by the paper's (the per-channel
     * median over {@code inner}, the inner part of the cell, most of which is paper). Null when the
     * mask holds no ink there.
     */
    static double[] of(Mat colour, Rect inner, Rect digit, Mat mask) {
        Mat patch = colour.submat(digit);
        if (patch.cols() != mask.cols() || patch.rows() != mask.rows() || Core.countNonZero(mask) == 0) {
            patch.release();
            return null;
        }
        Scalar ink = Core.mean(patch, mask);
        patch.release();
        double[] paper = paper(colour, inner);
        Mat one = new Mat(1, 1, CvType.CV_32FC3);
        float[] balanced = new float[3];
        for (int c = 0; c < 3; c++) {
            balanced[c] = (float) Math.min(1, ink.val[c] / Math.max(1, paper[c]));
        }
        one.put(0, 0, balanced);
        Mat lab = new Mat();
        Imgproc.cvtColor(one, lab, Imgproc.COLOR_BGR2Lab);
        float[] out = new float[3];
        lab.get(0, 0, out);
        one.release();
        lab.release();
        return new double[] {out[1], out[2]};
    }

    /** The paper's colour around a cell: each channel's median over {@code inner}. */
    private static double[] paper(Mat colour, Rect inner) {
        Mat p = colour.submat(inner).clone();
        byte[] px = new byte[(int) p.total() * 3];
        p.get(0, 0, px);
        p.release();
        // a histogram a channel: the median in one pass, not a sort (up to 81 cells a reading, in the live view too)
        int[][] counts = new int[3][256];
        for (int i = 0; i < px.length; i++) {
            counts[i % 3][px[i] & 0xff]++;
        }
        int half = px.length / 3 / 2;
        double[] median = new double[3];
        for (int c = 0; c < 3; c++) {
            int seen = 0;
            int level = 0;
            while (level < 255 && seen + counts[c][level] <= half) {
                seen += counts[c][level++];
            }
            median[c] = level;
        }
        return median;
    }
}
