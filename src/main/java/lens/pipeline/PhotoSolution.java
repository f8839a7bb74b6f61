package lens.pipeline;

import java.util.List;
import lens.board.Grid;
import lens.ocr.correct.BoardCorrector;
import lens.solve.BoardVerdict;
import lens.vision.PhotoProblem;

/**
 * What {@link PhotoSolver} made of a photo: no grid, a grid the photo does not let be read, or
 * the board read, corrected and judged.
 */
public sealed interface PhotoSolution {
    /** The grid read, whether judged or found unusable; null when there was no grid. */
    static PhotoReading.Read gridRead(PhotoSolution s) {
        return s instanceof Judged j ? j.read() : s instanceof Unusable u ? u.read() : null;
    }

    /** No grid in the photo; {@code reason} says what the detector missed. */
    record NoGrid(String reason) implements PhotoSolution {
    }

    /**
     * A grid whose reading is not a puzzle with one solution, in a photo with a problem that
     * explains why ({@code problem}: cut off, too small, blurred): the board is not worth
     * showing, the user is told what to do. {@code verdict} is what the board as read was judged.
     */
    record Unusable(PhotoReading.Read read, PhotoProblem problem, BoardVerdict verdict) implements PhotoSolution {
    }

    /**
     * A grid was read.
     *
     * @param read        the reading (geometry for drawing, filled cells, each cell's reading)
     * @param corrections what the board correction changed in the reading (often nothing)
     * @param verdict     the corrected board judged: its solution when it is solved
     */
    record Judged(PhotoReading.Read read, List<BoardCorrector.Change> corrections, BoardVerdict verdict)
            implements PhotoSolution {
        public Judged {
            corrections = List.copyOf(corrections);
        }

        /** The board after correction (what was judged). */
        public Grid board() {
            return verdict.board();
        }

        /** The unique solution, or null when the verdict is not {@link BoardVerdict.Solved}. */
        public Grid solution() {
            return verdict.solution();
        }
    }
}
