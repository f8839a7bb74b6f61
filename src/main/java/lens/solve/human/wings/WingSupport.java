package lens.solve.human.wings;

import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.TechniqueType;

/** The elimination shared by wings: digit {@code zBit} leaves every cell that sees all of {@code seers}. */
final class WingSupport {
    private WingSupport() {
    }

    static Step eliminateSeenByAll(CandidateBoard b, TechniqueType type, int zBit, int[] seers, int[] cells, int[] masks) {
        if (Integer.bitCount(zBit) != 1) {
            return null;
        }
        int z = Integer.numberOfTrailingZeros(zBit) + 1;
        Eliminations el = new Eliminations(b);
        for (int t : Units.peersOf(seers[0])) {
            if (!b.hasCandidate(t, z) || isIn(cells, t)) {
                continue;
            }
            boolean all = true;
            for (int s : seers) {
                all &= Units.sees(t, s);
            }
            if (all) {
                el.add(t, z);
            }
        }
        return el.isEmpty() ? null : Step.eliminate(type, el.list(), new Evidence.Wing(cells, masks));
    }

    static boolean isIn(int[] cells, int c) {
        for (int x : cells) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }
}
