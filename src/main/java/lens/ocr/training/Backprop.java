package lens.ocr.training;

import java.util.Arrays;
import lens.ocr.net.ConvNet;
import lens.ocr.net.NetShape;

/**
 * The backward pass of {@link ConvNet} for the softmax cross-entropy loss: after
 * {@link ConvNet#forward} on one sample, {@link #accumulate} adds that sample's gradient (times
 * its weight) into {@link #grad}. One instance per thread; its scratch arrays are reused.
 */
final class Backprop {
    private static final int K2 = NetShape.KERNEL * NetShape.KERNEL;
    private static final int PIX1 = NetShape.SIDE1 * NetShape.SIDE1;
    private static final int PIX2 = NetShape.SIDE2 * NetShape.SIDE2;

    final float[] grad;
    private final NetShape s;
    private final float[] d4 = new float[NetShape.CLASSES];
    private final float[] dh;
    private final float[] dp2;
    private final float[] da2;
    private final float[] dcol2;
    private final float[] dp1;
    private final float[] da1;

    Backprop(NetShape shape) {
        s = shape;
        grad = new float[shape.parameterCount()];
        dh = new float[shape.hidden()];
        dp2 = new float[shape.flat()];
        da2 = new float[shape.conv2() * PIX2];
        dcol2 = new float[shape.conv2Inputs() * PIX2];
        dp1 = new float[shape.conv1() * NetShape.POOL1 * NetShape.POOL1];
        da1 = new float[shape.conv1() * PIX1];
    }

    void clear() {
        Arrays.fill(grad, 0f);
    }

    /** Adds the gradient of {@code weight * -log p(label)}; returns that loss. {@code label} is 0..8. */
    double accumulate(float[] w, ConvNet.Activations a, int label, float weight) {
        int hidden = s.hidden();
        int flat = s.flat();
        for (int c = 0; c < NetShape.CLASSES; c++) {
            d4[c] = weight * (a.prob[c] - (c == label ? 1f : 0f));
        }
        Arrays.fill(dh, 0f);
        for (int c = 0; c < NetShape.CLASSES; c++) {
            float d = d4[c];
            grad[s.b4() + c] += d;
            axpy(d, a.h, 0, grad, s.w4() + c * hidden, hidden);
            axpy(d, w, s.w4() + c * hidden, dh, 0, hidden);
        }
        Arrays.fill(dp2, 0f);
        for (int j = 0; j < hidden; j++) {
            float d = a.h[j] > 0 ? dh[j] : 0f;
            if (d == 0f) {
                continue;
            }
            grad[s.b3() + j] += d;
            axpy(d, a.p2, 0, grad, s.w3() + j * flat, flat);
            axpy(d, w, s.w3() + j * flat, dp2, 0, flat);
        }
        unpool(dp2, a.p2, a.arg2, da2);
        convBackward(w, s.w2(), s.b2(), s.conv2(), s.conv2Inputs(), PIX2, da2, a.col2, dcol2);
        col2im(dcol2, s.conv1(), NetShape.POOL1, NetShape.SIDE2, dp1);
        unpool(dp1, a.p1, a.arg1, da1);
        convBackward(w, s.w1(), s.b1(), s.conv1(), K2, PIX1, da1, a.col1, null);
        return -weight * Math.log(Math.max(a.prob[label], 1e-12));
    }

    /** Routes each pooled gradient to the pixel that won the max, through the ReLU before it. */
    private static void unpool(float[] dPooled, float[] pooled, int[] arg, float[] dIn) {
        Arrays.fill(dIn, 0f);
        for (int i = 0; i < dPooled.length; i++) {
            if (pooled[i] > 0) {
                dIn[arg[i]] += dPooled[i];
            }
        }
    }

    /** Weight and bias gradients of a convolution; the gradient of its im2col input when {@code dcol} is not null. */
    private void convBackward(float[] w, int wOff, int bOff, int outCh, int inputs, int pixels,
                              float[] dOut, float[] col, float[] dcol) {
        if (dcol != null) {
            Arrays.fill(dcol, 0f);
        }
        for (int o = 0; o < outCh; o++) {
            int row = o * pixels;
            float bias = 0;
            for (int p = 0; p < pixels; p++) {
                bias += dOut[row + p];
            }
            if (bias == 0f && allZero(dOut, row, pixels)) {
                continue;
            }
            grad[bOff + o] += bias;
            int wo = wOff + o * inputs;
            for (int k = 0; k < inputs; k++) {
                grad[wo + k] += ConvNet.dot(dOut, row, col, k * pixels, pixels);
                if (dcol != null) {
                    axpy(w[wo + k], dOut, row, dcol, k * pixels, pixels);
                }
            }
        }
    }

    /** The inverse of {@link ConvNet}'s im2col: sums each column entry back onto its input pixel. */
    private static void col2im(float[] dcol, int channels, int side, int out, float[] dIn) {
        Arrays.fill(dIn, 0f);
        int k = 0;
        for (int c = 0; c < channels; c++) {
            int base = c * side * side;
            for (int ky = 0; ky < NetShape.KERNEL; ky++) {
                for (int kx = 0; kx < NetShape.KERNEL; kx++, k++) {
                    int src = k * out * out;
                    for (int y = 0; y < out; y++) {
                        int dst = base + (y + ky) * side + kx;
                        int sy = src + y * out;
                        for (int x = 0; x < out; x++) {
                            dIn[dst + x] += dcol[sy + x];
                        }
                    }
                }
            }
        }
    }

    private static boolean allZero(float[] v, int from, int n) {
        for (int i = from; i < from + n; i++) {
            if (v[i] != 0f) {
                return false;
            }
        }
        return true;
    }

    /** y[yi..] += alpha * x[xi..] */
    private static void axpy(float alpha, float[] x, int xi, float[] y, int yi, int n) {
        for (int i = 0; i < n; i++) {
            y[yi + i] += alpha * x[xi + i];
        }
    }
}
