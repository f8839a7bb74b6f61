package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import lens.board.Grid;
import lens.capture.MatImages;
import lens.overlay.Hint;
import lens.pipeline.Hints;
import lens.samples.ReplayRenderer;
import lens.samples.Scene;
import lens.vision.GridGeometry;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

/**
 * Hint mode of the live pipeline on a rendered replay: once the puzzle is solved, each frame
 * shows the step the view asks for at its cell (following the moving grid) with the legend band
 * below, {@code next} moves to the following step, and {@code toggleAnswer} shows the solution.
 */
class LiveHintsTest {
    /** The answer colour of the overlays, BGR components of {@code StepStyle.ANSWER} (0, 90, 200). */
    private static boolean answerBlue(int rgb) {
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        return r < 70 && g > 50 && g < 150 && b > 150;
    }

    private static int blueNear(BufferedImage img, Point p, double radius) {
        int n = 0;
        for (int y = (int) (p.y - radius); y <= p.y + radius; y++) {
            for (int x = (int) (p.x - radius); x <= p.x + radius; x++) {
                if (x >= 0 && y >= 0 && x < img.getWidth() && y < img.getHeight() && answerBlue(img.getRGB(x, y))) {
                    n++;
                }
            }
        }
        return n;
    }

    private static Point cellCentre(GridGeometry g, int cell) {
        Point c = g.cellCentre(cell / 9, cell % 9);
        return g.toPhoto(c.x, c.y);
    }

    @Test
    void showsTheAskedForStepAtItsCellThenTheAnswer() {
        ReplayRenderer replay = new ReplayRenderer(640, 480, 40, 1000, 11);
        Grid givens = replay.givens(0);
        List<Hint> steps = Hints.next(givens, 2);
        int first = steps.get(0).step().placements().get(0).cell();
        int second = steps.get(1).step().placements().get(0).cell();
        HintView view = new HintView();
        try (LiveSession session = LiveComponents.session(null, view)) {
            int shown = 0;
            int shownSecond = 0;
            int answers = 0;
            for (int i = 0; i < replay.frames(); i++) {
                if (i == 25) {
                    view.next();
                }
                if (i == 33) {
                    view.toggleAnswer();
                }
                LiveSession.Annotated a;
                try (Scene s = replay.render(i)) {
                    a = session.annotate(MatImages.toImage(s.image()), i);
                }
                FrameReport r = a.report();
                if (!r.overlaid()) {
                    continue;
                }
                assertEquals(givens, session.pipeline().tracker().outcome().givens(), "the replay's puzzle was read");
                GridGeometry g = r.geometry();
                double side = g.cellSide(0, 0) * 0.3;
                BufferedImage img = a.image();
                if (i < 25) {
                    assertTrue(blueNear(img, cellCentre(g, first), side) > 15, "frame " + i + ": step 1's digit at its cell");
                    assertTrue(blueNear(img, cellCentre(g, second), side) < 3, "frame " + i + ": not yet step 2");
                    assertTrue(darkBand(img), "frame " + i + ": legend band");
                    shown++;
                } else if (i < 33) {
                    assertTrue(blueNear(img, cellCentre(g, second), side) > 15, "frame " + i + ": step 2's digit at its cell");
                    assertTrue(blueNear(img, cellCentre(g, first), side) > 15, "frame " + i + ": step 1's digit stays as found");
                    shownSecond++;
                } else {
                    int empty = 0;
                    for (int c = 0; c < 81; c++) {
                        if (givens.get(c) == 0 && blueNear(img, cellCentre(g, c), side) > 10) {
                            empty++;
                        }
                    }
                    assertTrue(empty > 81 - givens.filledCount() - 5, "frame " + i + ": the answer fills the grid (" + empty + ")");
                    answers++;
                }
            }
            assertTrue(shown >= 5 && shownSecond >= 3 && answers >= 3, shown + " " + shownSecond + " " + answers);
        }
    }

    /** The bottom (or, when the grid reaches down there, top) rows are the legend's dark band. */
    private static boolean darkBand(BufferedImage img) {
        return darkRow(img, img.getHeight() - 4) || darkRow(img, 4);
    }

    private static boolean darkRow(BufferedImage img, int y) {
        int dark = 0;
        for (int x = 0; x < img.getWidth(); x += 8) {
            int p = img.getRGB(x, y);
            dark += ((p >> 16) & 0xff) < 90 && ((p >> 8) & 0xff) < 90 ? 1 : 0;
        }
        return dark > img.getWidth() / 8 * 0.8;
    }
}
