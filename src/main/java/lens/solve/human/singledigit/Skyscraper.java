package lens.solve.human.singledigit;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Skyscraper: two rows (or columns) where a digit fits only two cells each, with one end of
 * each in the same column (the base). One of the two other ends (the tops) holds the digit,
 * so it leaves every cell that sees both tops.
 * https://hodoku.sourceforge.net/en/tech_sdp.php
 */
public final class Skyscraper implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int d = 1; d <= 9; d++) {
            for (int first : new int[] {0, 9}) {
                for (int u1 = first; u1 < first + 9; u1++) {
                    int[] a = ChainEnds.conjugates(b, u1, d);
                    if (a == null) {
                        continue;
                    }
                    for (int u2 = u1 + 1; u2 < first + 9; u2++) {
                        int[] c = ChainEnds.conjugates(b, u2, d);
                        if (c == null) {
                            continue;
                        }
                        Step s = tryPair(b, d, first == 0, a, c);
                        if (s != null) {
                            return Optional.of(s);
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Step tryPair(CandidateBoard b, int d, boolean rows, int[] a, int[] c) {
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                boolean baseAligned = rows ? Units.col(a[i]) == Units.col(c[j]) : Units.row(a[i]) == Units.row(c[j]);
                int topA = a[1 - i];
                int topC = c[1 - j];
                boolean topsAligned = rows ? Units.col(topA) == Units.col(topC) : Units.row(topA) == Units.row(topC);
                if (baseAligned && !topsAligned) {
                    Step s = ChainEnds.eliminate(b, TechniqueType.SKYSCRAPER, d, new int[] {topA, a[i], c[j], topC});
                    if (s != null) {
                        return s;
                    }
                }
            }
        }
        return null;
    }
}
