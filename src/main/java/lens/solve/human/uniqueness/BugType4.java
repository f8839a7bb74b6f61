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
 * BUG type 4: a bivalue universal grave ({@link BugPattern}) with two BUG cells in one unit that
 * share one digit besides their extras. In the grave that digit has exactly those two places in
 * the unit, so one of the cells holds it; one of them takes an extra (else two solutions), so
 * that is the other one, and neither keeps its remaining grave digit. Only valid for puzzles
 * known to have exactly one solution. Rated 5.7 as Sudoku Explainer rates it ({@code Bug4Hint}).
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class BugType4 implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        BugPattern p = BugPattern.of(b);
        if (p == null || p.cells().length != 2) {
            return Optional.empty();
        }
        int c1 = p.cells()[0];
        int c2 = p.cells()[1];
        int common = b.candidates(c1) & b.candidates(c2) & ~p.all();
        int[] units = p.sharedUnits();
        if (Integer.bitCount(common) != 1 || units.length == 0) {
            return Optional.empty();
        }
        Eliminations el = new Eliminations(b);
        el.addMask(c1, b.candidates(c1) & ~p.extras()[0] & ~common);
        el.addMask(c2, b.candidates(c2) & ~p.extras()[1] & ~common);
        return el.isEmpty() ? Optional.empty() : Optional.of(Step.eliminate(TechniqueType.BUG_4, el.list(),
                new Evidence.BugLocked(p.cells(), p.extras(), units[0], Digits.first(common))));
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.BUG_4.difficulty();
    }
}
