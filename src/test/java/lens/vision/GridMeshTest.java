package lens.vision;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class GridMeshTest {
    private static final int SIZE = 450;
    private static final double CELL = SIZE / 9.0;

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** A 640 x 480 page with a 360 px printed grid (thick box lines), with a few digits or none. */
    private static Mat page(boolean withDigits) {
        Mat p = new Mat(480, 640, CvType.CV_8UC3, new Scalar(205, 210, 215));
        double c = 40;
        Point o = new Point(140, 60);
        for (int i = 0; i <= 9; i++) {
            int t = i % 3 == 0 ? 4 : 1;
            Imgproc.line(p, new Point(o.x + i * c, o.y), new Point(o.x + i * c, o.y + 9 * c), new Scalar(30, 30, 30), t);
            Imgproc.line(p, new Point(o.x, o.y + i * c), new Point(o.x + 9 * c, o.y + i * c), new Scalar(30, 30, 30), t);
        }
        if (!withDigits) {
            return p;
        }
        String digits = "5 3 7 6 1 9 8 6 3 4 8 3 1 7 2 6 6 2 8 4 1 9 5 8 7 9";
        String[] d = digits.split(" ");
        for (int k = 0; k < d.length; k++) {
            int cell = (k * 29) % 81;
            Imgproc.putText(p, d[k], new Point(o.x + (cell % 9) * c + 11, o.y + (cell / 9) * c + 31),
                    Imgproc.FONT_HERSHEY_SIMPLEX, 1.0, new Scalar(30, 30, 30), 2);
        }
        return p;
    }

    /** The page curled about a vertical axis: each column moved down by {@code f} of the height at the middle, up at the sides. */
    private static Mat curled(Mat page, double f) {
        int w = page.cols();
        int h = page.rows();
        Mat mx = new Mat(h, w, CvType.CV_32F);
        Mat my = new Mat(h, w, CvType.CV_32F);
        float[] rx = new float[w];
        float[] ry = new float[w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double u = (x - w / 2.0) / (w / 2.0);
                rx[x] = x;
                ry[x] = (float) (y - f * h * (0.5 - u * u));
            }
            mx.put(y, 0, rx);
            my.put(y, 0, ry);
        }
        Mat out = new Mat();
        Imgproc.remap(page, out, mx, my, Imgproc.INTER_LINEAR, Core.BORDER_REPLICATE);
        mx.release();
        my.release();
        return out;
    }

    /**
     * How far the inner horizontal lines of a square stray from their even places: for each line,
     * its row of most ink in each quarter-cell strip across the grid (within 0.45 cell of the even
     * place), the worst strip's distance in cells, the two worst strips of a line left out (a
     * digit's bar). A thick box line's row of most ink may be any of its 3-4 rows: 0.08 cell.
     */
    private static double worstStray(Mat square) {
        Mat grey = Gray.of(square);
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(grey, bin, 1, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV, 29, 8);
        int sw = (int) (CELL / 4);
        double worst = 0;
        for (int line = 1; line <= 8; line++) {
            int even = (int) Math.round(line * CELL);
            double[] stray = new double[SIZE / sw];
            for (int k = 0; k < stray.length; k++) {
                int best = even;
                double most = -1;
                for (int y = even - (int) (0.45 * CELL); y <= even + (int) (0.45 * CELL); y++) {
                    double ink = Core.sumElems(bin.submat(y, y + 1, k * sw, (k + 1) * sw)).val[0];
                    if (ink > most) {
                        most = ink;
                        best = y;
                    }
                }
                stray[k] = Math.abs(best - even) / CELL;
            }
            Arrays.sort(stray);
            worst = Math.max(worst, stray[stray.length - 3]);
        }
        grey.release();
        bin.release();
        return worst;
    }

    private static Quad found(Mat photo) {
        return assertInstanceOf(GridDetection.Found.class,
                new GridDetector(DetectionParams.defaults()).detect(photo, DebugSink.NONE)).corners();
    }

    /** The homography's square alone, as read before the mesh. */
    private static Mat plainSquare(Mat photo, Quad q) {
        try (WarpedGrid w = GridWarper.warpLuminance(photo, q, SIZE)) {
            return w.square().clone();
        }
    }

    @Test
    void aCurledPagesLinesAreStraightenedOntoTheirEvenPlaces() {
        // no digits: the measure of straightness takes the row of most ink near each line for the line
        Mat flat = page(false);
        Mat photo = curled(flat, 0.06);
        Quad q = found(photo);
        Mat plain = plainSquare(photo, q);
        try (WarpedGrid read = GridWarper.warp(photo, q, SIZE)) {
            double before = worstStray(plain);
            double after = worstStray(read.square());
            assertTrue(before > 0.2, "the homography leaves the curl: lines stray " + before + " cells");
            assertTrue(after <= 0.08, "straightened lines stray " + after + " cells");
        } finally {
            flat.release();
            photo.release();
            plain.release();
        }
    }

    @Test
    void aFlatPageIsLeftToTheHomography() {
        Mat photo = page(true);
        MatOfPoint2f square = new MatOfPoint2f(new Point(0, 0), new Point(SIZE, 0), new Point(SIZE, SIZE), new Point(0, SIZE));
        MatOfPoint2f corners = found(photo).toMat();
        Mat toImage = Imgproc.getPerspectiveTransform(square, corners);
        try {
            assertTrue(GridMesh.ifBent(photo, toImage, SIZE).isEmpty());
        } finally {
            toImage.release();
            square.release();
            corners.release();
            photo.release();
        }
    }
}
