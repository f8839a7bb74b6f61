package lens.ocr.net;

/**
 * Sizes of the digit network ({@link ConvNet}): a 28 x 28 input, a 5 x 5 convolution with
 * {@code conv1} channels, ReLU, 2 x 2 max-pooling, a 5 x 5 convolution with {@code conv2}
 * channels, ReLU, 2 x 2 max-pooling, a dense layer of {@code hidden} ReLU units and 9 outputs
 * (digits 1..9, softmax).
 *
 * <p>The parameters live in one flat array in this order: conv1 weights and biases, conv2
 * weights and biases, hidden weights and biases, output weights and biases; the offsets below
 * say where each starts.
 */
public record NetShape(int conv1, int conv2, int hidden) {
    public static final int SIDE = 28;
    public static final int KERNEL = 5;
    /** conv1 output side (valid convolution). */
    public static final int SIDE1 = SIDE - KERNEL + 1;
    /** after the first pooling. */
    public static final int POOL1 = SIDE1 / 2;
    public static final int SIDE2 = POOL1 - KERNEL + 1;
    public static final int POOL2 = SIDE2 / 2;
    public static final int CLASSES = 9;
    /** Weights of one kernel. */
    public static final int K2 = KERNEL * KERNEL;
    /** Pixels of one conv1 output map, and of one conv2 output map. */
    public static final int PIX1 = SIDE1 * SIDE1;
    public static final int PIX2 = SIDE2 * SIDE2;
    /** Pixels of one map after the first pooling, and after the second. */
    public static final int AREA1 = POOL1 * POOL1;
    public static final int AREA2 = POOL2 * POOL2;

    public NetShape {
        if (conv1 < 1 || conv2 < 1 || hidden < 1) {
            throw new IllegalArgumentException("layer sizes must be positive: " + conv1 + "/" + conv2 + "/" + hidden);
        }
    }

    /** Inputs of a conv2 output pixel (all conv1 channels under the 5 x 5 window). */
    public int conv2Inputs() {
        return conv1 * K2;
    }

    /** Inputs of the hidden layer (pooled conv2 maps, flattened). */
    public int flat() {
        return conv2 * POOL2 * POOL2;
    }

    public int w1() {
        return 0;
    }

    public int b1() {
        return conv1 * K2;
    }

    public int w2() {
        return b1() + conv1;
    }

    public int b2() {
        return w2() + conv2 * conv2Inputs();
    }

    public int w3() {
        return b2() + conv2;
    }

    public int b3() {
        return w3() + hidden * flat();
    }

    public int w4() {
        return b3() + hidden;
    }

    public int b4() {
        return w4() + CLASSES * hidden;
    }

    public int parameterCount() {
        return b4() + CLASSES;
    }

    /** Multiply-adds of one forward pass (to compare shapes by cost). */
    public long forwardMacs() {
        return (long) conv1 * K2 * SIDE1 * SIDE1 + (long) conv2 * conv2Inputs() * SIDE2 * SIDE2
                + (long) hidden * flat() + (long) CLASSES * hidden;
    }

    @Override
    public String toString() {
        return "conv5x5x" + conv1 + "-pool-conv5x5x" + conv2 + "-pool-dense" + hidden + "-9";
    }
}
