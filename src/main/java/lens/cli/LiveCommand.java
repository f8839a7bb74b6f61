package lens.cli;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.capture.FrameSource;
import lens.live.HeadlessRun;
import lens.live.HintView;
import lens.live.LiveLoop;
import lens.live.LiveSession;
import lens.live.LiveWindow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code live}: the camera picture with the solution drawn on the puzzle, in a window or headless. */
@Command(name = "live", mixinStandardHelpOptions = true,
        description = {"Show the camera picture with the solution drawn onto the puzzle as it moves.",
            "Keys: space freezes, s saves the frame as PNG, q or Escape quits.",
            "With --hint: the next step instead of the solution; n or space the following step, a the answer, f freezes."})
final class LiveCommand implements Callable<Integer> {
    @Option(names = "--source", paramLabel = "SRC", defaultValue = "webcam:0",
            description = "webcam:INDEX, webcam:NAME, replay:DIR (images in name order), video:FILE, photo:FILE "
                    + "(default: ${DEFAULT-VALUE}).")
    String source;

    @Option(names = "--fps", defaultValue = "30", description = "Frame rate of replays and photos, 0.1 to 1000 (default: ${DEFAULT-VALUE}).")
    double fps;

    @Option(names = "--headless", description = "No window: process --frames frames and write them to --out.")
    boolean headless;

    /**
     * 10,000 frames, as many as the longest replay render-replay makes: each is written as a PNG
     * (about 1 MB at 800x600), and a photo source repeats without end, so a larger count only
     * fills the disk.
     */
    static final int MAX_FRAMES = 10_000;

    @Option(names = "--frames", defaultValue = "100", description = "Frames to process with --headless "
            + "(default: ${DEFAULT-VALUE}; at most 10000).")
    int frames;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where annotated frames go (headless: default live-out; window: saved frames, default .).")
    Path out;

    @Option(names = "--ocr", paramLabel = "ENGINE",
            description = "Digit reader: model or tesseract (default: model when installed, else tesseract).")
    String ocr;

    @Option(names = "--hint", description = "Show the next step instead of the solution (n or space: the following step, a: the answer).")
    boolean hint;

    @Option(names = "--check", description = "Check a grid being filled in: circle the written digits that do not fit "
            + "the solution, draw no digit of the answer.")
    boolean check;

    private final HintView hintView = new HintView();

    /** Frame rates above this are no camera's and would only spin the replay pacer. */
    static final double MAX_FPS = 1000;
    /** A frame every 10 s at the slowest: a rate below it is a typo, and would wait days between frames. */
    static final double MIN_FPS = 0.1;

    @Override
    public Integer call() throws Exception {
        OptionBounds.positive("--fps", fps, MAX_FPS);
        if (fps < MIN_FPS) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--fps must be at least " + MIN_FPS + " (a frame every 10 s), not " + fps);
        }
        OptionBounds.between("--frames", frames, 1, MAX_FRAMES);
        if (check && hint) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--check and --hint do not go together: choose one");
        }
        LiveSources.checkWritten(source);
        if (!headless && GraphicsEnvironment.isHeadless()) {
            throw new UserError(ExitCodes.INVALID_INPUT,
                    "no display for the live window; use --headless --frames N --out DIR");
        }
        FrameSource src = LiveSources.open(source, fps, true);
        try (LiveSession session = LiveSources.session(ocr, hint ? hintView : null, check)) {
            return headless ? runHeadless(src, session) : runWindow(src, session);
        } finally {
            src.close();
        }
    }

    private int runHeadless(FrameSource src, LiveSession session) throws Exception {
        Path dir = out != null ? out : Path.of("live-out");
        HeadlessRun.Totals t = HeadlessRun.run(src, session, frames, dir, System.out::println);
        System.out.println(String.format(Locale.ROOT, "live: frames=%d detected=%d solved_frames=%d ocr_runs=%d out=%s",
                t.frames(), t.detected(), t.solvedFrames(), t.ocrRuns(), dir));
        return ExitCodes.OK;
    }

    private int runWindow(FrameSource src, LiveSession session) throws Exception {
        LiveWindow window = new LiveWindow(out != null ? out : Path.of("."));
        LiveLoop loop = new LiveLoop(src, session, window);
        window.open("Sudoku Lens - " + src.describe(), 960, 720, () -> loop.freeze(!loop.frozen()));
        if (hint) {
            window.bindHintKeys(hintView, () -> loop.freeze(!loop.frozen()));
        }
        loop.start();
        try {
            window.awaitQuit();
        } finally {
            loop.close();
            window.close();
        }
        return ExitCodes.OK;
    }
}
