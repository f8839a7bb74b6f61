package lens.ocr.net;

import static lens.ocr.net.NetShape.AREA1;
import static lens.ocr.net.NetShape.AREA2;
import static lens.ocr.net.NetShape.PIX1;
import static lens.ocr.net.NetShape.PIX2;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The digit network's batch forward pass in plain Java. The batch is cut into groups of
 * {@link #GROUP} digits, shared between the caller's thread and the common fork-join pool; within
 * a group each convolution is an im2col and a matrix product whose inner loop runs over the
 * whole group's output pixels.
 *
 * <p>Every matrix row (weights, im2col rows, outputs, hidden units) is its own array and the
 * inner loops index them by the loop counter alone: on Java 17 that is what lets C2 vectorise
 * them (the same loop over one flat array with per-row offsets, as in {@link ConvNet#convolve},
 * stays scalar; figures in {@code docs/reading-notebook.md}). Same probabilities as
 * {@link ConvNet#forward} up to float rounding.
 * The weights are a snapshot; workspaces are per thread, so concurrent calls are safe.
 */
public final class JavaDigitNet implements DigitNetRunner {
    /** Digits per group: conv2's im2col of a group (300 rows of 8 x 64 floats) stays in L2. */
    static final int GROUP = 8;
    private static final int K = NetShape.KERNEL;

    private final NetShape shape;
    private final float[][] w1;
    private final float[] b1;
    private final float[][] w2;
    private final float[] b2;
    /** The first dense layer's weights transposed: [input][hidden unit]. */
    private final float[][] w3t;
    private final float[] b3;
    private final float[][] w4;
    private final float[] b4;
    private final ThreadLocal<Workspace> workspaces;
    /** Whether groups may run on the common pool too, or only on the caller's thread. */
    private final boolean parallel;

    public JavaDigitNet(ConvNet net) {
        this(net, true);
    }

    public JavaDigitNet(ConvNet net, boolean parallel) {
        this.parallel = parallel;
        NetShape s = net.shape();
        float[] p = net.params();
        shape = s;
        w1 = rows(p, s.w1(), s.conv1(), K * K);
        b1 = Arrays.copyOfRange(p, s.b1(), s.b1() + s.conv1());
        w2 = rows(p, s.w2(), s.conv2(), s.conv2Inputs());
        b2 = Arrays.copyOfRange(p, s.b2(), s.b2() + s.conv2());
        w3t = new float[s.flat()][s.hidden()];
        for (int j = 0; j < s.hidden(); j++) {
            for (int i = 0; i < s.flat(); i++) {
                w3t[i][j] = p[s.w3() + j * s.flat() + i];
            }
        }
        b3 = Arrays.copyOfRange(p, s.b3(), s.b3() + s.hidden());
        w4 = rows(p, s.w4(), NetShape.CLASSES, s.hidden());
        b4 = Arrays.copyOfRange(p, s.b4(), s.b4() + NetShape.CLASSES);
        workspaces = ThreadLocal.withInitial(() -> new Workspace(s));
    }

    private static float[][] rows(float[] p, int offset, int count, int length) {
        float[][] r = new float[count][];
        for (int i = 0; i < count; i++) {
            r[i] = Arrays.copyOfRange(p, offset + i * length, offset + (i + 1) * length);
        }
        return r;
    }

    /** One thread's buffers for one group; a layer's maps are [channel][digit * pixels + pixel]. */
    private static final class Workspace {
        final float[][] col1 = new float[K * K][GROUP * PIX1];
        final float[][] a1;
        /** Pooled conv1 maps of each digit, [digit][channel * area + pixel]. */
        final float[][] p1;
        final float[][] col2;
        final float[][] a2;
        /** Pooled conv2 maps of each digit, flattened as [channel][y][x]. */
        final float[][] p2;
        final float[] h;
        final float[] prob = new float[NetShape.CLASSES];

        Workspace(NetShape s) {
            a1 = new float[s.conv1()][GROUP * PIX1];
            p1 = new float[GROUP][s.conv1() * AREA1];
            col2 = new float[s.conv2Inputs()][GROUP * PIX2];
            a2 = new float[s.conv2()][GROUP * PIX2];
            p2 = new float[GROUP][s.flat()];
            h = new float[s.hidden()];
        }
    }

    @Override
    public void forward(float[] inputs, int count, float[] out) {
        int groups = (count + GROUP - 1) / GROUP;
        if (groups <= 1 || !parallel) {
            for (int g = 0; g < groups; g++) {
                forwardGroup(inputs, g * GROUP, Math.min(GROUP, count - g * GROUP), out);
            }
            return;
        }
        IntStream.range(0, groups).parallel()
                .forEach(g -> forwardGroup(inputs, g * GROUP, Math.min(GROUP, count - g * GROUP), out));
    }

    private void forwardGroup(float[] inputs, int first, int n, float[] out) {
        Workspace w = workspaces.get();
        for (int g = 0; g < n; g++) {
            im2col(inputs, (first + g) * INPUT, 1, NetShape.SIDE, NetShape.SIDE1, w.col1, g * PIX1);
        }
        multiply(w1, b1, w.col1, n * PIX1, w.a1);
        for (int g = 0; g < n; g++) {
            for (int c = 0; c < shape.conv1(); c++) {
                reluPool(w.a1[c], g * PIX1, NetShape.SIDE1, w.p1[g], c * AREA1);
            }
            im2col(w.p1[g], 0, shape.conv1(), NetShape.POOL1, NetShape.SIDE2, w.col2, g * PIX2);
        }
        multiply(w2, b2, w.col2, n * PIX2, w.a2);
        for (int g = 0; g < n; g++) {
            for (int c = 0; c < shape.conv2(); c++) {
                reluPool(w.a2[c], g * PIX2, NetShape.SIDE2, w.p2[g], c * AREA2);
            }
            dense(w, w.p2[g], out, (first + g) * NetShape.CLASSES);
        }
    }

    /** out[o][p] = b[o] + sum_k w[o][k] col[k][p] for p < pixels: the inner loop vectorises. */
    private static void multiply(float[][] w, float[] b, float[][] col, int pixels, float[][] out) {
        int inputs = col.length;
        for (int o = 0; o < out.length; o++) {
            float[] acc = out[o];
            float[] wo = w[o];
            Arrays.fill(acc, 0, pixels, b[o]);
            int k = 0;
            // four input rows per pass: the output row is loaded and stored a quarter as often
            for (; k + 3 < inputs; k += 4) {
                float w0 = wo[k], wa = wo[k + 1], wb = wo[k + 2], wc = wo[k + 3];
                float[] c0 = col[k], ca = col[k + 1], cb = col[k + 2], cc = col[k + 3];
                for (int p = 0; p < pixels; p++) {
                    acc[p] += w0 * c0[p] + wa * ca[p] + wb * cb[p] + wc * cc[p];
                }
            }
            for (; k < inputs; k++) {
                float wk = wo[k];
                float[] ck = col[k];
                for (int p = 0; p < pixels; p++) {
                    acc[p] += wk * ck[p];
                }
            }
        }
    }

    /** Hidden layer (only non-zero inputs, each adding a contiguous weight row), ReLU, output layer, softmax. */
    private void dense(Workspace w, float[] flat, float[] out, int outOff) {
        float[] h = w.h;
        System.arraycopy(b3, 0, h, 0, h.length);
        for (int i = 0; i < flat.length; i++) {
            float v = flat[i];
            if (v != 0f) {
                float[] row = w3t[i];
                for (int j = 0; j < h.length; j++) {
                    h[j] += v * row[j];
                }
            }
        }
        for (int j = 0; j < h.length; j++) {
            h[j] = Math.max(0f, h[j]);
        }
        for (int c = 0; c < NetShape.CLASSES; c++) {
            w.prob[c] = b4[c] + ConvNet.dot(w4[c], 0, h, 0, h.length);
        }
        ConvNet.softmax(w.prob);
        System.arraycopy(w.prob, 0, out, outOff, NetShape.CLASSES);
    }

    /** col[c * 25 + ky * 5 + kx][colOff + y * out + x] = in[inOff + c][y + ky][x + kx]. */
    private static void im2col(float[] in, int inOff, int channels, int side, int out, float[][] col, int colOff) {
        int k = 0;
        for (int c = 0; c < channels; c++) {
            int base = inOff + c * side * side;
            for (int ky = 0; ky < K; ky++) {
                for (int kx = 0; kx < K; kx++, k++) {
                    float[] dst = col[k];
                    for (int y = 0; y < out; y++) {
                        System.arraycopy(in, base + (y + ky) * side + kx, dst, colOff + y * out, out);
                    }
                }
            }
        }
    }

    /** ReLU then 2 x 2 max-pooling of one side x side map starting at {@code inOff}. */
    private static void reluPool(float[] in, int inOff, int side, float[] out, int outOff) {
        int half = side / 2;
        int i = outOff;
        for (int y = 0; y < half; y++) {
            int p = inOff + 2 * y * side;
            for (int x = 0; x < half; x++, i++, p += 2) {
                float m = Math.max(Math.max(in[p], in[p + 1]), Math.max(in[p + side], in[p + side + 1]));
                out[i] = Math.max(0f, m);
            }
        }
    }
}
