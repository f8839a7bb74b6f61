package lens.pipeline;

import java.util.List;
import lens.board.Grid;
import lens.ocr.DigitReading;
import lens.vision.GridGeometry;
import lens.vision.PhotoProblem;
import lens.vision.Quad;

/** What was read from a photo: a board, or why there is none. */
public sealed interface PhotoReading {
    /** No grid in the photo. */
    record NoGrid(String reason) implements PhotoReading {
    }

    /**
     * A grid. {@code geometry} maps its cells back into the photo; {@code filled[i]} says whether
     * cell i holds ink; {@code readings[i]} is the recognizer's reading of a filled cell (null
     * for empty cells, and for all cells when no recognizer was given); {@code board} holds the
     * digits read (0 for empty and unread cells); {@code turns} is how many clockwise quarter
     * turns of the photo's grid make it upright (a page lying sideways), already applied to all
     * of the above; {@code kinds} says which filled cells are printed and which written by hand;
     * {@code problems} lists what about the photo may have spoilt the reading (empty for a good
     * photo).
     */
    record Read(GridGeometry geometry, boolean[] filled, DigitReading[] readings, Grid board, int turns,
                CellKinds kinds, List<PhotoProblem> problems) implements PhotoReading {
        public Read {
            filled = filled.clone();
            readings = readings.clone();
            problems = List.copyOf(problems);
        }

        public Quad corners() {
            return geometry.corners();
        }

        @Override
        public boolean[] filled() {
            return filled.clone();
        }

        @Override
        public DigitReading[] readings() {
            return readings.clone();
        }

        /** The same reading, saying it was found {@code turns} quarter turns from the photo's grid as detected. */
        Read withTurns(int turns) {
            return new Read(geometry, filled, readings, board, turns, kinds, problems);
        }

        public int filledCount() {
            int n = 0;
            for (boolean f : filled) {
                n += f ? 1 : 0;
            }
            return n;
        }
    }
}
