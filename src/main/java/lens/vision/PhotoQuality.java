package lens.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.imgproc.Imgproc;

/**
 * Checks a found grid for what can make a photo unreadable: cut off by the frame, too small,
 * too blurred; and, when no grid is found at all, whether the photo itself is too small or too
 * blurred to hold one. The problems found travel with the reading: a board that reads cleanly is still
 * used (where only a margin is cut, what is there is read), while a board that does not is
 * blamed on the photo, with what to do, instead of being printed as if it were read.
 */
public final class PhotoQuality {
    private final QualityParams params;

    public PhotoQuality(QualityParams params) {
        this.params = params;
    }

    public static PhotoQuality withDefaults() {
        return new PhotoQuality(QualityParams.defaults());
    }

    /** The sides of a {@code cols} x {@code rows} frame that the grid's corners touch, as a problem; empty when none. */
    public Optional<PhotoProblem> cutOff(Quad corners, int cols, int rows) {
        List<PhotoProblem.Side> sides = sidesWithin(corners, cols, rows, params.edgeMargin(), params.edgeMargin());
        return sides.isEmpty() ? Optional.empty() : Optional.of(new PhotoProblem.CutOff(sides));
    }

    /**
     * The sides of the frame that the grid's corners come near ({@link QualityParams#edgeShare()}),
     * as an uncertain {@link PhotoProblem.CutOff}, when they touch none; empty otherwise.
     */
    public Optional<PhotoProblem> nearEdge(Quad corners, int cols, int rows) {
        if (cutOff(corners, cols, rows).isPresent()) {
            return Optional.empty();
        }
        List<PhotoProblem.Side> sides = sidesWithin(corners, cols, rows, params.edgeShare() * cols, params.edgeShare() * rows);
        return sides.isEmpty() ? Optional.empty() : Optional.of(new PhotoProblem.CutOff(sides, false));
    }

    /** The sides of the frame that a corner comes closer to than {@code mx} (left, right) or {@code my} (top, bottom) pixels. */
    private static List<PhotoProblem.Side> sidesWithin(Quad corners, int cols, int rows, double mx, double my) {
        List<PhotoProblem.Side> sides = new ArrayList<>();
        for (PhotoProblem.Side side : PhotoProblem.Side.values()) {
            for (Point p : corners.corners()) {
                boolean touches = switch (side) {
                    case TOP -> p.y < my;
                    case RIGHT -> p.x > cols - 1 - mx;
                    case BOTTOM -> p.y > rows - 1 - my;
                    case LEFT -> p.x < mx;
                };
                if (touches) {
                    sides.add(side);
                    break;
                }
            }
        }
        return sides;
    }

    /** Every problem of a found grid: its place in the frame (cut off, or near the edge), its size, and the sharpness of its frontal square. */
    public List<PhotoProblem> check(Quad corners, int cols, int rows, Mat square) {
        List<PhotoProblem> out = new ArrayList<>();
        cutOff(corners, cols, rows).or(() -> nearEdge(corners, cols, rows)).ifPresent(out::add);
        double side = Double.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            side = Math.min(side, corners.side(i));
        }
        if (side < params.minGridPixels()) {
            out.add(new PhotoProblem.TooSmall((int) Math.round(side), params.minGridPixels()));
        }
        double sharpness = GridSharpness.of(square);
        if (sharpness < params.minSharpness()) {
            out.add(new PhotoProblem.Blurred(sharpness, params.minSharpness()));
        }
        return out;
    }

    /**
     * Why no grid could be found in an 8-bit grey or BGR photo, {@code seen} as it was searched
     * ({@link Exposure#of}), when the photo itself explains it: too small to hold a readable grid,
     * too dark ({@link Exposure.Exposed#tooDark}), or too blurred (its whole picture, brightened
     * as it was searched, measured as {@link GridSharpness} measures a grid, scaled to
     * {@code squareSide}). Empty when none: then the grid is simply not there, or not found.
     */
    public Optional<PhotoProblem> whyNoGrid(Exposure.Exposed seen, int squareSide) {
        Mat photo = seen.image();
        if (Math.min(photo.cols(), photo.rows()) < params.minPhotoPixels()) {
            return Optional.of(new PhotoProblem.PhotoTooSmall(photo.cols(), photo.rows(), params.minPhotoPixels()));
        }
        if (seen.tooDark()) {
            return Optional.of(new PhotoProblem.PhotoTooDark(seen.bright(), Exposure.DARKEST));
        }
        Mat grey = Gray.of(photo);
        double scale = (double) squareSide / Math.min(grey.cols(), grey.rows());
        Mat scaled = Resized.by(grey, scale, scale < 1 ? Imgproc.INTER_AREA : Imgproc.INTER_LINEAR);
        grey.release();
        double sharpness = GridSharpness.of(scaled);
        scaled.release();
        // 0 is a flat picture (a covered lens, a blank page): nothing there to be blurred.
        return sharpness > 0 && sharpness < params.minPhotoSharpness()
                ? Optional.of(new PhotoProblem.PhotoBlurred(sharpness, params.minPhotoSharpness()))
                : Optional.empty();
    }
}
