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
 * BUG type 2: a bivalue universal grave ({@link BugPattern}) with several BUG cells that all have
 * the same one extra digit x. Without x they would leave two solutions, so one of them is x, and
 * x leaves every cell that sees them all. Only valid for puzzles known to have exactly one
 * solution. Rated 5.7 as Sudoku Explainer rates it ({@code Bug2Hint}).
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class BugType2 implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        BugPattern p = BugPattern.of(b);
        if (p == null || p.cells().length < 2 || Integer.bitCount(p.all()) != 1) {
            return Optional.empty();
        }
        Eliminations el = new Eliminations(b);
        for (int c : p.seeing()) {
            el.addMask(c, p.all());
        }
        return el.isEmpty() ? Optional.empty() : Optional.of(Step.eliminate(TechniqueType.BUG_2, el.list(),
                new Evidence.BugExtra(p.cells(), Digits.first(p.all()))));
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.BUG_2.difficulty();
    }
}
