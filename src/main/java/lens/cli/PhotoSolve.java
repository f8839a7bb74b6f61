package lens.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.io.PictureWriter;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.overlay.OverlayStyle;
import lens.overlay.SolutionOverlay;
import lens.hint.HintPosition;
import lens.hint.PhotoAnswer;
import lens.hint.PhotoHint;
import lens.overlay.VerifyOverlay;
import lens.pipeline.OtherGrids;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.pipeline.UnsolvedBoard;
import lens.solve.BoardVerdict;
import lens.verify.CheckParams;
import lens.verify.GridCheck;
import lens.verify.GridVerdict;
import lens.vision.PhotoProblem;
import org.opencv.core.Mat;

/**
 * {@code solve photo.jpg}: reads the grid, prints the board read and its solution, and writes
 * the photo with the missing digits drawn in ({@code photo.solved.png} or {@code --out}). A grid
 * being solved by hand whose written digits break the rules is answered from its printed
 * puzzle ({@link PhotoAnswer#fromPrint}): the written digits that differ are listed and circled, and
 * the right ones drawn in their cells.
 */
final class PhotoSolve {
    private PhotoSolve() {
    }

    /**
     * {@code hint}: null for the solution picture, else the number of next steps to draw into
     * {@code PHOTO.hint.png}; {@code checked}: the printed puzzle and its solution (null when not
     * given), against which written digits are checked ({@link PhotoHint#plan}) before hints
     * continue from them.
     */
    static int run(Path file, Path out, String ocr, boolean json, boolean debug, GridFormat format, Integer hint,
                   Grid[] checked) {
        DebugImages debugImages = DebugImages.forPhoto(file, debug);
        int code;
        try {
            code = solve(file, out, ocr, json, debugImages, format, hint, checked);
        } catch (UserError e) {
            debugImages.warnIfFailed();
            throw e;
        }
        return debugImages.settle(code);
    }

    /**
     * Exit 2 when {@code --givens} is another puzzle than the one printed in the photo, as
     * {@code verify} refuses it ({@link GridCheck}'s {@link GridVerdict.BadGivens}): otherwise the
     * photo's own solution was printed, contradicting the puzzle given, without a word.
     */
    private static void refuseGivensOfAnotherPuzzle(PhotoSolution.Judged read, Grid givens) {
        if (read != null && new GridCheck(CheckParams.defaults()).check(read.read(), givens).verdict()
                instanceof GridVerdict.BadGivens bad) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--givens: " + bad.reason());
        }
    }

    /** Exit 7 with what is wrong with the photo and what to do, naming the file. */
    private static UserError unusablePhoto(PhotoSolution.Unusable u, Path file) {
        return new UserError(ExitCodes.UNUSABLE_PHOTO, u.problem().advice() + " (" + file + ")");
    }

    private static int solve(Path file, Path out, String ocr, boolean json, DebugImages debugImages, GridFormat format,
                             Integer hint, Grid[] checked) {
        Mat photo = PhotoInput.load(file);
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            PhotoSolver solver = PhotoSolver.withDefaults(recognizer);
            PhotoSolution s = solver.solve(photo, debugImages.sink());
            if (s instanceof PhotoSolution.NoGrid ng) {
                throw new UserError(ExitCodes.NO_GRID, ng.reason() + " (" + file + ")");
            }
            Grid givens = checked == null ? null : checked[0];
            if (hint != null && givens == null) {
                s = gridBeingFilledIn(photo, s, solver);
            }
            PhotoSolution.Unusable unusable = s instanceof PhotoSolution.Unusable u ? u : null;
            if (givens != null) {
                refuseGivensOfAnotherPuzzle(PhotoAnswer.startingPoint(s), givens);
            }
            // A grid being solved whose written digits break the rules (the person's slips, pencil
            // marks read as digits) is not the photo's fault: verify's check of those digits, which
            // the hint starts from and the answer is found by, tells mistakes from misreadings. A
            // hint, which has no answer's safety rules, goes on only past broken rules.
            PhotoAnswer answer = hint == null ? PhotoAnswer.of(s, givens) : null;
            PhotoSolution.Judged j = answer != null ? answer.read() : PhotoAnswer.startingPoint(s);
            if (j == null || answer == null && unusable != null
                    && (hint == null || !(unusable.problem() instanceof PhotoProblem.BrokenRules))) {
                throw unusablePhoto(unusable, file);
            }
            debugImages.writeOverview(photo, j.read());
            for (BoardCorrector.Change change : j.corrections()) {
                System.err.println("sudoku-lens: corrected " + change);
            }
            if (answer != null) {
                Path target = out != null ? out : PhotoInput.beside(file, "solved");
                // a book's page may hold more puzzles: looked for before anything is drawn on the photo
                List<PhotoAnswer> others = givens == null ? PhotoAnswer.others(photo, j.read().corners(), solver) : List.of();
                draw(photo, answer);
                for (PhotoAnswer other : others) {
                    for (BoardCorrector.Change change : other.read().corrections()) {
                        System.err.println("sudoku-lens: corrected (the grid " + where(j, other) + ") " + change);
                    }
                    draw(photo, other);
                }
                report(file, answer, others, photo, target, json, format);
                return ExitCodes.OK;
            }
            PhotoHint.Plan plan = hint == null ? null : PhotoHint.plan(j, givens, hint);
            BoardVerdict v = plan != null ? plan.verdict() : j.verdict();
            if (!v.solved() && unusable != null) {
                throw unusablePhoto(unusable, file);
            }
            if (!v.solved()) {
                if (!json && !(v instanceof BoardVerdict.Unreadable)) {
                    System.out.println("read:");
                    OutputFormats.print(System.out, format, v.board());
                }
                throw new UserError(Verdicts.exitCode(v), plan == null ? UnsolvedBoard.sentence(j, file)
                        : UnsolvedBoard.sentence(v, j.read().leastSure(), file));
            }
            // solved and no answer: the hint's plan
            return PhotoHintOutput.write(file, out, photo, j.read(), plan, json);
        } finally {
            photo.release();
        }
    }

    /**
     * On a book's page with several puzzles, the one being filled in ({@link PhotoHint#worked}),
     * said on standard error, for the hint to go on from; else {@code s}, the largest grid.
     */
    private static PhotoSolution gridBeingFilledIn(Mat photo, PhotoSolution s, PhotoSolver solver) {
        PhotoSolution.Judged found = PhotoAnswer.startingPoint(s);
        PhotoSolution worked = found == null ? null : PhotoHint.worked(photo, found, solver);
        if (worked == null) {
            return s;
        }
        System.err.println("sudoku-lens: the hint is for the grid " + OtherGrids.direction(found.read().corners(),
                PhotoSolution.gridRead(worked).corners()) + " the largest, the one being filled in");
        return worked;
    }

    /**
     * Draws an answer onto the photo: into every cell without a right digit (the empty ones and
     * the mistakes, circled), and an amber circle on each cell whose reading was revised (a digit
     * taken for a stain and dropped gets the answer drawn over it, which without the circle looks
     * like the answer written over the print).
     */
    private static void draw(Mat photo, PhotoAnswer answer) {
        PhotoSolution.Judged j = answer.read();
        HintPosition position = answer.position();
        new SolutionOverlay(OverlayStyle.defaults()).draw(photo, j.read().geometry(), position.board(), answer.solution());
        if (!position.mistakes().isEmpty() || !j.corrections().isEmpty()) {
            new VerifyOverlay(OverlayStyle.defaults()).draw(photo, j.read().geometry(), new boolean[81],
                    position.wrongCells(), BoardCorrector.Change.cells(j.corrections()), new boolean[81]);
        }
    }

    /** Where another grid lies from the first, in words: "left of the first". */
    private static String where(PhotoSolution.Judged first, PhotoAnswer other) {
        return OtherGrids.where(first.read().corners(), other.read().read().corners());
    }

    /**
     * Prints the answer (the board as read, the written digits that differ from the solution,
     * the solution) and those of the other grids in the photo, then writes the picture (the
     * answers are printed even when that fails).
     */
    private static void report(Path file, PhotoAnswer answer, List<PhotoAnswer> others, Mat picture, Path target,
                               boolean json, GridFormat format) {
        PrintStream o = System.out;
        if (json) {
            PictureWriter.Result written = PictureWriter.write(picture, target, file);
            JsonObject obj = new JsonObject();
            obj.addProperty("photo", file.toString());
            answerJson(answer).entrySet().forEach(e -> obj.add(e.getKey(), e.getValue()));
            if (!others.isEmpty()) {
                JsonArray more = new JsonArray();
                for (PhotoAnswer other : others) {
                    JsonObject g = answerJson(other);
                    g.addProperty("where", where(answer.read(), other));
                    more.add(g);
                }
                obj.add("others", more);
            }
            if (written instanceof PictureWriter.Result.Written w) {
                obj.addProperty("output", w.file().toString());
            } else {
                obj.addProperty("output_error", ((PictureWriter.Result.Failed) written).reason());
            }
            o.println(new GsonBuilder().setPrettyPrinting().create().toJson(obj));
            o.flush();
            Pictures.orFail(written);
        } else {
            printAnswer(o, answer, format);
            for (PhotoAnswer other : others) {
                o.println("another grid, " + where(answer.read(), other) + ":");
                printAnswer(o, other, format);
            }
            o.flush();
            o.println("wrote " + Pictures.save(picture, target, file));
        }
    }

    private static void printAnswer(PrintStream o, PhotoAnswer answer, GridFormat format) {
        o.println("read:");
        OutputFormats.print(o, format, answer.read().board());
        for (HintPosition.Mistake m : answer.position().mistakes()) {
            o.println("Mistake: " + m.describe());
        }
        o.println("solution:");
        OutputFormats.print(o, format, answer.solution());
    }

    /** One answer in JSON: where its grid is, the board read, the mistakes, the solution. */
    private static JsonObject answerJson(PhotoAnswer answer) {
        JsonObject obj = new JsonObject();
        obj.add("corners", corners(answer.read().read()));
        obj.addProperty("read", answer.read().board().toLine());
        JsonArray mistakes = new JsonArray();
        answer.position().mistakes().forEach(m -> mistakes.add(m.describe()));
        obj.add("mistakes", mistakes);
        obj.addProperty("solution", answer.solution().toLine());
        return obj;
    }

    static JsonArray corners(PhotoReading.Read read) {
        JsonArray a = new JsonArray();
        for (double v : read.corners().xy()) {
            a.add(Math.round(v * 10) / 10.0);
        }
        return a;
    }
}
