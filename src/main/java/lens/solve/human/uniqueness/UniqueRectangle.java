package lens.solve.human.uniqueness;

import java.util.Optional;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Unique rectangle type 1: four empty cells in two rows, two columns and two boxes. If three of
 * them hold only the same two digits ab and the fourth were also only ab, the two digits could
 * swap and the puzzle would have two solutions; so in a puzzle with one solution the fourth cell
 * is not a and not b. Only valid for puzzles known to have exactly one solution.
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class UniqueRectangle implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        return Optional.ofNullable(Rectangles.first(b, r -> {
            if (r.roof().length != 1) {
                return null;
            }
            Eliminations el = new Eliminations(b);
            el.addMask(r.roof()[0], r.digits());
            return Step.eliminate(TechniqueType.UNIQUE_RECTANGLE, el.list(), new Evidence.Rectangle(r.cells(), r.digits()));
        }));
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.UNIQUE_RECTANGLE.difficulty();
    }
}
