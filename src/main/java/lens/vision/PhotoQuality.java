package lens.vision;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * Checks a found grid for what can make a photo unreadable: cut off by the frame, too small,
 * too blurred. The problems found travel with the reading: a board that reads cleanly is still
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
        int m = params.edgeMargin();
        List<PhotoProblem.Side> sides = new ArrayList<>();
        for (PhotoProblem.Side side : PhotoProblem.Side.values()) {
            for (Point p : corners.corners()) {
                boolean touches = switch (side) {
                    case TOP -> p.y < m;
                    case RIGHT -> p.x > cols - 1 - m;
                    case BOTTOM -> p.y > rows - 1 - m;
                    case LEFT -> p.x < m;
                };
                if (touches) {
                    sides.add(side);
                    break;
                }
            }
        }
        return sides.isEmpty() ? Optional.empty() : Optional.of(new PhotoProblem.CutOff(sides));
    }

    /** Every problem of a found grid: its place in the frame, its size, and the sharpness of its frontal square. */
    public List<PhotoProblem> check(Quad corners, int cols, int rows, Mat square) {
        List<PhotoProblem> out = new ArrayList<>();
        cutOff(corners, cols, rows).ifPresent(out::add);
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
}
