package lens.solve.human.fish;

import java.util.Arrays;
import java.util.Optional;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Combinations;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * X-Wing, Swordfish, Jellyfish: when a digit's places in n rows (the base) all lie in n
 * columns (the cover), those rows hold the digit's n copies in those columns, so it leaves
 * every other cell of the cover columns; likewise with rows and columns swapped.
 * https://hodoku.sourceforge.net/en/tech_fishb.php
 */
public final class BasicFish implements Technique {
    private final int size;
    private final TechniqueType type;

    private BasicFish(int size, TechniqueType type) {
        this.size = size;
        this.type = type;
    }

    public static BasicFish xWing() {
        return new BasicFish(2, TechniqueType.X_WING);
    }

    public static BasicFish swordfish() {
        return new BasicFish(3, TechniqueType.SWORDFISH);
    }

    public static BasicFish jellyfish() {
        return new BasicFish(4, TechniqueType.JELLYFISH);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        return FishLines.first(b, this::find);
    }

    private Step find(CandidateBoard b, int d, int baseFirst) {
        int coverFirst = 9 - baseFirst;
        FishLines candidates = new FishLines(b, d, baseFirst, 2, size);
        int[] lines = candidates.lines;
        int[] where = candidates.where;
        return Combinations.first(candidates.count, size, idx -> {
            int cover = 0;
            int baseMask = 0;
            for (int i : idx) {
                cover |= where[i];
                baseMask |= 1 << lines[i];
            }
            if (Integer.bitCount(cover) != size) {
                return null;
            }
            Eliminations el = new Eliminations(b);
            int[] base = new int[size];
            int[] coverUnits = new int[size];
            int[] cells = new int[size * size];
            int k = 0;
            int j = 0;
            for (int m = cover; m != 0; m &= m - 1) {
                int coverLine = Integer.numberOfTrailingZeros(m);
                coverUnits[j++] = coverFirst + coverLine;
                for (int other = 0; other < 9; other++) {
                    int cell = FishLines.cellAt(baseFirst, other, coverLine);
                    if ((baseMask & (1 << other)) == 0) {
                        el.add(cell, d);
                    } else if (b.hasCandidate(cell, d)) {
                        cells[k++] = cell;
                    }
                }
            }
            if (el.isEmpty()) {
                return null;
            }
            for (int i = 0; i < size; i++) {
                base[i] = baseFirst + lines[idx[i]];
            }
            return Step.eliminate(type, el.list(), new Evidence.Fish(d, base, coverUnits, Arrays.copyOf(cells, k), new int[0]));
        });
    }
}
