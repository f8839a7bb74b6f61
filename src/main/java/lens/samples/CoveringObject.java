package lens.samples;

import java.util.Random;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Something lying over the grid, as in a phone photo taken in a hurry: a pen laid across the page
 * or the fingertip of the hand holding it, drawn through the grid's true corners (so it lies on
 * the page, in the page's perspective), slightly out of focus. For {@code eval --cover}: the
 * development photos have nothing over their grids.
 */
public final class CoveringObject {
    /** What lies over the grid. */
    public enum Kind {
        /** A pen, a third to half a cell thick, from beyond the grid's side to somewhere inside it. */
        PEN,
        /** A fingertip 1.1 to 1.6 cells wide, from beyond the grid's side up to 2.5 cells into it. */
        FINGER
    }

    /** Side of the grid in the frontal drawing; the drawing reaches a grid's side beyond it all round. */
    private static final int GRID = 300;

    private CoveringObject() {
    }

    /**
     * {@code photo} (8-bit BGR, not changed) with a {@code kind} lying over the grid at
     * {@code corners}, its side, place, size and colour drawn from {@code rnd}: a new picture.
     */
    public static Mat apply(Mat photo, Quad corners, Kind kind, Random rnd) {
        OpenCvLoader.ensureLoaded();
        if (photo.channels() == 1) {
            Mat bgr = new Mat();
            Imgproc.cvtColor(photo, bgr, Imgproc.COLOR_GRAY2BGR);
            Mat out = apply(bgr, corners, kind, rnd);
            bgr.release();
            return out;
        }
        int canvas = 3 * GRID;
        double cell = GRID / 9.0;
        Mat alpha = Mat.zeros(canvas, canvas, CvType.CV_32F);
        Mat colour = Mat.zeros(canvas, canvas, CvType.CV_32FC3);
        // Drawn as entering from the grid's bottom side, then the drawing turned to a side drawn at random.
        double across = GRID + GRID * (0.15 + 0.7 * rnd.nextDouble());
        double tilt = Math.toRadians((rnd.nextDouble() - 0.5) * (kind == Kind.PEN ? 100 : 40));
        double reach = kind == Kind.PEN ? GRID * (0.3 + 0.45 * rnd.nextDouble()) : cell * (0.8 + 1.7 * rnd.nextDouble());
        Point tip = new Point(across - Math.sin(tilt) * reach, 2 * GRID - Math.cos(tilt) * reach);
        Point end = new Point(across + Math.sin(tilt) * 2 * GRID, 2 * GRID + Math.cos(tilt) * 2 * GRID);
        if (kind == Kind.PEN) {
            double width = cell * (0.3 + 0.2 * rnd.nextDouble());
            Scalar[] bodies = {new Scalar(60, 30, 25), new Scalar(30, 30, 30), new Scalar(40, 40, 170), new Scalar(150, 150, 150)};
            Scalar body = bodies[rnd.nextInt(bodies.length)];
            stroke(alpha, colour, tip, end, width, body);
            Point side = new Point(Math.cos(tilt) * width * 0.2, -Math.sin(tilt) * width * 0.2);
            Scalar shine = new Scalar(Math.min(255, body.val[0] + 120), Math.min(255, body.val[1] + 120), Math.min(255, body.val[2] + 120));
            stroke(alpha, colour, plus(tip, side), plus(end, side), width * 0.2, shine);
        } else {
            double width = cell * (1.1 + 0.5 * rnd.nextDouble());
            double tone = 0.8 + 0.3 * rnd.nextDouble();
            Scalar skin = new Scalar(Math.min(255, 125 * tone), Math.min(255, 150 * tone), Math.min(255, 200 * tone));
            stroke(alpha, colour, tip, end, width, skin);
            // the finger's flanks in its own shadow
            Point side = new Point(Math.cos(tilt) * width * 0.35, -Math.sin(tilt) * width * 0.35);
            Scalar flank = new Scalar(skin.val[0] * 0.8, skin.val[1] * 0.8, skin.val[2] * 0.8);
            stroke(alpha, colour, plus(tip, side), plus(end, side), width * 0.3, flank);
        }
        int turns = rnd.nextInt(4);
        for (int k = 0; k < turns; k++) {
            Core.rotate(alpha, alpha, Core.ROTATE_90_CLOCKWISE);
            Core.rotate(colour, colour, Core.ROTATE_90_CLOCKWISE);
        }
        MatOfPoint2f from = new MatOfPoint2f(new Point(GRID, GRID), new Point(2 * GRID, GRID), new Point(2 * GRID, 2 * GRID),
                new Point(GRID, 2 * GRID));
        MatOfPoint2f to = corners.toMat();
        Mat h = Imgproc.getPerspectiveTransform(from, to);
        from.release();
        to.release();
        Mat a = warped(alpha, h, photo.size());
        Mat c = warped(colour, h, photo.size());
        h.release();
        alpha.release();
        colour.release();
        // out of focus: nearer the camera than the page
        double blur = Math.max(1, cell * corners.side(0) / GRID / 20);
        Imgproc.GaussianBlur(a, a, new Size(0, 0), blur);
        Imgproc.GaussianBlur(c, c, new Size(0, 0), blur);
        Mat out = blend(photo, a, c);
        a.release();
        c.release();
        return out;
    }

    private static Point plus(Point p, Point q) {
        return new Point(p.x + q.x, p.y + q.y);
    }

    /** A round-ended stroke from {@code a} to {@code b}, {@code width} thick, in {@code bgr}. */
    private static void stroke(Mat alpha, Mat colour, Point a, Point b, double width, Scalar bgr) {
        int w = Math.max(1, (int) Math.round(width));
        Imgproc.line(alpha, a, b, new Scalar(1), w, Imgproc.LINE_AA);
        Imgproc.line(colour, a, b, bgr, w, Imgproc.LINE_AA);
    }

    private static Mat warped(Mat m, Mat h, Size size) {
        Mat out = new Mat();
        Imgproc.warpPerspective(m, out, h, size, Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT, Scalar.all(0));
        return out;
    }

    /** {@code photo} where {@code alpha} is 0, {@code colour} where it is 1, between them between. */
    private static Mat blend(Mat photo, Mat alpha, Mat colour) {
        Mat p = new Mat();
        photo.convertTo(p, CvType.CV_32FC3);
        Mat a3 = new Mat();
        Core.merge(java.util.List.of(alpha, alpha, alpha), a3);
        Mat keep = new Mat(a3.size(), a3.type(), Scalar.all(1));
        Core.subtract(keep, a3, keep);
        Core.multiply(p, keep, p);
        // the colour was blurred with the alpha: it is already the colour times the alpha
        Core.add(p, colour, p);
        Mat out = new Mat();
        p.convertTo(out, CvType.CV_8UC3);
        p.release();
        a3.release();
        keep.release();
        return out;
    }
}
