package lens.ocr.training;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import lens.ocr.DigitRecognizer;

/** Accuracy and confusion counts of a recognizer on labelled digits. */
public final class Confusion {
    private final int[][] counts = new int[10][10];
    private int total;
    private int correct;

    public static Confusion measure(DigitRecognizer r, List<LabelledInk> digits) {
        Confusion c = new Confusion();
        for (LabelledInk d : digits) {
            c.add(d.digit(), r.recognize(d.ink()).digit());
        }
        return c;
    }

    public void add(int truth, int read) {
        counts[truth][read]++;
        total++;
        correct += truth == read ? 1 : 0;
    }

    public int total() {
        return total;
    }

    public double accuracy() {
        return total == 0 ? 0 : (double) correct / total;
    }

    /** "97.50% (390/400)" */
    public String accuracyText() {
        return String.format(Locale.ROOT, "%.2f%% (%d/%d)", 100 * accuracy(), correct, total);
    }

    /** The most frequent confusions, "7->1 x4, 8->6 x2", at most {@code limit}. */
    public String topConfusions(int limit) {
        List<int[]> pairs = new ArrayList<>();
        for (int t = 1; t <= 9; t++) {
            for (int r = 1; r <= 9; r++) {
                if (t != r && counts[t][r] > 0) {
                    pairs.add(new int[] {t, r, counts[t][r]});
                }
            }
        }
        pairs.sort((a, b) -> b[2] - a[2]);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(limit, pairs.size()); i++) {
            int[] p = pairs.get(i);
            sb.append(i == 0 ? "" : ", ").append(p[0]).append("->").append(p[1]).append(" x").append(p[2]);
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
