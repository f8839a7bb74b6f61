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
    /**
     * {@link #where} for every unit and digit ({@code unit * 9 + digit - 1}), kept up to date as
     * candidates go: techniques ask it hundreds of times per board.
     */
    private final int[] places;
    /** Position of each cell in its row, column and box: {@code PLACE_BIT[cell * 3 + k]} = 1 << pos. */
    private static final int[] PLACE_BIT = new int[Units.CELLS * 3];

    static {
        for (int u = 0; u < Units.UNITS; u++) {
            int[] cells = Units.cellsOf(u);
            for (int i = 0; i < 9; i++) {
                int[] units = Units.unitsOf(cells[i]);
                for (int k = 0; k < 3; k++) {
                    if (units[k] == u) {
                        PLACE_BIT[cells[i] * 3 + k] = 1 << i;
                    }
                }
            }
        }
    }

    private CandidateBoard(int[] digits, int[] candidates) {
        this.digits = digits;
        this.candidates = candidates;
        this.places = placesOfAll();
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
        return places[unit * 9 + digit - 1];
    }

    /** Every unit's places of every digit, indexed as {@link #places}. */
    private int[] placesOfAll() {
        int[] all = new int[Units.UNITS * 9];
        for (int unit = 0; unit < Units.UNITS; unit++) {
            int[] cells = Units.cellsOf(unit);
            for (int i = 0; i < 9; i++) {
                for (int m = candidates[cells[i]]; m != 0; m &= m - 1) {
                    all[unit * 9 + Integer.numberOfTrailingZeros(m)] |= 1 << i;
                }
            }
        }
        return all;
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
        for (int m = candidates[cell]; m != 0; m &= m - 1) {
            clearPlace(cell, Integer.numberOfTrailingZeros(m));
        }
        candidates[cell] = 0;
        emptyCount--;
        int bit = Digits.bit(digit);
        for (int p : Units.peersOf(cell)) {
            if ((candidates[p] & bit) != 0) {
                candidates[p] &= ~bit;
                clearPlace(p, digit - 1);
            }
        }
    }

    void remove(int cell, int digit) {
        int bit = Digits.bit(digit);
        if ((candidates[cell] & bit) != 0) {
            candidates[cell] &= ~bit;
            clearPlace(cell, digit - 1);
        }
    }

    /** Takes {@code cell} out of the places of digit index {@code d0} (digit - 1) in its three units. */
    private void clearPlace(int cell, int d0) {
        int[] units = Units.unitsOf(cell);
        for (int k = 0; k < 3; k++) {
            places[units[k] * 9 + d0] &= ~PLACE_BIT[cell * 3 + k];
        }
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
