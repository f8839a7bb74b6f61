package lens.ocr.net;

import java.util.List;

/**
 * Runs every network of a {@link DigitModel} on the batch and gives the mean of their
 * probabilities (each digit's probabilities still sum to one). Closes its runners.
 */
final class AveragedRunner implements DigitNetRunner {
    private final List<DigitNetRunner> runners;
    private float[] one = new float[0];

    AveragedRunner(List<DigitNetRunner> runners) {
        this.runners = List.copyOf(runners);
    }

    @Override
    public void forward(float[] inputs, int count, float[] out) {
        int n = count * NetShape.CLASSES;
        if (one.length < n) {
            one = new float[n];
        }
        runners.get(0).forward(inputs, count, out);
        for (int r = 1; r < runners.size(); r++) {
            runners.get(r).forward(inputs, count, one);
            for (int i = 0; i < n; i++) {
                out[i] += one[i];
            }
        }
        float scale = 1f / runners.size();
        for (int i = 0; i < n; i++) {
            out[i] *= scale;
        }
    }

    @Override
    public void close() {
        runners.forEach(DigitNetRunner::close);
    }
}
