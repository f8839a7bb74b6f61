package lens.pipeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import lens.board.Units;
import lens.vision.InkStats;

/**
 * A page whose digits are in two inks of clearly different colour: blue pen on black print, any
 * pen on red print (a third of the newspaper photos), an app's blue entries beside its black
 * givens, the shared hand-filled photos' red pasted digits. There the colour tells print from pen
 * where the grey ink measures may not: on pen written into the 64 validation photos the ink model
 * called 216 of 2344 written digits printed and 185 of 1992 printed ones written (whole pages
 * turned about, most of them in blue pen); with the colour, 80 and 125 (`docs/reading-notebook.md`,
 * 2026-12-01). The two inks are split where the cells' hues ({@link InkStats#hue}) divide best
 * along their main axis (Otsu's rule on that line), and taken as two inks only when the halves'
 * means lie {@value #MIN_GAP} apart and far apart against their spread. Which is the print: the
 * ink model's say when it clearly prefers one ({@link #MODEL_MARGIN}), else the warmer of the two
 * (a* + b*: print is black or red, a pen mostly blue, black or pencil grey); the print must hold a
 * puzzle's worth of digits.
 */
final class InkColours {
    /** Each ink has at least this many digits: fewer say nothing sure of a colour. */
    static final int MIN_CELLS = 3;
    /** The print has at least this many digits (a puzzle prints 17 at least, and a few may be unread). */
    static final int MIN_PRINT = 15;
    /**
     * The ink model's mean written probabilities of the two inks this far apart say which is the
     * print; closer, the colours do (the model had turned whole pages of blue pen about: 0.75
     * against 0.62). On the validation pen photos and the shared hand-filled training photos
     * (whose pasted digits are often red) 0.2 left the fewest cells wrong (0.15 and 0.3 more).
     */
    static final double MODEL_MARGIN = 0.2;
    /** The least distance (CIELAB a*b* units) between the two inks' mean hues. */
    static final double MIN_GAP = 10;
    /** The least separation: the distance between the means over the summed standard deviations along the axis. */
    static final double MIN_SEPARATION = 2;

    private InkColours() {
    }

    /**
     * The two inks of a page: {@code print[i]} and {@code pen[i]} say which cell's digit is in
     * which (both false for an empty cell or one without a hue).
     */
    record Split(boolean[] print, boolean[] pen) {
    }

    /**
     * The page's two inks, or null when its digits are of one colour (or too few show a hue, or
     * the one taken for print holds too few digits). {@code modelWritten}: the ink model's
     * probability that each cell's digit is written, measured against the whole page.
     */
    static Split of(InkStats[] stats, double[] modelWritten) {
        List<InkStats> hued = new ArrayList<>();
        for (InkStats s : stats) {
            if (s != null && s.hue() != null) {
                hued.add(s);
            }
        }
        int n = hued.size();
        if (n < 2 * MIN_CELLS) {
            return null;
        }
        double[] axis = mainAxis(hued);
        double[] t = new double[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            double[] h = hued.get(i).hue();
            t[i] = h[0] * axis[0] + h[1] * axis[1];
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(t[x], t[y]));
        int cut = otsu(t, order);
        if (cut < 0) {
            return null;
        }
        double[] low = moments(t, order, 0, cut);
        double[] high = moments(t, order, cut, n);
        double gap = high[0] - low[0];
        if (gap < MIN_GAP || gap < MIN_SEPARATION * (low[1] + high[1])) {
            return null;
        }
        double margin = meanOf(modelWritten, hued, order, cut, n) - meanOf(modelWritten, hued, order, 0, cut);
        boolean lowIsPrint = Math.abs(margin) >= MODEL_MARGIN ? margin > 0
                : warmth(hued, order, 0, cut) > warmth(hued, order, cut, n);
        if ((lowIsPrint ? cut : n - cut) < MIN_PRINT) {
            return null;
        }
        boolean[] print = new boolean[Units.CELLS];
        boolean[] pen = new boolean[Units.CELLS];
        for (int k = 0; k < n; k++) {
            int cell = hued.get(order[k]).cell();
            boolean low0 = k < cut;
            (low0 == lowIsPrint ? print : pen)[cell] = true;
        }
        return new Split(print, pen);
    }

    /** The unit direction along which the hues spread most (their covariance's first eigenvector). */
    private static double[] mainAxis(List<InkStats> hued) {
        double ma = 0;
        double mb = 0;
        for (InkStats s : hued) {
            ma += s.hue()[0];
            mb += s.hue()[1];
        }
        ma /= hued.size();
        mb /= hued.size();
        double saa = 0;
        double sbb = 0;
        double sab = 0;
        for (InkStats s : hued) {
            double da = s.hue()[0] - ma;
            double db = s.hue()[1] - mb;
            saa += da * da;
            sbb += db * db;
            sab += da * db;
        }
        double angle = 0.5 * Math.atan2(2 * sab, saa - sbb);
        return new double[] {Math.cos(angle), Math.sin(angle)};
    }

    /**
     * Where the sorted values {@code t} (in {@code order}) divide with the most variance between
     * the two parts, each at least {@value #MIN_CELLS} long: the index of the upper part's first
     * value, or -1.
     */
    private static int otsu(double[] t, Integer[] order) {
        int n = t.length;
        double total = 0;
        for (double v : t) {
            total += v;
        }
        double below = 0;
        double best = -1;
        int cut = -1;
        for (int k = 1; k < n; k++) {
            below += t[order[k - 1]];
            if (k < MIN_CELLS || n - k < MIN_CELLS) {
                continue;
            }
            double m0 = below / k;
            double m1 = (total - below) / (n - k);
            double between = (double) k * (n - k) * (m1 - m0) * (m1 - m0);
            if (between > best) {
                best = between;
                cut = k;
            }
        }
        return cut;
    }

    /** Mean and standard deviation of the values {@code t} at {@code order[from..to)}. */
    private static double[] moments(double[] t, Integer[] order, int from, int to) {
        double sum = 0;
        for (int k = from; k < to; k++) {
            sum += t[order[k]];
        }
        double mean = sum / (to - from);
        double sq = 0;
        for (int k = from; k < to; k++) {
            sq += (t[order[k]] - mean) * (t[order[k]] - mean);
        }
        return new double[] {mean, Math.sqrt(sq / (to - from))};
    }

    /** The mean of {@code values} over the cells at {@code order[from..to)}. */
    private static double meanOf(double[] values, List<InkStats> hued, Integer[] order, int from, int to) {
        double sum = 0;
        for (int k = from; k < to; k++) {
            sum += values[hued.get(order[k]).cell()];
        }
        return sum / (to - from);
    }

    /**
     * The mean of a* + b* over the hues at {@code order[from..to)}: print is black or red
     * (0 and about 35), a pen blue (about -20), black or pencil grey, so of two inks the
     * print is the warmer.
     */
    private static double warmth(List<InkStats> hued, Integer[] order, int from, int to) {
        double sum = 0;
        for (int k = from; k < to; k++) {
            double[] h = hued.get(order[k]).hue();
            sum += h[0] + h[1];
        }
        return sum / (to - from);
    }
}
