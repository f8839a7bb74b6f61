package lens.ocr;

import java.util.Arrays;

/**
 * An inference-only forward pass of a {@link ConvNet}, giving the same probabilities as
 * {@link ConvNet#forward} up to float rounding (the dense sums run in another order).
 *
 * <p>It keeps the reference's im2col + matrix product (the layout the JIT vectorises best;
 * scatters from non-zero inputs and shifted-row convolutions measured slower on Java 17) and
 * drops what only training needs: no separate ReLU pass (ReLU is fused into max-pooling as
 * max(0, max of four)), no pooling winners kept, and the dense layer scatters only its non-zero
 * inputs into transposed, contiguous weight rows. All buffers are allocated once. The weights
 * are a snapshot: build a new one after training changes them. Not thread-safe (one
 * workspace): one instance per thread. About 10% faster than the reference on this machine.
 */
final class DigitNetInference {
    private static final int K = NetShape.KERNEL;

    private final NetShape shape;
    /** Convolution weights in the reference order [o][c][ky][kx]. */
    private final float[] w1r;
    private final float[] b1;
    private final float[] w2r;
    private final float[] b2;
    /** Dense weights transposed: [input][hidden unit]. */
    private final float[] w3;
    private final float[] b3;
    private final float[] w4;
    private final float[] b4;

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
        float[] p = net.params();
        shape = s;
        w1r = Arrays.copyOfRange(p, s.w1(), s.b1());
        b1 = Arrays.copyOfRange(p, s.b1(), s.w2());
        w2r = Arrays.copyOfRange(p, s.w2(), s.b2());
        b2 = Arrays.copyOfRange(p, s.b2(), s.w3());
        w3 = new float[s.flat() * s.hidden()];
        for (int j = 0; j < s.hidden(); j++) {
            for (int i = 0; i < s.flat(); i++) {
                w3[i * s.hidden() + j] = p[s.w3() + j * s.flat() + i];
            }
        }
        b3 = Arrays.copyOfRange(p, s.b3(), s.w4());
        w4 = Arrays.copyOfRange(p, s.w4(), s.b4());
        b4 = Arrays.copyOfRange(p, s.b4(), s.parameterCount());
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
        ConvNet.im2col(input, 1, NetShape.SIDE, NetShape.SIDE1, col1);
        convolve(w1r, b1, s.conv1(), K * K, col1, NetShape.SIDE1 * NetShape.SIDE1, a1);
        reluPool(a1, s.conv1(), NetShape.SIDE1, p1);
        ConvNet.im2col(p1, s.conv1(), NetShape.POOL1, NetShape.SIDE2, col2);
        convolve(w2r, b2, s.conv2(), s.conv2Inputs(), col2, NetShape.SIDE2 * NetShape.SIDE2, a2);
        reluPool(a2, s.conv2(), NetShape.SIDE2, p2);
        int hidden = s.hidden();
        System.arraycopy(b3, 0, h, 0, hidden);
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
        float max = Float.NEGATIVE_INFINITY;
        for (int c = 0; c < NetShape.CLASSES; c++) {
            prob[c] = b4[c] + ConvNet.dot(w4, c * hidden, h, 0, hidden);
            max = Math.max(max, prob[c]);
        }
        float sum = 0;
        for (int c = 0; c < NetShape.CLASSES; c++) {
            prob[c] = (float) Math.exp(prob[c] - max);
            sum += prob[c];
        }
        for (int c = 0; c < NetShape.CLASSES; c++) {
            prob[c] /= sum;
        }
        return prob;
    }

    /** out[o][p] = b[o] + sum_k w[o][k] col[k][p] (ReLU is left to the pooling). */
    private static void convolve(float[] w, float[] b, int outCh, int inputs, float[] col, int pixels, float[] out) {
        for (int o = 0; o < outCh; o++) {
            int row = o * pixels;
            Arrays.fill(out, row, row + pixels, b[o]);
            int wo = o * inputs;
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
