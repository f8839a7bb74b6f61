package lens.vision;

import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.samples.SampleSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.opencv.core.Mat;
import org.opencv.core.Rect;

class GridPastFrameTest {
    private final GridPastFrame pastFrame = new GridPastFrame(RefineParams.defaults());

    /** A quad a cell off the grid, either way across either axis, is moved back onto its box lines. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void aQuadACellOffIsMovedBackOntoTheBoxLines(int side) {
        try (SampleSet.Sample s = SampleSet.render(31 + side, 800, 600, false)) {
            Mat gray = Gray.of(s.scene().image());
            Quad grid = s.scene().grid();
            Quad off = GridPastFrame.shifted(grid, side);
            Quad back = pastFrame.onBoxLines(gray, off, side % 2 == 0);
            gray.release();
            assertTrue(back.meanCornerError(grid) < 3, "moved to " + back + ", the grid at " + grid);
            // The right quad stays.
            Mat again = Gray.of(s.scene().image());
            Quad kept = pastFrame.onBoxLines(again, grid, side % 2 == 0);
            again.release();
            assertTrue(kept.meanCornerError(grid) < 1e-9, "moved to " + kept);
        }
    }

    /**
     * A grid that fills the frame, its border at the photo's edge but whole, keeps its sides:
     * moving one out would put the border line off the comb.
     */
    @ParameterizedTest
    @ValueSource(longs = {41, 42, 43})
    void aGridThatFillsTheFrameKeepsItsSides(long seed) {
        try (SampleSet.Sample s = SampleSet.render(seed, 800, 600, false)) {
            Quad grid = s.scene().grid();
            double[] xy = grid.xy();
            double left = Double.MAX_VALUE;
            double top = Double.MAX_VALUE;
            double right = 0;
            double bottom = 0;
            for (int i = 0; i < 4; i++) {
                left = Math.min(left, xy[2 * i]);
                right = Math.max(right, xy[2 * i]);
                top = Math.min(top, xy[2 * i + 1]);
                bottom = Math.max(bottom, xy[2 * i + 1]);
            }
            int x0 = (int) Math.max(0, left - 3);
            int y0 = (int) Math.max(0, top - 3);
            Rect frame = new Rect(x0, y0, (int) Math.min(s.scene().image().cols(), right + 4) - x0,
                    (int) Math.min(s.scene().image().rows(), bottom + 4) - y0);
            Mat gray = Gray.of(s.scene().image().submat(frame));
            Quad inFrame = shiftedBy(grid, -x0, -y0);
            Quad found = pastFrame.extended(gray, inFrame, false);
            gray.release();
            assertTrue(found.meanCornerError(inFrame) < 1e-9, "moved to " + found + ", the grid at " + inFrame);
        }
    }

    private static Quad shiftedBy(Quad q, double dx, double dy) {
        double[] xy = q.xy();
        for (int i = 0; i < 4; i++) {
            xy[2 * i] += dx;
            xy[2 * i + 1] += dy;
        }
        return new Quad(xy);
    }
}
