package lens.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.board.Grid;
import lens.ocr.training.WriterDigits;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Completes a photographed puzzle as the dataset's "mixed" pages were made: scanned handwritten
 * digits (MNIST-like grey images) pasted into the photo's empty cells, dark and crisp over the
 * paper, each scaled to about half a cell, a little off-centre and turned. Unlike
 * {@link PenWriter}, which writes on a page before it is photographed, the paste comes after the
 * photo: perspective only places the digit, blur and noise of the photo do not act on it.
 *
 * <p>Cells are placed through the photo's true grid corners (clockwise from the photo's own
 * top-left). A page lying sideways has its puzzle turned against those corners: the caller says
 * by how much, as the reader found it from the printed digits (the givens' places cannot tell it:
 * a newspaper puzzle's givens are mostly symmetric under a half or a quarter turn).
 */
public final class DigitPaster {
    private final List<List<WriterDigits.Shape>> byDigit = new ArrayList<>();

    /** Pastes the shapes of {@code writers} (best MNIST-like grey shapes). */
    public DigitPaster(WriterDigits writers) {
        if (writers.isEmpty()) {
            throw new IllegalArgumentException("no handwritten digit shapes to paste");
        }
        OpenCvLoader.ensureLoaded();
        for (int d = 0; d <= 9; d++) {
            byDigit.add(d == 0 ? List.of() : writers.of(d));
        }
    }

    /**
     * A copy of {@code photo} (BGR) with a random digit pasted into every cell that
     * {@code givens} (the puzzle upright) leaves empty, and the pasted digits as a grid in the
     * puzzle's upright orientation (givens left empty). {@code corners} are the grid's corners in
     * the photo, against which the puzzle lies turned {@code turn} quarters clockwise
     * ({@link #uprightCell}).
     */
    public Pasted paste(Mat photo, Quad corners, int turn, Grid givens, Random rnd) {
        Mat toPhoto = homography(corners);
        Mat out = photo.clone();
        byte[] digits = new byte[81];
        // One pasting per page: its ink level and mode, as one person's batch of scans.
        double ink = 15 + 55 * rnd.nextDouble();
        boolean multiply = rnd.nextBoolean();
        double blur = 0.3 + 0.6 * rnd.nextDouble();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                int upright = uprightCell(r, c, turn);
                if (givens.get(upright) != 0) {
                    continue;
                }
                int d = 1 + rnd.nextInt(9);
                List<WriterDigits.Shape> shapes = byDigit.get(d);
                if (shapes.isEmpty()) {
                    continue;
                }
                digits[upright] = (byte) d;
                pasteOne(out, toPhoto, shapes.get(rnd.nextInt(shapes.size())), r, c, turn, ink, multiply, blur, rnd);
            }
        }
        toPhoto.release();
        return new Pasted(out, Grid.of(digits));
    }

    /** A pasted photo and its pasted digits (upright); close releases the photo. */
    public record Pasted(Mat image, Grid pasted) implements AutoCloseable {
        @Override
        public void close() {
            image.release();
        }
    }

    /** The upright cell of the cell at row r, column c of the corners' frame when the puzzle lies turned {@code turn} quarters clockwise. */
    static int uprightCell(int r, int c, int turn) {
        return switch (turn & 3) {
            case 0 -> r * 9 + c;
            case 1 -> c * 9 + (8 - r);
            case 2 -> (8 - r) * 9 + (8 - c);
            default -> (8 - c) * 9 + r;
        };
    }

    /** Grid units (0..9 on both axes, corners' frame) to photo pixels; the caller releases it. */
    static Mat homography(Quad corners) {
        MatOfPoint2f src = new MatOfPoint2f(new Point(0, 0), new Point(9, 0), new Point(9, 9), new Point(0, 9));
        MatOfPoint2f dst = corners.toMat();
        Mat h = Imgproc.getPerspectiveTransform(src, dst);
        src.release();
        dst.release();
        return h;
    }

    /** Point ({@code x}, {@code y}) mapped by the 3x3 homography {@code h}. */
    static Point map(Mat h, double x, double y) {
        double[] m = new double[9];
        h.get(0, 0, m);
        double w = m[6] * x + m[7] * y + m[8];
        return new Point((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w);
    }

    private static void pasteOne(Mat out, Mat toPhoto, WriterDigits.Shape s, int r, int c, int turn, double ink,
                                 boolean multiply, double blur, Random rnd) {
        // The shape's frame (side x side) as a square of the cell in grid units, turned with the puzzle.
        double size = 0.55 + 0.25 * rnd.nextDouble();
        double cx = c + 0.5 + (rnd.nextDouble() - 0.5) * 0.16;
        double cy = r + 0.5 + (rnd.nextDouble() - 0.5) * 0.16;
        double angle = Math.toRadians((rnd.nextDouble() - 0.5) * 12) - turn * Math.PI / 2;
        double[][] frame = {{-0.5, -0.5}, {0.5, -0.5}, {-0.5, 0.5}};
        Point[] dst = new Point[3];
        for (int k = 0; k < 3; k++) {
            double x = frame[k][0] * size;
            double y = frame[k][1] * size;
            dst[k] = map(toPhoto, cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle));
        }
        double x0 = Math.min(Math.min(dst[0].x, dst[1].x), Math.min(dst[2].x, dst[1].x + dst[2].x - dst[0].x));
        double y0 = Math.min(Math.min(dst[0].y, dst[1].y), Math.min(dst[2].y, dst[1].y + dst[2].y - dst[0].y));
        double x1 = Math.max(Math.max(dst[0].x, dst[1].x), Math.max(dst[2].x, dst[1].x + dst[2].x - dst[0].x));
        double y1 = Math.max(Math.max(dst[0].y, dst[1].y), Math.max(dst[2].y, dst[1].y + dst[2].y - dst[0].y));
        int rx = Math.max(0, (int) Math.floor(x0) - 2);
        int ry = Math.max(0, (int) Math.floor(y0) - 2);
        int rw = Math.min(out.cols(), (int) Math.ceil(x1) + 3) - rx;
        int rh = Math.min(out.rows(), (int) Math.ceil(y1) + 3) - ry;
        if (rw < 4 || rh < 4) {
            return;
        }
        int side = s.side();
        MatOfPoint2f from = new MatOfPoint2f(new Point(0, 0), new Point(side, 0), new Point(0, side));
        MatOfPoint2f to = new MatOfPoint2f(new Point(dst[0].x - rx, dst[0].y - ry), new Point(dst[1].x - rx, dst[1].y - ry),
                new Point(dst[2].x - rx, dst[2].y - ry));
        Mat affine = Imgproc.getAffineTransform(from, to);
        Mat shape = new Mat(side, side, CvType.CV_8UC1);
        shape.put(0, 0, s.pixels());
        Mat f = new Mat();
        shape.convertTo(f, CvType.CV_32F, 1 / 255.0);
        Mat alpha = new Mat();
        Imgproc.warpAffine(f, alpha, affine, new Size(rw, rh), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, Scalar.all(0));
        Imgproc.GaussianBlur(alpha, alpha, new Size(0, 0), blur);
        Mat roi = out.submat(new Rect(rx, ry, rw, rh));
        byte[] px = new byte[rw * rh * 3];
        roi.get(0, 0, px);
        float[] a = new float[rw * rh];
        alpha.get(0, 0, a);
        double strength = 0.85 + 0.15 * rnd.nextDouble();
        for (int i = 0; i < a.length; i++) {
            double k = Math.min(1, a[i] * strength);
            if (k <= 0.004) {
                continue;
            }
            for (int ch = 0; ch < 3; ch++) {
                double v = px[i * 3 + ch] & 0xff;
                double target = multiply ? v * ink / 255.0 : ink;
                px[i * 3 + ch] = (byte) Math.round(v + (target - v) * k);
            }
        }
        roi.put(0, 0, px);
        roi.release();
        alpha.release();
        f.release();
        shape.release();
        affine.release();
        from.release();
        to.release();
    }
}
