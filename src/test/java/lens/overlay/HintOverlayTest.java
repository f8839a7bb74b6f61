package lens.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import lens.board.Grid;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.TechniqueType;
import lens.vision.GridGeometry;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/** Hints laid onto a photo in perspective land on the right cells of the tilted grid. */
class HintOverlayTest {
    static {
        OpenCvLoader.ensureLoaded();
    }

    private static final Quad TILTED = Quad.of(new Point(100, 60), new Point(520, 90), new Point(500, 440), new Point(120, 420));

    /** The centroid of the pixels whose BGR is near {@code bgr}. */
    private static Point centroid(Mat photo, Scalar bgr, int[] count) {
        Mat mask = new Mat();
        Core.inRange(photo, new Scalar(bgr.val[0] - 40, bgr.val[1] - 40, bgr.val[2] - 40),
                new Scalar(bgr.val[0] + 40, bgr.val[1] + 40, bgr.val[2] + 40), mask);
        var mom = Imgproc.moments(mask, true);
        count[0] = (int) mom.m00;
        mask.release();
        return new Point(mom.m10 / mom.m00, mom.m01 / mom.m00);
    }

    @Test
    void writtenDigitAndRemovedCandidateLandInTheirCellsInPerspective() {
        GridGeometry g = TiltedGrids.at(TILTED);
        int placed = Units.cell(3, 5);
        Step place = Step.place(TechniqueType.NAKED_SINGLE, placed, 7, new Evidence.OnlyCandidate(placed, 7));
        Mat photo = new Mat(480, 640, CvType.CV_8UC3, new Scalar(255, 255, 255));
        HintOverlay.photo().draw(photo, g, List.of(new Hint(1, place, CandidateBoard.of(Grid.empty()))));
        int[] n = new int[1];
        Point blue = centroid(photo, new Scalar(StepStyle.ANSWER.getBlue(), StepStyle.ANSWER.getGreen(), StepStyle.ANSWER.getRed()), n);
        Point expected = g.toPhoto(5 * 50 + 25, 3 * 50 + 25);
        assertTrue(n[0] > 30, "the 7 is drawn");
        assertTrue(Math.hypot(blue.x - expected.x, blue.y - expected.y) < 8, "7 at " + blue + ", cell centre " + expected);
        photo.release();

        int target = Units.cell(7, 1);
        Step remove = Step.eliminate(TechniqueType.TRIAL, List.of(new Step.Elimination(target, 9)),
                new Evidence.Contradiction(target, 9, true));
        photo = new Mat(480, 640, CvType.CV_8UC3, new Scalar(255, 255, 255));
        HintOverlay.photo().draw(photo, g, List.of(new Hint(1, remove, CandidateBoard.of(Grid.empty()))));
        Point red = centroid(photo, new Scalar(StepStyle.REMOVED.getBlue(), StepStyle.REMOVED.getGreen(), StepStyle.REMOVED.getRed()), n);
        // candidate 9 sits in the bottom-right ninth of r8c2
        Point nine = g.toPhoto(50 + 50 * 5 / 6.0, 7 * 50 + 50 * 5 / 6.0);
        assertTrue(n[0] > 10, "the 9 is struck through");
        assertTrue(Math.hypot(red.x - nine.x, red.y - nine.y) < 6, "struck 9 at " + red + ", its place " + nine);
        photo.release();
    }

    @Test
    void severalHintsAreNumberedAndTheLegendListsThem() {
        Grid g = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        List<Hint> hints = lens.pipeline.Hints.next(g, 3);
        assertEquals(3, hints.size());
        assertEquals(List.of(1, 2, 3), hints.stream().map(Hint::number).toList());
        Mat band = Legend.band(hints.stream().map(Hint::line).toList(), 640);
        assertTrue(band.rows() >= 3 * 13, "three lines at least");
        assertEquals(640, band.cols());
        Mat photo = new Mat(480, 640, CvType.CV_8UC3, new Scalar(200, 200, 200));
        Mat out = Legend.below(photo, band);
        assertEquals(480 + band.rows(), out.rows(), "the legend goes below the photo, never over the grid");
        band.release();
        photo.release();
        out.release();
    }
}
