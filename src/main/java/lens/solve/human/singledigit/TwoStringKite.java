package lens.solve.human.singledigit;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * 2-String Kite: a row and a column where a digit fits only two cells each, one end of the
 * row and one end of the column in the same box. One of the two far ends holds the digit, so
 * it leaves every cell that sees both.
 * https://hodoku.sourceforge.net/en/tech_sdp.php
 */
public final class TwoStringKite implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int d = 1; d <= 9; d++) {
            for (int row = 0; row < 9; row++) {
                int[] r = ChainEnds.conjugates(b, row, d);
                if (r == null) {
                    continue;
                }
                for (int col = 9; col < 18; col++) {
                    int[] c = ChainEnds.conjugates(b, col, d);
                    if (c == null) {
                        continue;
                    }
                    Step s = tryPair(b, d, r, c);
                    if (s != null) {
                        return Optional.of(s);
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Step tryPair(CandidateBoard b, int d, int[] r, int[] c) {
        for (int x : r) {
            for (int y : c) {
                if (x == y) {
                    return null;
                }
            }
        }
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                if (Units.box(r[i]) == Units.box(c[j])) {
                    Step s = ChainEnds.eliminate(b, TechniqueType.TWO_STRING_KITE, d,
                            new int[] {r[1 - i], r[i], c[j], c[1 - j]});
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }
}
