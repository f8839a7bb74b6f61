package lens.live;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import lens.capture.FrameResult;
import lens.capture.FrameSource;

/**
 * Times the live pipeline stage by stage on every frame of a finite source (a replay played
 * unpaced, once). Each stage's times are collected so that medians and 95th percentiles can be
 * printed; {@code fps} is frames over the summed per-frame processing time (capture and file
 * decoding excluded: a camera delivers decoded frames).
 */
public final class LiveBench {
    private final Map<String, double[]> stages = new LinkedHashMap<>();
    private int frames;
    private int detected;
    private long ocrRuns;
    private double processSeconds;
    private double wallSeconds;

    private LiveBench() {
    }

    /** Runs the source to its end (or {@code maxFrames}) through the session and collects the times. */
    public static LiveBench run(FrameSource source, LiveSession session, int maxFrames) {
        LiveBench b = new LiveBench();
        String[] names = {"capture", "convert", "detect", "warp", "ocr", "solve", "overlay", "status", "frame"};
        // grown as frames come: maxFrames is an upper bound (a huge --warmup-frames), not a size to allocate
        double[][] t = new double[names.length][Math.min(maxFrames, 1024)];
        long start = System.nanoTime();
        while (b.frames < maxFrames) {
            long c0 = System.nanoTime();
            FrameResult r = source.next();
            double captureMs = (System.nanoTime() - c0) / 1e6;
            if (!(r instanceof FrameResult.Captured c)) {
                break;
            }
            long p0 = System.nanoTime();
            LiveSession.Annotated a = session.annotate(c.image(), c.sequence());
            double frameMs = (System.nanoTime() - p0) / 1e6;
            FrameReport rep = a.report();
            double[] v = {captureMs, a.convertMs(), rep.detectMs(), rep.warpMs(), rep.ocrMs(), rep.solveMs(),
                rep.overlayMs(), a.statusMs(), frameMs};
            for (int s = 0; s < names.length; s++) {
                if (b.frames == t[s].length) {
                    t[s] = Arrays.copyOf(t[s], t[s].length * 2);
                }
                t[s][b.frames] = v[s];
            }
            b.processSeconds += frameMs / 1e3;
            b.detected += rep.detected() ? 1 : 0;
            b.frames++;
        }
        b.wallSeconds = (System.nanoTime() - start) / 1e9;
        b.ocrRuns = session.pipeline().readings();
        for (int s = 0; s < names.length; s++) {
            b.stages.put(names[s], Arrays.copyOf(t[s], b.frames));
        }
        return b;
    }

    /** The q-quantile (0..1) of a stage's times, by the nearest-rank rule. */
    public double quantile(String stage, double q) {
        double[] v = stages.get(stage).clone();
        if (v.length == 0) {
            return 0;
        }
        Arrays.sort(v);
        int rank = (int) Math.ceil(q * v.length) - 1;
        return v[Math.max(0, Math.min(v.length - 1, rank))];
    }

    /** One line per stage: {@code detect    p50=  3.1 ms  p95=  5.0 ms}. */
    public String table() {
        StringBuilder sb = new StringBuilder();
        for (String s : stages.keySet()) {
            sb.append(String.format(Locale.ROOT, "  %-8s p50=%7.2f ms  p95=%7.2f ms%n", s, quantile(s, 0.5),
                    quantile(s, 0.95)));
        }
        sb.append(String.format(Locale.ROOT, "  detect+warp+overlay p50=%.2f ms (frames of %d, wall %.1f s incl. decoding)%n",
                quantile("detect", 0.5) + quantile("warp", 0.5) + quantile("overlay", 0.5), frames, wallSeconds));
        return sb.toString();
    }

    public int frames() {
        return frames;
    }

    public int detected() {
        return detected;
    }

    public double fps() {
        return processSeconds > 0 ? frames / processSeconds : 0;
    }

    /** The median OCR time of the frames that read digits (the p50 over all frames is 0: most frames do not). */
    public double ocrMsPerRun() {
        double[] runs = Arrays.stream(stages.get("ocr")).filter(ms -> ms > 0).sorted().toArray();
        return runs.length == 0 ? 0 : runs[(runs.length - 1) / 2];
    }

    /** The summary line, e.g. {@code bench-live: frames=300 detected=296 fps=74.2 ...}. */
    public String summary() {
        return String.format(Locale.ROOT,
                "bench-live: frames=%d detected=%d fps=%.1f detect_ms_p50=%.1f ocr_runs=%d ocr_ms_per_run_p50=%.1f overlay_ms_p50=%.1f",
                frames, detected, fps(), quantile("detect", 0.5), ocrRuns, ocrMsPerRun(), quantile("overlay", 0.5));
    }
}
