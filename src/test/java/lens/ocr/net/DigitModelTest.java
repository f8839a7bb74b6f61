package lens.ocr.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A {@link DigitModel} of several networks reads as the mean of their reference probabilities on
 * every engine, and its file keeps every network (a single network's file stays version 1).
 */
class DigitModelTest {
    private static final int INPUT = NetShape.SIDE * NetShape.SIDE;

    private static float[] reference(ConvNet net, float[] input) {
        ConvNet.Activations a = new ConvNet.Activations(net.shape());
        System.arraycopy(input, 0, a.input, 0, INPUT);
        net.forward(a);
        return a.prob.clone();
    }

    private static byte[] bytes(DigitModel m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.write(out);
        return out.toByteArray();
    }

    @Test
    void everyEngineAveragesTheNetworksProbabilities() {
        ConvNet a = BatchEnginesTest.randomNet(new NetShape(4, 6, 10), 1);
        ConvNet b = BatchEnginesTest.randomNet(new NetShape(5, 3, 8), 2);
        ConvNet c = BatchEnginesTest.randomNet(new NetShape(4, 6, 10), 3);
        DigitModel model = DigitModel.of(a, b, c);
        Random rnd = new Random(4);
        int count = 13;
        float[] inputs = new float[count * INPUT];
        for (int i = 0; i < inputs.length; i++) {
            inputs[i] = rnd.nextDouble() < 0.4 ? rnd.nextFloat() : 0f;
        }
        float[] want = new float[count * NetShape.CLASSES];
        for (int i = 0; i < count; i++) {
            float[] one = Arrays.copyOfRange(inputs, i * INPUT, (i + 1) * INPUT);
            float[] pa = reference(a, one), pb = reference(b, one), pc = reference(c, one);
            for (int k = 0; k < NetShape.CLASSES; k++) {
                want[i * NetShape.CLASSES + k] = (pa[k] + pb[k] + pc[k]) / 3;
            }
        }
        for (NetEngine e : NetEngine.values()) {
            float[] got = new float[count * NetShape.CLASSES];
            try (DigitNetRunner r = e.create(model)) {
                r.forward(inputs, 5, got); // a smaller batch first: buffers are reused
                r.forward(inputs, count, got);
            }
            for (int i = 0; i < got.length; i++) {
                assertEquals(want[i], got[i], 1e-5, e.label() + ", value " + i);
            }
        }
        float[] single = new float[NetShape.CLASSES];
        try (DigitNetRunner r = NetEngine.singleDigit(model)) {
            r.forward(inputs, 1, single);
        }
        assertArrayEquals(Arrays.copyOf(want, NetShape.CLASSES), single, 1e-5f);
    }

    @Test
    void theFileKeepsEveryNetwork() throws IOException {
        ConvNet a = BatchEnginesTest.randomNet(new NetShape(4, 6, 10), 1);
        ConvNet b = BatchEnginesTest.randomNet(new NetShape(5, 3, 8), 2);
        DigitModel back = DigitModel.read(new ByteArrayInputStream(bytes(DigitModel.of(a, b))));
        assertEquals(2, back.members().size());
        assertEquals(b.shape(), back.members().get(1).shape());
        assertArrayEquals(a.params(), back.members().get(0).params());
        assertArrayEquals(b.params(), back.members().get(1).params());
        assertEquals(a.shape().forwardMacs() + b.shape().forwardMacs(), back.forwardMacs());
        // several networks are not one: fine-tuning (ConvNet.read) refuses them
        assertThrows(IOException.class, () -> ConvNet.read(new ByteArrayInputStream(bytes(DigitModel.of(a, b)))));
    }

    @Test
    void oneNetworkIsWrittenAsBefore() throws IOException {
        ConvNet a = BatchEnginesTest.randomNet(new NetShape(4, 6, 10), 1);
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        a.write(plain);
        assertArrayEquals(plain.toByteArray(), bytes(DigitModel.of(a)));
        assertArrayEquals(a.params(), ConvNet.read(new ByteArrayInputStream(plain.toByteArray())).params());
    }
}
