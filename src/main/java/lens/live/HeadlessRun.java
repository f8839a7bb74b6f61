package lens.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import lens.capture.FrameResult;
import lens.capture.FrameSource;
import lens.io.IoErrors;
import lens.io.OutputException;
import lens.io.PictureWriter;

/**
 * The live pipeline without a window: takes frames one after the other (every frame is processed,
 * none dropped, so runs are repeatable), writes each annotated frame as {@code frame-NNNN.png}
 * and one log line per frame to {@code live.log} and to the given consumer. Nothing in the folder
 * is replaced: frames are numbered on from the highest {@code frame-NNNN.png} already there and
 * the log is appended to, so a second run into the same folder keeps the first.
 */
public final class HeadlessRun {
    private HeadlessRun() {
    }

    /** Totals of a run. */
    public record Totals(int frames, int detected, int solvedFrames, long ocrRuns, int lostEvents) {
    }

    /**
     * Processes up to {@code frames} frames (fewer when a replay ends). A lost camera is logged and
     * waited for, up to {@code frames} times in a row.
     */
    public static Totals run(FrameSource source, LiveSession session, int frames, Path out, Consumer<String> log)
            throws IOException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new OutputException(out + " is not a folder; --out names the folder the frames go to");
        }
        int first;
        try {
            Files.createDirectories(out);
            first = FrameNames.nextFree(out);
        } catch (IOException e) {
            throw new OutputException("cannot make the frame folder " + out + ": " + IoErrors.reason(e));
        }
        StringBuilder logFile = new StringBuilder();
        int done = 0;
        int detected = 0;
        int solved = 0;
        int lost = 0;
        int lostInRow = 0;
        while (done < frames && lostInRow < frames) {
            FrameResult r = source.next();
            if (r instanceof FrameResult.Ended) {
                break;
            }
            if (r instanceof FrameResult.Lost l) {
                lost++;
                lostInRow++;
                emit("camera lost: " + l.reason(), log, logFile);
                continue;
            }
            lostInRow = 0;
            FrameResult.Captured c = (FrameResult.Captured) r;
            LiveSession.Annotated a = session.annotate(c.image(), c.sequence());
            if (PictureWriter.writePng(a.image(), out.resolve(FrameNames.name(first + done)))
                    instanceof PictureWriter.Result.Failed f) {
                throw new OutputException("frame not written: " + f.reason());
            }
            emit(a.report().logLine(), log, logFile);
            detected += a.report().detected() ? 1 : 0;
            solved += a.report().solved() ? 1 : 0;
            done++;
        }
        Path logPath = out.resolve("live.log");
        try {
            Files.writeString(logPath, logFile.toString(), StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw new OutputException("log not written: cannot write " + logPath + ": " + IoErrors.reason(e));
        }
        return new Totals(done, detected, solved, session.pipeline().readings(), lost);
    }

    private static void emit(String line, Consumer<String> log, StringBuilder file) {
        log.accept(line);
        file.append(line).append('\n');
    }
}
