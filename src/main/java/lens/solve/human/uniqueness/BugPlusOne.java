package lens.solve.human.uniqueness;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * BUG+1 (bivalue universal grave plus one): every empty cell has two candidates except one with
 * three, and each candidate appears exactly twice in every unit except the extra digit of that
 * cell, which appears three times in its row, column and box. Without that digit the board
 * would have two solutions, so in a puzzle with one solution the cell takes it. Only valid for
 * puzzles known to have exactly one solution.
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class BugPlusOne implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        int odd = -1;
        for (int c = 0; c < Units.CELLS; c++) {
            int k = Integer.bitCount(b.candidates(c));
            if (!b.isEmpty(c)) {
                continue;
            }
            if (k == 3 && odd < 0) {
                odd = c;
            } else if (k != 2) {
                return Optional.empty();
            }
        }
        if (odd < 0) {
            return Optional.empty();
        }
        int extra = 0;
        for (int m = b.candidates(odd); m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m) + 1;
            if (Integer.bitCount(b.where(Units.row(odd), d)) == 3) {
                extra = d;
            }
        }
        if (extra == 0 || !everyUnitHasPairs(b, odd, extra)) {
            return Optional.empty();
        }
        return Optional.of(Step.place(TechniqueType.BUG_PLUS_ONE, odd, extra, new Evidence.Bug(odd, extra)));
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.BUG_PLUS_ONE.difficulty();
    }

    private static boolean everyUnitHasPairs(CandidateBoard b, int odd, int extra) {
        int[] oddUnits = Units.unitsOf(odd);
        for (int u = 0; u < Units.UNITS; u++) {
            boolean holdsOdd = u == oddUnits[0] || u == oddUnits[1] || u == oddUnits[2];
            for (int d = 1; d <= 9; d++) {
                int n = Integer.bitCount(b.where(u, d));
                int expected = holdsOdd && d == extra ? 3 : 2;
                if (n != 0 && n != expected) {
                    return false;
                }
            }
        }
        return true;
    }
}
