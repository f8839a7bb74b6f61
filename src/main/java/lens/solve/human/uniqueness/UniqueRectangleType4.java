package lens.solve.human.uniqueness;

import java.util.Optional;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Unique rectangle type 4: the two roof cells (the corners holding more than the pair ab) share
 * a unit in which a fits only them. So one of them is a, and b in either would leave the other
 * only a or b: a deadly pattern. b leaves both roof cells. Only valid for puzzles known to have
 * exactly one solution. Rated 4.5 as Sudoku Explainer rates it ({@code UniqueLoopType4Hint}).
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class UniqueRectangleType4 implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        return Optional.ofNullable(Rectangles.first(b, r -> {
            int[] roof = r.roof();
            for (int locked : Digits.toArray(r.digits())) {
                for (int u : r.sharedUnits()) {
                    if (fitsOnly(b, u, locked, roof)) {
                        int other = r.digits() & ~Digits.bit(locked);
                        Eliminations el = new Eliminations(b);
                        el.addMask(roof[0], other);
                        el.addMask(roof[1], other);
                        return Step.eliminate(TechniqueType.UNIQUE_RECTANGLE_4, el.list(),
                                new Evidence.RectangleLocked(r.cells(), r.digits(), roof, u, locked));
                    }
                }
            }
            return null;
        }));
    }

    private static boolean fitsOnly(CandidateBoard b, int unit, int digit, int[] roof) {
        for (int c : Units.cellsOf(unit)) {
            if (c != roof[0] && c != roof[1] && b.hasCandidate(c, digit)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.UNIQUE_RECTANGLE_4.difficulty();
    }
}
