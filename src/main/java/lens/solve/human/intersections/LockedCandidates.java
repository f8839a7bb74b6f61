package lens.solve.human.intersections;

import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Locked candidates. Pointing: when a digit's places in a box all lie in one row (or column),
 * the digit must be there, so it leaves the rest of that row. Claiming: when a digit's places
 * in a row or column all lie in one box, it leaves the rest of that box.
 * https://hodoku.sourceforge.net/en/tech_intersections.php
 */
public final class LockedCandidates implements Technique {
    private final boolean fromBoxes;

    private LockedCandidates(boolean fromBoxes) {
        this.fromBoxes = fromBoxes;
    }

    public static LockedCandidates pointing() {
        return new LockedCandidates(true);
    }

    public static LockedCandidates claiming() {
        return new LockedCandidates(false);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        int first = fromBoxes ? 18 : 0;
        int end = fromBoxes ? 27 : 18;
        for (int from = first; from < end; from++) {
            for (int d = 1; d <= 9; d++) {
                int where = b.where(from, d);
                if (Integer.bitCount(where) < 2) {
                    continue;
                }
                int[] cells = Units.cellsOf(from);
                int[] targets = fromBoxes ? new int[] {rowOf(cells, where), colOf(cells, where)}
                        : new int[] {boxOf(cells, where)};
                for (int to : targets) {
                    if (to < 0) {
                        continue;
                    }
                    Eliminations el = new Eliminations(b);
                    for (int c : Units.cellsOf(to)) {
                        if (!contains(cells, c)) {
                            el.add(c, d);
                        }
                    }
                    if (!el.isEmpty()) {
                        return Optional.of(Step.eliminate(fromBoxes ? TechniqueType.POINTING : TechniqueType.CLAIMING,
                                el.list(), new Evidence.Intersection(d, from, to, placesOf(cells, where))));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static int rowOf(int[] cells, int where) {
        int unit = -1;
        for (int m = where; m != 0; m &= m - 1) {
            int r = Units.row(cells[Integer.numberOfTrailingZeros(m)]);
            if (unit >= 0 && unit != r) {
                return -1;
            }
            unit = r;
        }
        return unit;
    }

    private static int colOf(int[] cells, int where) {
        int unit = -1;
        for (int m = where; m != 0; m &= m - 1) {
            int c = 9 + Units.col(cells[Integer.numberOfTrailingZeros(m)]);
            if (unit >= 0 && unit != c) {
                return -1;
            }
            unit = c;
        }
        return unit;
    }

    private static int boxOf(int[] cells, int where) {
        int unit = -1;
        for (int m = where; m != 0; m &= m - 1) {
            int x = 18 + Units.box(cells[Integer.numberOfTrailingZeros(m)]);
            if (unit >= 0 && unit != x) {
                return -1;
            }
            unit = x;
        }
        return unit;
    }

    static int[] placesOf(int[] cells, int where) {
        int[] out = new int[Integer.bitCount(where)];
        int i = 0;
        for (int m = where; m != 0; m &= m - 1) {
            out[i++] = cells[Integer.numberOfTrailingZeros(m)];
        }
        return out;
    }

    private static boolean contains(int[] cells, int c) {
        for (int x : cells) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }
}
