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
 * Unique rectangle type 1: four empty cells in two rows, two columns and two boxes. If three of
 * them hold only the same two digits ab and the fourth were also only ab, the two digits could
 * swap and the puzzle would have two solutions; so in a puzzle with one solution the fourth cell
 * is not a and not b. Only valid for puzzles known to have exactly one solution.
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class UniqueRectangle implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int r1 = 0; r1 < 9; r1++) {
            for (int r2 = r1 + 1; r2 < 9; r2++) {
                for (int c1 = 0; c1 < 9; c1++) {
                    for (int c2 = c1 + 1; c2 < 9; c2++) {
                        boolean twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                        if (!twoBoxes) {
                            continue;
                        }
                        int[] cells = {Units.cell(r1, c1), Units.cell(r1, c2), Units.cell(r2, c1), Units.cell(r2, c2)};
                        Step s = typeOne(b, cells);
                        if (s != null) {
                            return Optional.of(s);
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Step typeOne(CandidateBoard b, int[] cells) {
        int common = 0x1FF;
        for (int c : cells) {
            common &= b.candidates(c);
        }
        if (Integer.bitCount(common) != 2) {
            return null;
        }
        int extra = -1;
        for (int c : cells) {
            if (b.candidates(c) != common) {
                if (extra >= 0) {
                    return null;
                }
                extra = c;
            }
        }
        if (extra < 0) {
            return null;
        }
        Eliminations el = new Eliminations(b);
        el.addMask(extra, common);
        return Step.eliminate(TechniqueType.UNIQUE_RECTANGLE, el.list(), new Evidence.Rectangle(cells, common));
    }
}
