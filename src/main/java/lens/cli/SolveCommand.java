package lens.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.board.Puzzle;
import lens.io.PuzzleSource;
import lens.pipeline.StepPictures;
import lens.solve.BoardVerdict;
import lens.solve.human.StrategySolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code solve}: solves puzzles given as an argument, a file, or standard input. Exit code 0 when
 * every puzzle has a unique solution, else the worst of 2 (invalid), 3 (no solution) and 4
 * (several solutions). {@code --explain} prints the strategy solver's steps, {@code --hint} only the
 * next one, {@code --json} either as JSON; puzzles without exactly one solution are not explained.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a puzzle (81-character line, grid text, or a file of puzzles; - or nothing reads standard input), "
                + "or a photo of one (JPEG, PNG...): prints the board read and the solution, writes PHOTO.solved.png; "
                + "a page with several puzzles has each answered.")
final class SolveCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "PUZZLE|FILE",
            description = "A puzzle, a file of puzzles, a photo, or - for standard input (the default).")
    String input;

    @Option(names = "--format", paramLabel = "line|grid|rows|png|svg",
            description = "Output form: line (81 characters), grid (pretty print, default for one puzzle), rows; "
                    + "with --pictures, png (default) or svg.")
    String format;

    @Option(names = "--explain", description = "Print every step of a human-style solution, numbered, then the solution.")
    boolean explain;

    @Option(names = "--hint", arity = "0..1", paramLabel = "N", preprocessor = HintCount.class,
            description = "Print only the next step a player could take (or the next N). "
                    + "Photo: also write PHOTO.hint.png with the step drawn on the grid.")
    Integer hint;

    @Option(names = "--pictures", paramLabel = "DIR",
            description = "With --explain: write one picture per step into DIR (step-001.png, ...; --format svg for SVG).")
    java.nio.file.Path pictures;

    @Option(names = "--json", description = "Print steps, solution and rating as JSON (with --hint: the next step).")
    boolean json;

    @Option(names = "--out", paramLabel = "FILE", description = "Photo: where to write the solved picture (default: PHOTO.solved.png).")
    java.nio.file.Path out;

    @Option(names = "--ocr", paramLabel = "ENGINE", description = "Photo: digit engine (model or tesseract).")
    String ocr;

    @Option(names = "--givens", paramLabel = "PUZZLE",
            description = "Photo: the printed puzzle (81 characters or a file) to check the written digits "
                    + "against (else the printed digits read); wrong ones are reported first and the hints or the "
                    + "solution go on without them; another puzzle than the one printed is refused (exit 2), as by "
                    + "verify.")
    String givens;

    @Option(names = "--debug", description = "Photo: also write PHOTO.debug.png (what was found) and the stage images "
            + "PHOTO.debug.STAGE.png beside it. Files already there are kept: a run whose names are taken writes "
            + "PHOTO.debug-2.* instead; links are never followed.")
    boolean debug;

    private StepPictures.Format pictureFormat;
    /** Puzzles whose step pictures this run has drawn (bounded by {@link StepPictureFiles#MAX_PUZZLES}). */
    private int drawn;

    private static final StrategySolver STRATEGY = StrategySolver.forUniquePuzzle();

    @Override
    public Integer call() throws Exception {
        if (hint != null && hint < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--hint takes a number of steps of at least 1");
        }
        pictureFormat = StepPictureFiles.format(pictures, explain, format);
        if (pictureFormat != null) {
            format = null;
        }
        if (PhotoInput.isPhoto(input)) {
            refuseStray(explain ? "--explain" : pictures != null ? "--pictures" : null,
                    "is for a typed puzzle, not a photo (a photo's next steps: --hint N)");
            Grid[] checked = givens == null ? null : PuzzleInput.givensAndSolution(givens, "--givens");
            return PhotoSolve.run(java.nio.file.Path.of(input), out, ocr, json, debug,
                    OutputFormats.parse(format, GridFormat.GRID), hint, checked);
        }
        try (PuzzleSource puzzles = PuzzleInput.open(input)) {
            String photoOnly = out != null ? "--out" : ocr != null ? "--ocr" : debug ? "--debug"
                    : givens != null ? "--givens" : null;
            refuseStray(photoOnly, "is for a photo, and " + (input == null || input.equals("-") ? "standard input" : input)
                            + " is read as puzzle text");
            boolean many = puzzles.many();
            GridFormat out = OutputFormats.parse(format, many ? GridFormat.LINE : GridFormat.GRID);
            int worst = ExitCodes.OK;
            for (Puzzle p : puzzles.puzzles()) {
                // a reader gone (piped into head) stops the loop: see StandardOutput
                worst = Math.max(worst, solveOne(p, out, many));
            }
            return worst;
        }
    }

    /**
     * Refuses an option given for the other kind of input ({@code --out} with a typed puzzle,
     * {@code --explain} with a photo): left unused, it would promise an output that never comes.
     */
    private static void refuseStray(String option, String why) {
        if (option != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " " + why);
        }
    }

    private int solveOne(Puzzle p, GridFormat out, boolean many) {
        PrintStream o = System.out;
        BoardVerdict v = BoardVerdict.of(p.grid());
        if (v instanceof BoardVerdict.Several several) {
            ErrorHandler.fail(ExitCodes.MULTIPLE_SOLUTIONS, Verdicts.ofPuzzle(p, v, many) + "; two of them follow");
            Explanations.printSolutions(o, out, p.grid(), several.solutions(), json, many);
            return ExitCodes.MULTIPLE_SOLUTIONS;
        }
        if (!v.solved()) {
            return ErrorHandler.fail(Verdicts.exitCode(v), Verdicts.ofPuzzle(p, v, many));
        }
        if (hint != null) {
            Explanations.printHint(o, STRATEGY, p.grid(), hint, json, many);
        } else if (explain || json) {
            if (pictures != null) {
                StepPictureFiles.checkRoom(p, drawn);
            }
            Explanations.printExplanation(o, STRATEGY, out, p.grid(), json, many);
            if (pictures != null) {
                StepPictureFiles.write(p, many, pictures, pictureFormat);
                drawn++;
            }
        } else {
            OutputFormats.print(o, out, v.solution());
        }
        return ExitCodes.OK;
    }
}
