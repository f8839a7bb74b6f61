package lens.solve.human.subsets;

import java.util.Optional;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Combinations;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Hidden pair, triple, quad: n digits of a unit that together fit only n cells fill those
 * cells, so every other candidate leaves them.
 * https://hodoku.sourceforge.net/en/tech_hidden.php
 */
public final class HiddenSubset implements Technique {
    private final int size;
    private final TechniqueType type;

    private HiddenSubset(int size, TechniqueType type) {
        this.size = size;
        this.type = type;
    }

    public static HiddenSubset pairs() {
        return new HiddenSubset(2, TechniqueType.HIDDEN_PAIR);
    }

    public static HiddenSubset triples() {
        return new HiddenSubset(3, TechniqueType.HIDDEN_TRIPLE);
    }

    public static HiddenSubset quads() {
        return new HiddenSubset(4, TechniqueType.HIDDEN_QUAD);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int u = 0; u < Units.UNITS; u++) {
            int[] unitCells = Units.cellsOf(u);
            int[] digits = new int[9];
            int[] places = new int[10];
            int n = 0;
            int open = 0;
            for (int d = 1; d <= 9; d++) {
                int where = b.where(u, d);
                if (where != 0) {
                    open++;
                }
                int k = Integer.bitCount(where);
                if (k >= 2 && k <= size) {
                    digits[n++] = d;
                    places[d] = where;
                }
            }
            if (open <= size) {
                continue;
            }
            final int unit = u;
            Step s = Combinations.first(n, size, idx -> {
                int cellsMask = 0;
                int digitMask = 0;
                for (int i : idx) {
                    cellsMask |= places[digits[i]];
                    digitMask |= Digits.bit(digits[i]);
                }
                if (Integer.bitCount(cellsMask) != size) {
                    return null;
                }
                int[] cells = new int[size];
                int j = 0;
                Eliminations el = new Eliminations(b);
                for (int m = cellsMask; m != 0; m &= m - 1) {
                    int c = unitCells[Integer.numberOfTrailingZeros(m)];
                    cells[j++] = c;
                    el.addMask(c, ~digitMask & Digits.ALL);
                }
                return el.isEmpty() ? null
                        : Step.eliminate(type, el.list(), new Evidence.Subset(unit, cells, digitMask, true));
            });
            if (s != null) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
