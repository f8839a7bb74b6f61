package lens.live;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Grid;
import lens.board.Units;
import lens.hint.PhotoAnswer;
import lens.ocr.DigitRecognizer;
import lens.ocr.correct.BoardCorrector;
import lens.overlay.PerspectiveLayer;
import lens.overlay.SolutionOverlay;
import lens.pipeline.InkKind;
import lens.pipeline.Orientation;
import lens.pipeline.OtherGrids;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.vision.DebugSink;
import lens.vision.Exposure;
import lens.vision.GridDetection;
import lens.vision.GridGeometry;
import lens.vision.GridWarper;
import lens.vision.OpenCvLoader;
import lens.vision.PhotoProblem;
import lens.vision.PhotoQuality;
import lens.vision.Polarity;
import lens.vision.Quad;
import lens.vision.WarpedGrid;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * One frame in, the same frame annotated: find the grid, warp it small to see which cells hold
 * ink (every frame, cheap), and only when the {@link PuzzleTracker} asks for it read the grid
 * through the one reading path ({@link PhotoReader#readGrid}, then judged as a photo is:
 * {@link PhotoSolver#judge}, a grid being solved by hand answered as a photo is); then draw a thin outline of
 * the grid and, once a board is confirmed and solved, the missing digits in perspective (or, in hint mode, the next step: {@link LiveHints}). Detection is the photo reader's too, so a frame
 * shows a grid exactly when the same picture as a photo would (a grid at the frame's edge is
 * found and read too, but see {@link PuzzleTracker} for how it is trusted). While no answer is
 * drawn, each frame's report says what to change, as a photo's refusal does
 * ({@link FrameReport#advice}: the grid cut by the frame, too small or blurred, a picture too
 * dark), shown as the status.
 * Not thread-safe: one pipeline thread owns it (the recognizer is not shareable either).
 */
public final class LivePipeline implements AutoCloseable {
    private static final Scalar READING = new Scalar(0, 215, 255);
    private static final Scalar SOLVED = new Scalar(60, 200, 40);
    private static final Scalar UNSOLVABLE = new Scalar(40, 40, 230);

    /** After a reading is refused, every this many frames is read again (the refusal stands between). */
    static final int REREAD_REFUSED = 4;

    /** Side of the frontal solution layer: 40 px cells, sharp once warped into a video frame. */
    private static final int OVERLAY_CANVAS = 360;

    private final PhotoSolver solver;
    private final PhotoReader reader;
    private final DigitRecognizer recognizer;
    private final PuzzleTracker tracker;
    private final SolutionOverlay painter;
    private final LiveParams live;
    private final CellOccupancy occupancy = new CellOccupancy(CellOccupancy.Params.defaults());
    private final PhotoQuality quality = PhotoQuality.withDefaults();

    private PerspectiveLayer layer;
    private Grid layerGivens;
    private Grid layerSolution;
    private BoardMarks layerMarks;
    private final HintView hintView;
    /** Whether a solved puzzle shows only its slips of the pen, not the answer. */
    private final boolean checking;
    private final LiveHints hints;
    /**
     * Why the current puzzle's last reading was no vote (the photo's problem, {@link #vote}), or
     * null: shown until a reading votes or the puzzle is left.
     */
    private PhotoProblem refusal;
    /** Frames seen since the last refusal. */
    private int refusedFrames;
    /** Grids read since the start, a vote or not. */
    private long readings;
    /** Quarter turns of the last board read: the overlay is drawn on the grid turned as it was read. */
    private int turns;
    /**
     * Frames between looks at how the picture draws its grid ({@link Polarity}), taken only while
     * no grid is followed: a screen held up in dark mode stays so, and the look (0.7-0.9 ms a
     * 640x480 frame) every frame would cost a tenth of a replay's frame time.
     */
    static final int POLARITY_EVERY = 15;
    /** Frames since the last look at the polarity; the first frame looks. */
    private int sincePolarity = POLARITY_EVERY;
    /** Whether the last look found the grid drawn light on dark: frames are then looked at inverted. */
    private boolean lightOnDark;
    /**
     * Where the largest grid of the frame was last read as a sudoku variant (a newspaper prints a
     * killer or a Sudoku X beside the classic puzzle, often larger), or null: while the largest
     * grid found is still there, the classic puzzle beside it is followed instead, as a photo's
     * reading does ({@link PhotoReader#read}).
     */
    private Quad variantAt;

    /**
     * {@code recognizer} (the one {@code solver}'s reader reads with) may be null: then grids are
     * found and outlined but never read. The pipeline closes the recognizer when it is closed.
     */
    public LivePipeline(PhotoSolver solver, LiveParams live, DigitRecognizer recognizer, SolutionOverlay painter) {
        this(solver, live, recognizer, painter, null);
    }

    /**
     * With {@code hintView} not null, a solved puzzle shows the step the view asks for (or the
     * answer when it asks for that) instead of the solution.
     */
    public LivePipeline(PhotoSolver solver, LiveParams live, DigitRecognizer recognizer, SolutionOverlay painter,
                        HintView hintView) {
        this(solver, live, recognizer, painter, hintView, false);
    }

    /**
     * With {@code checking}, a solved puzzle shows only its slips of the pen (circled, no digit of
     * the answer drawn): a grid being filled in, checked as {@code verify} checks a photo of it.
     */
    public LivePipeline(PhotoSolver solver, LiveParams live, DigitRecognizer recognizer, SolutionOverlay painter,
                        HintView hintView, boolean checking) {
        OpenCvLoader.ensureLoaded();
        this.solver = solver;
        this.reader = solver.reader();
        this.recognizer = recognizer;
        this.tracker = new PuzzleTracker(live, new BoardSolver());
        this.painter = painter;
        this.live = live;
        this.hintView = hintView;
        this.hints = hintView == null ? null : new LiveHints(hintView);
        this.checking = checking;
    }

    /**
     * Processes one BGR frame, drawing onto it, and says what happened. A dim frame is looked at
     * brightened ({@link Exposure}, as photos are), a frame whose grid is drawn light on dark (a
     * puzzle app in dark mode held up to the camera) inverted, as photos are; the drawing goes
     * onto the frame as it came.
     */
    public FrameReport process(Mat frame, long sequence) {
        long t0 = System.nanoTime();
        if (++sincePolarity >= POLARITY_EVERY && tracker.phase() == Phase.SEARCHING) {
            sincePolarity = 0;
            lightOnDark = Polarity.of(frame) == Polarity.LIGHT_ON_DARK;
        }
        Mat look = lightOnDark ? Polarity.inverted(frame) : frame;
        try (Exposure.Exposed exposed = Exposure.of(look)) {
            return process(frame, exposed, sequence, t0);
        } finally {
            if (look != frame) {
                look.release();
            }
        }
    }

    /**
     * {@link #process}: {@code seen} is the frame to detect and read in, {@code frame} the one
     * drawn on; {@code t0} when the frame came (its detection time counts the exposure's look).
     */
    private FrameReport process(Mat frame, Exposure.Exposed exposed, long sequence, long t0) {
        Mat seen = exposed.image();
        GridDetection d = reader.detectInFrame(seen, DebugSink.NONE);
        long t1 = System.nanoTime();
        if (!(d instanceof GridDetection.Found found)) {
            tracker.noGrid();
            refusal = null;
            PhotoProblem why = tracker.phase() == Phase.SEARCHING
                    ? reader.whyNoGrid(exposed).orElse(null) : null;
            return report(sequence, null, false, false, false, why, t0, t1, t1, t1, t1, System.nanoTime());
        }
        GridDetection.Found beside = besideVariant(seen, found);
        boolean followsBeside = beside != null && beside != found;
        GridDetection.Found grid = followsBeside ? beside : found;
        Quad corners = grid.corners();
        GridGeometry geometry;
        boolean[] filled;
        try (WarpedGrid small = GridWarper.warpLuminance(seen, corners, occupancy.warpSize())) {
            filled = occupancy.filled(small);
            // uniform lines: the full split that finds the real lines runs only when reading
            geometry = GridGeometry.withUniformLines(corners, small.size(), small.toImageArray());
        }
        long t2 = System.nanoTime();
        Optional<PhotoProblem> cutAtCorners = quality.cutOff(corners, frame.cols(), frame.rows());
        // The frame's detection does not carry a cut grid past the edge: it may refine onto the
        // rows left inside. The outline found before refinement still runs off the frame.
        Optional<PhotoProblem> cut = cutAtCorners.or(() -> quality.cutOff(grid.outline(), frame.cols(), frame.rows()));
        boolean cutInside = cutAtCorners.isEmpty() && cut.isPresent();
        PuzzleTracker.Decision decision = tracker.gridSeen(filled, cut.isPresent());
        if (tracker.phase() != Phase.READING) {
            refusal = null;
        }
        // a refused reading stands for a few frames: reading a cut grid every frame held a
        // replay to 12 fps (33 before, when its garbage was taken and read no more)
        boolean rest = refusal != null && ++refusedFrames % REREAD_REFUSED != 0;
        boolean read = decision == PuzzleTracker.Decision.READ && recognizer != null && !rest;
        long t3 = t2;
        long t4 = t2;
        if (read) {
            // a photo's detection finds the largest grid: not the one beside a variant
            Quad at = cutInside && !followsBeside ? asPhoto(seen, corners) : corners;
            PhotoReading.Read reading = reader.lookPast(seen, grid, reader.readGrid(seen, at, DebugSink.NONE), DebugSink.NONE);
            readings++;
            PhotoSolution judged = solver.judge(reading);
            if (!followsBeside && reading.problem(PhotoProblem.Variant.class) != null) {
                variantAt = corners;
            }
            turns = reading.turns();
            t3 = System.nanoTime();
            vote(judged, filled);
            t4 = System.nanoTime();
        }
        boolean matches = decision != PuzzleTracker.Decision.MISMATCH;
        // a grid the frame cuts is outlined where it runs off the frame, not around the rows refined inside
        drawOutline(frame, cutInside ? grid.outline() : corners, matches ? tracker.phase() : Phase.READING);
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
        PhotoProblem advice = overlaid ? null : refusal != null ? refusal : cut.orElse(null);
        return report(sequence, geometry, read, overlaid, matches, advice, t0, t1, t2, t3, t4, System.nanoTime());
    }

    /**
     * The classic puzzle beside the variant last read ({@link #variantAt}), found as a photo's
     * other grids are ({@link OtherGrids#next}: the largest painted over, where it leaves room),
     * when {@code largest} is that variant still (its centre inside where the variant was: the
     * paper moves a little between frames); {@code largest} itself when it is the variant but no
     * other grid is found beside it; null when no variant is followed or the frame's largest grid
     * is another one (the variant left behind). A reading refused as the variant stands no longer
     * once the grid beside it is followed.
     */
    private GridDetection.Found besideVariant(Mat seen, GridDetection.Found largest) {
        if (variantAt == null || !variantAt.contains(largest.corners().centre())) {
            variantAt = null;
            return null;
        }
        variantAt = largest.corners();
        Optional<GridDetection.Found> other = OtherGrids.next(seen, largest.corners(), masked ->
                reader.detectInFrame(masked, DebugSink.NONE) instanceof GridDetection.Found f
                        ? new OtherGrids.Found<>(f.corners(), f) : null);
        if (other.isPresent() && refusal instanceof PhotoProblem.Variant) {
            refusal = null;
        }
        return other.orElse(largest);
    }

    /**
     * The grid's corners as a photo's detection finds them ({@link PhotoReader#detect}: a grid
     * the frame cuts carried out past the edge, up to 100 ms), or {@code corners} when it finds
     * none. Read there, eight rows of a cut grid are not read as nine (that gave "unsolvable:
     * two 9s in box 3" with the grid's top row half out of the frame); the reading is the photo's,
     * refused as cut or, when only a margin is cut, answered.
     */
    private Quad asPhoto(Mat seen, Quad corners) {
        return reader.detect(seen, DebugSink.NONE) instanceof GridDetection.Found f ? f.corners() : corners;
    }

    /**
     * A reading's vote, judged as a photo is ({@link PhotoSolver#judge}, {@link PhotoAnswer#of}):
     * the board it answers (for a grid being solved by hand whose written digits break the
     * rules, its right digits, so that a slip of the pen does not keep the answer from being
     * drawn), or the board as judged when it has no single solution (the tracker then says why).
     * A reading the photo's own problem spoils (the grid cut by the frame, blurred, unsure digits
     * that fit two puzzles) is no vote: the next frames may settle it, and until then the problem
     * is what the status shows.
     */
    private void vote(PhotoSolution judged, boolean[] filled) {
        PhotoAnswer answer = PhotoAnswer.of(judged, null);
        if (answer == null && judged instanceof PhotoSolution.Unusable u) {
            refusal = u.problem();
            refusedFrames = 0;
            return;
        }
        refusal = null;
        PhotoSolution.Judged j = answer != null ? answer.read() : (PhotoSolution.Judged) judged;
        Grid board = answer != null ? answer.position().board() : j.board();
        tracker.boardRead(board, filled, new BoardMarks(BoardCorrector.Change.cells(j.corrections()),
                answer != null ? answer.position().wrongCells() : new boolean[81], writtenRight(j.read(), board)));
    }

    /** The cells of {@code board} (the digits that stay) whose digit looks written: the person's right digits. */
    private static boolean[] writtenRight(PhotoReading.Read read, Grid board) {
        boolean[] m = new boolean[Units.CELLS];
        for (int cell = 0; cell < Units.CELLS; cell++) {
            m[cell] = !board.isEmpty(cell) && read.kinds().kind(cell) == InkKind.WRITTEN;
        }
        return m;
    }

    /**
     * Draws the solution: its frontal layer (made once per solution) is warped and blended into
     * the grid's bounding box only, a third of a typical frame.
     */
    private void drawSolution(Mat frame, GridGeometry geometry, BoardSolver.Outcome outcome) {
        BoardMarks marks = tracker.marks();
        // checking: the solution's own digits as the board, so that no cell is left to draw in, only marks
        Grid board = checking ? outcome.solution() : outcome.givens();
        if (layer == null || !board.equals(layerGivens) || !outcome.solution().equals(layerSolution)
                || !marks.sameAs(layerMarks)) {
            if (layer != null) {
                layer.close();
            }
            layer = FrontalOverlay.of(painter, board, outcome.solution(), marks, checking, OVERLAY_CANVAS);
            layerGivens = board;
            layerSolution = outcome.solution();
            layerMarks = marks;
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
                               PhotoProblem advice, long t0, long t1, long t2, long t3, long t4, long t5) {
        BoardSolver.Outcome o = tracker.outcome();
        Grid last = tracker.lastRead();
        return new FrameReport(sequence, tracker.phase(), geometry, last == null ? 0 : last.filledCount(), ocrRan, overlaid,
                matches, turns, o != null ? o.reason() : null, advice == null ? null : advice.cue(), tracker.marks().slips(), checking, ms(t1 - t0),
                ms(t2 - t1), ms(t3 - t2), ms(t4 - t3), ms(t5 - t4), ms(t5 - t0));
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    /**
     * How many times digits were read since the start, including readings that were no vote (the
     * tracker's {@link PuzzleTracker#reads} counts the votes).
     */
    public long readings() {
        return readings;
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
