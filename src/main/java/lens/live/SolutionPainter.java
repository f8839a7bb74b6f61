package lens.live;

import lens.board.Grid;
import lens.pipeline.GridGeometry;
import org.opencv.core.Mat;

/** Draws the missing digits of a solution into their cells of a BGR frame, in perspective. */
@FunctionalInterface
public interface SolutionPainter {
    /** Paints {@code solution}'s digits into the cells that are empty in {@code givens}. */
    void paint(Mat frame, GridGeometry geometry, Grid givens, Grid solution);
}
