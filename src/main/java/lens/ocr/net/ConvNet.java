package lens.ocr.net;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The digit network's forward pass in plain Java ({@link NetShape} gives the layers).
 *
 * <p>Convolutions are done as im2col followed by a matrix product whose inner loop runs over
 * contiguous output pixels, which the JIT vectorises; all buffers live in an {@link Activations}
 * workspace so that a forward pass allocates nothing and training can reuse what it stored. The
 * same code serves training and reading, so both see exactly the same network. The parameter
 * array is used as given (training updates it in place between batches); thread-safe as long as
 * each thread has its own {@link Activations}.
 */
public final class ConvNet {
    /** The model file's first int, "SLCN"; {@link DigitModel} shares it. */
    static final int MAGIC = 0x534c434e;
    /** Version of a file holding one network. */
    static final int VERSION = 1;
    private static final int K2 = NetShape.KERNEL * NetShape.KERNEL;

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

    /** Everything one forward pass computes, kept for the backward pass. */
    public static final class Activations {
        public final float[] input = new float[NetShape.SIDE * NetShape.SIDE];
        public final float[] col1 = new float[K2 * NetShape.SIDE1 * NetShape.SIDE1];
        public final float[] a1;
        public final float[] p1;
        public final int[] arg1;
        public final float[] col2;
        public final float[] a2;
        public final float[] p2;
        public final int[] arg2;
        public final float[] h;
        public final float[] prob = new float[NetShape.CLASSES];

        public Activations(NetShape s) {
            a1 = new float[s.conv1() * NetShape.SIDE1 * NetShape.SIDE1];
            p1 = new float[s.conv1() * NetShape.POOL1 * NetShape.POOL1];
            arg1 = new int[p1.length];
            col2 = new float[s.conv2Inputs() * NetShape.SIDE2 * NetShape.SIDE2];
            a2 = new float[s.conv2() * NetShape.SIDE2 * NetShape.SIDE2];
            p2 = new float[s.flat()];
            arg2 = new int[p2.length];
            h = new float[s.hidden()];
        }
    }

    /** Runs the network on {@code a.input} (28 x 28, row-major, 0..1); the result is {@code a.prob}. */
    public void forward(Activations a) {
        NetShape s = shape;
        im2col(a.input, 1, NetShape.SIDE, NetShape.SIDE1, a.col1);
        convolve(params, s.w1(), params, s.b1(), s.conv1(), K2, a.col1, NetShape.SIDE1 * NetShape.SIDE1, a.a1);
        relu(a.a1);
        maxPool(a.a1, s.conv1(), NetShape.SIDE1, a.p1, a.arg1);
        im2col(a.p1, s.conv1(), NetShape.POOL1, NetShape.SIDE2, a.col2);
        convolve(params, s.w2(), params, s.b2(), s.conv2(), s.conv2Inputs(), a.col2, NetShape.SIDE2 * NetShape.SIDE2, a.a2);
        relu(a.a2);
        maxPool(a.a2, s.conv2(), NetShape.SIDE2, a.p2, a.arg2);
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

    /** col[(c*25 + ky*5 + kx) * out^2 + y*out + x] = in[c][y+ky][x+kx]. */
    static void im2col(float[] in, int channels, int side, int out, float[] col) {
        int k = 0;
        for (int c = 0; c < channels; c++) {
            int base = c * side * side;
            for (int ky = 0; ky < NetShape.KERNEL; ky++) {
                for (int kx = 0; kx < NetShape.KERNEL; kx++, k++) {
                    int dst = k * out * out;
                    for (int y = 0; y < out; y++) {
                        System.arraycopy(in, base + (y + ky) * side + kx, col, dst + y * out, out);
                    }
                }
            }
        }
    }

    /**
     * out[o][p] = b[bOff + o] + sum_k w[wOff + o * inputs + k] col[k][p]. No ReLU: the reference
     * pass applies it after, the inference pass fuses it into pooling.
     */
    static void convolve(float[] w, int wOff, float[] b, int bOff, int outCh, int inputs, float[] col, int pixels, float[] out) {
        for (int o = 0; o < outCh; o++) {
            int row = o * pixels;
            java.util.Arrays.fill(out, row, row + pixels, b[bOff + o]);
            int wo = wOff + o * inputs;
            int k = 0;
            // four input rows per pass: the output row is loaded and stored a quarter as often
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

    private static void relu(float[] v) {
        for (int i = 0; i < v.length; i++) {
            v[i] = Math.max(0f, v[i]);
        }
    }

    /** 2 x 2 max-pooling of each channel; {@code arg} keeps the winner's index into {@code in}. */
    private static void maxPool(float[] in, int channels, int side, float[] out, int[] arg) {
        int half = side / 2;
        int i = 0;
        for (int c = 0; c < channels; c++) {
            int base = c * side * side;
            for (int y = 0; y < half; y++) {
                for (int x = 0; x < half; x++, i++) {
                    int p = base + 2 * y * side + 2 * x;
                    int best = p;
                    if (in[p + 1] > in[best]) {
                        best = p + 1;
                    }
                    if (in[p + side] > in[best]) {
                        best = p + side;
                    }
                    if (in[p + side + 1] > in[best]) {
                        best = p + side + 1;
                    }
                    out[i] = in[best];
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
