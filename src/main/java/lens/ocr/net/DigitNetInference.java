package lens.ocr.net;

import java.util.Arrays;

/**
 * An inference-only forward pass of a {@link ConvNet}, giving the same probabilities as
 * {@link ConvNet#forward} up to float rounding (the dense sums run in another order).
 *
 * <p>This is {@link NetEngine#PER_DIGIT}, the one-digit-at-a-time baseline that ocr-bench times
 * the batch engines against. It keeps the older im2col + matrix product over one flat array
 * (scalar on Java 17, see {@link ConvNet}) and drops what only training needs: no separate ReLU pass (ReLU is fused into
 * max-pooling as max(0, max of four)), no pooling winners kept, and the dense layer scatters
 * only its non-zero inputs into transposed, contiguous weight rows. All buffers are allocated
 * once. The weights are a snapshot: build a new one after training changes them. Not
 * thread-safe (one workspace): one instance per thread.
 */
final class DigitNetInference {
    private static final int K = NetShape.KERNEL;

    private final NetShape shape;
    /** A copy of the network's parameters, laid out as {@link NetShape} says. */
    private final float[] params;
    /** The first dense layer's weights transposed: [input][hidden unit]. */
    private final float[] w3;

    private final float[] col1;
    private final float[] col2;
    private final float[] a1;
    private final float[] p1;
    private final float[] a2;
    private final float[] p2;
    private final float[] h;
    private final float[] prob = new float[NetShape.CLASSES];

    DigitNetInference(ConvNet net) {
        NetShape s = net.shape();
        float[] p = net.params().clone();
        shape = s;
        params = p;
        w3 = new float[s.flat() * s.hidden()];
        for (int j = 0; j < s.hidden(); j++) {
            for (int i = 0; i < s.flat(); i++) {
                w3[i * s.hidden() + j] = p[s.w3() + j * s.flat() + i];
            }
        }
        col1 = new float[K * K * NetShape.SIDE1 * NetShape.SIDE1];
        col2 = new float[s.conv2Inputs() * NetShape.SIDE2 * NetShape.SIDE2];
        a1 = new float[s.conv1() * NetShape.SIDE1 * NetShape.SIDE1];
        p1 = new float[s.conv1() * NetShape.POOL1 * NetShape.POOL1];
        a2 = new float[s.conv2() * NetShape.SIDE2 * NetShape.SIDE2];
        p2 = new float[s.flat()];
        h = new float[s.hidden()];
    }

    /**
     * Class probabilities (digits 1..9) of a 28 x 28 row-major input in 0..1; the returned array
     * is reused by the next call.
     */
    float[] forward(float[] input) {
        NetShape s = shape;
        float[] p = params;
        im2col(input, 1, NetShape.SIDE, NetShape.SIDE1, col1);
        convolve(p, s.w1(), p, s.b1(), s.conv1(), K * K, col1, NetShape.SIDE1 * NetShape.SIDE1, a1);
        reluPool(a1, s.conv1(), NetShape.SIDE1, p1);
        im2col(p1, s.conv1(), NetShape.POOL1, NetShape.SIDE2, col2);
        convolve(p, s.w2(), p, s.b2(), s.conv2(), s.conv2Inputs(), col2, NetShape.SIDE2 * NetShape.SIDE2, a2);
        reluPool(a2, s.conv2(), NetShape.SIDE2, p2);
        int hidden = s.hidden();
        System.arraycopy(p, s.b3(), h, 0, hidden);
        for (int i = 0; i < p2.length; i++) {
            float v = p2[i];
            if (v != 0f) {
                int row = i * hidden;
                for (int j = 0; j < hidden; j++) {
                    h[j] += v * w3[row + j];
                }
            }
        }
        for (int j = 0; j < hidden; j++) {
            h[j] = Math.max(0f, h[j]);
        }
        for (int c = 0; c < NetShape.CLASSES; c++) {
            prob[c] = p[s.b4() + c] + ConvNet.dot(p, s.w4() + c * hidden, h, 0, hidden);
        }
        ConvNet.softmax(prob);
        return prob;
    }

    /** col[(c*25 + ky*5 + kx) * out^2 + y*out + x] = in[c][y+ky][x+kx]. */
    private static void im2col(float[] in, int channels, int side, int out, float[] col) {
        int k = 0;
        for (int c = 0; c < channels; c++) {
            int base = c * side * side;
            for (int ky = 0; ky < K; ky++) {
                for (int kx = 0; kx < K; kx++, k++) {
                    int dst = k * out * out;
                    for (int y = 0; y < out; y++) {
                        System.arraycopy(in, base + (y + ky) * side + kx, col, dst + y * out, out);
                    }
                }
            }
        }
    }

    /** out[o][p] = b[bOff + o] + sum_k w[wOff + o * inputs + k] col[k][p], all flat. */
    private static void convolve(float[] w, int wOff, float[] b, int bOff, int outCh, int inputs, float[] col, int pixels, float[] out) {
        for (int o = 0; o < outCh; o++) {
            int row = o * pixels;
            Arrays.fill(out, row, row + pixels, b[bOff + o]);
            int wo = wOff + o * inputs;
            int k = 0;
            for (; k + 3 < inputs; k += 4) {
                float w0 = w[wo + k], w1 = w[wo + k + 1], w2 = w[wo + k + 2], w3 = w[wo + k + 3];
                int c0 = k * pixels, c1 = c0 + pixels, c2 = c1 + pixels, c3 = c2 + pixels;
                for (int p = 0; p < pixels; p++) {
                    out[row + p] += w0 * col[c0 + p] + w1 * col[c1 + p] + w2 * col[c2 + p] + w3 * col[c3 + p];
                }
            }
            for (; k < inputs; k++) {
                float wk = w[wo + k];
                int ck = k * pixels;
                for (int p = 0; p < pixels; p++) {
                    out[row + p] += wk * col[ck + p];
                }
            }
        }
    }

    /** ReLU then 2 x 2 max-pooling of planar maps ([c][side][side], the reference order). */
    private static void reluPool(float[] in, int ch, int side, float[] out) {
        int half = side / 2;
        int i = 0;
        for (int c = 0; c < ch; c++) {
            int base = c * side * side;
            for (int y = 0; y < half; y++) {
                for (int x = 0; x < half; x++, i++) {
                    int p = base + 2 * y * side + 2 * x;
                    float m = Math.max(Math.max(in[p], in[p + 1]), Math.max(in[p + side], in[p + side + 1]));
                    out[i] = Math.max(0f, m);
                }
            }
        }
    }
}
