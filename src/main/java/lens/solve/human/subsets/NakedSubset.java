package lens.solve.human.subsets;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Combinations;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Naked pair, triple, quad: n cells of a unit whose candidates together are only n digits hold
 * those digits, so the digits leave every other cell of the unit.
 * https://hodoku.sourceforge.net/en/tech_naked.php
 */
public final class NakedSubset implements Technique {
    private final int size;
    private final TechniqueType type;

    private NakedSubset(int size, TechniqueType type) {
        this.size = size;
        this.type = type;
    }

    public static NakedSubset pairs() {
        return new NakedSubset(2, TechniqueType.NAKED_PAIR);
    }

    public static NakedSubset triples() {
        return new NakedSubset(3, TechniqueType.NAKED_TRIPLE);
    }

    public static NakedSubset quads() {
        return new NakedSubset(4, TechniqueType.NAKED_QUAD);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int u = 0; u < Units.UNITS; u++) {
            int[] unitCells = Units.cellsOf(u);
            int[] pool = new int[9];
            int n = 0;
            int empties = 0;
            for (int c : unitCells) {
                int k = Integer.bitCount(b.candidates(c));
                if (b.isEmpty(c)) {
                    empties++;
                }
                if (k >= 2 && k <= size) {
                    pool[n++] = c;
                }
            }
            if (empties <= size) {
                continue;
            }
            final int unit = u;
            Step s = Combinations.first(n, size, idx -> {
                int union = 0;
                for (int i : idx) {
                    union |= b.candidates(pool[i]);
                }
                if (Integer.bitCount(union) != size) {
                    return null;
                }
                int[] cells = new int[size];
                for (int i = 0; i < size; i++) {
                    cells[i] = pool[idx[i]];
                }
                Eliminations el = new Eliminations(b);
                for (int c : unitCells) {
                    if (!isIn(cells, c)) {
                        el.addMask(c, union);
                    }
                }
                return el.isEmpty() ? null
                        : Step.eliminate(type, el.list(), new Evidence.Subset(unit, cells, union, false));
            });
            if (s != null) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
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
