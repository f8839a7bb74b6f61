package lens.solve.human.uniqueness;

import java.util.Optional;
import lens.board.Digits;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Unique rectangle type 2: the rectangle's corners hold the pair ab, and the corners holding more
 * (two or three) hold just one more digit x. Without x there they would be a deadly pattern, so
 * one of them is x, and x leaves every cell that sees them all. Only valid for puzzles known to
 * have exactly one solution. Rated 4.5 as Sudoku Explainer rates it ({@code UniqueLoopType2Hint}).
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class UniqueRectangleType2 implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        return Optional.ofNullable(Rectangles.first(b, r -> {
            int extras = r.extras(b);
            if (r.roof().length < 2 || Integer.bitCount(extras) != 1) {
                return null;
            }
            Eliminations el = new Eliminations(b);
            for (int c : Rectangles.seeingAll(b, r.roof())) {
                el.addMask(c, extras);
            }
            return el.isEmpty() ? null : Step.eliminate(TechniqueType.UNIQUE_RECTANGLE_2, el.list(),
                    new Evidence.RectangleExtra(r.cells(), r.digits(), r.roof(), Digits.first(extras)));
        }));
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.UNIQUE_RECTANGLE_2.difficulty();
    }
}
