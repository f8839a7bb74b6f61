package lens.ocr.net;

/**
 * Runs the digit network on a batch of normalised inputs (28 x 28, 0..1, row-major, one after
 * the other). Implementations hold workspaces: one per thread; whoever makes one closes it.
 */
public interface DigitNetRunner extends AutoCloseable {
    int INPUT = NetShape.SIDE * NetShape.SIDE;

    /**
     * The class probabilities of the first {@code count} inputs: digit d of input i (d = 1..9)
     * lands in {@code out[i * 9 + d - 1]}.
     */
    void forward(float[] inputs, int count, float[] out);

    @Override
    default void close() {
    }
}
