package lens.solve.human.wings;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * XYZ-Wing: a pivot with candidates xyz sees pincers xz and yz. One of the three cells is z,
 * so z leaves every cell that sees all three.
 * https://hodoku.sourceforge.net/en/tech_wings.php
 */
public final class XYZWing implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int pivot = 0; pivot < Units.CELLS; pivot++) {
            int xyz = b.candidates(pivot);
            if (Integer.bitCount(xyz) != 3) {
                continue;
            }
            int[] peers = Units.peersOf(pivot);
            for (int i = 0; i < peers.length; i++) {
                int a = peers[i];
                int xz = b.candidates(a);
                if (Integer.bitCount(xz) != 2 || (xz & ~xyz) != 0) {
                    continue;
                }
                for (int j = i + 1; j < peers.length; j++) {
                    int c = peers[j];
                    int yz = b.candidates(c);
                    if (Integer.bitCount(yz) != 2 || (yz & ~xyz) != 0 || yz == xz) {
                        continue;
                    }
                    int z = xz & yz;
                    Step s = WingSupport.eliminateSeenByAll(b, TechniqueType.XYZ_WING, z, new int[] {pivot, a, c},
                            new int[] {pivot, a, c}, new int[] {xyz, xz, yz});
                    if (s != null) {
                        return Optional.of(s);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
