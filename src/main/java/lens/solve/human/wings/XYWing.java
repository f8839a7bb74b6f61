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
 * XY-Wing (Y-Wing): a pivot with candidates xy sees two pincers xz and yz. Whichever digit the
 * pivot takes, one pincer becomes z, so z leaves every cell that sees both pincers.
 * https://hodoku.sourceforge.net/en/tech_wings.php
 */
public final class XYWing implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int pivot = 0; pivot < Units.CELLS; pivot++) {
            int xy = b.candidates(pivot);
            if (Integer.bitCount(xy) != 2) {
                continue;
            }
            int[] peers = Units.peersOf(pivot);
            for (int i = 0; i < peers.length; i++) {
                int a = peers[i];
                int xz = b.candidates(a);
                if (Integer.bitCount(xz) != 2 || Integer.bitCount(xz & xy) != 1) {
                    continue;
                }
                for (int j = i + 1; j < peers.length; j++) {
                    int c = peers[j];
                    int yz = b.candidates(c);
                    int z = xz & ~xy;
                    if (Integer.bitCount(yz) != 2 || yz != ((xy & ~xz) | z)) {
                        continue;
                    }
                    Step s = WingSupport.eliminateSeenByAll(b, TechniqueType.XY_WING, z, new int[] {a, c},
                            new int[] {pivot, a, c}, new int[] {xy, xz, yz});
                    if (s != null) {
                        return Optional.of(s);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
