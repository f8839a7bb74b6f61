package lens.ocr.net;

/**
 * A {@link ConvNet} as an ONNX model (opset 11), built from its parameters so that it can never
 * be out of step with the network file: input {@value #INPUT} of shape N x 1 x 28 x 28 (N left
 * open, so one run reads a whole board), output {@value #OUTPUT} of shape N x 9, the softmax
 * over digits 1..9.
 *
 * <p>The graph is the network's layers one to one: Conv, Relu, MaxPool, Conv, Relu, MaxPool,
 * Flatten, Gemm, Relu, Gemm, Softmax. The weights keep {@link NetShape}'s layout, which is
 * already ONNX's: convolution kernels [out][in][ky][kx] (both are cross-correlations) and dense
 * weights [unit][input] (Gemm with transB), and the flattened pooled maps are [channel][y][x]
 * in both. Field numbers are those of onnx.proto.
 */
final class DigitNetOnnx {
    static final String INPUT = "input";
    static final String OUTPUT = "prob";
    private static final int OPSET = 11;
    /** IR version 6 goes with opsets up to 11. */
    private static final int IR_VERSION = 6;
    private static final int FLOAT = 1;
    private static final int ATTR_INT = 2;
    private static final int ATTR_INTS = 7;

    private DigitNetOnnx() {
    }

    /** The serialised ModelProto. */
    static byte[] modelBytes(ConvNet net) {
        NetShape s = net.shape();
        float[] p = net.params();
        int k = NetShape.KERNEL;
        ProtoWriter graph = new ProtoWriter().string(2, "sudoku-lens-digits");
        graph.message(5, tensor("w1", p, s.w1(), s.conv1(), 1, k, k));
        graph.message(5, tensor("b1", p, s.b1(), s.conv1()));
        graph.message(5, tensor("w2", p, s.w2(), s.conv2(), s.conv1(), k, k));
        graph.message(5, tensor("b2", p, s.b2(), s.conv2()));
        graph.message(5, tensor("w3", p, s.w3(), s.hidden(), s.flat()));
        graph.message(5, tensor("b3", p, s.b3(), s.hidden()));
        graph.message(5, tensor("w4", p, s.w4(), NetShape.CLASSES, s.hidden()));
        graph.message(5, tensor("b4", p, s.b4(), NetShape.CLASSES));

        graph.message(1, conv(INPUT, "w1", "b1", "c1"));
        graph.message(1, node("Relu", "r1", "c1"));
        graph.message(1, maxPool("r1", "p1"));
        graph.message(1, conv("p1", "w2", "b2", "c2"));
        graph.message(1, node("Relu", "r2", "c2"));
        graph.message(1, maxPool("r2", "p2"));
        graph.message(1, node("Flatten", "f", "p2").message(5, intAttr("axis", 1)));
        graph.message(1, node("Gemm", "h", "f", "w3", "b3").message(5, intAttr("transB", 1)));
        graph.message(1, node("Relu", "hr", "h"));
        graph.message(1, node("Gemm", "logits", "hr", "w4", "b4").message(5, intAttr("transB", 1)));
        graph.message(1, node("Softmax", OUTPUT, "logits").message(5, intAttr("axis", 1)));

        graph.message(11, valueInfo(INPUT, 1, NetShape.SIDE, NetShape.SIDE));
        graph.message(12, valueInfo(OUTPUT, NetShape.CLASSES));
        return new ProtoWriter()
                .varint(1, IR_VERSION)
                .string(2, "sudoku-lens")
                .message(7, graph)
                .message(8, new ProtoWriter().string(1, "").varint(2, OPSET))
                .toByteArray();
    }

    /** A float initializer: {@code count(dims)} parameters from {@code offset}. */
    private static ProtoWriter tensor(String name, float[] params, int offset, long... dims) {
        int count = 1;
        for (long d : dims) {
            count *= (int) d;
        }
        return new ProtoWriter().varints(1, dims).varint(2, FLOAT).string(8, name)
                .bytes(9, ProtoWriter.littleEndian(params, offset, count));
    }

    private static ProtoWriter node(String op, String output, String... inputs) {
        ProtoWriter n = new ProtoWriter();
        for (String in : inputs) {
            n.string(1, in);
        }
        return n.string(2, output).string(3, output).string(4, op);
    }

    private static ProtoWriter conv(String in, String w, String b, String out) {
        return node("Conv", out, in, w, b)
                .message(5, intsAttr("kernel_shape", NetShape.KERNEL, NetShape.KERNEL))
                .message(5, intsAttr("strides", 1, 1))
                .message(5, intsAttr("pads", 0, 0, 0, 0));
    }

    private static ProtoWriter maxPool(String in, String out) {
        return node("MaxPool", out, in)
                .message(5, intsAttr("kernel_shape", 2, 2))
                .message(5, intsAttr("strides", 2, 2));
    }

    private static ProtoWriter intAttr(String name, long value) {
        return new ProtoWriter().string(1, name).varint(3, value).varint(20, ATTR_INT);
    }

    private static ProtoWriter intsAttr(String name, long... values) {
        return new ProtoWriter().string(1, name).varints(8, values).varint(20, ATTR_INTS);
    }

    /** A float tensor of shape N x dims, N symbolic (TypeProto.tensor_type, TensorShapeProto). */
    private static ProtoWriter valueInfo(String name, long... dims) {
        ProtoWriter shape = new ProtoWriter().message(1, new ProtoWriter().string(2, "N"));
        for (long d : dims) {
            shape.message(1, new ProtoWriter().varint(1, d));
        }
        ProtoWriter tensorType = new ProtoWriter().varint(1, FLOAT).message(2, shape);
        return new ProtoWriter().string(1, name).message(2, new ProtoWriter().message(1, tensorType));
    }
}
