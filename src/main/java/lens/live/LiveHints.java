package lens.live;

import java.util.List;
import java.util.Optional;
import lens.board.Grid;
import lens.overlay.CellLayout;
import lens.overlay.Hint;
import lens.overlay.HintOverlay;
import lens.overlay.Legend;
import lens.overlay.PerspectiveLayer;
import lens.pipeline.Hints;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;
import org.opencv.core.Point;

/**
 * The live window's hint: the step the {@link HintView} asks for, drawn once into a frontal
 * {@link PerspectiveLayer} (with the digits of the steps before it written as answers) and then
 * only warped onto each frame, exactly as the solution layer is, so the hint follows the grid
 * at the same frame rate. The step's sentence is a legend band over the bottom of the frame (or
 * the top, when the grid reaches down there). Steps are found one at a time, when first shown.
 */
final class LiveHints implements AutoCloseable {
    /**
     * The solution layer's side (40 px cells): already finer than a grid seen by a webcam, and
     * a larger layer only costs warping time every frame.
     */
    private static final int CANVAS = 360;
    private static final String KEYS = "n or space: next step, a: answer";

    private final HintView view;
    private final HintOverlay overlay = HintOverlay.photo();
    private Hints hints;
    private int shownStep;
    private PerspectiveLayer layer;
    private Mat legend;
    private List<String> legendLines;
    private int legendWidth;

    LiveHints(HintView view) {
        this.view = view;
    }

    /** Draws the asked-for step of {@code board} onto {@code frame} over the grid at {@code geometry}. */
    void draw(Mat frame, GridGeometry geometry, Grid board) {
        if (hints == null || !hints.start().equals(board)) {
            hints = new Hints(board);
            view.restart();
            shownStep = 0;
        }
        int step = view.step();
        if (step != shownStep || layer == null) {
            prepare(step);
        }
        layer.compositeOnto(frame, geometry);
        if (legend == null || legendWidth != frame.cols()) {
            release(legend);
            legend = Legend.band(legendLines, frame.cols());
            legendWidth = frame.cols();
        }
        double top = Double.MAX_VALUE;
        double bottom = 0;
        for (Point p : geometry.corners().corners()) {
            top = Math.min(top, p.y);
            bottom = Math.max(bottom, p.y);
        }
        Legend.overlay(frame, legend, top, bottom, StatusPainter.bandHeight(frame.rows()));
    }

    private void prepare(int step) {
        Optional<Hint> hint = hints.get(step);
        List<Hint> before = hints.upTo(step - 1);
        Grid found = HintOverlay.placedBy(before);
        if (layer != null) {
            layer.close();
        }
        CellLayout layout = CellLayout.uniform(0, 0, CANVAS);
        layer = overlay.layer(hint.map(List::of).orElse(List.of()), found, layout, CANVAS);
        legendLines = hint.map(h -> List.of("Step " + h.number() + ". " + h.step().sentence(), KEYS))
                .orElse(List.of(hints.solved() ? "No more steps: the puzzle is solved" : "No logical step applies here"));
        shownStep = step;
        release(legend);
        legend = null;
    }

    private static void release(Mat m) {
        if (m != null) {
            m.release();
        }
    }

    @Override
    public void close() {
        if (layer != null) {
            layer.close();
        }
        release(legend);
    }
}
