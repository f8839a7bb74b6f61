package lens.solve.human.uniqueness;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * BUG type 3: a bivalue universal grave ({@link BugPattern}) whose BUG cells lie in one unit and
 * have two or more extra digits between them. One of them takes an extra (else two solutions),
 * so together they act as one cell holding the extras, and with other cells of the unit they can
 * make a naked set whose digits leave the rest of the unit. Only valid for puzzles known to have
 * exactly one solution. Rated as Sudoku Explainer rates it ({@code Bug3Hint}: 5.7 plus 0.1 per
 * digit of the set beyond one), smallest set first; SE's sets go up to six digits.
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class BugType3 implements Technique {
    private static final int LARGEST_SET = 6;

    @Override
    public Optional<Step> find(CandidateBoard b) {
        BugPattern p = BugPattern.of(b);
        if (p == null || p.cells().length < 2 || Integer.bitCount(p.all()) < 2) {
            return Optional.empty();
        }
        int[] units = p.sharedUnits();
        for (int size = 2; size <= LARGEST_SET; size++) {
            for (int u : units) {
                NakedSetWithVirtualCell.Found f = NakedSetWithVirtualCell.find(b, u, p.cells(), p.all(), 0, size);
                if (f != null) {
                    Eliminations el = new Eliminations(b);
                    for (int c : Units.cellsOf(u)) {
                        if (!NakedSetWithVirtualCell.contains(p.cells(), c) && !NakedSetWithVirtualCell.contains(f.others(), c)) {
                            el.addMask(c, f.digits());
                        }
                    }
                    return Optional.of(Step.eliminate(TechniqueType.BUG_3, el.list(),
                            new Evidence.BugSubset(p.cells(), p.extras(), u, f.others(), f.digits())));
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.BUG_3.difficulty();
    }
}
