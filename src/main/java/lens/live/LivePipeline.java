package lens.live;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import lens.board.Grid;
import lens.hint.PhotoAnswer;
import lens.hint.PhotoHint;
import lens.ocr.DigitRecognizer;
import lens.ocr.correct.BoardCorrector;
import lens.overlay.PerspectiveLayer;
import lens.overlay.SolutionOverlay;
import lens.pipeline.BoardCorrection;
import lens.pipeline.Orientation;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.solve.BoardVerdict;
import lens.vision.DebugSink;
import lens.vision.Exposure;
import lens.vision.GridDetection;
import lens.vision.GridGeometry;
import lens.vision.GridWarper;
import lens.vision.OpenCvLoader;
import lens.vision.PhotoQuality;
import lens.vision.Quad;
import lens.vision.WarpedGrid;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * One frame in, the same frame annotated: find the grid, warp it small to see which cells hold
 * ink (every frame, cheap), and only when the {@link PuzzleTracker} asks for it read the grid
 * through the one reading path ({@link PhotoReader#readGrid} then {@link BoardCorrection}, as a
 * photo is read, a grid being solved by hand answered as a photo is); then draw a thin outline of
 * the grid and, once a board is confirmed and solved, the missing digits in perspective (or, in hint mode, the next step: {@link LiveHints}). Detection is the photo reader's too, so a frame
 * shows a grid exactly when the same picture as a photo would (a grid at the frame's edge is
 * found and read too, but see {@link PuzzleTracker} for how it is trusted).
 * Not thread-safe: one pipeline thread owns it (the recognizer is not shareable either).
 */
public final class LivePipeline implements AutoCloseable {
    private static final Scalar READING = new Scalar(0, 215, 255);
    private static final Scalar SOLVED = new Scalar(60, 200, 40);
    private static final Scalar UNSOLVABLE = new Scalar(40, 40, 230);

    /** Side of the frontal solution layer: 40 px cells, sharp once warped into a video frame. */
    private static final int OVERLAY_CANVAS = 360;

    private final PhotoReader reader;
    private final BoardCorrection correction;
    private final DigitRecognizer recognizer;
    private final PuzzleTracker tracker;
    private final SolutionOverlay painter;
    private final LiveParams live;
    private final CellOccupancy occupancy = new CellOccupancy(CellOccupancy.Params.defaults());
    private final PhotoQuality quality = PhotoQuality.withDefaults();

    private PerspectiveLayer layer;
    private Grid layerGivens;
    private Grid layerSolution;
    private boolean[] layerRevised;
    private final HintView hintView;
    private final LiveHints hints;
    /** Quarter turns of the last board read: the overlay is drawn on the grid turned as it was read. */
    private int turns;

    /**
     * {@code recognizer} (the one {@code reader} reads with) may be null: then grids are found and
     * outlined but never read. The pipeline closes the recognizer when it is closed.
     */
    public LivePipeline(PhotoReader reader, BoardCorrection correction, LiveParams live, DigitRecognizer recognizer,
                        SolutionOverlay painter) {
        this(reader, correction, live, recognizer, painter, null);
    }

    /**
     * With {@code hintView} not null, a solved puzzle shows the step the view asks for (or the
     * answer when it asks for that) instead of the solution.
     */
    public LivePipeline(PhotoReader reader, BoardCorrection correction, LiveParams live, DigitRecognizer recognizer,
                        SolutionOverlay painter, HintView hintView) {
        OpenCvLoader.ensureLoaded();
        this.reader = reader;
        this.correction = correction;
        this.recognizer = recognizer;
        this.tracker = new PuzzleTracker(live, new BoardSolver());
        this.painter = painter;
        this.live = live;
        this.hintView = hintView;
        this.hints = hintView == null ? null : new LiveHints(hintView);
    }

    /**
     * Processes one BGR frame, drawing onto it, and says what happened. A dim frame is looked at
     * brightened ({@link Exposure}, as photos are); the drawing goes onto the frame as it came.
     */
    public FrameReport process(Mat frame, long sequence) {
        long t0 = System.nanoTime();
        try (Exposure.Exposed exposed = Exposure.of(frame)) {
            return process(frame, exposed.image(), sequence, t0);
        }
    }

    /**
     * {@link #process}: {@code seen} is the frame to detect and read in, {@code frame} the one
     * drawn on; {@code t0} when the frame came (its detection time counts the exposure's look).
     */
    private FrameReport process(Mat frame, Mat seen, long sequence, long t0) {
        GridDetection d = reader.detectInFrame(seen, DebugSink.NONE);
        long t1 = System.nanoTime();
        if (!(d instanceof GridDetection.Found found)) {
            tracker.noGrid();
            return report(sequence, null, false, false, false, t0, t1, t1, t1, t1, System.nanoTime());
        }
        Quad corners = found.corners();
        GridGeometry geometry;
        boolean[] filled;
        try (WarpedGrid small = GridWarper.warpLuminance(seen, corners, occupancy.warpSize())) {
            filled = occupancy.filled(small);
            // uniform lines: the full split that finds the real lines runs only when reading
            geometry = GridGeometry.withUniformLines(corners, small.size(), small.toImageArray());
        }
        long t2 = System.nanoTime();
        PuzzleTracker.Decision decision = tracker.gridSeen(filled, atEdge(corners, frame));
        boolean read = decision == PuzzleTracker.Decision.READ && recognizer != null;
        long t3 = t2;
        long t4 = t2;
        if (read) {
            PhotoReading.Read reading = reader.readGrid(seen, corners, DebugSink.NONE);
            BoardCorrection.Corrected corrected = correction.apply(reading);
            turns = reading.turns();
            t3 = System.nanoTime();
            if (corrected.doubt() == null) { // a doubtful reading is no vote: the next frames may settle it
                tracker.boardRead(answered(reading, corrected), filled, BoardCorrector.Change.cells(corrected.changes()));
            }
            t4 = System.nanoTime();
        }
        boolean matches = decision != PuzzleTracker.Decision.MISMATCH;
        drawOutline(frame, corners, matches ? tracker.phase() : Phase.READING);
        BoardSolver.Outcome outcome = tracker.outcome();
        boolean overlaid = matches && tracker.phase() == Phase.SOLVED && painter != null;
        if (overlaid) {
            GridGeometry upright = Orientation.turn(geometry, turns);
            if (hints != null && !hintView.answer()) {
                hints.draw(frame, upright, outcome.givens());
            } else {
                drawSolution(frame, upright, outcome);
            }
        }
        return report(sequence, geometry, read, overlaid, matches, t0, t1, t2, t3, t4, System.nanoTime());
    }

    /**
     * The board a reading votes for: as corrected, or, for a grid being solved by hand whose
     * written digits break the rules, its right digits ({@link PhotoAnswer#fromPrint}, as a photo is
     * answered), so that a slip of the pen does not keep the answer from being drawn.
     */
    private static Grid answered(PhotoReading.Read reading, BoardCorrection.Corrected corrected) {
        BoardVerdict verdict = BoardVerdict.of(corrected.board());
        if (verdict.solved()) {
            return corrected.board();
        }
        PhotoHint.Plan answer = PhotoAnswer.fromPrint(new PhotoSolution.Judged(reading, corrected.changes(), verdict), null);
        return answer == null ? corrected.board() : answer.position().board();
    }

    /** Whether the grid may be cut by the frame's edge: the photo path's check ({@link PhotoQuality#cutOff}). */
    private boolean atEdge(Quad q, Mat frame) {
        return quality.cutOff(q, frame.cols(), frame.rows()).isPresent();
    }

    /**
     * Draws the solution: its frontal layer (made once per solution) is warped and blended into
     * the grid's bounding box only, a third of a typical frame.
     */
    private void drawSolution(Mat frame, GridGeometry geometry, BoardSolver.Outcome outcome) {
        boolean[] revised = tracker.revised();
        if (layer == null || !outcome.givens().equals(layerGivens) || !outcome.solution().equals(layerSolution)
                || !Arrays.equals(revised, layerRevised)) {
            if (layer != null) {
                layer.close();
            }
            layer = FrontalOverlay.of(painter, outcome.givens(), outcome.solution(), revised, OVERLAY_CANVAS);
            layerGivens = outcome.givens();
            layerSolution = outcome.solution();
            layerRevised = revised;
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

    private FrameReport report(long sequence, GridGeometry geometry, boolean ocrRan, boolean overlaid, boolean matches,
                               long t0, long t1, long t2, long t3, long t4, long t5) {
        BoardSolver.Outcome o = tracker.outcome();
        Grid last = tracker.lastRead();
        return new FrameReport(sequence, tracker.phase(), geometry, last == null ? 0 : last.filledCount(), ocrRan, overlaid,
                matches, turns, o != null ? o.reason() : null, ms(t1 - t0), ms(t2 - t1), ms(t3 - t2), ms(t4 - t3), ms(t5 - t4),
                ms(t5 - t0));
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
