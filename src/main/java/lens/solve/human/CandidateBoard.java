package lens.solve.human;

import lens.board.Digits;
import lens.board.Grid;
import lens.board.Units;

/**
 * The mutable board the strategy solver works on: the placed digit of each cell (0 = empty) and
 * the candidates of each empty cell as a 9-bit mask (see {@link Digits}; 0 for a placed cell).
 * Outside this package it changes only through {@link #apply(Step)}; {@link Propagator} and
 * tests use the package-private {@link #place} and {@link #remove} on scratch copies.
 */
public final class CandidateBoard {
    private final int[] digits;
    private final int[] candidates;
    private int emptyCount;

    private CandidateBoard(int[] digits, int[] candidates) {
        this.digits = digits;
        this.candidates = candidates;
        for (int d : digits) {
            if (d == 0) {
                emptyCount++;
            }
        }
    }

    /** The givens of {@code grid}, each empty cell holding every digit its peers do not. */
    public static CandidateBoard of(Grid grid) {
        int[] digits = grid.toArray();
        int[] cands = new int[Units.CELLS];
        for (int c = 0; c < Units.CELLS; c++) {
            if (digits[c] == 0) {
                int mask = Digits.ALL;
                for (int p : Units.peersOf(c)) {
                    if (digits[p] != 0) {
                        mask &= ~Digits.bit(digits[p]);
                    }
                }
                cands[c] = mask;
            }
        }
        return new CandidateBoard(digits, cands);
    }

    /** A board with these digits and candidate masks (copied); candidates of placed cells are dropped. */
    public static CandidateBoard of(int[] digits, int[] candidates) {
        int[] cands = candidates.clone();
        for (int c = 0; c < Units.CELLS; c++) {
            if (digits[c] != 0) {
                cands[c] = 0;
            }
        }
        return new CandidateBoard(digits.clone(), cands);
    }

    public CandidateBoard copy() {
        return new CandidateBoard(digits.clone(), candidates.clone());
    }

    public int digit(int cell) {
        return digits[cell];
    }

    /** The candidate mask of an empty cell; 0 for a placed cell. */
    public int candidates(int cell) {
        return candidates[cell];
    }

    public boolean hasCandidate(int cell, int digit) {
        return (candidates[cell] & Digits.bit(digit)) != 0;
    }

    public boolean isEmpty(int cell) {
        return digits[cell] == 0;
    }

    public int emptyCount() {
        return emptyCount;
    }

    public boolean isSolved() {
        return emptyCount == 0;
    }

    /** Where {@code digit} is a candidate in {@code unit}: bit i = the unit's i-th cell. */
    public int where(int unit, int digit) {
        int bit = Digits.bit(digit);
        int[] cells = Units.cellsOf(unit);
        int mask = 0;
        for (int i = 0; i < 9; i++) {
            if ((candidates[cells[i]] & bit) != 0) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    /** True when {@code digit} is already placed in {@code unit}. */
    public boolean isPlaced(int unit, int digit) {
        for (int c : Units.cellsOf(unit)) {
            if (digits[c] == digit) {
                return true;
            }
        }
        return false;
    }

    /** Applies the step's placements, then its eliminations. */
    public void apply(Step step) {
        for (Step.Placement p : step.placements()) {
            place(p.cell(), p.digit());
        }
        for (Step.Elimination e : step.eliminations()) {
            remove(e.cell(), e.digit());
        }
    }

    /** Places a digit and removes it from the candidates of the cell's peers. */
    void place(int cell, int digit) {
        if (digits[cell] != 0) {
            return;
        }
        digits[cell] = digit;
        candidates[cell] = 0;
        emptyCount--;
        int bit = ~Digits.bit(digit);
        for (int p : Units.peersOf(cell)) {
            candidates[p] &= bit;
        }
    }

    void remove(int cell, int digit) {
        candidates[cell] &= ~Digits.bit(digit);
    }

    /** The placed digits as a grid (0 for empty cells). */
    public Grid toGrid() {
        return Grid.of(digits);
    }

    @Override
    public String toString() {
        return BoardText.format(this);
    }
}
