package lens.overlay;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import lens.capture.MatImages;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Rect;

/**
 * The sentences of the hints shown, as a dark band of white text: appended below a photo (so it
 * never hides the grid) or laid, nearly opaque, over the bottom of a video frame. Text is sized to the picture's
 * width and wrapped; each hint keeps its own lines.
 */
public final class Legend {
    private static final Color BACKGROUND = new Color(30, 30, 30);
    private static final Color TEXT = new Color(245, 245, 245);
    /** At most this many lines a hint, so that a long forcing chain does not fill the picture. */
    private static final int LINES_PER_HINT = 4;
    /** Opacity of the band laid over a video frame. */
    private static final double OPACITY = 0.82;

    private Legend() {
    }

    /** A band {@code width} pixels wide holding {@code sentences}, BGR (the caller releases it). */
    public static Mat band(List<String> sentences, int width) {
        double size = Math.max(13, Math.min(30, width / 48.0));
        double pad = size * 0.6;
        List<String> lines = new ArrayList<>();
        for (String s : sentences) {
            lines.addAll(TextLines.wrap(s, width - 2 * pad, size, false, LINES_PER_HINT));
        }
        double line = size * 1.3;
        int height = (int) Math.ceil(2 * pad + lines.size() * line);
        try (RasterSurface s = new RasterSurface(width, height)) {
            s.fillRect(0, 0, width, height, BACKGROUND);
            double y = pad + size;
            for (String l : lines) {
                s.text(l, pad, y, size, TEXT, false);
                y += line;
            }
            return MatImages.toMat(s.image());
        }
    }

    /** {@code photo} with {@code band} below it, as a new image (the caller releases it). */
    public static Mat below(Mat photo, Mat band) {
        Mat out = new Mat();
        Core.vconcat(List.of(photo, band), out);
        return out;
    }

    /**
     * Lays {@code band} over the bottom of {@code frame} (changed in place), or, when the grid's
     * lowest point {@code gridBottom} would be hidden there and its top {@code gridTop} would not,
     * over the top, just below the first {@code topMargin} rows (kept for a status line).
     */
    public static void overlay(Mat frame, Mat band, double gridTop, double gridBottom, int topMargin) {
        int h = Math.min(band.rows(), frame.rows() - topMargin);
        int w = Math.min(band.cols(), frame.cols());
        boolean top = gridBottom > frame.rows() - h && gridTop > h + topMargin;
        Rect target = new Rect(0, top ? topMargin : frame.rows() - h, w, h);
        Mat view = frame.submat(target);
        Mat src = band.submat(new Rect(0, 0, w, h));
        // mostly opaque: the text reads on any picture, and a grid reaching under the band still shows
        Core.addWeighted(src, OPACITY, view, 1 - OPACITY, 0, view);
        view.release();
        src.release();
    }
}
