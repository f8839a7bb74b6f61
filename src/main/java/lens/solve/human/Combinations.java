package lens.solve.human;

import java.util.function.Function;

/** Walks the k-element subsets of {0..n-1} in lexicographic order, stopping at the first hit. */
public final class Combinations {
    private Combinations() {
    }

    /**
     * Calls {@code visit} with each k-subset (ascending indices, in an array reused between
     * calls) until it returns non-null, and returns that value; null when none hit.
     */
    public static <T> T first(int n, int k, Function<int[], T> visit) {
        if (k > n || k <= 0) {
            return null;
        }
        int[] idx = new int[k];
        for (int i = 0; i < k; i++) {
            idx[i] = i;
        }
        while (true) {
            T hit = visit.apply(idx);
            if (hit != null) {
                return hit;
            }
            int i = k - 1;
            while (i >= 0 && idx[i] == n - k + i) {
                i--;
            }
            if (i < 0) {
                return null;
            }
            idx[i]++;
            for (int j = i + 1; j < k; j++) {
                idx[j] = idx[j - 1] + 1;
            }
        }
    }
}
