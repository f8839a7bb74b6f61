package lens.pipeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import lens.board.Givens;
import lens.board.Grid;
import lens.board.Rules;
import lens.ocr.DigitReading;
import lens.ocr.DigitRecognizer;
import lens.solve.BoardVerdict;
import lens.vision.CellImage;
import lens.vision.CellImages;
import lens.vision.CellParams;
import lens.vision.CellSplitter;
import lens.vision.CellsAcross;
import lens.vision.CoveredCells;
import lens.vision.DebugSink;
import lens.vision.DetectionParams;
import lens.vision.Exposure;
import lens.vision.GridDetection;
import lens.vision.GridDetector;
import lens.vision.GrainNoise;
import lens.vision.GridGeometry;
import lens.vision.GridSurround;
import lens.vision.GridWarper;
import lens.vision.InkMeasure;
import lens.vision.InkStats;
import lens.vision.PhotoProblem;
import lens.vision.PhotoQuality;
import lens.vision.Polarity;
import lens.vision.PuzzleVariant;
import lens.vision.Quad;
import lens.vision.RefineParams;
import lens.vision.SideBySide;
import lens.vision.WarpedGrid;
import lens.vision.WholeGrid;
import org.opencv.core.Mat;

/**
 * The one reading path from a picture to a board, used by every caller (photo solving, verify,
 * eval, the live view, training): detect the grid, warp it to a square, split it into cells,
 * turn it upright, and read the filled cells with the recognizer (when one is given) as one
 * batch. When the upright reading is unsure or breaks a rule, the three quarter turns are tried
 * too and the most confident one is kept (the page may lie sideways or upside down in the photo),
 * or, when the upright reading breaks a rule, a turn nearly as confident that repeats fewer digits. Each filled
 * cell is also classified as printed or written ({@link InkClassifier}), and the grid is checked
 * for what may spoil its reading ({@link PhotoQuality}: cut off by the frame, too small,
 * blurred). Callers that need only part of it (live detects every frame but reads rarely) call
 * {@link #detect} and {@link #readGrid} themselves; the board correction that follows a reading
 * is {@link BoardCorrection}. Not thread-safe (the recognizer is not): one per thread.
 */
public final class PhotoReader {
    /** How far (in cells) a levelled look's grid must be from the first look's to replace it. */
    private static final double ELSEWHERE_CELLS = 0.5;
    /** A grid found sits poorly on lines below this support ({@link #betterSupported}). */
    private static final double POOR_SUPPORT = 0.5;
    /** ... and another look replaces it sitting on this many times more. */
    private static final double SUPPORT_GAIN = 1.3;
    private final GridDetector detector;
    /** The photo path's second look, for a grid small in a large photo ({@link DetectionParams#forSmallGrids}). */
    private final GridDetector smallGridDetector;
    private final CellSplitter splitter;
    private final ReadParams read;
    private final DigitRecognizer recognizer;
    private final PhotoQuality quality = PhotoQuality.withDefaults();

    /** {@code recognizer} may be null: then only the grid and the filled cells are found. */
    public PhotoReader(DetectionParams detection, RefineParams refine, CellParams cells, ReadParams read,
                       DigitRecognizer recognizer) {
        this.detector = new GridDetector(detection, refine);
        this.smallGridDetector = new GridDetector(detection.forSmallGrids(), refine);
        this.splitter = new CellSplitter(cells);
        this.read = read;
        this.recognizer = recognizer;
    }

    /** The reader with the project's tuning; {@code recognizer} may be null (grids and filled cells only). */
    public static PhotoReader withDefaults(DigitRecognizer recognizer) {
        return new PhotoReader(DetectionParams.defaults(), RefineParams.defaults(), CellParams.defaults(),
                ReadParams.defaults(), recognizer);
    }

    /**
     * Detects, then reads the grid found: the whole path, on the photo brightened first when it
     * is dim ({@link Exposure}). Photos get second looks that live, which detects every frame,
     * does without ({@link #detect}): when no clean border was found,
     * one in the picture with its light evened out ({@link GridDetector#detectInShade}: a
     * shadow's edge joined to the border), taken when it finds a grid elsewhere and either a
     * clean border or a grid a shadow crosses; then, when the grid found sits poorly on lines,
     * one in the picture freed of its specks, and the levelled one, each taken when it sits on
     * clearly more lines ({@link #betterSupported}); when a shadow's edge crosses a clean border,
     * the levelled look too ({@link #shadedContour}); in a photo larger
     * than detection's working size in which no grid is found, one for a small grid; and when the
     * reading fails, one close up around a grid small in the photo ({@link #closer}). A grid drawn
     * light on dark ({@link Polarity}) is read inverted: first when the photo clearly is so (taken
     * when it reads cleanly, or when the photo as taken reads no better: a page on a dark table
     * looks light on dark too), else when the photo as taken reads poorly and may be (taken when
     * the inverted reading is clean). When the largest grid is drawn for a sudoku variant
     * ({@link PhotoProblem.Variant}) and leaves room for another ({@link OtherGrids}), the next
     * grid that is not one is read instead: a newspaper's page with a Sudoku X beside the classic
     * puzzle was refused as a Sudoku X.
     */
    public PhotoReading read(Mat image, DebugSink debug) {
        PhotoReading largest = readLargest(image, debug);
        if (!(largest instanceof PhotoReading.Read first) || first.problem(PhotoProblem.Variant.class) == null) {
            return largest;
        }
        // a newspaper prints a variant beside the classic puzzle: the classic one, if any, is the one to read
        return OtherGrids.next(image, first.corners(), masked -> readLargest(masked, DebugSink.NONE)
                        instanceof PhotoReading.Read other
                        ? new OtherGrids.Found<>(other.corners(), other.problem(PhotoProblem.Variant.class) == null ? other : null)
                        : null)
                .map(PhotoReading.class::cast).orElse(largest);
    }

    /** {@link #read} of the largest grid of {@code image}, whatever it is. */
    private PhotoReading readLargest(Mat image, DebugSink debug) {
        Polarity polarity = Polarity.of(image);
        PhotoReading invertedFirst = null;
        if (polarity == Polarity.LIGHT_ON_DARK) {
            invertedFirst = inverted(image, debug);
            if (clean(invertedFirst)) {
                return invertedFirst;
            }
        }
        PhotoReading asTaken = readAsTaken(image, debug);
        if (invertedFirst != null) {
            // a page on a dark table, photographed from afar, is mostly dark too: as taken it may read clean
            return clean(asTaken) || !(invertedFirst instanceof PhotoReading.Read) ? asTaken : invertedFirst;
        }
        if (polarity != Polarity.UNCLEAR || clean(asTaken)) {
            return asTaken;
        }
        PhotoReading inverted = inverted(image, debug);
        return clean(inverted) ? inverted : asTaken;
    }

    /**
     * The reading of {@code image} inverted: a puzzle app in dark mode draws its grid and digits
     * light on a dark ground ({@link Polarity}); read as they are, none of the printed validation
     * photos inverted was answered (no grid, or blamed on digits breaking the rules, a shadow's
     * edge or the frame's edge); read inverted, 32 of 32 (`eval --dark-mode --solve`). Its debug
     * images are named {@code inverted-STAGE}.
     */
    private PhotoReading inverted(Mat image, DebugSink debug) {
        Mat light = Polarity.inverted(image);
        try {
            DebugSink named = debug.enabled() ? (name, m) -> debug.put("inverted-" + name, m) : DebugSink.NONE;
            return readAsTaken(light, named);
        } finally {
            light.release();
        }
    }

    /**
     * Whether a reading found a grid with enough digits for a puzzle, none repeated in a unit, and
     * no problem certain to spoil it (an uncertain one, such as a grid near the frame's edge, only
     * explains a failure).
     */
    private static boolean clean(PhotoReading r) {
        return r instanceof PhotoReading.Read read && read.board().filledCount() >= Givens.MIN_PUZZLE
                && read.problems().stream().noneMatch(PhotoProblem::certain) && Rules.conflicts(read.board()).isEmpty();
    }

    /** {@link #read} of the photo as it is (dark ink on light paper), brightened when it is dim. */
    private PhotoReading readAsTaken(Mat image, DebugSink debug) {
        try (Exposure.Exposed exposed = Exposure.of(image)) {
            return readExposed(exposed, debug);
        }
    }

    /** {@link #read} of the photo brightened when it is dim ({@link Exposure}). */
    private PhotoReading readExposed(Exposure.Exposed exposed, DebugSink debug) {
        Mat image = exposed.image();
        GridDetection d = detect(image, debug);
        if (!cleanBorder(d)) {
            d = secondLooks(image, d);
        }
        if (d instanceof GridDetection.NotFound && Math.max(image.cols(), image.rows()) > detector.params().workSize()) {
            d = smallGridDetector.detect(image, debug);
        }
        if (d instanceof GridDetection.NotFound nf) {
            return new PhotoReading.NoGrid(whyNoGrid(exposed)
                    .map(PhotoProblem::advice).orElse(nf.reason() + ": frame the whole grid so that it fills most of the photo"));
        }
        PhotoReading.Read read = readGrid(image, ((GridDetection.Found) d).corners(), debug);
        if (cleanBorder(d) && read.problem(PhotoProblem.ShadowEdge.class) != null) {
            read = shadedContour(image, (GridDetection.Found) d, read, debug);
        }
        PhotoReading.Read past = lookPast(image, (GridDetection.Found) d, read, debug);
        return failing(past) ? closer(image, past, debug) : past;
    }

    /**
     * {@code read}, which failed, or the reading of the grid found again close up
     * ({@link GridDetector#detectCloser}: a grid small in a large photo) when that one does not
     * fail. Printed training photos laid on a dark table ({@code eval --table 1}): corners half a
     * cell off made a grid line read as a fold, the page's edge as a shadow's. Photos read
     * cleanly, or with the grid filling much of the frame, never pay for the look.
     */
    private PhotoReading.Read closer(Mat image, PhotoReading.Read read, DebugSink debug) {
        if (!(detector.detectCloser(image, read.corners()) instanceof GridDetection.Found near)) {
            return read;
        }
        PhotoReading.Read again = lookPast(image, near, readGrid(image, near.corners(), debug), debug);
        return failing(again) ? read : again;
    }

    /**
     * Why no grid was found in a picture (brightened as it was searched), when the picture itself
     * explains it ({@link PhotoQuality#whyNoGrid}: too small, too dark, blurred); empty otherwise.
     */
    public Optional<PhotoProblem> whyNoGrid(Exposure.Exposed seen) {
        return quality.whyNoGrid(seen, splitter.params().warpSize());
    }

    /**
     * {@code read}, the reading at a found grid's corners, or, when it has problems or too few
     * digits for a puzzle, what looking past those corners shows: the whole grid the corners hold
     * two box-rows of ({@link #wholeGrid}), read there, or a grid of another size than 9
     * ({@link #outlineOfOtherSize}, the only look taken for a reading whose digits break the
     * rules). Photos and the live view's readings both end here; a clean reading pays nothing.
     */
    public PhotoReading.Read lookPast(Mat image, GridDetection.Found found, PhotoReading.Read read, DebugSink debug) {
        if (!failing(read)) {
            PhotoReading.Read near = outlineNearFrame(image, found, read);
            if (Rules.conflicts(read.board()).isEmpty()) {
                return near;
            }
            PhotoReading.Read other = outlineOfOtherSize(image, found, near);
            return other != near ? other : oneCellOver(image, near, debug);
        }
        return outlineOfOtherSize(image, found, outlineCut(image, found, wholeGrid(image, read, debug)));
    }

    /**
     * {@code read}, with the frame's edge named first among its problems when it failed, names
     * no cut, and the outline found before refinement ({@link GridDetection.Found#outline}) runs
     * off the photo: refined onto a line inside, the columns left were read as nine and blamed
     * on "a fold in the page" (printed training photos cut at the left by a fifth of the grid:
     * 14 of 103). The outline's corner on the frame's edge makes the cut certain. Not under a
     * shadow's edge or a lamp's glare: a shadow joined to the border carries the outline to the
     * frame (`eval --shadow 0.5`: 18 readings of uncut training and validation photos).
     */
    private PhotoReading.Read outlineCut(Mat image, GridDetection.Found found, PhotoReading.Read read) {
        if (!failing(read) || read.problem(PhotoProblem.CutOff.class) != null
                || read.problem(PhotoProblem.ShadowEdge.class) != null || read.problem(PhotoProblem.Glare.class) != null) {
            return read;
        }
        Optional<PhotoProblem> cut = quality.cutOff(found.outline(), image.cols(), image.rows());
        if (cut.isEmpty()) {
            return read;
        }
        List<PhotoProblem> problems = new ArrayList<>(List.of(cut.get()));
        problems.addAll(read.problems());
        return read.withProblems(grainInPlace(problems));
    }

    /**
     * {@code read} (with no problem but its grain), with an uncertain cut named when the outline
     * found before refinement runs off the photo: it explains the reading if it fails to solve
     * (then the photo is refused as cut, or as grainy) and changes nothing if it solves. Printed
     * training photos cut at the bottom by a fifth of the grid printed 4 boards as read with a
     * repeat, "two 6s in column 3", and blamed 3 on the page not held flat.
     */
    private PhotoReading.Read outlineNearFrame(Mat image, GridDetection.Found found, PhotoReading.Read read) {
        List<PhotoProblem.Side> sides = quality.cutOff(found.outline(), image.cols(), image.rows())
                .map(c -> ((PhotoProblem.CutOff) c).sides()).orElse(List.of());
        if (sides.isEmpty()) {
            return read;
        }
        List<PhotoProblem> problems = new ArrayList<>(read.problems());
        problems.add(new PhotoProblem.CutOff(sides, false));
        return read.withProblems(grainInPlace(problems));
    }

    /**
     * Whether a reading has problems or too few digits for a puzzle: then the looks past its
     * corners are taken. A grainy photo ({@link PhotoProblem.Grainy}) reads as well as its grain
     * lets it: its grid is where it was found.
     */
    private static boolean failing(PhotoReading.Read read) {
        return read.problems().stream().anyMatch(p -> !(p instanceof PhotoProblem.Grainy))
                || read.board().filledCount() < Givens.MIN_PUZZLE;
    }

    /**
     * {@code read}, or, when its corners hold two box-rows (or box-columns) of a 9x9 grid
     * ({@link WholeGrid}), the reading of the whole grid: of the two ends it may go on past, the
     * one that runs off the photo (then the reading is of a grid the frame cuts, refused as such
     * or, when only a margin is cut, answered), or, when both stay inside, the one whose lines
     * fit nine by nine. When both run off, or neither fits, {@code read} stands.
     */
    private PhotoReading.Read wholeGrid(Mat image, PhotoReading.Read read, DebugSink debug) {
        List<Quad> ends;
        try (WarpedGrid block = GridWarper.warpLuminance(image, read.corners(), splitter.params().warpSize())) {
            ends = WholeGrid.around(block);
        }
        List<Quad> outside = ends.stream().filter(q -> quality.cutOff(q, image.cols(), image.rows()).isPresent()).toList();
        Quad whole = outside.size() == 1 ? outside.get(0) : null;
        if (outside.isEmpty()) {
            List<Quad> nine = ends.stream()
                    .filter(q -> CellsAcross.nineByNine(image, q, splitter.params().warpSize())).toList();
            whole = nine.size() == 1 ? nine.get(0) : null;
        }
        return whole == null ? read : readGrid(image, whole, debug);
    }

    /**
     * {@code read}, or, when it has problems, too few digits for a puzzle or digits that break the
     * rules, and the outline found before refinement ({@link GridDetection.Found#outline}), warped
     * as it is, holds a grid of another size than 9 ({@link CellsAcross}), the reading with only
     * that problem. A crossword (15x15, black squares) was refined onto nine of its cells and
     * blamed on a shadow's edge (its black squares evened out as shade), on the frame's edge, or
     * read as an empty puzzle; the nine cells' own lines may even fit another size; a 5x5 mini
     * crossword's letters, read as digits, were blamed on the photo ("the digits read break the
     * rules ... retake the photo"). Photos read cleanly never pay for the look.
     */
    private PhotoReading.Read outlineOfOtherSize(Mat image, GridDetection.Found found, PhotoReading.Read read) {
        if (!failing(read) && Rules.conflicts(read.board()).isEmpty()) {
            return read;
        }
        OptionalInt cells = CellsAcross.otherThanNine(image, found.outline(), splitter.params().warpSize());
        return cells.isEmpty() || cutExplains(read.problems(), cells.getAsInt()) ? read
                : read.withProblems(List.of(new PhotoProblem.OtherSize(cells.getAsInt())));
    }

    /**
     * {@code read}, whose digits break the rules, or the reading of the grid one cell over (up,
     * down, left or right) when that quad lies inside the photo, sits on about as many of a
     * grid's lines ({@link GridDetector#support}, {@link #OVER_SUPPORT_SLACK}) and reads as a
     * puzzle with one solution and no problem. A page's edge or a rule of print a cell from the grid's border can be taken for the
     * border: the grid is then read a column over, its digits clear but in the wrong cells, and
     * the page was blamed ("this grid holds no Sudoku puzzle as printed"; printed validation photo
     * 9 on a dark table, {@code eval --table 1}). Only a printed puzzle's reading that breaks the
     * rules pays for the look: a grid someone writes in may break them by the person's own slips.
     */
    private PhotoReading.Read oneCellOver(Mat image, PhotoReading.Read read, DebugSink debug) {
        if (read.handWritten() || read.board().filledCount() >= Givens.FILLED_GRID) {
            return read;
        }
        double here = detector.support(image, read.corners());
        for (int[] step : STEPS) {
            Quad over = read.corners().movedByCells(step[0], step[1]);
            if (quality.cutOff(over, image.cols(), image.rows()).isPresent()
                    || detector.support(image, over) < here - OVER_SUPPORT_SLACK) {
                continue;
            }
            PhotoReading.Read there = readGrid(image, over, debug);
            if (!failing(there) && BoardVerdict.of(there.board()).solved()) {
                return there;
            }
        }
        return read;
    }

    /**
     * How much less of a grid's lines a quad one cell over may sit on than the one read: a
     * page's edge counts as a line too, so the true grid beside it scores about the same (0.969
     * against 0.977 on validation photo 9 on the table); what decides is its reading.
     */
    static final double OVER_SUPPORT_SLACK = 0.1;

    /** One cell up, down, left and right (rows, columns). */
    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    /**
     * Whether a count of {@code cells} lines a side is the frame's cut and not another puzzle: fewer
     * than 9 on a grid the frame cuts. A 9x9 grid with its top row and right column off the photo
     * showed 8 cells a side, blurred 4 (its box lines), and was named "not a 9x9 sudoku" (printed
     * validation photos cut at the top and right by a tenth of the grid: 1 of 32; blurred, 2).
     */
    private static boolean cutExplains(List<PhotoProblem> problems, int cells) {
        return cells < 9 && problems.stream().anyMatch(PhotoProblem.CutOff.class::isInstance);
    }

    /**
     * The reading of a grid whose clean border ({@code first}, read as {@code read}) a shadow's
     * edge crosses, or of the grid the levelled look finds ({@link GridDetector#detectInShade})
     * when that sits on {@value #SUPPORT_GAIN} times more of a grid's lines:
     * the edge can close a contour of its own with the grid's lines, a clean border a row or a
     * column off (a printed training photo under {@code eval --shadow 0.55}: support 0.34 against
     * the levelled look's 0.62). Other photos never pay for this look.
     */
    private PhotoReading.Read shadedContour(Mat image, GridDetection.Found first, PhotoReading.Read read, DebugSink debug) {
        if (!(detector.detectInShade(image, DebugSink.NONE) instanceof GridDetection.Found inShade)) {
            return read;
        }
        Looks looks = new Looks(image);
        if (looks.support(inShade.corners()) <= SUPPORT_GAIN * looks.support(first.corners())) {
            return read;
        }
        return readGrid(image, inShade.corners(), debug);
    }

    /**
     * The grid after the second looks at a photo whose first look ({@code first}) found no clean
     * border: the levelled look ({@link GridDetector#detectInShade}), taken when it finds a grid
     * elsewhere and either a clean border or a grid a shadow crosses; then {@link #betterSupported}.
     * The levelled look runs on another core while this one weighs the first look and, when it
     * sits poorly, takes the look without specks that {@code betterSupported} then compares with:
     * the outcome is the one of the looks taken one after the other, sooner (each look of a
     * bordered hull is 20-100 ms; a photo that needed three took up to 330 ms, docs/reading-notebook.md).
     */
    private GridDetection secondLooks(Mat image, GridDetection first) {
        SideBySide<GridDetection> levelling = SideBySide.offer(() -> detector.detectInShade(image, DebugSink.NONE));
        Looks looks = new Looks(image);
        GridDetection inShade;
        try {
            if (first instanceof GridDetection.Found f && looks.support(f.corners()) < POOR_SUPPORT) {
                looks.unspeckled();
            }
        } finally {
            // The levelled look reads the image: it ends before the image may be released.
            inShade = levelling.get();
        }
        GridDetection d = first;
        if (inShade instanceof GridDetection.Found f && elsewhere(d, f.corners())
                && (cleanBorder(inShade) || shadowAcross(image, f.corners()))) {
            d = inShade;
        }
        if (!cleanBorder(d) && d instanceof GridDetection.Found f) {
            d = betterSupported(looks, f, d == inShade ? null : inShade);
        }
        return d;
    }

    /** The second looks at one photo and the support of the grids they found, each made once. */
    private final class Looks {
        private final Mat image;
        private final Map<Quad, Double> support = new HashMap<>();
        private GridDetection unspeckled;

        Looks(Mat image) {
            this.image = image;
        }

        /** {@link GridDetector#support} of {@code corners} in the photo. */
        double support(Quad corners) {
            return support.computeIfAbsent(corners, q -> detector.support(image, q));
        }

        /** {@link GridDetector#detectUnspeckled}. */
        GridDetection unspeckled() {
            if (unspeckled == null) {
                unspeckled = detector.detectUnspeckled(image, DebugSink.NONE);
            }
            return unspeckled;
        }
    }

    /**
     * {@code found}, or the grid another look finds when {@code found} sits poorly on a grid's
     * lines (support under {@value #POOR_SUPPORT}) and the other sits on {@value #SUPPORT_GAIN}
     * times more (the more supported of the two when both do): the look in the photo freed of its
     * specks ({@link GridDetector#detectUnspeckled}) and {@code levelled}, the look in the photo
     * divided by its paper's level ({@link GridDetector#detectInShade}; null when not made or
     * already taken). Specks: on the printed train and validation photos as they are and
     * degraded with seeds 1-6 (945 pictures) the grid was found more than a quarter cell off 27
     * times; this took 9 of them to within 0.2 of a cell and moved one from 0.29 to 1.2 cells off.
     * Levelled: a grid whose alternate boxes are printed on grey breaks its border into the
     * boxes' edges, and the hull found took in the page around it (printed photos so shaded,
     * docs/reading-notebook.md).
     */
    private static GridDetection betterSupported(Looks looks, GridDetection.Found found, GridDetection levelled) {
        double support = looks.support(found.corners());
        if (support >= POOR_SUPPORT) {
            return found;
        }
        GridDetection best = found;
        double most = SUPPORT_GAIN * support;
        for (GridDetection other : new GridDetection[] {looks.unspeckled(), levelled}) {
            if (other instanceof GridDetection.Found f) {
                double s = looks.support(f.corners());
                if (s > most) {
                    most = s;
                    best = other;
                }
            }
        }
        return best;
    }

    /**
     * Whether {@code first} found no grid, or one whose corners lie on average more than
     * {@value #ELSEWHERE_CELLS} of a cell from {@code other}'s: the first look took a shadow's edge
     * into the border. Where both found the same grid, the first look's stays (taking the levelled
     * border whenever the first was pieced together cost three right answers of the 816 degraded
     * printed train and validation photos, {@code PhotoSolver}; docs/reading-notebook.md).
     */
    private static boolean elsewhere(GridDetection first, Quad other) {
        if (!(first instanceof GridDetection.Found f)) {
            return true;
        }
        double cell = (other.side(0) + other.side(1)) / 18;
        return f.corners().meanCornerErrorAnyTurn(other) > ELSEWHERE_CELLS * cell;
    }

    /**
     * Whether a shadow's edge crosses the grid at {@code corners} (its square is evened out): then
     * a levelled look's border pieced together from a hull is taken too. On the shadowed
     * validation photos the first look's hull was 0.9-2 cells off and the levelled one within
     * 0.1; without this test a levelled hull also replaced degraded photos' borders for the worse
     * (hand-filled validation, seed 2: 2734 -> 2611 cells).
     */
    private boolean shadowAcross(Mat image, Quad corners) {
        try (WarpedGrid w = GridWarper.warp(image, corners, splitter.params().warpSize())) {
            return !w.shadowEdge().isEmpty();
        }
    }

    /** A grid whose border was found as one four-cornered contour (not pieced together from a hull or cells). */
    private static boolean cleanBorder(GridDetection d) {
        return d instanceof GridDetection.Found f && f.method().equals("contour");
    }

    /** The first step alone: where the grid is in an 8-bit grey or BGR image. */
    public GridDetection detect(Mat image, DebugSink debug) {
        return detector.detect(image, debug);
    }

    /** The first step for a live frame: {@link GridDetector#detectInFrame}. */
    public GridDetection detectInFrame(Mat frame, DebugSink debug) {
        return detector.detectInFrame(frame, debug);
    }

    /** The steps after detection: warp, split, turn upright and read the grid at {@code corners}. */
    public PhotoReading.Read readGrid(Mat image, Quad corners, DebugSink debug) {
        try (UprightCells cells = cut(image, corners, debug)) {
            return cells.reading();
        }
    }

    /**
     * As {@link #readGrid}, keeping the upright cell images for the caller (who closes them). A
     * grid found turned is cut a second time from its corners turned, so that its cells are cut
     * and their digits isolated upright, as on an upright page: in the warp's own orientation a
     * printed 1 lying on its side is a bar that isolation takes for a grid line's remnant (printed
     * train photos turned a quarter: 35 of 104 read right when cut once).
     */
    public UprightCells cut(Mat image, Quad corners, DebugSink debug) {
        Cut first = cutOnce(image, corners, debug, true);
        int turns = first.turnsToUpright();
        if (turns == 0) {
            return first.cells();
        }
        first.cells().close();
        return cutOnce(image, Orientation.turn(corners, turns), debug, false).cells().foundTurned(turns);
    }

    /** Cells cut and read as they lie in the warp, and the quarter turns that make them upright. */
    private record Cut(UprightCells cells, int turnsToUpright) {
    }

    /** One cut and reading; {@code mayTurn}: whether to look for a turn that makes the grid upright (else 0). */
    private Cut cutOnce(Mat image, Quad corners, DebugSink debug, boolean mayTurn) {
        try (WarpedGrid warped = GridWarper.warp(image, corners, splitter.params().warpSize());
             GridSurround surround = new GridSurround(image, corners, splitter.params().warpSize())) {
            if (debug.enabled()) {
                debug.put("warped", warped.square());
            }
            CellImages cells = splitter.split(warped, surround, debug);
            try {
                GridGeometry geometry = new GridGeometry(corners, warped.size(), warped.toImageArray(),
                        cells.rowLines(), cells.colLines(), warped.crossings());
                List<PhotoProblem> problems = new ArrayList<>(namePartlyOutside(quality.check(corners, image.cols(),
                        image.rows(), warped.square()), geometry, image.cols(), image.rows()));
                if (!warped.shadowEdge().isEmpty()) {
                    problems.add(new PhotoProblem.ShadowEdge(warped.shadowEdge()));
                }
                if (!warped.glareCore().isEmpty()) {
                    problems.add(new PhotoProblem.Glare(warped.glareCore()));
                }
                if (!cells.folded().isEmpty()) {
                    problems.add(new PhotoProblem.Fold(cells.folded()));
                }
                // a grid too small or too blurred shows faint lines everywhere: nothing need lie over it
                boolean poor = problems.stream().anyMatch(p -> p instanceof PhotoProblem.TooSmall || p instanceof PhotoProblem.Blurred);
                List<Integer> covered = poor ? List.of()
                        : CoveredCells.of(warped.square(), cells.rowLines(), cells.colLines(), warped.glareCore());
                if (!covered.isEmpty()) {
                    // first but for a grid certainly cut (a corner on the frame's edge, which hides its
                    // lines there too): what lies over the grid also makes it look cut, folded or shaded
                    boolean cut = !problems.isEmpty() && problems.get(0) instanceof PhotoProblem.CutOff c && c.certain();
                    problems.add(cut ? 1 : 0, new PhotoProblem.Covered(covered));
                }
                problems = otherSize(problems, warped);
                Optional<PuzzleVariant.Kind> variant = PuzzleVariant.of(warped.square(), cells.rowLines(), cells.colLines());
                if (variant.isPresent()) {
                    problems.add(0, new PhotoProblem.Variant(variant.get()));
                }
                InkStats[] stats = measure(warped, cells);
                problems = grainy(problems, warped, stats);
                PhotoReading.Read reading = readTurned(cells, geometry, stats, problems, 0);
                int turns = mayTurn ? turnsToUpright(cells, geometry, stats, problems, reading) : 0;
                return new Cut(new UprightCells(cells, reading, stats), turns);
            } catch (RuntimeException e) {
                cells.close();
                throw e;
            }
        }
    }

    /**
     * {@code problems} with {@link PhotoProblem.Grainy} after the certain ones
     * ({@link #spoilsMoreThanGrain}) when the page's digits (their contrasts' upper quartile) stand
     * less than {@link GrainNoise#LEAST_CONTRAST} times the square's noise above the paper: a dim
     * room's photo, whose reading failed with "step back: the grid seems to run off the top edge"
     * or "hold the page flat and steady" when its specks read as digits. It only explains a
     * reading that fails.
     */
    private static List<PhotoProblem> grainy(List<PhotoProblem> problems, WarpedGrid warped, InkStats[] stats) {
        double[] contrasts = Arrays.stream(stats).filter(Objects::nonNull).mapToDouble(InkStats::contrast).sorted().toArray();
        if (contrasts.length < GrainNoise.MIN_DIGITS) {
            return problems;
        }
        // the upper quartile: the print, which a page filled in lightly in pencil does not dim
        double times = contrasts[(int) (contrasts.length * 0.75)] / Math.max(GrainNoise.sigma(warped.square()), 1e-3);
        if (times >= GrainNoise.LEAST_CONTRAST) {
            return problems;
        }
        List<PhotoProblem> named = new ArrayList<>(problems);
        named.add(new PhotoProblem.Grainy(times, GrainNoise.LEAST_CONTRAST));
        return grainInPlace(named);
    }

    /**
     * {@code problems} with the photo's grain, if named, first after those that spoil the
     * reading more ({@link #spoilsMoreThanGrain}): the first problem is the one a failing
     * reading is blamed on.
     */
    private static List<PhotoProblem> grainInPlace(List<PhotoProblem> problems) {
        List<PhotoProblem> rest = problems.stream().filter(p -> !(p instanceof PhotoProblem.Grainy)).toList();
        if (rest.size() == problems.size()) {
            return problems;
        }
        List<PhotoProblem> placed = new ArrayList<>(rest);
        placed.add((int) rest.stream().takeWhile(PhotoReader::spoilsMoreThanGrain).count(),
                problems.stream().filter(PhotoProblem.Grainy.class::isInstance).findFirst().orElseThrow());
        return placed;
    }

    /**
     * Whether {@code p} is named before a photo's grain: a problem certain to spoil the reading,
     * but not the frame's edge touching a grid whose every cell is inside the photo (newspaper
     * photos' grids often fill the frame; dim, such a photo was told to step back).
     */
    private static boolean spoilsMoreThanGrain(PhotoProblem p) {
        return p.certain() && !(p instanceof PhotoProblem.CutOff cut && cut.partlyOutside().isEmpty());
    }

    /**
     * {@code problems}, or only {@link PhotoProblem.OtherSize} when the grid has another number of
     * cells a side than 9 ({@link CellsAcross}): such a grid's lines cross the cells of a 9x9
     * reading and were blamed on a fold or on the frame's edge (fewer than 9 on a grid the frame
     * cuts are its cut: {@link #cutExplains}). Looked for only on a photo with problems, so that a
     * clean photo's reading pays nothing for it.
     */
    private static List<PhotoProblem> otherSize(List<PhotoProblem> problems, WarpedGrid warped) {
        if (problems.isEmpty()) {
            return problems;
        }
        OptionalInt cells = CellsAcross.otherThanNine(warped.square());
        return cells.isPresent() && !cutExplains(problems, cells.getAsInt()) ? new ArrayList<>(List.of(new PhotoProblem.OtherSize(cells.getAsInt()))) : problems;
    }

    /**
     * {@code problems} with the {@link PhotoProblem.CutOff} (if any) naming the cells too little
     * of which lies inside the photo ({@link ReadParams#minShareInside}), in the warp's order: a
     * cell of a grid whose corners were placed outside the photo is measured directly; where the
     * outline was taken at the photo's edge, an outer row or column narrower than that share of
     * the middle rows' median width is the grid's cut one.
     */
    private List<PhotoProblem> namePartlyOutside(List<PhotoProblem> problems, GridGeometry geometry, int cols, int rows) {
        if (problems.stream().noneMatch(PhotoProblem.CutOff.class::isInstance)) {
            return problems;
        }
        boolean[] rowCut = narrowOuterLines(geometry.rowLines());
        boolean[] colCut = narrowOuterLines(geometry.colLines());
        List<Integer> partly = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            int row = cell / 9;
            int col = cell % 9;
            if (rowCut[row] || colCut[col] || geometry.shareInside(row, col, cols, rows) < read.minShareInside()) {
                partly.add(cell);
            }
        }
        return partly.isEmpty() ? problems : problems.stream()
                .map(p -> p instanceof PhotoProblem.CutOff c ? c.withPartlyOutside(partly) : p).toList();
    }

    /** Which of the 9 bands between {@code lines} (10) are outer ones much narrower than the middle ones. */
    private boolean[] narrowOuterLines(int[] lines) {
        int[] middle = new int[7];
        for (int i = 1; i < 8; i++) {
            middle[i - 1] = lines[i + 1] - lines[i];
        }
        Arrays.sort(middle);
        double least = read.minShareInside() * middle[3];
        boolean[] cut = new boolean[9];
        cut[0] = lines[1] - lines[0] < least;
        cut[8] = lines[9] - lines[8] < least;
        return cut;
    }

    /** The ink measurements of every filled cell (null for empty ones), in the photo's orientation. */
    private static InkStats[] measure(WarpedGrid warped, CellImages cells) {
        InkStats[] stats = new InkStats[81];
        for (CellImage c : cells.cells()) {
            if (c.filled()) {
                stats[c.index()] = InkMeasure.measure(warped.square(), warped.colour(), c);
            }
        }
        return stats;
    }

    /**
     * How many clockwise quarter turns make the grid read as {@code upright} upright: 0 unless
     * that reading is unsure or breaks a rule; then the turn that reads clearly surer on a sample
     * of cells, else, when the upright reading breaks a rule, {@link #turnWithFewestRepeats}.
     */
    private int turnsToUpright(CellImages cells, GridGeometry geometry, InkStats[] stats, List<PhotoProblem> problems,
                               PhotoReading.Read upright) {
        if (recognizer == null) {
            return 0;
        }
        boolean uprightKeepsRules = Rules.conflicts(upright.board()).isEmpty();
        if (meanConfidence(upright) >= read.turnConfidence() && uprightKeepsRules) {
            return 0;
        }
        // Compare the turns on a few cells first: reading every cell four times is slow.
        double[] sample = new double[4];
        int bestTurns = 0;
        for (int turns = 0; turns < 4; turns++) {
            sample[turns] = sampleConfidence(cells, turns);
            if (turns > 0 && sample[turns] > Math.max(sample[0] + read.turnMargin(), sample[bestTurns])) {
                bestTurns = turns;
            }
        }
        if (bestTurns != 0 || uprightKeepsRules) {
            return bestTurns;
        }
        return turnWithFewestRepeats(cells, geometry, stats, problems, sample, upright);
    }

    /**
     * The upright reading breaks a rule and no turn read clearly surer: upside down, printed 6, 9,
     * 8, 1 and 2 still read with confidence, so the upright reading of an upside-down page can win
     * the sample. Of the turns nearly as sure ({@code read.turnMargin()}), the one whose whole
     * reading repeats fewest digits in a unit is then the page's orientation (a few misreadings
     * repeat a few digits; a page read in the wrong orientation repeats many), the surer on a
     * tie; the upright reading stays (0) unless a turn repeats fewer.
     */
    private int turnWithFewestRepeats(CellImages cells, GridGeometry geometry, InkStats[] stats,
                                      List<PhotoProblem> problems, double[] sample, PhotoReading.Read upright) {
        int kept = 0;
        int keptRepeats = Rules.conflicts(upright.board()).size();
        for (int turns = 1; turns < 4 && keptRepeats > 0; turns++) {
            if (sample[turns] < sample[0] - read.turnMargin()) {
                continue;
            }
            int repeats = Rules.conflicts(readTurned(cells, geometry, stats, problems, turns).board()).size();
            if (repeats < keptRepeats || (repeats == keptRepeats && kept != 0 && sample[turns] > sample[kept])) {
                kept = turns;
                keptRepeats = repeats;
            }
        }
        return kept;
    }

    /** Mean confidence over the first {@code read.turnSample()} filled cells, turned. */
    private double sampleConfidence(CellImages cells, int turns) {
        List<Mat> inks = new ArrayList<>();
        for (CellImage c : cells.cells()) {
            if (inks.size() == read.turnSample()) {
                break;
            }
            if (c.filled()) {
                inks.add(Orientation.turnInk(c.ink(), turns));
            }
        }
        double sum = 0;
        for (DigitReading r : readAndRelease(inks, turns)) {
            sum += r.confidence();
        }
        return inks.isEmpty() ? 0 : sum / inks.size();
    }

    /** The reading of the grid turned clockwise by {@code turns} quarter turns; the filled cells are read as one batch. */
    private PhotoReading.Read readTurned(CellImages cells, GridGeometry geometry, InkStats[] stats,
                                         List<PhotoProblem> problems, int turns) {
        boolean[] filled = new boolean[81];
        InkStats[] turned = new InkStats[81];
        DigitReading[] readings = new DigitReading[81];
        int[] digits = new int[81];
        int[] at = new int[81];
        for (int i = 0; i < 81; i++) {
            InkStats s = stats[Orientation.sourceCell(i, turns)];
            turned[i] = s == null ? null : Orientation.turnStats(s, turns, i);
        }
        CellKinds kinds = InkClassifier.standard().classify(turned);
        List<Mat> inks = new ArrayList<>();
        List<Mat> followed = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            CellImage c = cells.get(Orientation.sourceCell(i, turns));
            filled[i] = c.filled();
            if (c.filled() && recognizer != null) {
                at[inks.size()] = i;
                inks.add(Orientation.turnInk(c.ink(), turns));
                Mat second = followedCut(c, kinds.kind(i));
                followed.add(second == null ? null : Orientation.turnInk(second, turns));
            }
        }
        DigitReading[] read = readAndRelease(inks, followed, turns);
        for (int j = 0; j < read.length; j++) {
            readings[at[j]] = read[j];
            digits[at[j]] = read[j].digit();
        }
        return new PhotoReading.Read(Orientation.turn(geometry, turns), filled, readings, Grid.of(digits), turns,
                kinds, problems);
    }

    /**
     * The second cut of a cell's digit that reading weighs beside the first: its strokes followed
     * into fainter ink ({@link CellImage#followedInk()}), for a written digit only (a pen's pressure
     * fades, print's does not, and the printed digits read as before); null for none. Training and
     * {@code calibrate} take their cells' second cuts by this rule too ({@link UprightCells}).
     */
    static Mat followedCut(CellImage cell, InkKind kind) {
        return kind == InkKind.WRITTEN ? cell.followedInk() : null;
    }

    /** Reads the inks in one batch, then releases those that turning made (turns > 0). */
    private DigitReading[] readAndRelease(List<Mat> inks, int turns) {
        return readAndRelease(inks, Collections.nCopies(inks.size(), null), turns);
    }

    /** As above, each ink with its second cut where {@code followed} has one. */
    private DigitReading[] readAndRelease(List<Mat> inks, List<Mat> followed, int turns) {
        if (inks.isEmpty()) {
            return new DigitReading[0];
        }
        try {
            return recognizer.recognizeAll(inks, followed);
        } finally {
            if (turns != 0) {
                inks.forEach(Mat::release);
                followed.stream().filter(m -> m != null).forEach(Mat::release);
            }
        }
    }

    private static double meanConfidence(PhotoReading.Read r) {
        double sum = 0;
        int n = 0;
        for (DigitReading d : r.readings()) {
            if (d != null) {
                sum += d.confidence();
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }
}
