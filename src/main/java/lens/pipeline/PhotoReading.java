package lens.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
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
        /** A digit read with a calibrated probability below this is named among the least sure. */
        static final double DOUBTFUL = 0.9;
        /** How many of the least sure digits are named. */
        static final int NAMED = 3;

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

        /** The first of {@link #problems} of that kind; null when there is none. */
        public <P extends PhotoProblem> P problem(Class<P> kind) {
            return problems.stream().filter(kind::isInstance).map(kind::cast).findFirst().orElse(null);
        }

        /** The same reading, saying it was found {@code turns} quarter turns from the photo's grid as detected. */
        Read withTurns(int turns) {
            return new Read(geometry, filled, readings, board, turns, kinds, problems);
        }

        /** The same reading with {@code problems} instead of its own (a look past its corners named them). */
        Read withProblems(List<PhotoProblem> problems) {
            return new Read(geometry, filled, readings, board, turns, kinds, problems);
        }

        /** Whether any digit read looks written by hand (not printed): a grid someone has begun to fill in. */
        public boolean handWritten() {
            for (int cell = 0; cell < Units.CELLS; cell++) {
                if (!board.isEmpty(cell) && kinds.kind(cell) == InkKind.WRITTEN) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Whether a digit of {@code board} in a broken rule looks written by hand and is read beyond
         * doubt as writing ({@link DigitReading#beyondDoubtAsWritten}, what {@code verify} needs to
         * call a digit the person's mistake): a slip of the pen may break the rule. A person's wrong
         * digit is written plainly; a blurred photo's print taken for writing (degraded printed
         * validation photo image151) reads beyond doubt as print at most.
         */
        public boolean writtenInBrokenRules(Grid board) {
            return Rules.conflicts(board).stream().flatMap(c -> c.cells().stream())
                    .anyMatch(cell -> kinds.kind(cell) == InkKind.WRITTEN && readings[cell] != null
                            && readings[cell].beyondDoubtAsWritten());
        }

        public int filledCount() {
            int n = 0;
            for (boolean f : filled) {
                n += f ? 1 : 0;
            }
            return n;
        }

        /**
         * The digits read least surely, for a user whose board came out broken: up to
         * {@value #NAMED} read cells below {@value #DOUBTFUL} calibrated probability, least sure
         * first, as {@code r2c9 (8, or 9?)}; empty when every digit was read surely (then a
         * missing digit or the page itself is the likelier cause).
         */
        public String leastSure() {
            List<Integer> cells = new ArrayList<>();
            for (int cell = 0; cell < readings.length; cell++) {
                if (readings[cell] != null && !board.isEmpty(cell) && readings[cell].probability() < DOUBTFUL) {
                    cells.add(cell);
                }
            }
            cells.sort(Comparator.comparingDouble(cell -> readings[cell].probability()));
            return cells.stream().limit(NAMED)
                    .map(cell -> Units.cellName(cell) + " (" + board.get(cell) + ", or " + nextChoice(cell) + "?)")
                    .collect(Collectors.joining(", "));
        }

        private int nextChoice(int cell) {
            int[] ranked = readings[cell].ranked();
            return ranked[0] == board.get(cell) ? ranked[1] : ranked[0];
        }
    }
}
