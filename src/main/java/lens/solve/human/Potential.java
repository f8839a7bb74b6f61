package lens.solve.human;

import lens.board.Units;

/**
 * A candidate taken as true ("on") or false ("off"), packed in an int for the chaining engines:
 * {@code (cell * 9 + digit - 1) * 2 + (on ? 1 : 0)}, so the opposite of {@code p} is
 * {@code p ^ 1}. Sudoku Explainer calls this a potential; it is a node of a forcing chain.
 */
public final class Potential {
    /** Number of potentials: 81 cells, 9 digits, on and off. */
    public static final int COUNT = Units.CELLS * 9 * 2;

    private Potential() {
    }

    public static int on(int cell, int digit) {
        return (cell * 9 + digit - 1) * 2 + 1;
    }

    public static int off(int cell, int digit) {
        return (cell * 9 + digit - 1) * 2;
    }

    public static int cell(int p) {
        return p / 18;
    }

    public static int digit(int p) {
        return (p >> 1) % 9 + 1;
    }

    public static boolean isOn(int p) {
        return (p & 1) == 1;
    }

    /** {@code r3c7=5} when on, {@code r3c7<>5} when off. */
    public static String name(int p) {
        return Units.cellName(cell(p)) + (isOn(p) ? "=" : "<>") + digit(p);
    }
}
