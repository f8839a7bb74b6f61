package lens.verify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import lens.board.DatFile;
import lens.board.Grid;
import lens.board.PuzzleFormatException;
import lens.board.Rules;
import lens.board.Units;
import lens.io.ImageFiles;
import lens.io.InputException;
import lens.io.InputFile;
import lens.io.Limits;
import lens.ocr.correct.BoardCorrector;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoOutcome;
import lens.pipeline.PhotoSet;
import lens.solve.BoardVerdict;
import lens.vision.DebugSink;

/**
 * {@code verify} measured over a photo set with truth: every photo is read and checked as
 * {@code verify} checks it ({@link GridCheck}), and its verdict is compared with what the page
 * really holds. The printed puzzle is {@code NAME.givens} beside the photo (what
 * {@code render-sample --pen} writes), else {@code NAME.dat} in a folder of printed twins
 * ({@code --givens-dir}, the dataset's {@code printed/} for its {@code handfilled/}), else the
 * printed digits read (as {@code verify} without {@code --givens}). With {@code printedRead}
 * the check is given no puzzle even where one is known: it takes the printed digits read, as
 * {@code verify PHOTO} does for a user, and the known puzzle only scores its verdict. Checked
 * against the printed digits read, the other grids of a page are looked for as {@code verify
 * PHOTO} does ({@link CheckedPageGrid}), and the verdict scored is the one shown first
 * ({@code other_grids=}: how many were found; a grid found where there is none, put first, would
 * be scored).
 *
 * <p>A page is a correct grid when every digit on it agrees with the puzzle's solution (or, with
 * no puzzle known, when it is complete and breaks no rule); then a "mistakes" verdict is a false
 * alarm, the costly error. A cell whose written digit differs from the solution is a planted
 * mistake (rendered with {@code render-sample --mistakes}); it is caught when the verdict calls it
 * wrong, flagged when it is only a cell to check, and missed otherwise (including when the check
 * revised it into the digit the grid needs). A right digit called wrong is counted as wrongly
 * accused, on any page.
 */
public final class VerifyEvaluation {
    private final PhotoReader reader;
    private final GridCheck check;
    private final Path givensDir;
    private final boolean printedRead;
    private int photos;
    private int noGrid;
    private int unreadable;
    private int correct;
    private int soFar;
    private int checkCells;
    private int mistakes;
    private int unusable;
    private int other;
    private int correctPages;
    private int falseAlarms;
    private int correctPagesAllRight;
    private int completePages;
    private int completeSaidCorrect;
    private int pagesWithMistakes;
    private int pagesCaught;
    private int pagesFlagged;
    private int planted;
    private int caught;
    private int flagged;
    private int revisedAway;
    private int accused;
    private int otherGrids;

    /** {@code givensDir}: folder of the printed twins' {@code .dat} files, or null. */
    public VerifyEvaluation(PhotoReader reader, GridCheck check, Path givensDir) {
        this(reader, check, givensDir, false);
    }

    /** {@code printedRead}: check against the printed digits read, the puzzle known (if any) scoring the verdict only. */
    public VerifyEvaluation(PhotoReader reader, GridCheck check, Path givensDir, boolean printedRead) {
        this.reader = reader;
        this.check = check;
        this.givensDir = givensDir;
        this.printedRead = printedRead;
    }

    /**
     * Reads, checks and scores one photo: its line is {@code NAME verdict=.. planted=.. caught=..}.
     * A file that does not decode is no measure of the check:
     * it is counted apart ({@code unreadable=} in the summary), not among the photos.
     */
    public PhotoOutcome evaluate(PhotoSet.Entry e) throws IOException {
        String name = e.image().getFileName().toString();
        ImageFiles.Loaded loaded = e.load();
        if (!(loaded instanceof ImageFiles.Loaded.Image img)) {
            unreadable++;
            String why = ImageFiles.reason(loaded);
            return new PhotoOutcome(name + " verdict=unreadable", why);
        }
        photos++;
        Grid seen = e.truth().grid();
        Grid givens = knownPuzzle(e.image(), givensDir);
        Grid solution = givens == null ? null : BoardVerdict.of(givens).solution();
        Set<Integer> wrongCells = new HashSet<>();
        boolean correctPage;
        if (solution != null) {
            for (int cell = 0; cell < Units.CELLS; cell++) {
                if (!seen.isEmpty(cell) && seen.get(cell) != solution.get(cell)) {
                    wrongCells.add(cell);
                }
            }
            correctPage = wrongCells.isEmpty();
        } else {
            correctPage = seen.filledCount() == Units.CELLS && Rules.conflicts(seen).isEmpty();
        }
        CheckedGrid checked;
        int others = 0;
        try {
            PhotoReading r = reader.read(img.mat(), DebugSink.NONE);
            if (!(r instanceof PhotoReading.Read read)) {
                noGrid++;
                return new PhotoOutcome(name + " verdict=no-grid", null);
            }
            Grid puzzle = printedRead ? null : givens;
            checked = check.check(read, puzzle);
            if (puzzle == null && CheckedPageGrid.checkable(checked.verdict())) {
                // as verify PHOTO runs: other grids looked for, the one of most concern shown first
                // (a grid found where there is none, put first, would be scored here)
                List<CheckedPageGrid> grids = CheckedPageGrid.onPage(img.mat(), new CheckedPageGrid(read, checked), null,
                        reader, check);
                others = grids.size() - 1;
                otherGrids += others;
                checked = grids.get(0).checked();
            }
        } finally {
            img.mat().release();
        }
        GridVerdict v = checked.verdict();
        String verdict = tally(v);
        // What the user is shown: the cells called wrong and the cells to check (a digit without
        // which the grid has a solution again among them), as the picture circles them.
        Set<Integer> calledWrong = CheckedGrid.cells(checked.wrong());
        Set<Integer> toCheck = CheckedGrid.cells(checked.toCheck());
        Set<Integer> revised = new HashSet<>();
        checked.revised().stream().map(BoardCorrector.Change::cell).forEach(revised::add);
        int pageCaught = 0;
        int pageFlagged = 0;
        for (int cell : wrongCells) {
            if (calledWrong.contains(cell)) {
                pageCaught++;
            } else if (toCheck.contains(cell)) {
                pageFlagged++;
            } else if (revised.contains(cell)) {
                revisedAway++;
            }
        }
        int pageAccused = 0;
        for (int cell : calledWrong) {
            if (!wrongCells.contains(cell) && (solution != null || correctPage)) {
                pageAccused++;
            }
        }
        accused += pageAccused;
        if (correctPage) {
            correctPages++;
            falseAlarms += v instanceof GridVerdict.Mistakes ? 1 : 0;
            correctPagesAllRight += v instanceof GridVerdict.Correct || v instanceof GridVerdict.NoMistakesSoFar ? 1 : 0;
            if (seen.filledCount() == Units.CELLS) {
                // A grid filled in to the end is right only when called correct: "no mistakes so
                // far, 1 to go" on it means a written digit was read as an empty cell.
                completePages++;
                completeSaidCorrect += v instanceof GridVerdict.Correct ? 1 : 0;
            }
        } else if (!wrongCells.isEmpty()) {
            pagesWithMistakes++;
            planted += wrongCells.size();
            caught += pageCaught;
            flagged += pageFlagged;
            pagesCaught += v instanceof GridVerdict.Mistakes ? 1 : 0;
            pagesFlagged += v instanceof GridVerdict.CheckCells ? 1 : 0;
        }
        return new PhotoOutcome(String.format(Locale.ROOT, "%s verdict=%s planted=%d caught=%d flagged=%d accused=%d%s%s", name,
                verdict, wrongCells.size(), pageCaught, pageFlagged, pageAccused, others == 0 ? "" : " other_grids=" + others,
                v.lines().isEmpty() ? "" : " (" + String.join("; ", v.lines()) + ")"), null);
    }

    private String tally(GridVerdict v) {
        if (v instanceof GridVerdict.Correct) {
            correct++;
            return "correct";
        } else if (v instanceof GridVerdict.NoMistakesSoFar) {
            soFar++;
            return "no-mistakes-so-far";
        } else if (v instanceof GridVerdict.CheckCells) {
            checkCells++;
            return "check";
        } else if (v instanceof GridVerdict.Mistakes) {
            mistakes++;
            return "mistakes";
        } else if (v instanceof GridVerdict.Unusable) {
            unusable++;
            return "unusable";
        }
        other++;
        return "other";
    }

    /**
     * The printed puzzle of {@code image} when known: {@code NAME.givens} beside it, else its
     * printed twin's {@code NAME.dat} in {@code givensDir} (may be null); null otherwise. A file
     * that is not one (too large, not text, not a puzzle) is an InputException naming it, as
     * {@link PhotoSet} refuses malformed truth.
     */
    public static Grid knownPuzzle(Path image, Path givensDir) {
        String stem = image.getFileName().toString().replaceFirst("\\.[^.]+$", "");
        Path beside = image.resolveSibling(stem + ".givens");
        if (Files.isRegularFile(beside)) {
            return truth(beside, "a .givens file", text -> Grid.parse(text.strip()));
        }
        Path twin = givensDir == null ? null : givensDir.resolve(stem + ".dat");
        if (twin != null && Files.isRegularFile(twin)) {
            return truth(twin, "a .dat file", text -> DatFile.parse(text).grid());
        }
        return null;
    }

    private static Grid truth(Path file, String what, java.util.function.Function<String, Grid> parse) {
        String text = new String(InputFile.readBytes(file, Limits.MAX_SMALL_TEXT_BYTES, what), StandardCharsets.UTF_8);
        try {
            return parse.apply(text);
        } catch (PuzzleFormatException e) {
            throw InputException.unreadable(file + ": " + e.getMessage());
        }
    }

    /** Photos checked so far: those that decoded (the unreadable ones are not among them). */
    public int scored() {
        return photos;
    }

    /**
     * {@code verify: photos=.. correct=.. no_mistakes_so_far=.. check=.. mistakes=.. unusable=..
     * no_grid=..} (and {@code unreadable=..} when files did not decode), then over the correct
     * pages {@code correct_pages=.. said_right=.. false_alarms=.. complete=.. said_correct=..} (said
     * right: correct, or no mistakes so far; of the complete ones, how many were called correct) and over the pages with wrong digits {@code planted=.. caught=.. flagged=.. missed=..}.
     */
    public List<String> summaryLines() {
        return List.of(
                String.format(Locale.ROOT, "verify: photos=%d correct=%d no_mistakes_so_far=%d check=%d mistakes=%d "
                        + "unusable=%d no_grid=%d other=%d other_grids=%d", photos, correct, soFar, checkCells, mistakes, unusable,
                        noGrid, other, otherGrids)
                        + (unreadable == 0 ? "" : " unreadable=" + unreadable),
                String.format(Locale.ROOT, "verify: correct_pages=%d said_right=%d false_alarms=%d (%.1f%%) "
                                + "right_digits_called_wrong=%d complete=%d said_correct=%d", correctPages,
                        correctPagesAllRight, falseAlarms, pct(falseAlarms, correctPages), accused, completePages,
                        completeSaidCorrect),
                String.format(Locale.ROOT, "verify: pages_with_mistakes=%d said_mistakes=%d said_check=%d planted=%d "
                                + "caught=%d (%.1f%%) flagged_to_check=%d missed=%d revised_away=%d", pagesWithMistakes,
                        pagesCaught, pagesFlagged, planted, caught, pct(caught, planted), flagged,
                        planted - caught - flagged, revisedAway));
    }

    private static double pct(int a, int b) {
        return b == 0 ? 0 : 100.0 * a / b;
    }
}
