package lens.live;

import lens.board.Grid;

/**
 * Decides, frame by frame, when the digits must be read, and keeps the answer for a stable grid.
 *
 * <p>The rule: a grid that appears after no grid was seen for more than {@code lostGraceFrames},
 * or whose pattern of filled cells differs from the tracked one in more than
 * {@code maxFillChanges} cells, is new content: it is read on each frame until the same board has
 * been read {@code confirmReads} times in a row; then it is solved once and the answer is kept,
 * with no more reading, for as long as the grid stays (or returns within the grace period) with the
 * same filled cells. Once a board is confirmed, a different pattern must persist for
 * {@code changeFrames} frames before it counts as new; until then such frames are
 * {@link Decision#MISMATCH} (nothing is drawn on them). A grid at the frame's edge may be cut by
 * it, so once a board is confirmed such a frame is always a mismatch that does not count towards
 * a change. Not thread-safe: the pipeline thread owns it.
 */
public final class PuzzleTracker {
    /** What to do with a frame in which a grid was found. */
    public enum Decision {
        /** Read the digits (new content, or not yet confirmed). */
        READ,
        /** The tracked puzzle: show its answer, read nothing. */
        MATCH,
        /** Cells differ from the confirmed puzzle, not (yet) for long enough to drop it: show nothing. */
        MISMATCH
    }

    private final LiveParams params;
    private final BoardSolver solver;
    private Phase phase = Phase.SEARCHING;
    private boolean[] tracked;
    private int missedFrames = Integer.MAX_VALUE / 2;
    private int mismatchFrames;
    private Grid candidate;
    /** What the candidate's latest read says of its cells beyond their digits. */
    private BoardMarks marks = BoardMarks.NONE;
    private int agreeing;
    private BoardSolver.Outcome outcome;
    private long reads;
    private long puzzles;

    public PuzzleTracker(LiveParams params, BoardSolver solver) {
        this.params = params;
        this.solver = solver;
    }

    /** A frame without a grid. Past the grace period the puzzle is forgotten. */
    public void noGrid() {
        missedFrames++;
        if (missedFrames > params.lostGraceFrames()) {
            phase = Phase.SEARCHING;
            tracked = null;
            candidate = null;
            outcome = null;
        }
    }

    /** A frame with a grid whose cells are filled as given; says whether to read, show or hide. */
    public Decision gridSeen(boolean[] filled) {
        return gridSeen(filled, false);
    }

    /** As {@link #gridSeen(boolean[])}, for a grid that may be cut by the frame edge when {@code atEdge}. */
    public Decision gridSeen(boolean[] filled, boolean atEdge) {
        boolean returning = tracked != null && missedFrames <= params.lostGraceFrames();
        missedFrames = 0;
        if (atEdge && returning && outcome != null) {
            return Decision.MISMATCH;
        }
        boolean differs = returning && changes(filled) > params.maxFillChanges();
        if (differs && outcome != null && ++mismatchFrames < params.changeFrames()) {
            return Decision.MISMATCH;
        }
        if (!returning || differs) {
            tracked = filled.clone();
            candidate = null;
            agreeing = 0;
            outcome = null;
            phase = Phase.READING;
            puzzles++;
        }
        mismatchFrames = 0;
        return phase == Phase.READING ? Decision.READ : Decision.MATCH;
    }

    /** The board read on this frame (0 = empty); confirms it and solves once it is confirmed. */
    public void boardRead(Grid board, boolean[] filled) {
        boardRead(board, filled, BoardMarks.NONE);
    }

    /**
     * As {@link #boardRead(Grid, boolean[])}, the board as corrected (a slip of the pen left out
     * of it), with what this frame's reading says of its cells ({@code marks}: kept with the
     * confirmed board, to be marked as on a photo's answer).
     */
    public void boardRead(Grid board, boolean[] filled, BoardMarks marks) {
        this.marks = marks;
        reads++;
        if (board.equals(candidate)) {
            agreeing++;
        } else {
            candidate = board;
            agreeing = 1;
        }
        tracked = filled.clone();
        if (agreeing >= params.confirmReads()) {
            outcome = solver.solve(board);
            phase = outcome.solved() ? Phase.SOLVED : Phase.UNSOLVABLE;
        }
    }

    private int changes(boolean[] filled) {
        int n = 0;
        for (int i = 0; i < 81; i++) {
            n += filled[i] != tracked[i] ? 1 : 0;
        }
        return n;
    }

    public Phase phase() {
        return phase;
    }

    /** The solve outcome of the confirmed board, or null while searching or reading. */
    public BoardSolver.Outcome outcome() {
        return outcome;
    }

    /** What the confirmed board's last read says of its cells (none while reading). */
    public BoardMarks marks() {
        return outcome == null ? BoardMarks.NONE : marks;
    }

    /** The last board read (null before the first read of the current puzzle). */
    public Grid lastRead() {
        return candidate;
    }

    /** How many boards read were taken as votes since the start. */
    public long reads() {
        return reads;
    }

    /** How many times new grid content was taken up since the start. */
    public long puzzlesSeen() {
        return puzzles;
    }
}
