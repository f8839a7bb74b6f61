package lens.pipeline;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import lens.board.Units;
import lens.vision.InkStats;

/**
 * Tells printed digits from handwritten ones by how their ink looks ({@link InkStats}). A single
 * cell says little (a pen can be as dark as print), but the printed digits of one page share one
 * font size, stroke width and ink: so the cells are classified twice. A first model, on each
 * cell's own measurements, finds the cells that are surely printed; their median measurements
 * are the page's print, and a second model classifies every cell by its own measurements and
 * their distance from that print. Both are logistic regressions on the measurements and their
 * pairwise products, fitted by {@link InkKindsFitter} ({@code sudoku-lens fit-ink}) on the
 * training part of the shared photos and on pen-filled pages by the training writers (rendered,
 * and written into the printed training photos): fitted on the photos' pasted digits alone, it
 * took most of real writers' pen for print.
 */
public final class InkClassifier {
    /**
     * @param surePrinted a first-pass probability of being written below this marks a cell as
     *                    surely printed: the page's print is measured on those cells
     * @param minSure     fewer surely printed cells than this and every filled cell measures
     *                    the page (a page with no print to speak of)
     */
    public record Params(double surePrinted, int minSure) {
        /** The values the model is fitted with and used with. */
        public static final Params FITTED = new Params(0.2, 3);
    }

    private static final String MODEL = "ink-kinds.model";
    /**
     * A digit in the pen's colour on a page of two inks ({@link InkColours}) keeps this share of
     * the model's doubt that it is written: at least 0.9 written. The print's cells are left to
     * the model, measured against the print's own cells: a black pen beside a blue one shares
     * the print's colour.
     */
    static final double PEN_DOUBT = 0.1;
    private static final InkClassifier DEFAULT = load();

    private final Logistic first;
    private final Logistic second;
    private final Params params;

    InkClassifier(Logistic first, Logistic second, Params params) {
        this.first = first;
        this.second = second;
        this.params = params;
    }

    /** The classifier with the committed model. */
    public static InkClassifier standard() {
        return DEFAULT;
    }

    /** {@code stats[i]}: the measurements of cell i, null when it is empty. */
    public CellKinds classify(InkStats[] stats) {
        if (stats.length != Units.CELLS) {
            throw new IllegalArgumentException("81 cells, not " + stats.length);
        }
        double[] written = new double[Units.CELLS];
        double[] heights = new double[Units.CELLS];
        Arrays.fill(written, Double.NaN);
        Arrays.fill(heights, Double.NaN);
        boolean[] offCentre = new boolean[Units.CELLS];
        double[] print = pagePrint(first, params, stats);
        for (int i = 0; i < Units.CELLS; i++) {
            if (stats[i] != null) {
                written[i] = second.probability(secondInputs(stats[i], print));
            }
        }
        InkColours.Split split = InkColours.of(stats, written);
        if (split != null) {
            // the print measured on the print's own colour, then every cell against it
            print = pagePrint(first, params, only(stats, split.print()));
        }
        for (int i = 0; i < Units.CELLS; i++) {
            if (stats[i] != null) {
                if (split != null) {
                    written[i] = second.probability(secondInputs(stats[i], print));
                    if (split.pen()[i]) {
                        // in the pen's colour: written, the model's doubt kept a tenth of its weight (ordering within the pen)
                        written[i] = 1 - (1 - written[i]) * PEN_DOUBT;
                    }
                }
                heights[i] = stats[i].height();
                offCentre[i] = Math.hypot(stats[i].offsetX(), stats[i].offsetY()) > CellKinds.OFF_CENTRE;
            }
        }
        return new CellKinds(written, lens.vision.PencilMarks.markSized(heights), offCentre);
    }

    /**
     * The page's print (median contrast, stroke width, sharpness and height) as the first model
     * finds it: over the cells it deems surely printed, or over every filled cell when they are
     * too few. Null when no cell is filled.
     */
    static double[] pagePrint(Logistic first, Params params, InkStats[] stats) {
        List<InkStats> sure = new ArrayList<>();
        List<InkStats> all = new ArrayList<>();
        for (InkStats s : stats) {
            if (s != null) {
                all.add(s);
                if (first.probability(firstInputs(s)) < params.surePrinted()) {
                    sure.add(s);
                }
            }
        }
        return all.isEmpty() ? null : median(sure.size() >= params.minSure() ? sure : all);
    }

    /** The measurements of the cells {@code cells} marks, the others null. */
    private static InkStats[] only(InkStats[] stats, boolean[] cells) {
        InkStats[] out = new InkStats[stats.length];
        for (int i = 0; i < stats.length; i++) {
            out[i] = stats[i] != null && cells[i] ? stats[i] : null;
        }
        return out;
    }

    /** The first model's inputs: the cell's own measurements and their pairwise products. */
    static double[] firstInputs(InkStats s) {
        return quadratic(base(s));
    }

    /** The second model's inputs: the cell's measurements, their distances from the page's print, and pairwise products. */
    static double[] secondInputs(InkStats s, double[] print) {
        return quadratic(relative(s, print));
    }

    /** contrast, stroke width, sharpness, height, |offset x|, offset y, |offset y| (scaled as fitted). */
    private static double[] base(InkStats s) {
        return new double[] {s.contrast() / 100, s.strokeWidth() * 10, s.sharpness(), s.height(),
            Math.abs(s.offsetX()), s.offsetY(), Math.abs(s.offsetY())};
    }

    /** The base measurements, then the differences from the page's print (contrast, stroke, sharpness, height) and their sizes. */
    private static double[] relative(InkStats s, double[] print) {
        double[] r = {(s.contrast() - print[0]) / 100, (s.strokeWidth() - print[1]) * 10,
            s.sharpness() - print[2], s.height() - print[3]};
        double[] b = base(s);
        double[] out = Arrays.copyOf(b, b.length + 2 * r.length);
        for (int k = 0; k < r.length; k++) {
            out[b.length + k] = r[k];
            out[b.length + r.length + k] = Math.abs(r[k]);
        }
        return out;
    }

    /** Median contrast, stroke width, sharpness and height of the cells. */
    private static double[] median(List<InkStats> cells) {
        double[][] v = new double[4][cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            InkStats s = cells.get(i);
            v[0][i] = s.contrast();
            v[1][i] = s.strokeWidth();
            v[2][i] = s.sharpness();
            v[3][i] = s.height();
        }
        double[] m = new double[4];
        for (int k = 0; k < 4; k++) {
            Arrays.sort(v[k]);
            int n = v[k].length;
            m[k] = n % 2 == 1 ? v[k][n / 2] : (v[k][n / 2 - 1] + v[k][n / 2]) / 2;
        }
        return m;
    }

    /** The values, then every product of two of them (i <= j), as the model was fitted. */
    private static double[] quadratic(double[] z) {
        int n = z.length;
        double[] out = Arrays.copyOf(z, n + n * (n + 1) / 2);
        int k = n;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                out[k++] = z[i] * z[j];
            }
        }
        return out;
    }

    /** A logistic regression on standardised inputs: mean, standard deviation, weights (bias last). */
    record Logistic(double[] mean, double[] sd, double[] weights) {
        double probability(double[] z) {
            if (z.length != mean.length) {
                throw new IllegalStateException("the ink model expects " + mean.length + " inputs, not " + z.length);
            }
            double s = weights[z.length];
            for (int i = 0; i < z.length; i++) {
                s += weights[i] * (z[i] - mean[i]) / sd[i];
            }
            return 1 / (1 + Math.exp(-s));
        }
    }

    /** The model file's text: a comment, then mean, sd and weights of the first model and of the second, one line each. */
    String format() {
        StringBuilder out = new StringBuilder("# lens.pipeline.InkClassifier model, written by sudoku-lens fit-ink;"
                + " lines: mean, sd, weights (bias last)\n");
        for (Logistic m : List.of(first, second)) {
            for (double[] line : List.of(m.mean(), m.sd(), m.weights())) {
                out.append(String.join(" ", Arrays.stream(line).mapToObj(Double::toString).toList())).append('\n');
            }
        }
        return out.toString();
    }

    private static InkClassifier load() {
        try (InputStream in = InkClassifier.class.getResourceAsStream(MODEL)) {
            if (in == null) {
                throw new IllegalStateException("the ink model " + MODEL + " is missing from the jar");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a model file's lines ({@link #format}); lines starting with {@code #} are comments. */
    static InkClassifier parse(List<String> text) {
        List<double[]> lines = new ArrayList<>();
        for (String line : text) {
            if (!line.isBlank() && !line.startsWith("#")) {
                lines.add(Arrays.stream(line.trim().split(" ")).mapToDouble(Double::parseDouble).toArray());
            }
        }
        if (lines.size() != 6) {
            throw new IllegalStateException("the ink model " + MODEL + " has " + lines.size() + " lines, not 6");
        }
        return new InkClassifier(new Logistic(lines.get(0), lines.get(1), lines.get(2)),
                new Logistic(lines.get(3), lines.get(4), lines.get(5)), Params.FITTED);
    }
}
