package lens.ocr.training;

import static lens.ocr.net.NetShape.AREA1;
import static lens.ocr.net.NetShape.AREA2;
import static lens.ocr.net.NetShape.K2;
import static lens.ocr.net.NetShape.PIX1;
import static lens.ocr.net.NetShape.PIX2;

import java.util.Arrays;
import lens.ocr.net.ConvNet;
import lens.ocr.net.NetShape;

/**
 * The backward pass of {@link ConvNet} for the softmax cross-entropy loss. {@link #start} takes
 * the batch's weights and clears the gradient; after {@link ConvNet#forward} on each sample,
 * {@link #accumulate} adds that sample's gradient (times its weight); {@link #gradient()} gives
 * the sum in {@link NetShape}'s parameter order. One instance per thread; its scratch arrays are
 * reused.
 *
 * <p>Max-pooling passes a gradient to one pixel of four, and only where the ReLU let it through,
 * so most of a convolution's output gradient is zero: each convolution's weight gradient and
 * input gradient are built from its non-zero output gradients alone, each one adding a whole
 * row (its im2col patch into the weight gradient, its weights into the patch's gradient). Those
 * rows are arrays of their own indexed from zero, which C2 vectorises (see {@link ConvNet});
 * the dense layers' weight gradient rows likewise.
 */
final class Backprop {
    private static final int K = NetShape.KERNEL;

    private final NetShape s;
    /** The flat gradient {@link #gradient()} hands out. */
    private final float[] grad;
    /** Gradients accumulated as rows: conv weights [out channel][input], dense weights [unit][input]. */
    private final float[][] dw1;
    private final float[][] dw2;
    private final float[][] dw3;
    private final float[][] dw4;
    private final float[] db1;
    private final float[] db2;
    private final float[] db3;
    private final float[] db4;
    /** The batch's weights as rows: conv2 [out channel][input], dense [unit][input]. */
    private final float[][] w2;
    private final float[][] w3;
    private final float[][] w4;
    /** The im2col patches transposed: one row per output pixel (col2t[p][c * 25 + ky * 5 + kx]). */
    private final float[][] col1t = new float[PIX1][K2];
    private final float[][] col2t;
    private final float[][] dcol2t;
    private final float[] d4 = new float[NetShape.CLASSES];
    private final float[] dh;
    private final float[] dp2;
    private final float[][] da2;
    private final float[] dp1;
    private final float[][] da1;

    Backprop(NetShape shape) {
        s = shape;
        grad = new float[shape.parameterCount()];
        dw1 = new float[shape.conv1()][K2];
        dw2 = new float[shape.conv2()][shape.conv2Inputs()];
        dw3 = new float[shape.hidden()][shape.flat()];
        dw4 = new float[NetShape.CLASSES][shape.hidden()];
        db1 = new float[shape.conv1()];
        db2 = new float[shape.conv2()];
        db3 = new float[shape.hidden()];
        db4 = new float[NetShape.CLASSES];
        w2 = new float[shape.conv2()][shape.conv2Inputs()];
        w3 = new float[shape.hidden()][shape.flat()];
        w4 = new float[NetShape.CLASSES][shape.hidden()];
        col2t = new float[PIX2][shape.conv2Inputs()];
        dcol2t = new float[PIX2][shape.conv2Inputs()];
        dh = new float[shape.hidden()];
        dp2 = new float[shape.flat()];
        da2 = new float[shape.conv2()][PIX2];
        dp1 = new float[shape.conv1() * AREA1];
        da1 = new float[shape.conv1()][PIX1];
    }

    /** Clears the gradient and takes the weights the batch's forward passes run with. */
    void start(float[] w) {
        rows(w, s.w2(), w2);
        rows(w, s.w3(), w3);
        rows(w, s.w4(), w4);
        for (float[][] m : new float[][][] {dw1, dw2, dw3, dw4}) {
            for (float[] r : m) {
                Arrays.fill(r, 0f);
            }
        }
        for (float[] b : new float[][] {db1, db2, db3, db4}) {
            Arrays.fill(b, 0f);
        }
    }

    /** The gradient accumulated since {@link #start}, in the parameters' order (reused by the next call). */
    float[] gradient() {
        flatten(dw1, db1, s.w1(), s.b1());
        flatten(dw2, db2, s.w2(), s.b2());
        flatten(dw3, db3, s.w3(), s.b3());
        flatten(dw4, db4, s.w4(), s.b4());
        return grad;
    }

    /**
     * Adds the gradient of {@code weight * -log p(label)} for the sample whose forward pass left
     * {@code a}; returns that loss. {@code label} is 0..8.
     */
    double accumulate(ConvNet.Activations a, int label, float weight) {
        int hidden = s.hidden();
        for (int c = 0; c < NetShape.CLASSES; c++) {
            d4[c] = weight * (a.prob[c] - (c == label ? 1f : 0f));
        }
        Arrays.fill(dh, 0f);
        for (int c = 0; c < NetShape.CLASSES; c++) {
            float d = d4[c];
            db4[c] += d;
            axpy(d, a.h, dw4[c], hidden);
            axpy(d, w4[c], dh, hidden);
        }
        Arrays.fill(dp2, 0f);
        for (int j = 0; j < hidden; j++) {
            float d = a.h[j] > 0 ? dh[j] : 0f;
            if (d == 0f) {
                continue;
            }
            db3[j] += d;
            axpy(d, a.p2, dw3[j], dp2.length);
            axpy(d, w3[j], dp2, dp2.length);
        }
        unpool(dp2, a.p2, a.arg2, AREA2, da2);
        transposedPatches(a.p1, s.conv1(), NetShape.POOL1, NetShape.SIDE2, col2t);
        for (float[] r : dcol2t) {
            Arrays.fill(r, 0f);
        }
        convBackward(da2, col2t, w2, dw2, db2, dcol2t);
        col2im(dcol2t, s.conv1(), NetShape.POOL1, NetShape.SIDE2, dp1);
        unpool(dp1, a.p1, a.arg1, AREA1, da1);
        transposedPatches(a.input, 1, NetShape.SIDE, NetShape.SIDE1, col1t);
        convBackward(da1, col1t, null, dw1, db1, null);
        return -weight * Math.log(Math.max(a.prob[label], 1e-12));
    }

    /** Routes each pooled gradient to the pixel of its channel's map that won the max, through the ReLU. */
    private static void unpool(float[] dPooled, float[] pooled, int[] arg, int area, float[][] dIn) {
        for (float[] r : dIn) {
            Arrays.fill(r, 0f);
        }
        for (int i = 0; i < dPooled.length; i++) {
            if (pooled[i] > 0) {
                dIn[i / area][arg[i]] += dPooled[i];
            }
        }
    }

    /**
     * A convolution's weight and bias gradients from its output gradient {@code dOut[o][p]} and
     * its transposed patches {@code colT[p]}; with {@code w} given, also the patches' gradient
     * {@code dcolT[p] += dOut[o][p] * w[o]}. Zero output gradients are skipped.
     */
    private static void convBackward(float[][] dOut, float[][] colT, float[][] w, float[][] dw, float[] db,
                                     float[][] dcolT) {
        int inputs = dw[0].length;
        for (int o = 0; o < dOut.length; o++) {
            float[] row = dOut[o];
            float[] dwo = dw[o];
            float bias = 0;
            for (int p = 0; p < row.length; p++) {
                float d = row[p];
                if (d == 0f) {
                    continue;
                }
                bias += d;
                axpy(d, colT[p], dwo, inputs);
                if (dcolT != null) {
                    axpy(d, w[o], dcolT[p], inputs);
                }
            }
            db[o] += bias;
        }
    }

    /** colT[y * out + x][c * 25 + ky * 5 + kx] = in[c][y + ky][x + kx] ({@code in} planar, side x side a channel). */
    private static void transposedPatches(float[] in, int channels, int side, int out, float[][] colT) {
        for (int y = 0; y < out; y++) {
            for (int x = 0; x < out; x++) {
                float[] dst = colT[y * out + x];
                int k = 0;
                for (int c = 0; c < channels; c++) {
                    int base = c * side * side + y * side + x;
                    for (int ky = 0; ky < K; ky++, k += K) {
                        System.arraycopy(in, base + ky * side, dst, k, K);
                    }
                }
            }
        }
    }

    /** The inverse of the transposed patches: sums each patch entry back onto its input pixel. */
    private static void col2im(float[][] dcolT, int channels, int side, int out, float[] dIn) {
        Arrays.fill(dIn, 0f);
        for (int y = 0; y < out; y++) {
            for (int x = 0; x < out; x++) {
                float[] src = dcolT[y * out + x];
                int k = 0;
                for (int c = 0; c < channels; c++) {
                    int base = c * side * side + y * side + x;
                    for (int ky = 0; ky < K; ky++) {
                        int dst = base + ky * side;
                        for (int kx = 0; kx < K; kx++, k++) {
                            dIn[dst + kx] += src[k];
                        }
                    }
                }
            }
        }
    }

    /** Copies the weight matrix starting at {@code offset} into {@code rows} (row-major, rows of equal length). */
    private static void rows(float[] w, int offset, float[][] rows) {
        for (int r = 0; r < rows.length; r++) {
            System.arraycopy(w, offset + r * rows[r].length, rows[r], 0, rows[r].length);
        }
    }

    /** Writes the row gradients and biases into {@link #grad} at their offsets. */
    private void flatten(float[][] dw, float[] db, int wOff, int bOff) {
        for (int r = 0; r < dw.length; r++) {
            System.arraycopy(dw[r], 0, grad, wOff + r * dw[r].length, dw[r].length);
        }
        System.arraycopy(db, 0, grad, bOff, db.length);
    }

    /** y[0..n) += alpha * x[0..n) */
    private static void axpy(float alpha, float[] x, float[] y, int n) {
        for (int i = 0; i < n; i++) {
            y[i] += alpha * x[i];
        }
    }
}
