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
        String[] wh = size.split("x");
        int w;
        int h;
        try {
            w = Integer.parseInt(wh[0]);
            h = Integer.parseInt(wh[1]);
        } catch (RuntimeException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--size must look like 640x480, not " + size);
        }
        if (frames < 2 || frames > 10000 || w < 320 || h < 240 || w > 4000 || h > 4000) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--frames must be 2..10000 and --size between 320x240 and 4000x4000");
        }
        new ReplayRenderer(w, h, frames, frames * 2 / 3, seed).write(out);
        System.out.println("render-replay: frames=" + frames + " size=" + w + "x" + h + " out=" + out);
        return ExitCodes.OK;
    }
}
