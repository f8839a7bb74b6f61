package lens.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.io.PictureWriter;
import lens.json.CheckJson;
import lens.ocr.DigitRecognizer;
import lens.overlay.OverlayStyle;
import lens.overlay.VerifyOverlay;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.verify.CheckParams;
import lens.verify.CheckedGrid;
import lens.verify.CheckedPageGrid;
import lens.verify.GridCheck;
import lens.verify.GridVerdict;
import org.opencv.core.Mat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code verify photo.jpg}: checks a grid filled in by hand ({@link GridCheck}) and prints the
 * verdict; writes {@code photo.checked.png} with the cells to look at circled. Exit 0 when no
 * digit is wrong (complete, or "no mistakes so far"), 1 for mistakes, 8 for cells to check by eye.
 * A book's page with several puzzles has each checked ({@link CheckedPageGrid}), the grid of most
 * concern (mistakes, the most digits written) printed first; its verdict gives the exit code.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a photo of a grid filled in by hand against the solution of its printed digits; cells to "
                + "look at are circled in PHOTO.checked.png. A page with several puzzles has each checked, the one of most "
                + "concern first. Exit 0 no mistakes (so far), 1 mistakes, 8 cells to check.")
final class VerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PHOTO", description = "Photo of a grid filled in (wholly or partly) by hand.")
    Path photoFile;

    @Option(names = "--givens", paramLabel = "PUZZLE", description = "The printed puzzle (81 characters or a file), "
            + "instead of the printed digits read from the photo.")
    String givens;

    @Option(names = "--out", paramLabel = "FILE", description = "Where to write the checked picture (default: PHOTO.checked.png).")
    Path out;

    @Option(names = "--ocr", paramLabel = "ENGINE", description = "Digit engine (model or tesseract).")
    String ocr;

    @Option(names = "--json", description = "Print the result as JSON.")
    boolean json;

    @Option(names = "--debug", description = "Also write PHOTO.debug.png (what was found) and the stage images "
            + "PHOTO.debug.STAGE.png beside it. Files already there are kept: a run whose names are taken writes "
            + "PHOTO.debug-2.* instead; links are never followed.")
    boolean debug;

    @Override
    public Integer call() throws Exception {
        Grid puzzle = givens == null ? null : PuzzleInput.only(givens, "--givens").grid();
        DebugImages debugImages = DebugImages.forPhoto(photoFile, debug);
        int code;
        try {
            code = check(puzzle, debugImages);
        } catch (UserError e) {
            debugImages.warnIfFailed();
            throw e;
        }
        return debugImages.settle(code);
    }

    private int check(Grid puzzle, DebugImages debugImages) {
        Mat photo = PhotoInput.load(photoFile);
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            PhotoReading.Read read = PhotoInput.read(photo, photoFile, recognizer, debugImages.sink());
            debugImages.writeOverview(photo, read);
            GridCheck check = new GridCheck(CheckParams.defaults());
            CheckedGrid checked = check.check(read, puzzle);
            if (checked.verdict() instanceof GridVerdict.BadGivens b) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--givens: " + b.reason());
            }
            if (checked.verdict() instanceof GridVerdict.Unusable u) {
                throw new UserError(ExitCodes.UNUSABLE_PHOTO, u.problem().advice() + " (" + photoFile + ")");
            }
            if (checked.verdict() instanceof GridVerdict.TooFewDigits t) {
                throw new UserError(ExitCodes.NO_GRID, t.lines().get(0) + " (" + photoFile + ")");
            }
            Path target = out != null ? out : PhotoInput.beside(photoFile, "checked");
            // a book's page may hold more puzzles: looked for before anything is drawn on the photo
            CheckedPageGrid found = new CheckedPageGrid(read, checked);
            List<CheckedPageGrid> grids = CheckedPageGrid.onPage(photo, found, puzzle, PhotoReader.withDefaults(recognizer),
                    check);
            grids.forEach(g -> new VerifyOverlay(OverlayStyle.defaults()).draw(photo, g.read().geometry(),
                    g.checked().ticked(g.read().filled()), g.checked().wrong(), g.checked().amber(), g.checked().left()));
            CheckedPageGrid first = grids.get(0);
            List<CheckedPageGrid> others = grids.subList(1, grids.size());
            // the verdict is printed first; a picture that cannot be written is reported after it
            if (json) {
                PictureWriter.Result written = PictureWriter.write(photo, target, photoFile);
                System.out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create()
                        .toJson(json(grids, written)));
                System.out.flush();
                Pictures.orFail(written);
            } else {
                print(System.out, first.checked());
                for (CheckedPageGrid o : others) {
                    System.out.println("another grid, " + first.where(o) + ":");
                    print(System.out, o.checked());
                }
                System.out.flush();
                System.out.println("wrote " + Pictures.save(photo, target, photoFile));
            }
            // the grid printed first is the one of most concern: its verdict is the page's
            return exitCode(first.checked().verdict());
        } finally {
            photo.release();
        }
    }

    /** 0 when no digit is wrong, 1 for mistakes, 8 for cells to check (the other verdicts end earlier). */
    static int exitCode(GridVerdict v) {
        return v instanceof GridVerdict.Mistakes ? ExitCodes.MISTAKES
                : v instanceof GridVerdict.CheckCells ? ExitCodes.CHECK_CELLS : ExitCodes.OK;
    }

    private void print(PrintStream o, CheckedGrid checked) {
        o.println("read:");
        OutputFormats.print(o, GridFormat.GRID, checked.board());
        checked.revised().forEach(c -> o.println("revised " + c));
        checked.verdict().lines().forEach(o::println);
    }

    private JsonObject json(List<CheckedPageGrid> grids, PictureWriter.Result written) {
        JsonObject j = CheckJson.page(grids, g -> CheckJson.of(g.checked()));
        j.addProperty("photo", photoFile.toString());
        if (written instanceof PictureWriter.Result.Written w) {
            j.addProperty("output", w.file().toString());
        } else {
            j.addProperty("output_error", ((PictureWriter.Result.Failed) written).reason());
        }
        return j;
    }
}
