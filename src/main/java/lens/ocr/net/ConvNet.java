package lens.ocr.net;

import static lens.ocr.net.NetShape.AREA1;
import static lens.ocr.net.NetShape.AREA2;
import static lens.ocr.net.NetShape.K2;
import static lens.ocr.net.NetShape.PIX1;
import static lens.ocr.net.NetShape.PIX2;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

/**
 * The digit network's forward pass in plain Java ({@link NetShape} gives the layers): the
 * reference that training runs and every inference engine is tested against.
 *
 * <p>Convolutions are done as im2col followed by a matrix product whose inner loop runs over
 * contiguous output pixels. Every im2col row and every channel's map is its own array and the
 * inner loops index them by the loop counter alone: on Java 17 that is what lets C2 vectorise
 * them (the same loops over one flat array with per-row offsets stay scalar, about a quarter of
 * the speed; figures in {@code docs/reading-notebook.md}). All buffers live in an
 * {@link Activations} workspace so that a forward pass allocates nothing and training can reuse
 * what it stored. The parameter array is used as given (training updates it in place between
 * batches); thread-safe as long as each thread has its own {@link Activations}.
 */
public final class ConvNet {
    /** The model file's first int, "SLCN"; {@link DigitModel} shares it. */
    static final int MAGIC = 0x534c434e;
    /** Version of a file holding one network. */
    static final int VERSION = 1;
    private static final int K = NetShape.KERNEL;

    private final NetShape shape;
    private final float[] params;

    public ConvNet(NetShape shape, float[] params) {
        if (params.length != shape.parameterCount()) {
            throw new IllegalArgumentException("expected " + shape.parameterCount() + " parameters, got " + params.length);
        }
        this.shape = shape;
        this.params = params;
    }

    public NetShape shape() {
        return shape;
    }

    /** The live parameter array (not a copy). */
    public float[] params() {
        return params;
    }

    /**
     * Everything one forward pass computes, kept for the backward pass. Maps are one array per
     * channel ({@code a1[c][y * SIDE1 + x]}), im2col rows one array per kernel tap
     * ({@code col1[ky * 5 + kx][y * SIDE1 + x]}, {@code col2[c * 25 + ky * 5 + kx][...]}); pooled
     * maps are flat ({@code p1[c * POOL1^2 + y * POOL1 + x]}) with the winning pixel of the
     * channel's map in {@code arg1}.
     */
    public static final class Activations {
        public final float[] input = new float[NetShape.SIDE * NetShape.SIDE];
        public final float[][] col1 = new float[K2][PIX1];
        public final float[][] a1;
        public final float[] p1;
        public final int[] arg1;
        public final float[][] col2;
        public final float[][] a2;
        public final float[] p2;
        public final int[] arg2;
        public final float[] h;
        public final float[] prob = new float[NetShape.CLASSES];

        public Activations(NetShape s) {
            a1 = new float[s.conv1()][PIX1];
            p1 = new float[s.conv1() * AREA1];
            arg1 = new int[p1.length];
            col2 = new float[s.conv2Inputs()][PIX2];
            a2 = new float[s.conv2()][PIX2];
            p2 = new float[s.flat()];
            arg2 = new int[p2.length];
            h = new float[s.hidden()];
        }
    }

    /** Runs the network on {@code a.input} (28 x 28, row-major, 0..1); the result is {@code a.prob}. */
    public void forward(Activations a) {
        NetShape s = shape;
        im2col(a.input, 1, NetShape.SIDE, NetShape.SIDE1, a.col1);
        convolve(params, s.w1(), s.b1(), a.col1, a.a1);
        reluPool(a.a1, NetShape.SIDE1, a.p1, a.arg1);
        im2col(a.p1, s.conv1(), NetShape.POOL1, NetShape.SIDE2, a.col2);
        convolve(params, s.w2(), s.b2(), a.col2, a.a2);
        reluPool(a.a2, NetShape.SIDE2, a.p2, a.arg2);
        int flat = s.flat();
        for (int j = 0; j < s.hidden(); j++) {
            float v = params[s.b3() + j] + dot(params, s.w3() + j * flat, a.p2, 0, flat);
            a.h[j] = Math.max(0f, v);
        }
        for (int c = 0; c < NetShape.CLASSES; c++) {
            a.prob[c] = params[s.b4() + c] + dot(params, s.w4() + c * s.hidden(), a.h, 0, s.hidden());
        }
        softmax(a.prob);
    }

    /** Turns class scores into probabilities in place (shifted by the maximum so exp cannot overflow). */
    static void softmax(float[] v) {
        float max = Float.NEGATIVE_INFINITY;
        for (float x : v) {
            max = Math.max(max, x);
        }
        float sum = 0;
        for (int c = 0; c < v.length; c++) {
            v[c] = (float) Math.exp(v[c] - max);
            sum += v[c];
        }
        for (int c = 0; c < v.length; c++) {
            v[c] /= sum;
        }
    }

    /** col[c * 25 + ky * 5 + kx][y * out + x] = in[c][y + ky][x + kx] ({@code in} planar, side x side a channel). */
    static void im2col(float[] in, int channels, int side, int out, float[][] col) {
        int k = 0;
        for (int c = 0; c < channels; c++) {
            int base = c * side * side;
            for (int ky = 0; ky < K; ky++) {
                for (int kx = 0; kx < K; kx++, k++) {
                    float[] dst = col[k];
                    for (int y = 0; y < out; y++) {
                        System.arraycopy(in, base + (y + ky) * side + kx, dst, y * out, out);
                    }
                }
            }
        }
    }

    /**
     * out[o][p] = b[bOff + o] + sum_k w[wOff + o * inputs + k] col[k][p], inputs = col.length. No
     * ReLU: pooling applies it.
     */
    private static void convolve(float[] w, int wOff, int bOff, float[][] col, float[][] out) {
        int inputs = col.length;
        for (int o = 0; o < out.length; o++) {
            float[] acc = out[o];
            Arrays.fill(acc, w[bOff + o]);
            int wo = wOff + o * inputs;
            int k = 0;
            // four input rows per pass: the output row is loaded and stored a quarter as often
            for (; k + 3 < inputs; k += 4) {
                float w0 = w[wo + k], wa = w[wo + k + 1], wb = w[wo + k + 2], wc = w[wo + k + 3];
                float[] c0 = col[k], ca = col[k + 1], cb = col[k + 2], cc = col[k + 3];
                for (int p = 0; p < acc.length; p++) {
                    acc[p] += w0 * c0[p] + wa * ca[p] + wb * cb[p] + wc * cc[p];
                }
            }
            for (; k < inputs; k++) {
                float wk = w[wo + k];
                float[] ck = col[k];
                for (int p = 0; p < acc.length; p++) {
                    acc[p] += wk * ck[p];
                }
            }
        }
    }

    /**
     * ReLU and 2 x 2 max-pooling of each channel's side x side map into the flat {@code out};
     * {@code arg} keeps the winner's pixel in its channel's map.
     */
    private static void reluPool(float[][] in, int side, float[] out, int[] arg) {
        int half = side / 2;
        int i = 0;
        for (float[] map : in) {
            for (int y = 0; y < half; y++) {
                for (int x = 0; x < half; x++, i++) {
                    int p = 2 * y * side + 2 * x;
                    int best = p;
                    if (map[p + 1] > map[best]) {
                        best = p + 1;
                    }
                    if (map[p + side] > map[best]) {
                        best = p + side;
                    }
                    if (map[p + side + 1] > map[best]) {
                        best = p + side + 1;
                    }
                    out[i] = Math.max(0f, map[best]);
                    arg[i] = best;
                }
            }
        }
    }

    /** Dot product with four partial sums (a single running sum would not vectorise); training uses it too. */
    public static float dot(float[] a, int ai, float[] b, int bi, int n) {
        float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        int i = 0;
        for (; i + 3 < n; i += 4) {
            s0 += a[ai + i] * b[bi + i];
            s1 += a[ai + i + 1] * b[bi + i + 1];
            s2 += a[ai + i + 2] * b[bi + i + 2];
            s3 += a[ai + i + 3] * b[bi + i + 3];
        }
        for (; i < n; i++) {
            s0 += a[ai + i] * b[bi + i];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** Writes the shape and parameters, gzipped (a file of one network). */
    public void write(OutputStream out) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(out);
        DataOutputStream data = new DataOutputStream(new java.io.BufferedOutputStream(gz));
        data.writeInt(MAGIC);
        data.writeInt(VERSION);
        writeBody(data);
        data.flush();
        gz.finish();
    }

    /** The three layer sizes, then the parameters in {@link NetShape}'s order. */
    void writeBody(DataOutputStream data) throws IOException {
        data.writeInt(shape.conv1());
        data.writeInt(shape.conv2());
        data.writeInt(shape.hidden());
        for (float v : params) {
            data.writeFloat(v);
        }
    }

    /** Reads a file of one network, as {@link #write} wrote it. */
    public static ConvNet read(InputStream in) throws IOException {
        DigitModel model = DigitModel.read(in);
        if (model.members().size() != 1) {
            throw new IOException("the file holds " + model.members().size() + " networks, not one");
        }
        return model.members().get(0);
    }

    /** Reads what {@link #writeBody} wrote. */
    static ConvNet readBody(DataInputStream data) throws IOException {
        NetShape shape;
        try {
            shape = new NetShape(data.readInt(), data.readInt(), data.readInt());
        } catch (IllegalArgumentException e) {
            throw new IOException("corrupt digit network file: " + e.getMessage());
        }
        float[] p = new float[shape.parameterCount()];
        for (int i = 0; i < p.length; i++) {
            p[i] = data.readFloat();
        }
        return new ConvNet(shape, p);
    }
}
