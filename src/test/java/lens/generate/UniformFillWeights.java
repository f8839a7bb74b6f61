package lens.generate;

import java.util.SplittableRandom;

/** Prints the spread of {@link UniformFill} log-weights (how the weight cap was chosen). */
public final class UniformFillWeights {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        UniformFill f = new UniformFill();
        SplittableRandom rnd = new SplittableRandom(1);
        double sum = 0;
        double max = 0;
        int done = 0;
        int[] hist = new int[60];
        double[] all = new double[n];
        long start = System.nanoTime();
        while (done < n) {
            if (f.attempt(rnd)) {
                double w = f.lastLogWeight();
                sum += w;
                max = Math.max(max, w);
                hist[(int) w]++;
                all[done] = w;
                done++;
            }
        }
        System.out.printf("fills=%d mean=%.2f max=%.2f seconds=%.1f%n", n, sum / n, max, (System.nanoTime() - start) / 1e9);
        // Under the uniform distribution a grid of log-weight w has mass proportional to e^w here.
        double total = 0;
        for (double w : all) {
            total += Math.exp(w - 50);
        }
        for (double cap = 52; cap <= 56; cap += 0.5) {
            double above = 0;
            double kept = 0;
            for (double w : all) {
                above += w > cap ? Math.exp(w - 50) : 0;
                kept += Math.min(1, Math.exp(w - cap));
            }
            System.out.printf("cap=%.1f uniform_mass_above_cap=%.5f%% kept_per_fill=1/%.0f%n", cap, 100 * above / total, n / kept);
        }
        for (int i = 0; i < hist.length; i++) {
            if (hist[i] > 0) {
                System.out.printf("%2d %d%n", i, hist[i]);
            }
        }
    }
}
