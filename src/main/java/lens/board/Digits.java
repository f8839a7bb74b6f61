package lens.board;

/**
 * Candidate masks: digit {@code d} (1..9) is bit {@code d - 1} of a 9-bit int.
 *
 * <pre>
 * bit:    8 7 6 5 4 3 2 1 0
 * digit:  9 8 7 6 5 4 3 2 1      ALL = 0x1FF
 * </pre>
 */
public final class Digits {
    public static final int ALL = 0x1FF;

    private Digits() {
    }

    public static int bit(int digit) {
        return 1 << (digit - 1);
    }

    public static int count(int mask) {
        return Integer.bitCount(mask);
    }

    /** The smallest digit in a non-empty mask. */
    public static int first(int mask) {
        return Integer.numberOfTrailingZeros(mask) + 1;
    }

    public static boolean isSingle(int mask) {
        return mask != 0 && (mask & (mask - 1)) == 0;
    }

    public static boolean contains(int mask, int digit) {
        return (mask & bit(digit)) != 0;
    }

    /** The digits of a mask in ascending order. */
    public static int[] toArray(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        for (int i = 0; mask != 0; mask &= mask - 1) {
            out[i++] = Integer.numberOfTrailingZeros(mask) + 1;
        }
        return out;
    }

    /** Ascending digits without separators, e.g. {@code 137}. */
    public static String toString(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int d : toArray(mask)) {
            sb.append(d);
        }
        return sb.toString();
    }
}
