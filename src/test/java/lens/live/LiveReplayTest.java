package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.capture.FrameResult;
import lens.capture.FrameSource;
import lens.capture.FrameSources;
import lens.capture.SourceSpec;
import lens.samples.ReplayRenderer;
import lens.vision.GridGeometry;
import lens.vision.Quad;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Point;

/**
 * The live pipeline on a rendered replay (a puzzle moving, turning, tilting, sliding partly out
 * of the frame, then replaced by another), played through the replay camera driver. The true grid
 * corners of every frame are known from the renderer.
 */
class LiveReplayTest {
    private static final int FRAMES = 60;
    private static final int SWITCH_AT = 40;

    @TempDir
    static Path dir;
    static ReplayRenderer replay;
    static final List<FrameReport> reports = new ArrayList<>();
    static final List<Grid> solutions = new ArrayList<>();
    static final List<BufferedImage> images = new ArrayList<>();
    static long reads;

    @BeforeAll
    static void playReplay() throws Exception {
        replay = new ReplayRenderer(640, 480, FRAMES, SWITCH_AT, 11);
        replay.write(dir);
        try (FrameSource source = FrameSources.create(SourceSpec.parse("replay:" + dir), 0, false, skipped -> { });
             LiveSession session = LiveComponents.session(null)) {
            source.open();
            while (source.next() instanceof FrameResult.Captured c) {
                LiveSession.Annotated a = session.annotate(c.image(), c.sequence());
                reports.add(a.report());
                BoardSolver.Outcome o = session.pipeline().tracker().outcome();
                solutions.add(o == null ? null : o.solution());
                images.add(a.image());
            }
            reads = session.pipeline().readings();
        }
    }

    /** The true photo position of a point of the unit square (0..1, 0..1) of the grid. */
    private static Point truth(Quad q, double u, double v) {
        Point[] c = q.corners();
        org.opencv.core.MatOfPoint2f src = new org.opencv.core.MatOfPoint2f(new Point(0, 0), new Point(1, 0),
                new Point(1, 1), new Point(0, 1));
        org.opencv.core.MatOfPoint2f dst = new org.opencv.core.MatOfPoint2f(c);
        org.opencv.core.Mat h = org.opencv.imgproc.Imgproc.getPerspectiveTransform(src, dst);
        double[] m = new double[9];
        h.get(0, 0, m);
        src.release();
        dst.release();
        h.release();
        double z = m[6] * u + m[7] * v + m[8];
        return new Point((m[0] * u + m[1] * v + m[2]) / z, (m[3] * u + m[4] * v + m[5]) / z);
    }

    @Test
    void everyFrameIsProcessedAndMostGridsAreFound() {
        assertEquals(FRAMES, reports.size());
        long detected = reports.stream().filter(FrameReport::detected).count();
        assertTrue(detected >= FRAMES - 12, "grid found in " + detected + " of " + FRAMES + " frames");
    }

    /** The worst cell-centre error of frame i's detected geometry against the truth, in cells. */
    private static double cellError(int i) {
        GridGeometry g = reports.get(i).geometry();
        Quad truthQuad = replay.gridAt(i);
        double cell = Math.sqrt(truthQuad.area()) / 9;
        double worst = 0;
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                Point centre = g.cellCentre(r, c);
                Point seen = g.toPhoto(centre.x, centre.y);
                Point real = truth(truthQuad, (c + 0.5) / 9, (r + 0.5) / 9);
                worst = Math.max(worst, Math.hypot(seen.x - real.x, seen.y - real.y) / cell);
            }
        }
        return worst;
    }

    /**
     * Wherever the solution is drawn, each cell centre it uses lands within a fifth of a cell of
     * the true one; and nearly all detections (drawn on or not) are that accurate.
     */
    @Test
    void overlayCellsFollowTheTrueHomography() {
        int drawn = 0;
        int detected = 0;
        int accurate = 0;
        for (int i = 0; i < FRAMES; i++) {
            if (!reports.get(i).detected()) {
                continue;
            }
            double err = cellError(i);
            detected++;
            accurate += err < 0.2 ? 1 : 0;
            if (reports.get(i).overlaid()) {
                drawn++;
                assertTrue(err < 0.2, "frame " + i + ": solution drawn with cell-centre error " + err + " cells");
            }
        }
        assertTrue(drawn >= FRAMES - 20, "solution drawn on " + drawn + " frames");
        assertTrue(accurate >= detected * 0.9, accurate + " of " + detected + " detections accurate");
    }

    /** Overlay-blue pixels lie in the empty cells of the true puzzle and not in its given cells. */
    @Test
    void drawnDigitsLandInTheEmptyCells() {
        int frames = 0;
        for (int i = 0; i < FRAMES; i += 4) {
            if (!reports.get(i).overlaid()) {
                continue;
            }
            Grid givens = replay.givens(replay.puzzleAt(i));
            Quad q = replay.gridAt(i);
            int emptyWithInk = 0;
            int empty = 0;
            for (int cell = 0; cell < 81; cell++) {
                int blue = overlayPixels(images.get(i), q, cell / 9, cell % 9);
                if (givens.isEmpty(cell)) {
                    empty++;
                    emptyWithInk += blue >= 8 ? 1 : 0;
                } else {
                    assertTrue(blue < 3, "frame " + i + ": overlay ink in given cell " + cell + " (" + blue + " px)");
                }
            }
            assertEquals(empty, emptyWithInk, "frame " + i + ": every empty cell holds a drawn digit");
            frames++;
        }
        assertTrue(frames >= 6, "checked " + frames + " solved frames");
    }

    /** Pixels of the overlay colour (BGR 200, 90, 0: strong blue) in the inner part of a true cell. */
    private static int overlayPixels(BufferedImage img, Quad q, int row, int col) {
        int n = 0;
        for (int a = 0; a < 12; a++) {
            for (int b = 0; b < 12; b++) {
                Point p = truth(q, (col + 0.2 + 0.6 * b / 11) / 9, (row + 0.2 + 0.6 * a / 11) / 9);
                int x = (int) Math.round(p.x);
                int y = (int) Math.round(p.y);
                if (x < 0 || y < 0 || x >= img.getWidth() || y >= img.getHeight()) {
                    continue;
                }
                int rgb = img.getRGB(x, y);
                int r = rgb >> 16 & 0xff;
                int g = rgb >> 8 & 0xff;
                int bl = rgb & 0xff;
                n += bl > 120 && bl - r > 70 && bl - g > 40 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void solutionAppearsQuicklyAndStaysStable() {
        int first = -1;
        for (int i = 0; i < SWITCH_AT; i++) {
            if (solutions.get(i) != null) {
                first = first < 0 ? i : first;
                assertEquals(replay.solution(0), solutions.get(i), "frame " + i);
            } else {
                assertTrue(first < 0, "solution lost at frame " + i + " after appearing at " + first);
            }
        }
        assertTrue(first >= 0 && first <= 5, "first solution at frame " + first);
        assertTrue(reads <= 12, "digits read " + reads + " times over two puzzles (not every frame)");
    }

    @Test
    void aNewPuzzleReplacingTheOldIsPickedUp() {
        int solvedAt = -1;
        for (int i = SWITCH_AT; i < FRAMES; i++) {
            if (replay.solution(1).equals(solutions.get(i))) {
                solvedAt = solvedAt < 0 ? i : solvedAt;
            } else {
                assertTrue(solvedAt < 0, "second solution lost at frame " + i);
                assertTrue(!replay.solution(0).equals(solutions.get(i)) || i == SWITCH_AT,
                        "old solution still shown at frame " + i);
            }
        }
        assertTrue(solvedAt >= 0 && solvedAt <= SWITCH_AT + 6, "second puzzle solved at frame " + solvedAt);
    }
}
