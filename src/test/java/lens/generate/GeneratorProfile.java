package lens.generate;

import lens.solve.human.Level;

/** Prints attempts per puzzle and time per attempt for each level (for tuning the generator). */
public final class GeneratorProfile {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        for (int i = 1; i < args.length; i++) {
            Level level = Level.valueOf(args[i].toUpperCase());
            PuzzleGenerator g = new PuzzleGenerator(GeneratorSettings.DEFAULT.withRange(RatingRange.of(level)));
            long start = System.nanoTime();
            long attempts = 0;
            for (int k = 0; k < n; k++) {
                Generation r = g.generate(BatchGenerator.seedFor(99, k));
                attempts += r instanceof Generation.Found f ? f.puzzle().attempts() : ((Generation.TimedOut) r).attempts();
            }
            double s = (System.nanoTime() - start) / 1e9;
            System.out.printf("%s: puzzles/s=%.2f attempts/puzzle=%.1f ms/attempt=%.2f%n", level, n / s,
                    (double) attempts / n, 1000 * s / attempts);
        }
    }
}
