package lens.overlay;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.Arrays;
import lens.vision.GridGeometry;
import lens.vision.OpenCvLoader;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A finished frontal drawing of the grid (colour premultiplied by coverage, plus the coverage),
 * laid onto a photo or video frame in perspective through the grid's square-to-photo homography
 * (on a bent page, cell by cell onto its lines' crossings).
 * Drawing is done once; laying it on costs one warp and blend of the grid's bounding box, about
 * a millisecond on a 640x480 frame, so the live window can follow a moving grid every frame.
 */
public final class PerspectiveLayer implements AutoCloseable {
    private final int size;
    private final Mat premultiplied;
    private final Mat alpha;

    /** Takes ownership of both Mats (square, of side {@code size}): BGR colour times coverage, and the coverage. */
    public PerspectiveLayer(Mat premultiplied, Mat alpha) {
        this.size = premultiplied.cols();
        this.premultiplied = premultiplied;
        this.alpha = alpha;
    }

    /** The layer of a square ARGB drawing (non-premultiplied, as Java2D draws it). */
    public static PerspectiveLayer of(BufferedImage argb) {
        OpenCvLoader.ensureLoaded();
        int w = argb.getWidth();
        int h = argb.getHeight();
        int[] px = argb.getType() == BufferedImage.TYPE_INT_ARGB
                ? ((DataBufferInt) argb.getRaster().getDataBuffer()).getData() : argb.getRGB(0, 0, w, h, null, 0, w);
        byte[] bgr = new byte[w * h * 3];
        byte[] a = new byte[w * h];
        for (int i = 0; i < px.length; i++) {
            int p = px[i];
            int al = p >>> 24;
            a[i] = (byte) al;
            bgr[3 * i] = (byte) ((p & 0xff) * al / 255);
            bgr[3 * i + 1] = (byte) (((p >> 8) & 0xff) * al / 255);
            bgr[3 * i + 2] = (byte) (((p >> 16) & 0xff) * al / 255);
        }
        Mat colour = new Mat(h, w, CvType.CV_8UC3);
        colour.put(0, 0, bgr);
        Mat cover = new Mat(h, w, CvType.CV_8UC1);
        cover.put(0, 0, a);
        return new PerspectiveLayer(colour, cover);
    }

    /** The side of the frontal drawing in pixels. */
    public int size() {
        return size;
    }

    /**
     * Blends the layer into {@code frame} (8-bit BGR, changed in place) over the grid found at
     * {@code geometry}; only the grid's bounding box is warped. On a bent page (the geometry has
     * its lines' crossings) each cell of the drawing is laid onto its own four crossings, so the
     * drawing follows the curl as the reading did.
     */
    public void compositeOnto(Mat frame, GridGeometry geometry) {
        if (geometry.crossings() != null) {
            compositeCellByCell(frame, geometry);
            return;
        }
        Rect roi = boxInside(geometry.corners().corners(), frame);
        if (roi == null) {
            return;
        }
        double[] m = geometry.toImage();
        double[] shifted = {m[0] - roi.x * m[6], m[1] - roi.x * m[7], m[2] - roi.x * m[8],
            m[3] - roi.y * m[6], m[4] - roi.y * m[7], m[5] - roi.y * m[8], m[6], m[7], m[8]};
        Mat view = frame.submat(roi);
        compositeOnto(view, shifted, geometry.size());
        view.release();
    }

    /**
     * Blends the layer into {@code view} (a BGR frame or part of it, changed in place) through
     * {@code squareToView}: a square-to-view homography for a square of side {@code squareSize}.
     */
    public void compositeOnto(Mat view, double[] squareToView, int squareSize) {
        double f = (double) squareSize / size;
        double[] m = squareToView;
        Mat h = new Mat(3, 3, CvType.CV_64F);
        h.put(0, 0, m[0] * f, m[1] * f, m[2], m[3] * f, m[4] * f, m[5], m[6] * f, m[7] * f, m[8]);
        Mat colour = new Mat();
        Mat cover = new Mat();
        Size target = view.size();
        Imgproc.warpPerspective(premultiplied, colour, h, target, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT,
                new Scalar(0, 0, 0));
        Imgproc.warpPerspective(alpha, cover, h, target, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, new Scalar(0));
        h.release();
        blend(view, colour, cover);
    }

    /** Each cell of the drawing (its even ninth of the square) warped onto its four crossings in {@code frame}, within them only. */
    private void compositeCellByCell(Mat frame, GridGeometry geometry) {
        double cell = size / 9.0;
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                Point[] at = geometry.cellCorners(row, col);
                Rect box = boxInside(at, frame);
                if (box == null) {
                    continue;
                }
                Point[] local = Arrays.stream(at).map(p -> new Point(p.x - box.x, p.y - box.y)).toArray(Point[]::new);
                MatOfPoint2f from = new MatOfPoint2f(new Point(col * cell, row * cell), new Point((col + 1) * cell, row * cell),
                        new Point((col + 1) * cell, (row + 1) * cell), new Point(col * cell, (row + 1) * cell));
                MatOfPoint2f to = new MatOfPoint2f(local);
                Mat h = Imgproc.getPerspectiveTransform(from, to);
                from.release();
                to.release();
                Size target = box.size();
                Mat colour = new Mat();
                Mat cover = new Mat();
                Imgproc.warpPerspective(premultiplied, colour, h, target, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT,
                        new Scalar(0, 0, 0));
                Imgproc.warpPerspective(alpha, cover, h, target, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, new Scalar(0));
                h.release();
                // Only this cell: what the warp brings of the neighbours is theirs to draw.
                Mat inside = Mat.zeros(target, CvType.CV_8UC1);
                MatOfPoint poly = new MatOfPoint(Arrays.stream(local).map(p -> new Point(Math.round(p.x), Math.round(p.y)))
                        .toArray(Point[]::new));
                Imgproc.fillConvexPoly(inside, poly, new Scalar(255));
                poly.release();
                Core.min(cover, inside, cover);
                Mat inside3 = new Mat();
                Imgproc.cvtColor(inside, inside3, Imgproc.COLOR_GRAY2BGR);
                Core.min(colour, inside3, colour);
                inside.release();
                inside3.release();
                Mat view = frame.submat(box);
                blend(view, colour, cover);
                view.release();
            }
        }
    }

    /** The bounding box of {@code points} (and a pixel more) within {@code frame}; null when none of it is inside. */
    private static Rect boxInside(Point[] points, Mat frame) {
        MatOfPoint outline = new MatOfPoint(points);
        Rect box = Imgproc.boundingRect(outline);
        outline.release();
        int x0 = Math.max(0, box.x);
        int y0 = Math.max(0, box.y);
        int x1 = Math.min(frame.cols(), box.x + box.width + 1);
        int y1 = Math.min(frame.rows(), box.y + box.height + 1);
        return x1 <= x0 || y1 <= y0 ? null : new Rect(x0, y0, x1 - x0, y1 - y0);
    }

    /** {@code view = view (1 - cover) + colour}, {@code colour} premultiplied by {@code cover}; releases both. */
    private static void blend(Mat view, Mat colour, Mat cover) {
        Mat keep = new Mat();
        Core.bitwise_not(cover, cover);
        Imgproc.cvtColor(cover, keep, Imgproc.COLOR_GRAY2BGR);
        // view = view (1 - a) + colour a, where colour a is already in the layer.
        Core.multiply(view, keep, view, 1 / 255.0);
        Core.add(view, colour, view);
        colour.release();
        cover.release();
        keep.release();
    }

    @Override
    public void close() {
        premultiplied.release();
        alpha.release();
    }
}
