package lens.ocr.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Random;
import lens.ocr.DigitNormalizer;
import lens.ocr.RenderedDigits;
import lens.ocr.training.LabelledInk;
import org.junit.jupiter.api.Test;

/** The fast inference pass gives the reference {@link ConvNet#forward} probabilities. */
class DigitNetInferenceTest {
    private static void assertSame(ConvNet net, DigitNetInference fast, ConvNet.Activations ref, float[] input) {
        System.arraycopy(input, 0, ref.input, 0, input.length);
        net.forward(ref);
        float[] got = fast.forward(input);
        for (int c = 0; c < NetShape.CLASSES; c++) {
            assertEquals(ref.prob[c], got[c], 1e-5, "class " + c);
        }
    }

    /** Random inputs, dense and mostly-zero, on the committed model and on a random odd-sized net. */
    @Test
    void matchesReferenceOnRandomInputs() throws IOException {
        Random rnd = new Random(11);
        ConvNet odd = lens.ocr.training.ConvTrainer.initial(new NetShape(3, 5, 7), 2);
        float[] w = odd.params();
        for (int i = 0; i < w.length; i++) {
            w[i] += (float) (rnd.nextGaussian() * 0.1);
        }
        for (ConvNet net : List.of(CommittedNet.read(), odd)) {
            DigitNetInference fast = new DigitNetInference(net);
            ConvNet.Activations ref = new ConvNet.Activations(net.shape());
            float[] input = new float[NetShape.SIDE * NetShape.SIDE];
            for (int t = 0; t < 50; t++) {
                double density = t % 2 == 0 ? 1.0 : 0.25;
                for (int i = 0; i < input.length; i++) {
                    input[i] = rnd.nextDouble() < density ? rnd.nextFloat() : 0f;
                }
                assertSame(net, fast, ref, input);
            }
        }
    }

    /** Real rendered, photo-damaged digits through the normaliser, on the committed model. */
    @Test
    void matchesReferenceOnRenderedDigits() throws IOException {
        List<LabelledInk> digits = RenderedDigits.make(200, 3);
        ConvNet net = CommittedNet.read();
        DigitNetInference fast = new DigitNetInference(net);
        ConvNet.Activations ref = new ConvNet.Activations(net.shape());
        DigitNormalizer normalizer = new DigitNormalizer();
        float[] input = new float[NetShape.SIDE * NetShape.SIDE];
        for (LabelledInk d : digits) {
            normalizer.toInput(d.ink(), input);
            d.ink().release();
            assertSame(net, fast, ref, input);
        }
    }
}
