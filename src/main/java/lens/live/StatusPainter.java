package lens.live;

import java.util.Locale;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Writes the status into the top-left corner of an annotated BGR frame: what the pipeline is doing
 * (searching, reading, solved, unsolvable and why, or a camera message) and the frame rate, on a
 * darkened band so it reads on any picture. OpenCV text, a fraction of a millisecond (Java2D text
 * on a frame costs several). The text scales with the frame height.
 */
public final class StatusPainter {
    private static final Scalar SOLVED = new Scalar(90, 230, 90);
    private static final Scalar UNSOLVABLE = new Scalar(100, 110, 255);
    private static final Scalar NEUTRAL = new Scalar(120, 230, 255);
    private static final int FONT = Imgproc.FONT_HERSHEY_SIMPLEX;

    /**
     * The status text of a frame: {@code solved} (checking a grid: {@code no mistakes so far}, or
     * {@code 2 written digits do not fit the solution}), {@code reading (27 digits)}, {@code unsolvable: ...},
     * or, while no answer is drawn, what to change ({@link FrameReport#advice}: {@code step back:
     * the grid runs off the top edge}, also for a puzzle solved whose answer waits for the whole
     * grid to be in view).
     */
    public static String text(FrameReport r) {
        if (r.advice() != null) { // null while an answer is drawn
            return r.advice();
        }
        return switch (r.phase()) {
            case SEARCHING -> "searching for a grid";
            case READING -> r.digitsRead() > 0 ? "reading (" + r.digitsRead() + " digits)" : "reading";
            case SOLVED -> (!r.checking() ? "solved" : r.slips() == 0 ? "no mistakes so far"
                    : r.slips() + (r.slips() == 1 ? " written digit does" : " written digits do") + " not fit the solution")
                    + (r.detected() ? "" : " (grid out of view)");
            case UNSOLVABLE -> "unsolvable: " + r.reason();
        };
    }

    /** The height of the status band on a frame of {@code rows} rows (it does not depend on the text). */
    public static int bandHeight(int rows) {
        return Math.min(rows, Layout.of("solved", rows).height());
    }

    /** The status line: {@code message} and, when positive, the frame rate. */
    static String line(String message, double fps) {
        return fps > 0 ? message + String.format(Locale.ROOT, "  |  %.0f fps", fps) : message;
    }

    /** The width of the band that holds {@code line} on a frame of {@code rows} rows (the frame's width clips it). */
    static int bandWidth(String line, int rows) {
        return Layout.of(line, rows).width();
    }

    /** Paints {@code message} (coloured by {@code phase}) and, when positive, the fps onto the frame. */
    public void paint(Mat frame, String message, Phase phase, double fps) {
        String line = line(message, fps);
        Layout l = Layout.of(line, frame.rows());
        int w = Math.min(frame.cols(), l.width());
        int h = Math.min(frame.rows(), l.height());
        Mat band = frame.submat(new Rect(0, 0, w, h));
        Core.multiply(band, new Scalar(0.35, 0.35, 0.35), band);
        band.release();
        Scalar colour = phase == Phase.SOLVED ? SOLVED : phase == Phase.UNSOLVABLE ? UNSOLVABLE : NEUTRAL;
        Imgproc.putText(frame, line, new Point(l.pad(), l.pad() + l.text().height), FONT, l.scale(), colour, l.thickness(),
                Imgproc.LINE_AA);
    }

    /** A status line's text measured once: its scale and stroke for the frame's height, padding and size. */
    private record Layout(double scale, int thickness, int pad, Size text, int baseline) {
        static Layout of(String line, int rows) {
            double scale = Math.max(0.4, rows / 900.0);
            int thickness = Math.max(1, (int) Math.round(scale * 1.6));
            int[] baseline = new int[1];
            Size text = Imgproc.getTextSize(line, FONT, scale, thickness, baseline);
            return new Layout(scale, thickness, (int) Math.round(8 * scale), text, baseline[0]);
        }

        int width() {
            return (int) text.width + 2 * pad;
        }

        int height() {
            return (int) text.height + baseline + 2 * pad;
        }
    }
}
