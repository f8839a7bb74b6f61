package lens.cli;

import java.util.concurrent.Callable;
import lens.capture.FrameSource;
import lens.live.LiveBench;
import lens.live.LiveSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench-live}: per-stage times of the live pipeline on a replay, ending with one summary line. */
@Command(name = "bench-live", mixinStandardHelpOptions = true,
        description = "Time the live pipeline on every frame of a replay (median and 95th percentile per stage).")
final class BenchLiveCommand implements Callable<Integer> {
    @Option(names = "--source", paramLabel = "SRC", required = true,
            description = "replay:DIR, video:FILE or photo:FILE (a photo needs --frames).")
    String source;

    /**
     * 100,000 frames (ten of the longest replays) from a source that never ends by itself (a
     * photo, a camera), which would otherwise run for days; a replay or a video ends on its own.
     */
    static final int MAX_ENDLESS_FRAMES = 100_000;

    @Option(names = "--frames", defaultValue = "100000", description = "At most this many frames (default: all; "
            + "at most 100000 from a photo or a camera).")
    int frames;

    @Option(names = "--warmup-frames", defaultValue = "30", description = "Frames run first, untimed, to warm up the JIT (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--ocr", paramLabel = "ENGINE",
            description = "Digit reader: model or tesseract (default: model when installed, else tesseract).")
    String ocr;

    @Option(names = "--hint", description = "Time the hint overlay (the next step) instead of the solution overlay.")
    boolean hint;

    @Override
    public Integer call() {
        OptionBounds.atLeast("--frames", frames, 1);
        OptionBounds.atLeast("--warmup-frames", warmup, 0);
        LiveSources.frames(source, "--frames", frames, MAX_ENDLESS_FRAMES);
        LiveSources.frames(source, "--warmup-frames", warmup, MAX_ENDLESS_FRAMES);
        if (source.startsWith("photo:") && frames == 100000) {
            frames = 300;
        }
        if (warmup > 0) {
            try (FrameSource src = LiveSources.open(source, 0, false); LiveSession s = LiveSources.session(ocr, hint ? new lens.live.HintView() : null, false)) {
                LiveBench.run(src, s, warmup);
            }
        }
        try (FrameSource src = LiveSources.open(source, 0, false); LiveSession s = LiveSources.session(ocr, hint ? new lens.live.HintView() : null, false)) {
            LiveBench b = LiveBench.run(src, s, frames);
            System.out.print(b.table());
            System.out.println(b.summary());
        }
        return ExitCodes.OK;
    }
}
