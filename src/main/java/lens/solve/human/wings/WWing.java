package lens.solve.human.wings;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * W-Wing: two cells with the same two candidates ab that do not see each other, and a unit in
 * which b fits only two cells, one seeing each of them. If neither cell were a, both would be
 * b and that unit would have no room for b; so a leaves every cell that sees both.
 * https://hodoku.sourceforge.net/en/tech_wings.php
 */
public final class WWing implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int p = 0; p < Units.CELLS; p++) {
            int pair = b.candidates(p);
            if (Integer.bitCount(pair) != 2) {
                continue;
            }
            for (int q = p + 1; q < Units.CELLS; q++) {
                if (b.candidates(q) != pair || Units.sees(p, q)) {
                    continue;
                }
                for (int m = pair; m != 0; m &= m - 1) {
                    int linkDigit = Integer.numberOfTrailingZeros(m) + 1;
                    int other = Integer.numberOfTrailingZeros(pair & ~(m & -m)) + 1;
                    Step s = find(b, p, q, linkDigit, other, pair);
                    if (s != null) {
                        return Optional.of(s);
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Step find(CandidateBoard b, int p, int q, int linkDigit, int other, int pair) {
        for (int u = 0; u < Units.UNITS; u++) {
            int where = b.where(u, linkDigit);
            if (Integer.bitCount(where) != 2) {
                continue;
            }
            int[] cells = Units.cellsOf(u);
            int x = cells[Integer.numberOfTrailingZeros(where)];
            int y = cells[31 - Integer.numberOfLeadingZeros(where)];
            if (x == p || x == q || y == p || y == q) {
                continue;
            }
            if (!(Units.sees(x, p) && Units.sees(y, q))) {
                if (Units.sees(y, p) && Units.sees(x, q)) {
                    int t = x;
                    x = y;
                    y = t;
                } else {
                    continue;
                }
            }
            Eliminations el = new Eliminations(b);
            for (int t : Units.peersOf(p)) {
                if (t != q && Units.sees(t, q)) {
                    el.add(t, other);
                }
            }
            if (!el.isEmpty()) {
                return Step.eliminate(TechniqueType.W_WING, el.list(), new Evidence.Chain(
                        new int[] {p, p, x, y, q, q},
                        new int[] {other, linkDigit, linkDigit, linkDigit, linkDigit, other}));
            }
        }
        return null;
    }
}
