package lens.samples;

import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;

/**
 * A photo laid on a dark table, as when the page is photographed from further away, for
 * {@code eval --table}: the picture grows by a share of the photo's longer side on every side,
 * filled with the table's colour, so the photo's frame becomes the page's edge against the table
 * and the grid a smaller part of the picture (its own pixels are kept). A grid the photo's
 * frame cuts would end at that page edge, which no page does: such photos are left out by the
 * caller ({@link PhotoTurn#clearOfFrame}).
 */
public final class PhotoOnTable implements PhotoMove {
    /** A dark wooden table (BGR), about 40 grey levels: darker than any page, lighter than black. */
    private static final Scalar TABLE = new Scalar(30, 38, 55);
    private final int margin;

    private PhotoOnTable(int margin) {
        this.margin = margin;
    }

    /** A {@code cols} x {@code rows} photo on a table {@code share} of its longer side wide all round. */
    public static PhotoOnTable of(int cols, int rows, double share) {
        OpenCvLoader.ensureLoaded();
        return new PhotoOnTable((int) Math.round(share * Math.max(cols, rows)));
    }

    @Override
    public Mat apply(Mat photo) {
        Mat out = new Mat();
        Core.copyMakeBorder(photo, out, margin, margin, margin, margin, Core.BORDER_CONSTANT,
                photo.channels() == 1 ? new Scalar(40) : TABLE);
        return out;
    }

    @Override
    public Quad corners(Quad grid) {
        Point[] p = grid.corners();
        for (int i = 0; i < p.length; i++) {
            p[i] = new Point(p[i].x + margin, p[i].y + margin);
        }
        return Quad.of(p);
    }
}
