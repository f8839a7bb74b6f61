package lens.ocr;

/**
 * Which code runs the digit network for {@link ModelRecognizer}. All give the same
 * probabilities up to float rounding; they differ in speed (ocr-bench measures them side by side).
 */
public enum NetEngine {
    /** One digit at a time with {@link DigitNetInference}: the pre-batch path, kept as the bench's baseline. */
    PER_DIGIT("per-digit"),
    /** The whole batch in plain Java on the caller's thread and the common pool ({@link JavaDigitNet}). */
    JAVA("java"),
    /** The whole batch as one OpenCV dnn run of the network as ONNX ({@link DnnDigitNet}). */
    DNN("dnn");

    /** The engine {@link ModelRecognizer#load()} uses: see ocr-bench and models/README.md for why. */
    public static final NetEngine DEFAULT = DNN;
    /** System property that picks another engine for a whole run (A/B timing of eval, bench-live). */
    public static final String PROPERTY = "sudoku.net";

    private final String label;

    NetEngine(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The engine named by -D{@value #PROPERTY} (a {@link #label()}), else {@link #DEFAULT}. */
    public static NetEngine configured() {
        String name = System.getProperty(PROPERTY);
        if (name == null) {
            return DEFAULT;
        }
        for (NetEngine e : values()) {
            if (e.label.equals(name.strip())) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown -D" + PROPERTY + "=" + name + " (known: per-digit, java, dnn)");
    }

    DigitNetRunner create(ConvNet net) {
        return switch (this) {
            case PER_DIGIT -> new PerDigitNet(net);
            case JAVA -> new JavaDigitNet(net);
            case DNN -> new DnnDigitNet(net);
        };
    }

    /** {@link DigitNetInference} behind the batch contract: a loop over the inputs. */
    private static final class PerDigitNet implements DigitNetRunner {
        private final DigitNetInference net;
        private final float[] one = new float[INPUT];

        PerDigitNet(ConvNet convNet) {
            net = new DigitNetInference(convNet);
        }

        @Override
        public void forward(float[] inputs, int count, float[] out) {
            for (int i = 0; i < count; i++) {
                System.arraycopy(inputs, i * INPUT, one, 0, INPUT);
                System.arraycopy(net.forward(one), 0, out, i * NetShape.CLASSES, NetShape.CLASSES);
            }
        }
    }
}
