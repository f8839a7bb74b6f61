package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import lens.overlay.OverlayStyle;
import lens.overlay.PerspectiveLayer;
import lens.overlay.SolutionOverlay;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;

/** The live answer's frontal layer: the solution's digits, and the cells the correction revised circled. */
class FrontalOverlayTest {
    private static final Grid PUZZLE = Grid.parse(
            "..14.....23...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4");
    private static final Grid SOLUTION = Grid.parse(
            "681472935234589167579136248126845793843791526957263481312654879468917352795328614");
    private static final int SIZE = 450;

    /**
     * A cell whose reading the board correction revised (r1c3, a printed 1 read as 7 and put
     * right) is circled on the live answer as on a photo's, to check by eye; nothing else changes.
     */
    @Test
    void aRevisedCellIsCircledAndTheRestOfTheLayerIsTheSame() {
        OpenCvLoader.ensureLoaded();
        SolutionOverlay painter = new SolutionOverlay(OverlayStyle.defaults());
        boolean[] revised = new boolean[81];
        revised[2] = true;
        Mat plain = composited(FrontalOverlay.of(painter, PUZZLE, SOLUTION, SIZE));
        Mat marked = composited(FrontalOverlay.of(painter, PUZZLE, SOLUTION, new BoardMarks(revised, new boolean[81],
                new boolean[81]), false, SIZE));
        Mat diff = new Mat();
        Core.absdiff(plain, marked, diff);
        Mat grey = new Mat();
        org.opencv.imgproc.Imgproc.cvtColor(diff, grey, org.opencv.imgproc.Imgproc.COLOR_BGR2GRAY);
        Rect cell = new Rect(100, 0, 50, 50);
        int inCell = Core.countNonZero(grey.submat(cell));
        int all = Core.countNonZero(grey);
        assertTrue(inCell > 100, "the revised cell is circled: " + inCell + " pixels changed");
        assertTrue(all - inCell < inCell / 5, "the circle stays about its cell: " + (all - inCell) + " pixels outside");
        Mat again = composited(FrontalOverlay.of(painter, PUZZLE, SOLUTION, BoardMarks.NONE, false, SIZE));
        Core.absdiff(plain, again, diff);
        org.opencv.imgproc.Imgproc.cvtColor(diff, grey, org.opencv.imgproc.Imgproc.COLOR_BGR2GRAY);
        assertEquals(0, Core.countNonZero(grey), "no revised cell: the layer as before");
    }

    /**
     * A slip of the pen (r1c3 written wrong, the right digit drawn in) is circled in red on the
     * live answer, as on a photo's: the camera drew the right digit over it without a word.
     */
    @Test
    void aMistakeIsCircledInRed() {
        OpenCvLoader.ensureLoaded();
        SolutionOverlay painter = new SolutionOverlay(OverlayStyle.defaults());
        boolean[] mistakes = new boolean[81];
        mistakes[2] = true;
        Mat marked = composited(FrontalOverlay.of(painter, PUZZLE, SOLUTION, new BoardMarks(new boolean[81], mistakes,
                new boolean[81]), false, SIZE));
        Mat cell = marked.submat(new Rect(100, 0, 50, 50));
        int red = 0;
        for (int y = 0; y < cell.rows(); y++) {
            for (int x = 0; x < cell.cols(); x++) {
                double[] bgr = cell.get(y, x);
                red += bgr[2] > 180 && bgr[1] < 110 && bgr[0] < 110 ? 1 : 0;
            }
        }
        assertTrue(red > 50, "the mistake's cell is circled in red: " + red + " red pixels");
    }

    /** The layer blended onto a grey frame whose square is the grid. */
    private static Mat composited(PerspectiveLayer layer) {
        Mat frame = new Mat(SIZE, SIZE, CvType.CV_8UC3, new Scalar(128, 128, 128));
        try (layer) {
            layer.compositeOnto(frame, new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, SIZE);
        }
        return frame;
    }
}
