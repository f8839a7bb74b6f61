package lens.hint;

import java.nio.file.Path;
import java.util.Locale;
import lens.board.Grid;
import lens.io.ImageFiles;
import lens.pipeline.PhotoOutcome;
import lens.pipeline.PhotoSet;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.solve.BoardVerdict;
import lens.verify.VerifyEvaluation;
import lens.vision.DebugSink;

/**
 * {@code solve PHOTO} measured over a photo set with truth: every photo is solved as the command
 * solves it ({@link PhotoSolver}, then {@link PhotoAnswer#of}) and its answer compared with
 * the puzzle's true solution. The puzzle is {@code NAME.givens} beside the photo (the rendered
 * pen pages), else {@code NAME.dat} in {@code givensDir}, else the photo's own {@code .dat} (a
 * printed puzzle, or a grid filled in right, which is its own solution). A wrong answer is the
 * costly error; a refused photo (no grid, unusable, no single solution) is the honest one.
 */
public final class AnswerEvaluation {
    private final PhotoSolver solver;
    private final Path givensDir;
    private int photos;
    private int unreadable;
    private int right;
    private int wrong;
    private int refused;
    private int fromPrint;
    private int noTruth;

    /** {@code givensDir}: folder of the printed twins' {@code .dat} files, or null. */
    public AnswerEvaluation(PhotoSolver solver, Path givensDir) {
        this.solver = solver;
        this.givensDir = givensDir;
    }

    /**
     * Solves and scores one photo: its line is {@code NAME answer=right|wrong|refused}; a file
     * that does not decode is counted apart.
     */
    public PhotoOutcome evaluate(PhotoSet.Entry e) {
        String name = e.image().getFileName().toString();
        ImageFiles.Loaded loaded = e.load();
        if (!(loaded instanceof ImageFiles.Loaded.Image img)) {
            unreadable++;
            return new PhotoOutcome(name + " answer=unreadable", ImageFiles.reason(loaded));
        }
        Grid puzzle = VerifyEvaluation.knownPuzzle(e.image(), givensDir);
        Grid truth = BoardVerdict.of(puzzle != null ? puzzle : e.truth().grid()).solution();
        if (truth == null) {
            img.mat().release();
            noTruth++;
            return new PhotoOutcome(name + " answer=unscored (its truth has no single solution)", null);
        }
        photos++;
        PhotoSolution s = solver.solve(img.mat(), DebugSink.NONE);
        img.mat().release();
        PhotoAnswer a = PhotoAnswer.of(s, null);
        if (a == null) {
            refused++;
            return new PhotoOutcome(name + " answer=refused (" + why(s) + ")", null);
        }
        boolean printed = a.fromPrint();
        fromPrint += printed ? 1 : 0;
        boolean ok = a.solution().equals(truth);
        right += ok ? 1 : 0;
        wrong += ok ? 0 : 1;
        return new PhotoOutcome(name + " answer=" + (ok ? "right" : "wrong") + (printed ? " from_print" : ""), null);
    }

    /** Why a photo was refused, as the user is told: the problem's cue, or the kind of outcome. */
    private static String why(PhotoSolution s) {
        return s instanceof PhotoSolution.Unusable u ? u.problem().getClass().getSimpleName() + ": " + u.problem().cue()
                : s instanceof PhotoSolution.NoGrid ng ? "no grid: " + ng.reason()
                : s instanceof PhotoSolution.Judged j ? j.verdict().getClass().getSimpleName() + ": " + j.verdict().reason()
                : s.getClass().getSimpleName();
    }

    /** Photos solved so far (the unreadable ones are not among them). */
    public int scored() {
        return photos;
    }

    /**
     * {@code solve: photos=.. right=.. wrong=.. refused=.. from_print=..} ({@code from_print}: of
     * the answers, those given from the print of a page whose written digits broke the rules), and
     * {@code unreadable=..} when files did not decode, {@code no_truth=..} when a photo's truth has
     * no single solution to compare with (a rendered page with mistakes but no {@code .givens}).
     */
    public String summaryLine() {
        return String.format(Locale.ROOT, "solve: photos=%d right=%d wrong=%d refused=%d from_print=%d", photos, right, wrong,
                refused, fromPrint) + (unreadable == 0 ? "" : " unreadable=" + unreadable)
                + (noTruth == 0 ? "" : " no_truth=" + noTruth);
    }
}
