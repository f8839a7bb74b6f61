package lens.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.DoubleFunction;
import java.util.stream.Stream;
import lens.hint.AnswerEvaluation;
import lens.io.DebugFolder;
import lens.ocr.DigitRecognizer;
import lens.ocr.training.DataSplit;
import lens.pipeline.BoardCorrection;
import lens.pipeline.Evaluation;
import lens.pipeline.PhotoOutcome;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoScore;
import lens.pipeline.PhotoSet;
import lens.pipeline.PhotoSolver;
import lens.samples.CameraConditions;
import lens.samples.CoveringObject;
import lens.samples.FrameCut;
import lens.verify.CheckParams;
import lens.verify.GridCheck;
import lens.verify.VerifyEvaluation;
import lens.vision.DebugSink;
import lens.vision.Polarity;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code eval DIR}: reads every photo of a folder with truth through {@link Evaluation} and
 * reports grids found, corner error, cells and grids correct, and time per photo.
 * {@code --split} keeps one part of the dataset ({@link DataSplit}: by puzzle) and the summary
 * line names it; pixel-identical copies are scored once in every case. {@code --errors} lists
 * every wrong cell; {@code --degrade SEED} reads each photo made worse first
 * ({@code PhotoSet.degraded}), {@code --cut SIDE:SHARE} each photo cropped so that its grid runs off
 * the frame ({@code PhotoSet.cut}), {@code --dim NOISE}, {@code --full-size WIDTH},
 * {@code --glare}, {@code --shadow LIGHT} each photo as taken in poor light, by a phone camera at its
 * full size, under a lamp's glare or with a shadow's edge across it ({@link CameraConditions}), {@code --dark-mode}
 * each photo inverted ({@code Polarity.inverted}), {@code --turn DEGREES} with the phone at an angle to the
 * page ({@code PhotoSet.turned}), {@code --shaded-boxes SHARE} each grid printed with alternate boxes on
 * grey ({@code PhotoSet.shadedBoxes}), {@code --table SHARE} each page on a dark table, photographed
 * from further away ({@code PhotoSet.onTable}).
 * {@code --verify} checks every photo as {@code verify} does instead
 * ({@link VerifyEvaluation}): false alarms on correct grids, wrong digits caught; {@code --solve}
 * solves every photo as {@code solve PHOTO} does ({@link AnswerEvaluation}): answers right, wrong
 * or refused. A photo that
 * cannot be decoded is named on standard error, one line each, and counted apart in the summary
 * ({@code unreadable=N}), not as a grid not found; when none of them decodes there is nothing to
 * measure: one more line says so and the run ends with exit 2, as for a folder without photos.
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Measure photo reading on a folder of imageN.jpg with imageN.dat (and corners.csv).")
final class EvalCommand implements Callable<Integer> {
    /** Bounds of {@code --dim}'s noise (grey levels) and {@code --full-size} (px): past them a picture says nothing more. */
    private static final double MAX_NOISE = 64;
    private static final int MIN_FULL_SIZE = 320;
    private static final int MAX_FULL_SIZE = 6000;
    /**
     * {@code --shadow}'s bounds: under a fifth of the light the shadowed digits are barely there
     * in an 8-bit photo; over 0.9 there is hardly a shadow.
     */
    private static final double MIN_SHADOW_LIGHT = 0.2;
    private static final double MAX_SHADOW_LIGHT = 0.9;
    /** {@code --turn}'s bound: past 45 degrees a turn is a smaller one from the next side. */
    private static final double MAX_TURN = 45;
    /** {@code --shaded-boxes}' bound: darker boxes hide their digits, which no newspaper prints. */
    private static final double MAX_SHADE = 0.5;
    /** {@code --table}'s bound: a grid a fifth of the picture across, near the small grids' second look's least. */
    private static final double MAX_TABLE = 1;
    @Parameters(index = "0", paramLabel = "DIR", description = "Folder of photos with .dat truth.")
    Path dir;

    @Option(names = "--ocr", paramLabel = "ENGINE", description = "Digit engine: model, tesseract or none (grids and filled cells only).")
    String ocr;

    @Option(names = "--split", defaultValue = "all", description = "Score only one part of the dataset by DataSplit's rule "
            + "(by puzzle): train, validation (tuning) or test (reporting only), or all (default); each picture once.")
    String split;

    @Option(names = "--verbose", description = "One line per photo.")
    boolean verbose;

    @Option(names = "--errors", description = "One line per wrong cell: truth, digit read, confidence and second choice.")
    boolean errors;

    @Option(names = "--verify", description = "Check every photo as verify does and compare its verdict with the truth: "
            + "false alarms on correct grids, wrong digits caught (see VerifyEvaluation).")
    boolean verify;

    @Option(names = "--solve", description = "Solve every photo as solve PHOTO does and compare its answer with the "
            + "puzzle's solution (NAME.givens beside it, or --givens-dir, else its .dat): right, wrong, refused.")
    boolean solve;

    @Option(names = "--givens-dir", paramLabel = "DIR", description = "With --verify or --solve: folder of the printed twins' NAME.dat, "
            + "the printed puzzle of each photo (default: NAME.givens beside the photo, else the printed digits read).")
    Path givensDir;

    @Option(names = "--printed-read", description = "With --verify: check against the printed digits read, as verify does "
            + "without --givens, also where the puzzle is known (NAME.givens, --givens-dir), which then only scores the verdict.")
    boolean printedRead;

    @Option(names = "--debug-dir", paramLabel = "DIR", description = "Write each photo's debug images into DIR (made when "
            + "missing) as NAME.STAGE.png. Files already there are kept: a photo whose names are taken writes NAME-2.* "
            + "instead; links are never followed. Exit 11 after the summary when some could not be written.")
    Path debugDir;

    @Option(names = "--degrade", paramLabel = "SEED", description = "Read every photo made worse first, each its own way "
            + "by SEED and its name (one to three of blur, shade, noise, a smaller picture, low JPEG quality): "
            + "how reading holds up on poorer photos.")
    Long degrade;

    @Option(names = "--cut", paramLabel = "SIDE:SHARE[,SIDE:SHARE]", description = "Read every photo with true corners "
            + "(corners.csv) cropped so that its grid runs off that side of the frame by that share of the grid "
            + "(right:0.03; top:0.1,right:0.1 for a corner held too close): how reading holds up at the frame's edge. "
            + "Photos without corners are left out.")
    String cut;

    @Option(names = "--dim", paramLabel = "NOISE", description = "Read every photo as if taken in poor light (each "
            + "channel to the power 1.8, then about half its light, blue least) with sensor noise of NOISE grey levels "
            + "(0: none): how reading holds up in a dim room.")
    Double dim;

    @Option(names = "--full-size", paramLabel = "WIDTH", description = "Read every photo scaled up so that its longer "
            + "side is WIDTH px (4032: a 12 MP phone photo's): how reading holds up on photos far larger than the grid's "
            + "reading square.")
    Integer fullSize;

    @Option(names = "--dark-mode", description = "Read every photo inverted, its grid and digits light on a dark "
            + "ground as a puzzle app in dark mode draws them: how reading holds up on such a screen. Goes with one of "
            + "--degrade, --dim, --shadow, --full-size or --cut: the screen then photographed that way.")
    boolean darkMode;

    @Option(names = "--glare", description = "Read every photo under a lamp's glare (a round bright spot whitening up to "
            + "60-95%% of the paper and ink, placed by the photo's name): how reading holds up on glossy paper.")
    boolean glare;

    @Option(names = "--shadow", paramLabel = "LIGHT", description = "Read every photo with a shadow's straight edge "
            + "across it, the light falling to LIGHT (0.2 to 0.9) on one side (its slant, place and softness, 2-7 px on a "
            + "640 px photo, drawn by the photo's name): how reading holds up with a hand's or the phone's shadow on "
            + "the page.")
    Double shadow;

    @Option(names = "--turn", paramLabel = "DEGREES", description = "Read every photo with true corners (corners.csv) "
            + "turned by DEGREES (0 to 45; clockwise or anticlockwise by the photo's name), the picture grown to hold it "
            + "and the page going on blank: how reading holds up when the phone is held at an angle to the page. Photos "
            + "whose grid comes within a quarter cell of the frame are left out (turned, the frame's cut would slant).")
    Double turn;

    @Option(names = "--shaded-boxes", paramLabel = "SHARE", description = "Read every photo with true corners "
            + "(corners.csv) with its grid's alternate boxes printed on grey, SHARE (0 to 0.5) of their light taken "
            + "away: how reading holds up on the grids many newspapers print.")
    Double shadedBoxes;

    @Option(names = "--table", paramLabel = "SHARE", description = "Read every photo with true corners (corners.csv) "
            + "laid on a dark table SHARE (0 to 1) of its longer side wide all round, its frame becoming the page's edge: "
            + "how reading holds up when the page is photographed from further away. Photos whose grid comes within a "
            + "quarter cell of the frame are left out (no page has an edge so near its grid).")
    Double table;

    @Option(names = "--cover", paramLabel = "pen|finger", description = "Read every photo with true corners (corners.csv) "
            + "with a pen laid across its grid or a fingertip over it, each its own way by its name: how reading holds up "
            + "when something hides part of the grid.")
    String cover;

    /** {@link #cut} parsed. */
    private List<FrameCut> frameCuts;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(dir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "not a folder: " + dir);
        }
        DataSplit part;
        try {
            part = split.equals("all") ? null : DataSplit.parse(split);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--split is train, validation, test or all, not " + split);
        }
        // the options' own errors first: loading the set decodes every photo (seconds)
        if (debugDir != null && Files.exists(debugDir) && !Files.isDirectory(debugDir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--debug-dir: not a folder: " + debugDir);
        }
        if (givensDir != null && !Files.isDirectory(givensDir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--givens-dir: not a folder: " + givensDir);
        }
        if (printedRead && !verify) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--printed-read goes with --verify");
        }
        if (verify && solve) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--verify and --solve go apart: pick one");
        }
        PhotoSet set = PhotoSet.load(dir).select(part);
        if (set.entries().isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no photos with .dat truth in " + dir);
        }
        List<Condition> given = Stream.of(Condition.values()).filter(c -> valueOf(c) != null).toList();
        if (given.size() > 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, Condition.named(List.of(Condition.values()), "and")
                    + " go apart: pick one");
        }
        // the screen inverted first, then photographed worse: what the page itself carries does not go with it
        if (darkMode && given.stream().anyMatch(c -> !c.camera)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--dark-mode goes with " + Condition.named(Condition.camera(true), "or")
                    + ", not with " + Condition.named(Condition.camera(false), "or"));
        }
        if (cover != null) {
            CoveringObject.Kind kind = switch (cover) {
                case "pen" -> CoveringObject.Kind.PEN;
                case "finger" -> CoveringObject.Kind.FINGER;
                default -> throw new UserError(ExitCodes.INVALID_INPUT, "--cover is pen or finger, not " + cover);
            };
            set = set.covered(kind);
            if (set.entries().isEmpty()) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--cover needs the photos' true corners (corners.csv), and " + dir
                        + " has none for its photos");
            }
        }
        if (shadedBoxes != null) {
            set = withCorners(set, "--shaded-boxes", shadedBoxes, MAX_SHADE, "", false, set::shadedBoxes);
        }
        if (turn != null) {
            set = withCorners(set, "--turn", turn, MAX_TURN, " degrees", true, set::turned);
        }
        if (table != null) {
            set = withCorners(set, "--table", table, MAX_TABLE, "", true, set::onTable);
        }
        if (glare) {
            set = set.under(CameraConditions::glare, true);
        }
        if (darkMode) {
            set = set.under((photo, rnd) -> Polarity.inverted(photo), true);
        }
        if (shadow != null) {
            if (!(shadow >= MIN_SHADOW_LIGHT && shadow <= MAX_SHADOW_LIGHT)) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--shadow: the light under the shadow is " + MIN_SHADOW_LIGHT
                        + " to " + MAX_SHADOW_LIGHT + " of the page's, not " + shadow);
            }
            double light = shadow;
            set = set.under((photo, rnd) -> CameraConditions.shadow(photo, light, rnd), true);
        }
        if (dim != null) {
            if (!(dim >= 0 && dim <= MAX_NOISE)) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--dim: the noise is 0 to " + MAX_NOISE + " grey levels, not "
                        + dim);
            }
            double noise = dim;
            set = set.under((photo, rnd) -> CameraConditions.dim(photo, noise, rnd), true);
        }
        if (fullSize != null) {
            if (fullSize < MIN_FULL_SIZE || fullSize > MAX_FULL_SIZE) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--full-size: " + MIN_FULL_SIZE + " to " + MAX_FULL_SIZE
                        + " px, not " + fullSize);
            }
            int width = fullSize;
            set = set.under((photo, rnd) -> CameraConditions.fullSize(photo, width), false);
        }
        if (degrade != null) {
            set = set.degraded(degrade);
        }
        if (cut != null) {
            try {
                frameCuts = FrameCut.parseAll(cut);
            } catch (IllegalArgumentException e) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--cut: " + e.getMessage());
            }
            for (FrameCut c : frameCuts) {
                set = set.cut(c);
            }
            if (set.entries().isEmpty()) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--cut needs the photos' true corners (corners.csv), and "
                        + dir + " has none for its photos");
            }
        }
        if (verify) {
            return verify(set);
        }
        if (solve) {
            return solve(set);
        }
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            Evaluation ev = new Evaluation(PhotoReader.withDefaults(recognizer), BoardCorrection.withDefaults(),
                    recognizer != null);
            String debugFailure = null;
            for (PhotoSet.Entry e : set.entries()) {
                DebugFolder debug = debugDir == null || debugFailure != null ? null
                        : new DebugFolder(debugDir, e.image().getFileName().toString(), e.image());
                PhotoScore score = ev.evaluate(e, debug == null ? DebugSink.NONE : debug);
                debugFailure = debug == null ? debugFailure : debug.failure();
                if (score.unreadable() != null) {
                    ErrorHandler.warn("not scored: " + score.unreadable());
                }
                if (errors) {
                    score.errorLines().forEach(System.out::println);
                }
                if (verbose) {
                    System.out.println(score.line());
                }
            }
            requireScored(ev.scored(), set);
            System.out.println(ev.cornerLine());
            if (recognizer != null) {
                System.out.println(ev.calibrationLine());
            }
            System.out.println(ev.filledLine());
            System.out.println(ev.summaryLine() + " split=" + split + degradeLabel());
            if (debugFailure != null) {
                System.out.flush();
                throw new UserError(ExitCodes.OUTPUT_FAILED, "debug images not written: " + debugFailure);
            }
        }
        return ExitCodes.OK;
    }

    private int verify(PhotoSet set) throws java.io.IOException {
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            if (recognizer == null) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--verify needs a digit engine, not --ocr none");
            }
            VerifyEvaluation ev = new VerifyEvaluation(PhotoReader.withDefaults(recognizer),
                    new GridCheck(CheckParams.defaults()), givensDir, printedRead);
            for (PhotoSet.Entry e : set.entries()) {
                told(ev.evaluate(e));
            }
            requireScored(ev.scored(), set);
            ev.summaryLines().forEach(l -> System.out.println(l + " split=" + split + degradeLabel()));
        }
        return ExitCodes.OK;
    }

    private int solve(PhotoSet set) {
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            if (recognizer == null) {
                throw new UserError(ExitCodes.INVALID_INPUT, "--solve needs a digit engine, not --ocr none");
            }
            AnswerEvaluation ev = new AnswerEvaluation(PhotoSolver.withDefaults(recognizer), givensDir);
            for (PhotoSet.Entry e : set.entries()) {
                told(ev.evaluate(e));
            }
            requireScored(ev.scored(), set);
            System.out.println(ev.summaryLine() + " split=" + split + degradeLabel());
        }
        return ExitCodes.OK;
    }

    /** One photo's outcome said: a file that did not decode named on standard error, its line with {@code --verbose}. */
    private void told(PhotoOutcome o) {
        if (o.unreadable() != null) {
            ErrorHandler.warn("not scored: " + o.unreadable());
        }
        if (verbose) {
            System.out.println(o.line());
        }
    }

    /**
     * Refuses a run in which no photo could be scored, every one unreadable (each already named on
     * standard error): a summary of nothing is no measure, and the run is bad input as an empty
     * folder is, so it ends the same way, exit 2.
     */
    private void requireScored(int scored, PhotoSet set) {
        if (scored == 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no photo in " + dir + " could be scored: none of its "
                    + set.entries().size() + " with .dat truth could be decoded");
        }
    }

    /**
     * The photos {@code change}d by option {@code name}'s {@code value} (0 to {@code max}, the
     * bound named with {@code unit}); a condition that needs true corners ({@code clearOfFrame}:
     * with the grid clear of the frame) and leaves no photo is refused, naming what was missing.
     */
    private PhotoSet withCorners(PhotoSet set, String name, double value, double max, String unit, boolean clearOfFrame,
                                 DoubleFunction<PhotoSet> change) {
        if (!(value >= 0 && value <= max)) {
            throw new UserError(ExitCodes.INVALID_INPUT, name + ": 0 to " + max + unit + ", not " + value);
        }
        PhotoSet changed = change.apply(value);
        if (changed.entries().isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, name + " needs the photos' true corners (corners.csv)"
                    + (clearOfFrame ? " with the grid clear of the frame, and " + dir + " has no such photo"
                    : ", and " + dir + " has none for its photos"));
        }
        return changed;
    }

    /**
     * What the summary lines add when the photos were degraded, cut or taken another way:
     * {@code " degrade=SEED"}, {@code " cut=right:0.03"} (or {@code " cut=top:0.1,right:0.1"}),
     * {@code " dim=8.0"}, {@code " full_size=4032"}, {@code " glare"}, {@code " dark_mode"} (before
     * a camera's condition: {@code " dark_mode degrade=2"}), {@code " shadow=0.55"},
     * {@code " turn=25.0"}, {@code " shaded_boxes=0.25"}, {@code " table=0.5"}, {@code " cover=pen"}.
     */
    private String degradeLabel() {
        StringBuilder label = new StringBuilder(darkMode ? " dark_mode" : "");
        for (Condition c : Condition.values()) {
            Object value = valueOf(c);
            if (value != null) {
                label.append(' ').append(c.label).append(value.equals(true) ? "" : "=" + value);
            }
        }
        return label.toString();
    }

    /** {@code c}'s value as given ({@code true} for a flag), or null when it was not. */
    private Object valueOf(Condition c) {
        return switch (c) {
            case DEGRADE -> degrade;
            case CUT -> frameCuts != null ? FrameCut.joined(frameCuts) : cut;
            case DIM -> dim;
            case FULL_SIZE -> fullSize;
            case GLARE -> glare ? true : null;
            case SHADOW -> shadow;
            case TURN -> turn;
            case SHADED_BOXES -> shadedBoxes;
            case TABLE -> table;
            case COVER -> cover;
        };
    }

    /**
     * The ways a photo can be taken worse, one at a time: a camera's (it photographs whatever is
     * shown, so it goes with {@code --dark-mode}'s inverted screen) or the page's own (a turn, a
     * table, a glare on paper, a cover, shaded boxes: not a screen's).
     */
    private enum Condition {
        DEGRADE("--degrade", true), CUT("--cut", true), DIM("--dim", true), FULL_SIZE("--full-size", true),
        GLARE("--glare", false), SHADOW("--shadow", true), TURN("--turn", false), SHADED_BOXES("--shaded-boxes", false),
        TABLE("--table", false), COVER("--cover", false);

        final String option;
        /** Its name in the summary line: {@code full_size}. */
        final String label;
        final boolean camera;

        Condition(String option, boolean camera) {
            this.option = option;
            this.label = option.substring(2).replace('-', '_');
            this.camera = camera;
        }

        static List<Condition> camera(boolean camera) {
            return Stream.of(values()).filter(c -> c.camera == camera).toList();
        }

        /** {@code "--a, --b and --c"}, with {@code last} the word before the last one. */
        static String named(List<Condition> conditions, String last) {
            List<String> options = conditions.stream().map(c -> c.option).toList();
            return String.join(", ", options.subList(0, options.size() - 1)) + " " + last + " " + options.get(options.size() - 1);
        }
    }
}
