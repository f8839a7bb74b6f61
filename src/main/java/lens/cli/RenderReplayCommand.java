package lens.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import lens.samples.ReplayRenderer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code render-replay}: writes a camera-like replay of a moving printed puzzle, for live and bench-live. */
@Command(name = "render-replay", mixinStandardHelpOptions = true,
        description = "Render a replay folder: a printed puzzle moving, turning, tilting and partly leaving the"
            + " frame, replaced by a second puzzle at two thirds; frame-NNNN.png and truth.csv (true corners).")
final class RenderReplayCommand implements Callable<Integer> {
    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output folder.")
    Path out;

    @Option(names = "--frames", defaultValue = "300", description = "Number of frames (default: ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--size", defaultValue = "640x480", description = "Frame size (default: ${DEFAULT-VALUE}).")
    String size;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed of the two puzzles (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws Exception {
        int[] wh = OptionBounds.size("--size", size, 320, 240);
        int w = wh[0];
        int h = wh[1];
        OptionBounds.between("--frames", frames, 2, 10000);
        new ReplayRenderer(w, h, frames, frames * 2 / 3, seed).write(out);
        System.out.println("render-replay: frames=" + frames + " size=" + w + "x" + h + " out=" + out);
        return ExitCodes.OK;
    }
}
