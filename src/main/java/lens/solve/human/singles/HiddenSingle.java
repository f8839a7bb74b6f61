package lens.solve.human.singles;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Hidden single: a digit with one place left in a unit goes there. Boxes are easier to scan
 * than rows and columns, so they are separate techniques ({@link #inBoxes()}, {@link #inLines()}).
 */
public final class HiddenSingle implements Technique {
    private final int firstUnit;
    private final int endUnit;
    private final TechniqueType type;

    private HiddenSingle(int firstUnit, int endUnit, TechniqueType type) {
        this.firstUnit = firstUnit;
        this.endUnit = endUnit;
        this.type = type;
    }

    public static HiddenSingle inBoxes() {
        return new HiddenSingle(18, 27, TechniqueType.HIDDEN_SINGLE_BOX);
    }

    public static HiddenSingle inLines() {
        return new HiddenSingle(0, 18, TechniqueType.HIDDEN_SINGLE_LINE);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int u = firstUnit; u < endUnit; u++) {
            for (int d = 1; d <= 9; d++) {
                int where = b.where(u, d);
                if (Integer.bitCount(where) == 1) {
                    int cell = Units.cellsOf(u)[Integer.numberOfTrailingZeros(where)];
                    return Optional.of(Step.place(type, cell, d, new Evidence.OnlyPlace(u, d, cell)));
                }
            }
        }
        return Optional.empty();
    }
}
