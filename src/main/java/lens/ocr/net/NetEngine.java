package lens.ocr.net;

import org.opencv.core.CvException;
import org.slf4j.LoggerFactory;

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

    /** This engine's runner of every network of {@code model}, their probabilities averaged. */
    public DigitNetRunner create(DigitModel model) {
        return each(model, this::create);
    }

    /**
     * The plain-Java runner of {@code model} on the caller's thread alone: for a lone digit,
     * where a dnn run's fixed cost or the pool's hand-over is not repaid.
     */
    public static DigitNetRunner singleDigit(DigitModel model) {
        return each(model, net -> new JavaDigitNet(net, false));
    }

    private static DigitNetRunner each(DigitModel model, java.util.function.Function<ConvNet, DigitNetRunner> runner) {
        if (model.members().size() == 1) {
            return runner.apply(model.members().get(0));
        }
        return new AveragedRunner(model.members().stream().map(runner).toList());
    }

    public DigitNetRunner create(ConvNet net) {
        return switch (this) {
            case PER_DIGIT -> new PerDigitNet(net);
            case JAVA -> new JavaDigitNet(net);
            case DNN -> dnnOrJava(net);
        };
    }

    /**
     * The dnn runner, or the Java one (same results) if OpenCV cannot load the network: reading
     * goes on, only slower, and the log says why.
     */
    private static DigitNetRunner dnnOrJava(ConvNet net) {
        try {
            return new DnnDigitNet(net);
        } catch (CvException e) {
            LoggerFactory.getLogger(NetEngine.class)
                    .warn("OpenCV dnn cannot run the digit network ({}); using the plain-Java batch", e.getMessage());
            return new JavaDigitNet(net);
        }
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
