package lens.samples;

import java.util.Arrays;
import java.util.Random;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * A photo turned about its centre, as if the phone had been held at that angle to the page, for
 * {@code eval --turn}. The picture grows to hold the whole turned photo, so nothing of the grid is
 * cut; the corners it gains are the page going on, blank, in the colour of the photo's own edge.
 * A grid the photo's frame cuts would end at a slanted edge inside the picture, which no camera
 * makes (its frame is upright): such photos are left out by the caller ({@link #clearOfFrame}).
 */
public final class PhotoTurn implements PhotoMove {
    /** How far a grid's corners stay from the frame, in cells, for its photo to be turned. */
    private static final double FRAME_CLEARANCE_CELLS = 0.25;
    /** The affine map from the photo to the turned picture: 2 x 3, row by row. */
    private final double[] map;
    private final int width;
    private final int height;

    private PhotoTurn(double[] map, int width, int height) {
        this.map = map;
        this.width = width;
        this.height = height;
    }

    /**
     * The turn of a {@code cols} x {@code rows} photo by {@code degrees}, clockwise or
     * anticlockwise as {@code rnd} draws.
     */
    public static PhotoTurn of(int cols, int rows, double degrees, Random rnd) {
        OpenCvLoader.ensureLoaded();
        double angle = rnd.nextBoolean() ? degrees : -degrees;
        double rad = Math.toRadians(angle);
        double cos = Math.abs(Math.cos(rad));
        double sin = Math.abs(Math.sin(rad));
        int w = (int) Math.ceil(rows * sin + cols * cos);
        int h = (int) Math.ceil(rows * cos + cols * sin);
        Point centre = new Point(cols / 2.0, rows / 2.0);
        Mat m = Imgproc.getRotationMatrix2D(centre, angle, 1.0);
        double[] map = new double[6];
        m.get(0, 0, map);
        m.release();
        // Move the turned photo's centre to the grown picture's.
        map[2] += w / 2.0 - centre.x;
        map[5] += h / 2.0 - centre.y;
        return new PhotoTurn(map, w, h);
    }

    /** Whether the grid at {@code corners} keeps a quarter cell from every side of a {@code cols} x {@code rows} frame. */
    public static boolean clearOfFrame(Quad corners, int cols, int rows) {
        double side = Math.sqrt(corners.area());
        double clearance = FRAME_CLEARANCE_CELLS * side / 9;
        for (Point p : corners.corners()) {
            if (p.x < clearance || p.y < clearance || p.x > cols - 1 - clearance || p.y > rows - 1 - clearance) {
                return false;
            }
        }
        return true;
    }

    /** {@code photo} (not changed) turned: a new picture. */
    @Override
    public Mat apply(Mat photo) {
        Mat m = new Mat(2, 3, CvType.CV_64F);
        m.put(0, 0, map);
        Mat out = new Mat();
        Imgproc.warpAffine(photo, out, m, new Size(width, height), Imgproc.INTER_LINEAR, Core.BORDER_CONSTANT,
                edgeColour(photo));
        m.release();
        return out;
    }

    /** The grid's corners in the turned picture. */
    @Override
    public Quad corners(Quad grid) {
        Point[] p = grid.corners();
        for (int i = 0; i < p.length; i++) {
            p[i] = new Point(map[0] * p[i].x + map[1] * p[i].y + map[2], map[3] * p[i].x + map[4] * p[i].y + map[5]);
        }
        return Quad.of(p);
    }

    /** The median colour of the photo's outermost pixels, channel by channel. */
    private static Scalar edgeColour(Mat photo) {
        int w = photo.cols();
        int h = photo.rows();
        int channels = photo.channels();
        int ring = 2 * w + 2 * Math.max(0, h - 2);
        int[][] values = new int[channels][ring];
        byte[] px = new byte[channels];
        int k = 0;
        for (int x = 0; x < w; x++) {
            k = sample(photo, 0, x, px, values, k);
            k = sample(photo, h - 1, x, px, values, k);
        }
        for (int y = 1; y < h - 1; y++) {
            k = sample(photo, y, 0, px, values, k);
            k = sample(photo, y, w - 1, px, values, k);
        }
        double[] colour = new double[channels];
        for (int c = 0; c < channels; c++) {
            Arrays.sort(values[c], 0, k);
            colour[c] = values[c][k / 2];
        }
        return new Scalar(colour);
    }

    private static int sample(Mat photo, int y, int x, byte[] px, int[][] values, int k) {
        photo.get(y, x, px);
        for (int c = 0; c < px.length; c++) {
            values[c][k] = px[c] & 0xff;
        }
        return k + 1;
    }
}
