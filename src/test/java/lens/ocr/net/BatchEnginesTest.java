package lens.ocr.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.SharedData;
import lens.ocr.DigitNormalizer;
import lens.ocr.DigitReading;
import lens.ocr.ModelRecognizer;
import lens.ocr.RenderedDigits;
import lens.ocr.training.ConvTrainer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.TrainingSources;
import lens.pipeline.PhotoCells;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;

/**
 * Every {@link NetEngine} gives the reference {@link ConvNet#forward} probabilities, on the
 * committed model and on networks of other layer sizes (a retrained model may have any
 * {@link NetShape}), and a batch reads the same as one digit at a time.
 */
class BatchEnginesTest {
    private static final double TOLERANCE = 1e-5;
    private static final int INPUT = NetShape.SIDE * NetShape.SIDE;

    /** A trained-looking net of an odd shape: He-initialised weights, jittered. */
    static ConvNet randomNet(NetShape shape, long seed) {
        ConvNet net = ConvTrainer.initial(shape, seed);
        Random rnd = new Random(seed);
        float[] w = net.params();
        for (int i = 0; i < w.length; i++) {
            w[i] += (float) (rnd.nextGaussian() * 0.1);
        }
        return net;
    }

    /** Reference probabilities of {@code count} inputs laid one after the other. */
    private static float[] reference(ConvNet net, float[] inputs, int count) {
        ConvNet.Activations a = new ConvNet.Activations(net.shape());
        float[] out = new float[count * NetShape.CLASSES];
        for (int i = 0; i < count; i++) {
            System.arraycopy(inputs, i * INPUT, a.input, 0, INPUT);
            net.forward(a);
            System.arraycopy(a.prob, 0, out, i * NetShape.CLASSES, NetShape.CLASSES);
        }
        return out;
    }

    /** The engine's runner, dnn without the Java fallback (so a model OpenCV rejects fails here). */
    private static DigitNetRunner direct(NetEngine e, ConvNet net) {
        return e == NetEngine.DNN ? new DnnDigitNet(net) : e.create(net);
    }

    private static void assertEngines(ConvNet net, float[] inputs, int count, String what) {
        float[] want = reference(net, inputs, count);
        for (NetEngine e : NetEngine.values()) {
            float[] got = new float[count * NetShape.CLASSES];
            try (DigitNetRunner runner = direct(e, net)) {
                runner.forward(inputs, count, got);
            }
            for (int i = 0; i < got.length; i++) {
                assertEquals(want[i], got[i], TOLERANCE, e.label() + " on " + what + ", input " + i / NetShape.CLASSES);
            }
        }
    }

    @Test
    void everyEngineMatchesTheReferenceOnRandomInputsAndShapes() throws IOException {
        Random rnd = new Random(5);
        // 21 is not a multiple of the Java engine's group; the shapes are not the committed one
        int count = 21;
        float[] inputs = new float[count * INPUT];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = rnd.nextDouble() < 0.4 ? rnd.nextFloat() : 0f;
        }
        assertEngines(CommittedNet.read(), inputs, count, "the committed model");
        assertEngines(randomNet(new NetShape(3, 5, 7), 2), inputs, count, "3/5/7");
        assertEngines(randomNet(new NetShape(8, 17, 40), 3), inputs, count, "8/17/40");
        assertEngines(randomNet(new NetShape(1, 1, 1), 4), inputs, 1, "1/1/1, one input");
    }

    /** One runner given batches of changing sizes (a board's filled cells vary) keeps matching. */
    @Test
    void batchSizesMayChangeBetweenCalls() throws IOException {
        ConvNet net = CommittedNet.read();
        Random rnd = new Random(8);
        float[] inputs = new float[81 * INPUT];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = rnd.nextDouble() < 0.3 ? rnd.nextFloat() : 0f;
        }
        float[] want = reference(net, inputs, 81);
        for (NetEngine e : NetEngine.values()) {
            try (DigitNetRunner runner = direct(e, net)) {
                for (int count : new int[] {5, 81, 3, 1, 81, 17}) {
                    float[] got = new float[81 * NetShape.CLASSES];
                    runner.forward(inputs, count, got);
                    for (int i = 0; i < count * NetShape.CLASSES; i++) {
                        assertEquals(want[i], got[i], TOLERANCE, e.label() + " batch of " + count + ", value " + i);
                    }
                }
            }
        }
    }

    /** Real cells of the hand-filled photos (printed givens and handwriting), the test split's. */
    @Test
    void everyEngineReadsRealCellsAsTheReference() throws IOException {
        java.nio.file.Path dir = SharedData.photos("handfilled");
        List<LabelledInk> cells;
        try (ModelRecognizer orienter = ModelRecognizer.fromClasspath()) {
            cells = PhotoCells.withDefaults(orienter).load(dir, lens.ocr.training.DataSplit.TEST);
        }
        ConvNet net = CommittedNet.read();
        DigitNormalizer normalizer = new DigitNormalizer();
        float[] inputs = new float[cells.size() * INPUT];
        float[] one = new float[INPUT];
        for (int i = 0; i < cells.size(); i++) {
            normalizer.toInput(cells.get(i).ink(), one);
            System.arraycopy(one, 0, inputs, i * INPUT, INPUT);
            cells.get(i).ink().release();
        }
        assertEngines(net, inputs, cells.size(), cells.size() + " hand-filled photo cells");
    }

    @Test
    void aBatchReadsAsOneDigitAtATime() {
        List<LabelledInk> digits = RenderedDigits.make(50, 9);
        List<Mat> inks = new ArrayList<>();
        digits.forEach(d -> inks.add(d.ink()));
        try {
            for (NetEngine e : NetEngine.values()) {
                try (ModelRecognizer m = ModelRecognizer.load(e)) {
                    DigitReading[] batch = m.recognizeAll(inks);
                    assertEquals(inks.size(), batch.length);
                    for (int i = 0; i < inks.size(); i++) {
                        DigitReading single = m.recognize(inks.get(i));
                        assertEquals(single.digit(), batch[i].digit(), e.label() + " digit " + i);
                        assertArrayEquals(single.scores(), batch[i].scores(), TOLERANCE, e.label() + " scores " + i);
                    }
                    assertEquals(0, m.recognizeAll(List.of()).length);
                }
            }
        } finally {
            inks.forEach(Mat::release);
        }
    }
}
