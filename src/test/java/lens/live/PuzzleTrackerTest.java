package lens.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.board.Grid;
import org.junit.jupiter.api.Test;

class PuzzleTrackerTest {
    private static final Grid PUZZLE = Grid.parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    private static final Grid OTHER = Grid.parse(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    private static final Grid BROKEN = PUZZLE.with(2, 5);

    private final PuzzleTracker tracker = new PuzzleTracker(LiveParams.defaults(), new BoardSolver());

    private static boolean[] filled(Grid g) {
        boolean[] f = new boolean[81];
        for (int i = 0; i < 81; i++) {
            f[i] = !g.isEmpty(i);
        }
        return f;
    }

    private boolean asksToRead(boolean[] filled) {
        return tracker.gridSeen(filled) == PuzzleTracker.Decision.READ;
    }

    /** Feeds frames of {@code g} read as {@code read} until the tracker stops asking; returns the reads. */
    private int settle(Grid g, Grid read) {
        int reads = 0;
        for (int frame = 0; frame < 10; frame++) {
            if (asksToRead(filled(g))) {
                tracker.boardRead(read, filled(g));
                reads++;
            }
        }
        return reads;
    }

    @Test
    void confirmsOverThreeReadsThenKeepsTheSolution() {
        assertEquals(Phase.SEARCHING, tracker.phase());
        assertTrue(asksToRead(filled(PUZZLE)));
        tracker.boardRead(PUZZLE, filled(PUZZLE));
        assertEquals(Phase.READING, tracker.phase());
        assertNull(tracker.outcome(), "no answer after one read");
        assertEquals(2, settle(PUZZLE, PUZZLE));
        assertEquals(Phase.SOLVED, tracker.phase());
        assertTrue(tracker.outcome().solution().isComplete());
        assertEquals(3, tracker.reads());
        assertFalse(asksToRead(filled(PUZZLE)), "a stable grid is not read again");
    }

    /**
     * The cells the correction revised, and the slips of the pen, on the confirming read are kept
     * with the answer, to be circled; none while reading.
     */
    @Test
    void theConfirmedBoardKeepsTheCellsItsCorrectionRevisedAndItsSlips() {
        boolean[] revised = new boolean[81];
        revised[5] = true;
        boolean[] slips = new boolean[81];
        slips[7] = true;
        BoardMarks marks = new BoardMarks(revised, slips, new boolean[81]);
        assertTrue(asksToRead(filled(PUZZLE)));
        tracker.boardRead(PUZZLE, filled(PUZZLE), marks);
        assertFalse(tracker.marks().revised()[5] || tracker.marks().mistakes()[7], "nothing to circle before the answer");
        tracker.boardRead(PUZZLE, filled(PUZZLE), BoardMarks.NONE);
        tracker.boardRead(PUZZLE, filled(PUZZLE), marks);
        assertEquals(Phase.SOLVED, tracker.phase());
        assertTrue(tracker.marks().sameAs(marks));
        assertEquals(1, tracker.marks().slips());
    }

    /** A grid sliding out of view is outlined wrongly: at the frame edge it never replaces the answer, however long. */
    @Test
    void aGridAtTheFrameEdgeNeverReplacesAConfirmedPuzzle() {
        settle(PUZZLE, PUZZLE);
        assertEquals(Phase.SOLVED, tracker.phase());
        for (int frame = 0; frame < 10; frame++) {
            assertEquals(PuzzleTracker.Decision.MISMATCH, tracker.gridSeen(filled(OTHER), true), "frame " + frame);
        }
        assertEquals(Phase.SOLVED, tracker.phase());
        assertEquals(PuzzleTracker.Decision.MATCH, tracker.gridSeen(filled(PUZZLE)));
        for (int frame = 0; frame < LiveParams.defaults().changeFrames(); frame++) {
            tracker.gridSeen(filled(OTHER));
        }
        assertEquals(Phase.READING, tracker.phase(), "away from the edge the new content is taken up");
    }

    @Test
    void aMisreadFrameRestartsTheConfirmation() {
        asksToRead(filled(PUZZLE));
        tracker.boardRead(PUZZLE, filled(PUZZLE));
        asksToRead(filled(PUZZLE));
        tracker.boardRead(BROKEN, filled(PUZZLE));
        asksToRead(filled(PUZZLE));
        tracker.boardRead(PUZZLE, filled(PUZZLE));
        assertEquals(Phase.READING, tracker.phase());
        assertEquals(2, settle(PUZZLE, PUZZLE));
        assertEquals(Phase.SOLVED, tracker.phase());
    }

    @Test
    void briefLossKeepsTheAnswerLongLossForgetsIt() {
        settle(PUZZLE, PUZZLE);
        for (int i = 0; i < LiveParams.defaults().lostGraceFrames(); i++) {
            tracker.noGrid();
        }
        assertEquals(Phase.SOLVED, tracker.phase());
        assertFalse(asksToRead(filled(PUZZLE)), "back within the grace period: no new read");
        for (int i = 0; i <= LiveParams.defaults().lostGraceFrames(); i++) {
            tracker.noGrid();
        }
        assertEquals(Phase.SEARCHING, tracker.phase());
        assertTrue(asksToRead(filled(PUZZLE)));
    }

    @Test
    void aFewFlickeringCellsAreTheSamePuzzleADifferentPatternIsNew() {
        settle(PUZZLE, PUZZLE);
        boolean[] flicker = filled(PUZZLE);
        flicker[2] = true;
        flicker[80] = false;
        assertFalse(asksToRead(flicker));
        assertEquals(PuzzleTracker.Decision.MISMATCH, tracker.gridSeen(filled(OTHER)),
                "one frame of another pattern (perhaps a misdetection) hides the answer but keeps it");
        assertEquals(Phase.SOLVED, tracker.phase());
        assertEquals(PuzzleTracker.Decision.MATCH, tracker.gridSeen(filled(PUZZLE)));
        assertEquals(PuzzleTracker.Decision.MISMATCH, tracker.gridSeen(filled(OTHER)));
        assertTrue(asksToRead(filled(OTHER)), "two frames in a row: another puzzle, read it");
        assertEquals(Phase.READING, tracker.phase());
        assertEquals(2, tracker.puzzlesSeen());
        settle(OTHER, OTHER);
        assertEquals(Phase.SOLVED, tracker.phase());
        assertEquals(OTHER, tracker.outcome().givens());
    }

    @Test
    void unsolvableBoardsSayWhy() {
        settle(BROKEN, BROKEN);
        assertEquals(Phase.UNSOLVABLE, tracker.phase());
        assertEquals("two 5s in row 1 (r1c1, r1c3)", tracker.outcome().reason());
        PuzzleTracker t = new PuzzleTracker(LiveParams.defaults(), new BoardSolver());
        Grid few = Grid.parse("53..7....6..195" + ".".repeat(66));
        for (int i = 0; i < 3; i++) {
            t.gridSeen(filled(few));
            t.boardRead(few, filled(few));
        }
        assertEquals("only 7 digits read", t.outcome().reason());
    }
}
