package lens.live;

import java.util.Locale;
import lens.pipeline.Orientation;
import lens.vision.GridGeometry;
import lens.vision.Quad;

/**
 * What the live pipeline did with one frame, for the status corner, the headless log and the
 * benchmark. Times are in milliseconds; a stage that did not run has 0.
 *
 * @param sequence    the frame's number from the source
 * @param phase       searching, reading, solved or unsolvable after this frame
 * @param geometry    the detected grid (corners and square-to-frame homography), or null
 * @param digitsRead  digits in the last board read for the current puzzle (0 before any read)
 * @param ocrRan      whether digits were recognised on this frame
 * @param overlaid    whether the solution was drawn on this frame
 * @param matches     whether the grid in view shows the board being followed (its inked cells agree):
 *                    only then does an answer belong on it
 * @param turns       quarter turns from the detected corners to the upright grid, as the board was read
 * @param reason      why the confirmed board is unsolvable (null otherwise)
 * @param advice      what the person holding the camera should change ({@link lens.vision.PhotoProblem#cue}:
 *                    the grid cut by the frame, too small, blurred, the picture too dark), or null
 *                    (always when an answer is overlaid)
 * @param slips       written digits of the confirmed board that the solution contradicts (slips of the pen)
 * @param checking    whether the view checks the grid (its slips circled, no answer drawn) rather than solves it
 * @param detectMs    grid detection
 * @param warpMs      perspective warp and cell split
 * @param ocrMs       digit recognition (when it ran)
 * @param solveMs     solving (when a board was confirmed on this frame)
 * @param overlayMs   drawing the outline, the digits and the status
 * @param totalMs     everything from the frame in to the annotated frame out
 */
public record FrameReport(long sequence, Phase phase, GridGeometry geometry, int digitsRead, boolean ocrRan, boolean overlaid,
                          boolean matches, int turns,
                          String reason, String advice, int slips, boolean checking,
                          double detectMs, double warpMs, double ocrMs, double solveMs, double overlayMs,
                          double totalMs) {
    public boolean detected() {
        return geometry != null;
    }

    /** The detected grid's corners, or null. */
    public Quad corners() {
        return geometry == null ? null : geometry.corners();
    }

    /** The corners turned so that the first is the top left of the upright grid (where r1c1 is drawn), or null. */
    public Quad uprightCorners() {
        return geometry == null ? null : Orientation.turn(geometry, turns).corners();
    }

    public boolean solved() {
        return phase == Phase.SOLVED;
    }

    /** One log line: {@code frame=12 detected=yes digits=27 ocr=no phase=solved ms=7.9}. */
    public String logLine() {
        return String.format(Locale.ROOT,
                "frame=%d detected=%s digits=%d ocr=%s solved=%s phase=%s ms=%.1f detect_ms=%.1f overlay_ms=%.1f%s",
                sequence, detected() ? "yes" : "no", digitsRead, ocrRan ? "yes" : "no", solved() ? "yes" : "no",
                phase.label(), totalMs, detectMs, overlayMs, reason != null ? " reason=\"" + reason + "\"" : "")
                + (solved() ? " slips=" + slips : "")
                + (advice != null ? " advice=\"" + advice + "\"" : "");
    }
}
