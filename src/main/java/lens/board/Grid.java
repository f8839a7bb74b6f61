package lens.board;

import java.util.Arrays;

/**
 * An immutable Sudoku board: 81 digits in reading order, 0 for an empty cell.
 * Used for puzzles, solutions and boards read from photos; solvers copy it into their own
 * mutable form.
 */
public final class Grid {
    private final byte[] cells;

    private Grid(byte[] cells) {
        this.cells = cells;
    }

    public static Grid empty() {
        return new Grid(new byte[Units.CELLS]);
    }

    /** A grid of the given 81 digits (0 = empty); the array is copied. */
    public static Grid of(int[] digits) {
        checkLength(digits.length);
        byte[] b = new byte[Units.CELLS];
        for (int i = 0; i < Units.CELLS; i++) {
            b[i] = checkDigit(digits[i]);
        }
        return new Grid(b);
    }

    /** A grid of the given 81 digits (0 = empty); the array is copied. */
    public static Grid of(byte[] digits) {
        checkLength(digits.length);
        for (byte d : digits) {
            checkDigit(d);
        }
        return new Grid(digits.clone());
    }

    /** Parses one 81-character line; see {@link PuzzleReader} for all accepted formats. */
    public static Grid parse(String line) {
        return PuzzleReader.parseLine(line, 1);
    }

    private static void checkLength(int n) {
        if (n != Units.CELLS) {
            throw new IllegalArgumentException("a grid has 81 cells, not " + n);
        }
    }

    private static byte checkDigit(int d) {
        if (d < 0 || d > 9) {
            throw new IllegalArgumentException("a cell holds 0..9, not " + d);
        }
        return (byte) d;
    }

    public int get(int cell) {
        return cells[cell];
    }

    public int get(int row, int col) {
        return cells[Units.cell(row, col)];
    }

    public boolean isEmpty(int cell) {
        return cells[cell] == 0;
    }

    public Grid with(int cell, int digit) {
        byte[] b = cells.clone();
        b[cell] = checkDigit(digit);
        return new Grid(b);
    }

    /** Number of filled cells. */
    public int filledCount() {
        int n = 0;
        for (byte d : cells) {
            if (d != 0) {
                n++;
            }
        }
        return n;
    }

    public boolean isComplete() {
        return filledCount() == Units.CELLS;
    }

    /** A copy of the digits as bytes (0 = empty). */
    public byte[] toBytes() {
        return cells.clone();
    }

    public int[] toArray() {
        int[] out = new int[Units.CELLS];
        for (int i = 0; i < Units.CELLS; i++) {
            out[i] = cells[i];
        }
        return out;
    }

    /** The 81-character line with {@code .} for empty cells. */
    public String toLine() {
        return GridFormat.LINE.format(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && Arrays.equals(cells, g.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return toLine();
    }
}
