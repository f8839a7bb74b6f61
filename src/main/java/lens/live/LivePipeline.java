package lens.live;

import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.ocr.DigitReading;
import lens.ocr.DigitRecognizer;
import lens.overlay.PerspectiveLayer;
import lens.overlay.SolutionOverlay;
import lens.vision.CellImage;
import lens.vision.CellImages;
import lens.vision.CellParams;
import lens.vision.CellSplitter;
import lens.vision.DebugSink;
import lens.vision.DetectionParams;
import lens.vision.GridDetection;
import lens.vision.GridDetector;
import lens.vision.GridGeometry;
import lens.vision.GridWarper;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import lens.vision.RefineParams;
import lens.vision.WarpedGrid;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * One frame in, the same frame annotated: find the grid, warp it small to see which cells hold
 * ink (every frame), warp it fully, split the cells and read the digits only when the {@link PuzzleTracker} asks for it, and draw a thin outline of the
 * grid and, once a board is confirmed and solved, the missing digits in perspective (or, in
 * hint mode, the next step: {@link LiveHints}).
 * Not thread-safe: one pipeline thread owns it (the recognizer is not shareable either).
 */
public final class LivePipeline implements AutoCloseable {
    private static final Scalar READING = new Scalar(0, 215, 255);
    private static final Scalar SOLVED = new Scalar(60, 200, 40);
    private static final Scalar UNSOLVABLE = new Scalar(40, 40, 230);

    /** Grid lines of the small warp: uniform (the full split that finds real lines runs only when reading). */
    private static final int[][] UNIFORM_LINES = uniformLines(CellOccupancy.Params.defaults().warpSize());

    private final GridDetector detector;
    private final CellSplitter splitter;
    private final DigitRecognizer recognizer;
    private final PuzzleTracker tracker;
    private final SolutionOverlay painter;
    private final LiveParams live;
    private final HintView hintView;
    private final LiveHints hints;
    /** Side of the frontal solution layer: 40 px cells, sharp once warped into a video frame. */
    private static final int OVERLAY_CANVAS = 360;

    private PerspectiveLayer layer;
    private Grid layerGivens;
    private Grid layerSolution;
    private final CellOccupancy occupancy = new CellOccupancy(CellOccupancy.Params.defaults());

    /**
     * {@code recognizer} may be null: then grids are found and outlined but never read. The
     * pipeline closes the recognizer when it is closed.
     */
    public LivePipeline(DetectionParams detection, RefineParams refine, CellParams cells, LiveParams live,
                        DigitRecognizer recognizer, SolutionOverlay painter) {
        this(detection, refine, cells, live, recognizer, painter, null);
    }

    /**
     * With {@code hintView} not null, a solved puzzle shows the step the view asks for (or the
     * answer when it asks for that) instead of the solution.
     */
    public LivePipeline(DetectionParams detection, RefineParams refine, CellParams cells, LiveParams live,
                        DigitRecognizer recognizer, SolutionOverlay painter, HintView hintView) {
        OpenCvLoader.ensureLoaded();
        this.detector = new GridDetector(detection, refine);
        this.splitter = new CellSplitter(cells);
        this.recognizer = recognizer;
        this.tracker = new PuzzleTracker(live, new BoardSolver(live.minGivens()));
        this.painter = painter;
        this.live = live;
        this.hintView = hintView;
        this.hints = hintView == null ? null : new LiveHints(hintView);
    }

    /** Processes one BGR frame, drawing onto it, and says what happened. */
    public FrameReport process(Mat frame, long sequence) {
        long t0 = System.nanoTime();
        GridDetection d = detector.detect(frame, DebugSink.NONE);
        long t1 = System.nanoTime();
        if (!(d instanceof GridDetection.Found found) || cutByEdge(found.corners(), frame)) {
            tracker.noGrid();
            return report(sequence, null, false, false, t0, t1, t1, t1, t1, System.nanoTime());
        }
        Quad corners = found.corners();
        GridGeometry geometry;
        boolean[] filled;
        try (WarpedGrid small = GridWarper.warp(frame, corners, occupancy.warpSize())) {
            filled = occupancy.filled(small);
            geometry = new GridGeometry(corners, small.size(), small.toImageArray(), UNIFORM_LINES[0], UNIFORM_LINES[1]);
        }
        long t2 = System.nanoTime();
        PuzzleTracker.Decision decision = tracker.gridSeen(filled);
        boolean read = decision == PuzzleTracker.Decision.READ && recognizer != null;
        long t3 = t2;
        long t4 = t2;
        if (read) {
            Grid board = readDigits(frame, corners);
            t3 = System.nanoTime();
            tracker.boardRead(board, filled);
            t4 = System.nanoTime();
        }
        boolean matches = decision != PuzzleTracker.Decision.MISMATCH;
        drawOutline(frame, corners, matches ? tracker.phase() : Phase.READING);
        BoardSolver.Outcome outcome = tracker.outcome();
        boolean overlaid = matches && tracker.phase() == Phase.SOLVED && painter != null;
        if (overlaid) {
            if (hints != null && !hintView.answer()) {
                hints.draw(frame, geometry, outcome.givens());
            } else {
                drawSolution(frame, geometry, outcome);
            }
        }
        return report(sequence, geometry, read, overlaid, t0, t1, t2, t3, t4, System.nanoTime());
    }

    private boolean cutByEdge(Quad q, Mat frame) {
        int m = live.edgeMargin();
        for (Point p : q.corners()) {
            if (p.x < m || p.y < m || p.x > frame.cols() - 1 - m || p.y > frame.rows() - 1 - m) {
                return true;
            }
        }
        return false;
    }

    /** The full-size warp and cell split of vision, then the recognizer on the filled cells as one batch. */
    private Grid readDigits(Mat frame, Quad corners) {
        int[] digits = new int[81];
        try (WarpedGrid warped = GridWarper.warp(frame, corners, splitter.params().warpSize());
             CellImages cells = splitter.split(warped, DebugSink.NONE)) {
            List<CellImage> filled = new ArrayList<>();
            List<Mat> inks = new ArrayList<>();
            for (CellImage c : cells.cells()) {
                if (c.filled()) {
                    filled.add(c);
                    inks.add(c.ink());
                }
            }
            if (!inks.isEmpty()) {
                DigitReading[] read = recognizer.recognizeAll(inks);
                for (int j = 0; j < read.length; j++) {
                    digits[filled.get(j).index()] = read[j].digit();
                }
            }
        }
        return Grid.of(digits);
    }

    /**
     * Draws the solution: its frontal layer (made once per solution) is warped and blended into
     * the grid's bounding box only, a third of a typical frame.
     */
    private void drawSolution(Mat frame, GridGeometry geometry, BoardSolver.Outcome outcome) {
        if (layer == null || !outcome.givens().equals(layerGivens) || !outcome.solution().equals(layerSolution)) {
            if (layer != null) {
                layer.close();
            }
            layer = FrontalOverlay.of(painter, outcome.givens(), outcome.solution(), OVERLAY_CANVAS);
            layerGivens = outcome.givens();
            layerSolution = outcome.solution();
        }
        layer.compositeOnto(frame, geometry);
    }

    private static void drawOutline(Mat frame, Quad corners, Phase phase) {
        Scalar colour = switch (phase) {
            case SOLVED -> SOLVED;
            case UNSOLVABLE -> UNSOLVABLE;
            default -> READING;
        };
        MatOfPoint poly = new MatOfPoint(corners.corners());
        List<MatOfPoint> polys = new ArrayList<>(List.of(poly));
        Imgproc.polylines(frame, polys, true, colour, 2, Imgproc.LINE_AA);
        poly.release();
    }

    private FrameReport report(long sequence, GridGeometry geometry, boolean ocrRan, boolean overlaid, long t0, long t1, long t2, long t3,
                               long t4, long t5) {
        BoardSolver.Outcome o = tracker.outcome();
        Grid last = tracker.lastRead();
        return new FrameReport(sequence, tracker.phase(), geometry, last == null ? 0 : last.filledCount(), ocrRan, overlaid,
                o != null ? o.reason() : null, ms(t1 - t0), ms(t2 - t1), ms(t3 - t2), ms(t4 - t3), ms(t5 - t4),
                ms(t5 - t0));
    }

    private static int[][] uniformLines(int size) {
        int[] at = new int[10];
        for (int i = 0; i <= 9; i++) {
            at[i] = (int) Math.round(i * size / 9.0);
        }
        return new int[][] {at, at};
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    /** The tracker, for tests and the benchmark (read counts). */
    public PuzzleTracker tracker() {
        return tracker;
    }

    @Override
    public void close() {
        if (recognizer != null) {
            recognizer.close();
        }
        if (layer != null) {
            layer.close();
        }
        if (hints != null) {
            hints.close();
        }
    }
}
