package lens.live;

/**
 * Tuning of the live pipeline.
 *
 * @param confirmReads     identical readings in a row before a board is solved and shown: one
 *                         misread frame (motion blur, glare) must not put a wrong answer on screen
 * @param lostGraceFrames  frames a grid may go undetected (a hand passing, fast motion) and still
 *                         count as the same puzzle when it returns, so it is not read again
 * @param maxFillChanges   filled/empty flips tolerated before the grid counts as new content:
 *                         blur makes a cell or two flicker, another puzzle changes dozens
 * @param changeFrames     frames in a row a different filled pattern must persist before it replaces
 *                         a solved puzzle: one wrong detection (a grid half out of the frame
 *                         outlined wrongly) must not throw the answer away
 *
 * <p>A grid cut by the frame's edge ({@link lens.vision.PhotoQuality#cutOff}, the same check a
 * photo gets) is found and read like any other, but it neither replaces nor shows a confirmed
 * answer (a puzzle sliding out of view is outlined wrongly, inside the frame).
 */
public record LiveParams(int confirmReads, int lostGraceFrames, int maxFillChanges, int changeFrames) {
    public static LiveParams defaults() {
        return new LiveParams(3, 15, 3, 2);
    }
}
