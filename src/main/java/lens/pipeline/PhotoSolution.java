package lens.pipeline;

import java.util.List;
import lens.board.Grid;
import lens.ocr.correct.BoardCorrector;
import lens.solve.BoardVerdict;

/** What {@link PhotoSolver} made of a photo: no grid, or the board read, corrected and judged. */
public sealed interface PhotoSolution {
    /** No grid in the photo; {@code reason} says what the detector missed. */
    record NoGrid(String reason) implements PhotoSolution {
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
