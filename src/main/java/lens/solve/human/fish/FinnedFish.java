package lens.solve.human.fish;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
 * Finned (and sashimi) X-Wing, Swordfish, Jellyfish: n base rows whose places for a digit lie
 * in n cover columns except for a few fins, all in one box. Either a fin holds the digit, or
 * the rest is a basic fish; in both cases a cover-column cell in the fins' box (outside the
 * base rows) cannot hold it. Likewise with rows and columns swapped.
 * https://hodoku.sourceforge.net/en/tech_fishfs.php
 */
public final class FinnedFish implements Technique {
    /** At most this many extra columns besides the cover; more fins rarely share one box. */
    private static final int MAX_FIN_COLUMNS = 2;

    private final int size;
    private final TechniqueType type;

    private FinnedFish(int size, TechniqueType type) {
        this.size = size;
        this.type = type;
    }

    public static FinnedFish xWing() {
        return new FinnedFish(2, TechniqueType.FINNED_X_WING);
    }

    public static FinnedFish swordfish() {
        return new FinnedFish(3, TechniqueType.FINNED_SWORDFISH);
    }

    public static FinnedFish jellyfish() {
        return new FinnedFish(4, TechniqueType.FINNED_JELLYFISH);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        return FishLines.first(b, this::find);
    }

    private Step find(CandidateBoard b, int d, int baseFirst) {
        FishLines candidates = new FishLines(b, d, baseFirst, 1, size + MAX_FIN_COLUMNS);
        return bases(b, d, baseFirst, candidates, new int[size], 0, 0, 0);
    }

    /**
     * The base sets in lexicographic order of line indices (as {@link Combinations#first} walks
     * them), depth first: {@code idx[0..depth)} chosen, the next from line index {@code from} on,
     * {@code union} their places. A set whose places already spread over more columns than a
     * cover and its fins can hold is not extended, since more lines only add columns.
     */
    private Step bases(CandidateBoard b, int d, int baseFirst, FishLines lines, int[] idx, int depth, int from,
                       int union) {
        if (depth == size) {
            return covers(b, d, baseFirst, lines, idx, union);
        }
        for (int i = from; i <= lines.count - (size - depth); i++) {
            int u = union | lines.where[i];
            if (Integer.bitCount(u) > size + MAX_FIN_COLUMNS) {
                continue;
            }
            idx[depth] = i;
            Step s = bases(b, d, baseFirst, lines, idx, depth + 1, i + 1, u);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /**
     * The covers of one base set: {@code size} of its columns, in lexicographic order of their
     * indices (as {@link Combinations#first} walks them), leaving the others as fins. A cover
     * whose fin columns are not all in one band of three cannot have its fins in one box.
     */
    private Step covers(CandidateBoard b, int d, int baseFirst, FishLines lines, int[] idx, int union) {
        int spread = Integer.bitCount(union);
        if (spread <= size) {
            return null;
        }
        for (int pick : PICKS[size][spread]) {
            int cover = 0;
            int j = 0;
            for (int m = union; m != 0; m &= m - 1, j++) {
                if ((pick & (1 << j)) != 0) {
                    cover |= m & -m;
                }
            }
            int finColumns = union & ~cover;
            if ((finColumns & ~BAND[Integer.numberOfTrailingZeros(finColumns)]) != 0) {
                continue;
            }
            Step s = tryCover(b, d, baseFirst, lines.lines, lines.where, idx, cover);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    /** The columns of the band of three holding each column, as a mask. */
    private static final int[] BAND = {7, 7, 7, 070, 070, 070, 0700, 0700, 0700};

    /**
     * PICKS[k][n]: the k-subsets of {0..n-1} as bit masks, in lexicographic order of their
     * ascending indices, for the fish sizes and spreads searched.
     */
    private static final int[][][] PICKS = new int[5][7][];

    static {
        for (int k = 2; k <= 4; k++) {
            for (int n = k + 1; n <= k + MAX_FIN_COLUMNS; n++) {
                List<Integer> masks = new ArrayList<>();
                Combinations.first(n, k, pick -> {
                    int mask = 0;
                    for (int p : pick) {
                        mask |= 1 << p;
                    }
                    masks.add(mask);
                    return null;
                });
                PICKS[k][n] = masks.stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    /**
     * True when the cover leaves fins all in one box and removes something there: the test
     * {@link #tryCover} makes, without building the step (most covers fail it). The fins' box is
     * the band of their lines crossed with the band of their places; what it removes lies on the
     * cover lines inside that band of places, on lines of the fins' band outside the base.
     */
    private static boolean eliminates(CandidateBoard b, int d, int baseFirst, int[] lines, int[] where, int[] idx,
                                      int cover) {
        int baseMask = 0;
        int finLines = 0;
        int finPlaces = 0;
        for (int i : idx) {
            baseMask |= 1 << lines[i];
            int fins = where[i] & ~cover;
            if (fins != 0) {
                finLines |= 1 << lines[i];
                finPlaces |= fins;
            }
        }
        if (finLines == 0) {
            return false;
        }
        int lineBand = BAND[Integer.numberOfTrailingZeros(finLines)];
        int placeBand = BAND[Integer.numberOfTrailingZeros(finPlaces)];
        if ((finLines & ~lineBand) != 0 || (finPlaces & ~placeBand) != 0) {
            return false;
        }
        for (int m = cover & placeBand; m != 0; m &= m - 1) {
            int coverUnit = 9 - baseFirst + Integer.numberOfTrailingZeros(m);
            if ((b.where(coverUnit, d) & lineBand & ~baseMask) != 0) {
                return true;
            }
        }
        return false;
    }

    private Step tryCover(CandidateBoard b, int d, int baseFirst, int[] lines, int[] where, int[] idx, int cover) {
        return eliminates(b, d, baseFirst, lines, where, idx, cover)
                ? step(b, d, baseFirst, lines, where, idx, cover, size, type) : null;
    }

    /**
     * The step of base lines {@code idx} (of {@code lines}, with places {@code where}) and cover
     * columns {@code cover}: null when the places outside the cover (the fins) are not all in one
     * box or remove nothing there. Also the plain search's step builder in the tests, which
     * check that the pruned search above finds the very same steps.
     */
    static Step step(CandidateBoard b, int d, int baseFirst, int[] lines, int[] where, int[] idx, int cover, int size,
                     TechniqueType type) {
        int[] fins = new int[8];
        int nf = 0;
        int finBox = -1;
        int baseMask = 0;
        for (int i : idx) {
            baseMask |= 1 << lines[i];
            for (int m = where[i] & ~cover; m != 0; m &= m - 1) {
                int cell = FishLines.cellAt(baseFirst, lines[i], Integer.numberOfTrailingZeros(m));
                if (finBox >= 0 && Units.box(cell) != finBox) {
                    return null;
                }
                finBox = Units.box(cell);
                fins[nf++] = cell;
            }
        }
        Eliminations el = new Eliminations(b);
        int[] coverUnits = new int[size];
        int k = 0;
        for (int m = cover; m != 0; m &= m - 1) {
            int coverLine = Integer.numberOfTrailingZeros(m);
            coverUnits[k++] = 9 - baseFirst + coverLine;
            for (int other = 0; other < 9; other++) {
                int cell = FishLines.cellAt(baseFirst, other, coverLine);
                if ((baseMask & (1 << other)) == 0 && Units.box(cell) == finBox) {
                    el.add(cell, d);
                }
            }
        }
        if (el.isEmpty()) {
            return null;
        }
        int[] base = new int[size];
        int[] cells = new int[size * 9];
        int nc = 0;
        for (int i = 0; i < size; i++) {
            base[i] = baseFirst + lines[idx[i]];
            for (int m = where[idx[i]] & cover; m != 0; m &= m - 1) {
                cells[nc++] = FishLines.cellAt(baseFirst, lines[idx[i]], Integer.numberOfTrailingZeros(m));
            }
        }
        return Step.eliminate(type, el.list(),
                new Evidence.Fish(d, base, coverUnits, Arrays.copyOf(cells, nc), Arrays.copyOf(fins, nf)));
    }
}
