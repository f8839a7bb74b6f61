package lens.solve.human;

import java.util.Arrays;
import java.util.StringJoiner;
import java.util.TreeSet;
import lens.board.Digits;
import lens.board.Units;

/**
 * Why a step holds: the pattern it found, as typed data. {@link #describe()} words the pattern;
 * {@link #namesAction()} is true when that wording already says what is placed.
 */
public sealed interface Evidence {
    String describe();

    /** The cells that make the pattern. */
    int[] cells();

    default boolean namesAction() {
        return false;
    }

    /** For chains, the number of nodes besides assumption and conclusion (SE's length); else 0. */
    default int chainLength() {
        return 0;
    }

    /** For the uniqueness types that lean on a naked set, the number of its digits; else 0. */
    default int subsetSize() {
        return 0;
    }

    /** The last empty cell of a unit. */
    record LastCell(int unit, int digit, int cell) implements Evidence {
        public String describe() {
            return Units.cellName(cell) + " is the last empty cell of " + Units.unitName(unit) + ": " + digit;
        }

        public int[] cells() {
            return Units.cellsOf(unit).clone();
        }

        public boolean namesAction() {
            return true;
        }
    }

    /** The only place for a digit in a unit. */
    record OnlyPlace(int unit, int digit, int cell) implements Evidence {
        public String describe() {
            return digit + " in " + Units.unitName(unit) + " only fits " + Units.cellName(cell);
        }

        public int[] cells() {
            return Units.cellsOf(unit).clone();
        }

        public boolean namesAction() {
            return true;
        }
    }

    /** The only candidate of a cell. */
    record OnlyCandidate(int cell, int digit) implements Evidence {
        public String describe() {
            return Units.cellName(cell) + " can only be " + digit;
        }

        public int[] cells() {
            return new int[] {cell};
        }

        public boolean namesAction() {
            return true;
        }
    }

    /** A digit confined, inside {@code from}, to its intersection with {@code to}. */
    record Intersection(int digit, int from, int to, int[] cells) implements Evidence {
        public String describe() {
            return digit + " in " + Units.unitName(from) + " lies only in " + Units.unitName(to);
        }
    }

    /** Naked: n cells of a unit holding only n digits. Hidden: n digits of a unit fitting only n cells. */
    record Subset(int unit, int[] cells, int digits, boolean hidden) implements Evidence {
        public String describe() {
            String names = cellList(cells);
            return hidden
                    ? Digits.toString(digits) + " in " + Units.unitName(unit) + " only fit " + names
                    : names + " hold only " + Digits.toString(digits) + " (" + Units.unitName(unit) + ")";
        }
    }

    /**
     * A fish: the digit's places in the base lines all lie in as many cover lines, apart from
     * the fins (none for a basic fish), which share one box.
     */
    record Fish(int digit, int[] base, int[] cover, int[] cells, int[] fins) implements Evidence {
        public String describe() {
            return "on " + digit + " in " + lines(base) + " (" + lines(cover) + ")"
                    + (fins.length == 0 ? "" : " with fin" + (fins.length > 1 ? "s " : " ") + cellList(fins));
        }
    }

    /** A wing: pivot first, then the pincers, each with its candidates at the time. */
    record Wing(int[] cells, int[] masks) implements Evidence {
        public String describe() {
            StringJoiner j = new StringJoiner(", ");
            for (int i = 0; i < cells.length; i++) {
                j.add(Units.cellName(cells[i]) + " (" + Digits.toString(masks[i]) + ")");
            }
            return (cells.length == 3 ? "pivot " : "") + j;
        }
    }

    /**
     * An alternating chain of candidates: node 0 = node 1 is a strong link, 1 - 2 weak, and so on
     * (Eureka notation). If node 0 is false the last node is true.
     */
    record Chain(int[] cells, int[] digits) implements Evidence {
        public String describe() {
            boolean oneDigit = Arrays.stream(digits).allMatch(d -> d == digits[0]);
            StringBuilder sb = new StringBuilder(oneDigit ? "on " + digits[0] + ": " : "");
            for (int i = 0; i < cells.length; i++) {
                if (i > 0) {
                    sb.append(i % 2 == 1 ? "=" : "-");
                }
                sb.append(oneDigit ? "" : "(" + digits[i] + ")").append(Units.cellName(cells[i]));
            }
            return sb.toString();
        }

        public int chainLength() {
            return cells.length;
        }
    }

    /**
     * Two colours of a digit's conjugate pairs: exactly one colour is true. With {@code wrap},
     * two cells of the second colour see each other, so that colour is false.
     */
    record Colouring(int digit, int[] on, int[] off, boolean wrap) implements Evidence {
        public String describe() {
            return "on " + digit + ": {" + cellList(on) + "} against {" + cellList(off) + "}"
                    + (wrap ? ", which sees itself" : "");
        }

        public int[] cells() {
            int[] all = Arrays.copyOf(on, on.length + off.length);
            System.arraycopy(off, 0, all, on.length, off.length);
            return all;
        }
    }

    /** Four corners where two digits would make a deadly pattern. */
    record Rectangle(int[] cells, int digits) implements Evidence {
        public String describe() {
            return Digits.toString(digits) + " in " + cellList(cells) + " would allow two solutions";
        }
    }

    /**
     * Unique rectangle type 2: the corners holding more than the two digits (the roof) have one
     * extra digit between them, and one of them must take it.
     */
    record RectangleExtra(int[] cells, int digits, int[] roof, int extra) implements Evidence {
        public String describe() {
            return Digits.toString(digits) + " in " + cellList(cells) + " would allow two solutions, so "
                    + cellList(roof, " or ") + " is " + extra;
        }
    }

    /**
     * Unique rectangle type 3 ({@link #cells()}: the corners, then the set's other cells): one of
     * the two roof cells takes one of its extra digits, so
     * together they act as one cell holding {@code extras}, which makes a naked set of the
     * digits {@code subset} with the cells {@code others} of {@code unit}.
     */
    record RectangleSubset(int[] corners, int digits, int[] roof, int extras, int unit, int[] others, int subset)
            implements Evidence {
        public String describe() {
            return Digits.toString(digits) + " in " + cellList(corners) + " would allow two solutions, so "
                    + cellList(roof, " or ") + " holds " + digitList(extras) + ": with " + cellList(others)
                    + " a naked set " + Digits.toString(subset) + " in " + Units.unitName(unit);
        }

        public int[] cells() {
            return concat(corners, others);
        }

        public int subsetSize() {
            return Integer.bitCount(subset);
        }
    }

    /**
     * Unique rectangle type 4: in {@code unit}, the digit {@code locked} of the rectangle fits
     * only the two roof cells, so one of them holds it and the other rectangle digit would
     * complete the deadly pattern in either.
     */
    record RectangleLocked(int[] cells, int digits, int[] roof, int unit, int locked) implements Evidence {
        public String describe() {
            return Digits.toString(digits) + " in " + cellList(cells) + " would allow two solutions, and "
                    + locked + " in " + Units.unitName(unit) + " only fits " + cellList(roof);
        }
    }

    /** Bivalue universal grave plus one: the one cell with three candidates takes the odd digit. */
    record Bug(int cell, int digit) implements Evidence {
        public String describe() {
            return "every other empty cell has two candidates, so " + Units.cellName(cell) + " must be " + digit;
        }

        public int[] cells() {
            return new int[] {cell};
        }

        public boolean namesAction() {
            return true;
        }
    }

    /**
     * BUG type 2: without the digit {@code digit} in {@code cells} every empty cell would have two
     * candidates and each digit two places in each unit (two solutions), so one of them is it.
     */
    record BugExtra(int[] cells, int digit) implements Evidence {
        public String describe() {
            return "without " + digit + " every empty cell would have two candidates, so "
                    + cellList(cells, " or ") + " is " + digit;
        }
    }

    /**
     * BUG type 3: without their extra digits ({@code extras[i]} for {@code bugCells[i]}) every
     * empty cell would have two candidates, so one of {@code bugCells} takes an extra digit; as one
     * cell they make a naked set of the digits {@code subset} with {@code others} of {@code unit}.
     */
    record BugSubset(int[] bugCells, int[] extras, int unit, int[] others, int subset) implements Evidence {
        public String describe() {
            int all = 0;
            for (int m : extras) {
                all |= m;
            }
            return "without " + digitList(all) + " in " + cellList(bugCells)
                    + " every empty cell would have two candidates, so one of them holds " + digitList(all)
                    + ": with " + cellList(others) + " a naked set " + Digits.toString(subset) + " in "
                    + Units.unitName(unit);
        }

        public int[] cells() {
            return concat(bugCells, others);
        }

        public int subsetSize() {
            return Integer.bitCount(subset);
        }
    }

    /**
     * BUG type 4: two cells of {@code unit} with extra digits ({@code extras[i]} for
     * {@code cells[i]}); one of them takes its extra digit, and {@code locked} fits only these
     * two cells in the unit, so the other takes {@code locked}: neither keeps its third digit.
     */
    record BugLocked(int[] cells, int[] extras, int unit, int locked) implements Evidence {
        public String describe() {
            return "without their extra digits every empty cell would have two candidates, so "
                    + cellList(cells, " or ") + " holds one, and " + locked + " in " + Units.unitName(unit)
                    + " only fits " + cellList(cells) + ": the other is " + locked;
        }
    }

    /**
     * Forcing chains: each path runs from an assumption to a conclusion, node by node, as
     * {@link Potential}s (each node follows from the one before it, sometimes with earlier
     * nodes of the same assumption as well). {@code complexity} counts the distinct nodes of
     * all the paths' derivations, as Sudoku Explainer does; {@code unit} is the unit of a
     * {@link ChainKind#UNIT} chain, else -1. The first {@code flat} paths are the chain's own;
     * any after them are nested chains, each settling a node of those paths on the board of
     * its branch. {@code ruled} lists the nodes that follow by a rule rather than a plain link
     * (pointing, claiming, a pair or a nested chain), each as {@code pathIndex * Potential.COUNT + node}:
     * they are written with a trailing {@code *}.
     */
    record ForcingChain(ChainKind kind, int unit, int[][] paths, int flat, int complexity, int[] ruled)
            implements Evidence {
        /** A chain whose nodes all follow by the plain links (none by a rule). */
        public ForcingChain(ChainKind kind, int unit, int[][] paths, int flat, int complexity) {
            this(kind, unit, paths, flat, complexity, new int[0]);
        }

        public String describe() {
            int first = paths[0][0];
            String what = switch (kind) {
                case ALTERNATING -> Potential.name(first) + " implies its opposite";
                case CONTRADICTION -> Potential.name(first) + " leads to a contradiction";
                case DOUBLE -> Potential.name(first) + " and " + Potential.name(first ^ 1) + " lead to the same";
                case CELL -> "every candidate of " + Units.cellName(Potential.cell(first)) + " leads to the same";
                case UNIT -> "every place of " + Potential.digit(first) + " in " + Units.unitName(unit)
                        + " leads to the same";
            };
            StringJoiner j = new StringJoiner("; ", what + " (", ")");
            for (int i = 0; i < paths.length; i++) {
                StringJoiner p = new StringJoiner(" -> ", i < flat ? "" : "nested: ", "");
                for (int node : paths[i]) {
                    int key = i * Potential.COUNT + node;
                    p.add(Potential.name(node) + (Arrays.stream(ruled).anyMatch(r -> r == key) ? "*" : ""));
                }
                j.add(p.toString());
            }
            return j.toString();
        }

        public int[] cells() {
            TreeSet<Integer> all = new TreeSet<>();
            for (int[] path : paths) {
                for (int node : path) {
                    all.add(Potential.cell(node));
                }
            }
            return all.stream().mapToInt(Integer::intValue).toArray();
        }

        public int chainLength() {
            return complexity - 2;
        }
    }

    /** What a forcing chain's paths show (see {@link ForcingChain}). */
    enum ChainKind {
        /** One assumption implies its own opposite, so the opposite holds. */
        ALTERNATING,
        /** One assumption implies a candidate both on and off (or a cell or unit left empty). */
        CONTRADICTION,
        /** A candidate on and the same candidate off both imply the conclusion. */
        DOUBLE,
        /** Each candidate of a cell implies the conclusion. */
        CELL,
        /** Each place of a digit in a unit implies the conclusion. */
        UNIT
    }

    /**
     * The templates (one cell per row, column and box) a digit can still take; with a partner
     * digit (0 for none), only those that leave room for one of the partner's templates.
     */
    record Templates(int digit, int count, int partner) implements Evidence {
        public String describe() {
            return digit + " fits " + count + " of the 46656 templates"
                    + (partner == 0 ? "" : " that leave room for a template of " + partner);
        }

        public int[] cells() {
            return new int[0];
        }
    }

    /** Assuming {@code digit} in {@code cell} led to a contradiction (propagation or search). */
    record Contradiction(int cell, int digit, boolean bySearch) implements Evidence {
        public String describe() {
            return "placing " + digit + " in " + Units.cellName(cell) + " leads to a contradiction"
                    + (bySearch ? " (found by search)" : "");
        }

        public int[] cells() {
            return new int[] {cell};
        }
    }

    private static String cellList(int[] cells) {
        return cellList(cells, ", ");
    }

    private static String cellList(int[] cells, String separator) {
        StringJoiner j = new StringJoiner(separator);
        for (int c : cells) {
            j.add(Units.cellName(c));
        }
        return j.toString();
    }

    /** {@code 7}, {@code 7 or 8}, {@code 3, 7 or 8}. */
    private static String digitList(int mask) {
        int[] ds = Digits.toArray(mask);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ds.length; i++) {
            sb.append(i == 0 ? "" : i == ds.length - 1 ? " or " : ", ").append(ds[i]);
        }
        return sb.toString();
    }

    private static int[] concat(int[] a, int[] b) {
        int[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static String lines(int[] units) {
        StringJoiner j = new StringJoiner(",");
        for (int u : units) {
            j.add(String.valueOf(u % 9 + 1));
        }
        return (units[0] < 9 ? "rows " : "columns ") + j;
    }
}
