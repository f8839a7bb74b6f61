package lens.solve.human.chains;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Propagator;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Cell and unit forcing chains: one of a cell's candidates is true, as is one of a digit's
 * places in a unit. Follow each choice through the singles it forces (on a copy of the board);
 * a digit placed by every choice is true, and a candidate removed by every choice is false.
 * Only verities are kept here: a choice that breaks the board is Nishio's business (trial).
 * Cells and units with fewer choices are tried first.
 * https://hodoku.sourceforge.net/en/tech_chains.php
 */
public final class ForcingChains implements Technique {
    /** Choices per cell or unit tried; more branches are rarely followed by players. */
    private static final int MAX_BRANCHES = 4;

    @Override
    public Optional<Step> find(CandidateBoard b) {
        Branches branches = new Branches(b);
        for (int k = 2; k <= MAX_BRANCHES; k++) {
            for (int c = 0; c < Units.CELLS; c++) {
                int m = b.candidates(c);
                if (Integer.bitCount(m) == k) {
                    int[] cells = new int[k];
                    int[] digits = new int[k];
                    int i = 0;
                    for (; m != 0; m &= m - 1) {
                        cells[i] = c;
                        digits[i++] = Integer.numberOfTrailingZeros(m) + 1;
                    }
                    Step s = common(b, branches, cells, digits, -1);
                    if (s != null) {
                        return Optional.of(s);
                    }
                }
            }
            for (int u = 0; u < Units.UNITS; u++) {
                for (int d = 1; d <= 9; d++) {
                    int where = b.where(u, d);
                    if (Integer.bitCount(where) == k) {
                        int[] cells = new int[k];
                        int[] digits = new int[k];
                        int i = 0;
                        for (; where != 0; where &= where - 1) {
                            cells[i] = Units.cellsOf(u)[Integer.numberOfTrailingZeros(where)];
                            digits[i++] = d;
                        }
                        Step s = common(b, branches, cells, digits, u);
                        if (s != null) {
                            return Optional.of(s);
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** What every branch agrees on, as a step; null when a branch breaks or they agree on nothing new. */
    private static Step common(CandidateBoard b, Branches branches, int[] cells, int[] digits, int unit) {
        int[] placed = null;
        int[] left = null;
        for (int i = 0; i < cells.length; i++) {
            CandidateBoard branch = branches.after(cells[i], digits[i]);
            if (branch == null) {
                return null;
            }
            if (placed == null) {
                placed = new int[Units.CELLS];
                left = new int[Units.CELLS];
                for (int c = 0; c < Units.CELLS; c++) {
                    placed[c] = b.isEmpty(c) ? branch.digit(c) : 0;
                    left[c] = branch.isEmpty(c) ? branch.candidates(c) : 1 << (branch.digit(c) - 1);
                }
            } else {
                for (int c = 0; c < Units.CELLS; c++) {
                    if (placed[c] != branch.digit(c)) {
                        placed[c] = 0;
                    }
                    left[c] |= branch.isEmpty(c) ? branch.candidates(c) : 1 << (branch.digit(c) - 1);
                }
            }
        }
        List<Step.Placement> places = new ArrayList<>();
        List<Step.Elimination> removals = new ArrayList<>();
        for (int c = 0; c < Units.CELLS; c++) {
            if (placed[c] != 0) {
                places.add(new Step.Placement(c, placed[c]));
                continue;
            }
            for (int gone = b.candidates(c) & ~left[c]; gone != 0; gone &= gone - 1) {
                removals.add(new Step.Elimination(c, Integer.numberOfTrailingZeros(gone) + 1));
            }
        }
        if (places.isEmpty() && removals.isEmpty()) {
            return null;
        }
        if (!places.isEmpty()) {
            removals.clear();
        }
        return new Step(TechniqueType.FORCING_CHAIN, places.subList(0, Math.min(1, places.size())), removals,
                new Evidence.Forcing(cells, digits, unit));
    }

    /**
     * The board after each assumption, computed once per search: cell and unit forcing share
     * most of their assumptions. Null marks an assumption that breaks the board.
     */
    private static final class Branches {
        private final CandidateBoard board;
        private final CandidateBoard[] after = new CandidateBoard[Units.CELLS * 9];
        private final boolean[] done = new boolean[Units.CELLS * 9];

        Branches(CandidateBoard board) {
            this.board = board;
        }

        CandidateBoard after(int cell, int digit) {
            int i = cell * 9 + digit - 1;
            if (!done[i]) {
                CandidateBoard copy = board.copy();
                after[i] = Propagator.assumeDeeply(copy, cell, digit) ? copy : null;
                done[i] = true;
            }
            return after[i];
        }
    }
}
