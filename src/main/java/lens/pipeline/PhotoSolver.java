package lens.pipeline;

import java.util.List;
import lens.board.Conflict;
import lens.board.Givens;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitReading;
import lens.ocr.ReadingTrust;
import lens.ocr.DigitRecognizer;
import lens.solve.BoardVerdict;
import lens.vision.DebugSink;
import lens.vision.PhotoProblem;
import org.opencv.core.Mat;

/**
 * The stage a photo goes through to be solved, in one call: reading ({@link PhotoReader}), then
 * correction ({@link BoardCorrection}), then the verdict ({@link BoardVerdict}) with its
 * solution. The command line, the web server and hint drawing all call {@link #solve}; drawing
 * the answer onto the photo is left to them. A reading with fewer digits than a puzzle has is
 * judged {@link BoardVerdict.Unreadable} before any correction (correcting it would only guess).
 * Not thread-safe (the recognizer is not): one per thread.
 */
public final class PhotoSolver {
    /** A reading with this many digits to blame for its broken rules is garbled: the photo is unusable. */
    static final int GARBLED = 3;

    private final PhotoReader reader;
    private final BoardCorrection correction;
    private final ReadingTrust trust;

    public PhotoSolver(PhotoReader reader, BoardCorrection correction, ReadingTrust trust) {
        this.reader = reader;
        this.correction = correction;
        this.trust = trust;
    }

    /** With the project's default reading and correction; with a null recognizer nothing is read (unreadable). */
    public static PhotoSolver withDefaults(DigitRecognizer recognizer) {
        return new PhotoSolver(PhotoReader.withDefaults(recognizer), BoardCorrection.withDefaults(),
                ReadingTrust.defaults());
    }

    /** The reader this solver reads with (the live view detects and reads through it too). */
    public PhotoReader reader() {
        return reader;
    }

    /** Photo to solution: the photo (BGR or grey) is only read, never drawn on. */
    public PhotoSolution solve(Mat photo, DebugSink debug) {
        PhotoReading r = reader.read(photo, debug);
        if (r instanceof PhotoReading.NoGrid ng) {
            return new PhotoSolution.NoGrid(ng.reason());
        }
        return judge((PhotoReading.Read) r);
    }

    /**
     * The steps after reading: correction and verdict. A solution that contradicts a digit read
     * beyond doubt is never given: the board is then judged as read. A board that is not solved,
     * read from a photo with a problem, is {@link PhotoSolution.Unusable}: the photo is to blame;
     * so is a board that still breaks the rules after correction in ways a digit or two cannot
     * explain (a single repeat may be a misprint or the person's own mistake, and is shown); so is
     * a board the correction doubts ({@link BoardCorrection.Corrected#doubt}: the digits fit two
     * puzzles, or the answer would rest on unsure digits cut by the photo's edge); and so is a
     * grid drawn for a variant of sudoku ({@link PhotoProblem.Variant}), whatever its digits.
     */
    public PhotoSolution judge(PhotoReading.Read read) {
        BoardVerdict verdict;
        List<BoardCorrector.Change> changes = List.of();
        if (read.board().filledCount() < Givens.MIN_PUZZLE) {
            verdict = new BoardVerdict.Unreadable(read.board());
        } else if (read.problem(PhotoProblem.Variant.class) != null) {
            // the classic rules would answer another puzzle than the page's
            return new PhotoSolution.Unusable(read, read.problem(PhotoProblem.Variant.class), BoardVerdict.of(read.board()));
        } else {
            BoardCorrection.Corrected c = correction.apply(read);
            verdict = BoardVerdict.of(c.board());
            changes = c.changes();
            if (c.doubt() != null) {
                return new PhotoSolution.Unusable(read, c.doubt(), verdict);
            }
            if (verdict.solved() && !agrees(verdict.solution(), read)) {
                verdict = BoardVerdict.of(read.board());
                changes = List.of();
            }
        }
        if (!verdict.solved() && !read.problems().isEmpty()) {
            return new PhotoSolution.Unusable(read, read.problems().get(0), verdict);
        }
        if (verdict instanceof BoardVerdict.Conflicts c && digitsToBlame(c.board()) >= GARBLED) {
            return new PhotoSolution.Unusable(read, new PhotoProblem.BrokenRules(c.reason(), clearly(c.board(), read),
                    read.writtenInBrokenRules(c.board())), verdict);
        }
        return new PhotoSolution.Judged(read, changes, verdict);
    }

    /**
     * How many digits at least must go for {@code board} to break no rule (counted greedily: the
     * digit in the most repeats first). One or two are a misprint or the person's own mistakes,
     * to be shown; a reading that needs {@value #GARBLED} or more gone is garbled.
     */
    static int digitsToBlame(Grid board) {
        int n = 0;
        for (List<Conflict> cs = Rules.conflicts(board); !cs.isEmpty(); cs = Rules.conflicts(board)) {
            int[] count = new int[Units.CELLS];
            int worst = 0;
            for (Conflict c : cs) {
                for (int cell : c.cells()) {
                    if (++count[cell] > count[worst]) {
                        worst = cell;
                    }
                }
            }
            board = board.with(worst, 0);
            n++;
        }
        return n;
    }

    /**
     * Whether every digit of {@code board} in a broken rule was read beyond doubt from a photo
     * with no problem found (the grid itself breaks the rules, not the reading).
     */
    private boolean clearly(Grid board, PhotoReading.Read read) {
        if (!read.problems().isEmpty()) {
            return false;
        }
        for (Conflict c : Rules.conflicts(board)) {
            for (int cell : c.cells()) {
                DigitReading r = read.readings()[cell];
                if (r == null || !trust.isBeyondDoubt(r)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether {@code solution} holds every digit read beyond doubt. Under a glare's core no
     * digit is ({@link PhotoProblem.Glare}: a 6 read as 5 at 0.999); the correction has checked
     * those against the rest of the puzzle.
     */
    private boolean agrees(Grid solution, PhotoReading.Read read) {
        DigitReading[] readings = read.readings();
        PhotoProblem.Glare glare = read.problem(PhotoProblem.Glare.class);
        List<Integer> glared = glare == null ? List.of() : glare.cells();
        for (int cell = 0; cell < readings.length; cell++) {
            if (readings[cell] != null && !glared.contains(cell) && trust.isBeyondDoubt(readings[cell])
                    && solution.get(cell) != readings[cell].digit()) {
                return false;
            }
        }
        return true;
    }
}
