package lens.ocr.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.ocr.net.ConvNet;
import lens.ocr.net.NetShape;
import org.junit.jupiter.api.Test;

class BackpropTest {
    private static final NetShape SHAPE = new NetShape(3, 4, 6);

    private static double loss(ConvNet net, ConvNet.Activations a, int label) {
        net.forward(a);
        return -Math.log(a.prob[label]);
    }

    /** Every layer's analytic gradient matches central differences on a random net and input. */
    @Test
    void gradientMatchesNumericalDifferences() {
        Random rnd = new Random(5);
        ConvNet net = ConvTrainer.initial(SHAPE, 3);
        float[] w = net.params();
        for (int i = 0; i < w.length; i++) {
            w[i] += (float) (rnd.nextGaussian() * 0.05); // non-zero biases too
        }
        ConvNet.Activations a = new ConvNet.Activations(SHAPE);
        for (int i = 0; i < a.input.length; i++) {
            a.input[i] = rnd.nextFloat();
        }
        int label = 4;
        Backprop back = new Backprop(SHAPE);
        back.start(w);
        net.forward(a);
        double l0 = back.accumulate(a, label, 1f);
        float[] grad = back.gradient().clone();
        assertEquals(loss(net, a, label), l0, 1e-6);

        int[][] ranges = {{SHAPE.w1(), SHAPE.b1()}, {SHAPE.b1(), SHAPE.w2()}, {SHAPE.w2(), SHAPE.b2()},
            {SHAPE.b2(), SHAPE.w3()}, {SHAPE.w3(), SHAPE.b3()}, {SHAPE.b3(), SHAPE.w4()},
            {SHAPE.w4(), SHAPE.b4()}, {SHAPE.b4(), SHAPE.parameterCount()}};
        double h = 1e-3;
        int checked = 0;
        for (int[] r : ranges) {
            for (int t = 0; t < 12; t++) {
                int i = r[0] + rnd.nextInt(r[1] - r[0]);
                float keep = w[i];
                w[i] = (float) (keep + h);
                double up = loss(net, a, label);
                w[i] = (float) (keep - h);
                double down = loss(net, a, label);
                w[i] = keep;
                double numeric = (up - down) / (2 * h);
                double analytic = grad[i];
                assertEquals(numeric, analytic, 2e-3 + 0.03 * Math.abs(numeric),
                        "parameter " + i + " (range " + r[0] + ".." + r[1] + ")");
                checked++;
            }
        }
        assertTrue(checked > 80);
    }

    /** Samples accumulate (the gradient of two is the sum of each one's), and start() clears it. */
    @Test
    void gradientsOfSeveralSamplesAddUp() {
        Random rnd = new Random(7);
        ConvNet net = ConvTrainer.initial(SHAPE, 5);
        float[] w = net.params();
        ConvNet.Activations a = new ConvNet.Activations(SHAPE);
        ConvNet.Activations b = new ConvNet.Activations(SHAPE);
        for (int i = 0; i < a.input.length; i++) {
            a.input[i] = rnd.nextFloat();
            b.input[i] = rnd.nextDouble() < 0.3 ? rnd.nextFloat() : 0f;
        }
        Backprop back = new Backprop(SHAPE);
        back.start(w);
        net.forward(a);
        back.accumulate(a, 2, 1f);
        float[] ga = back.gradient().clone();
        back.start(w);
        net.forward(b);
        back.accumulate(b, 6, 0.5f);
        float[] gb = back.gradient().clone();
        back.start(w);
        net.forward(a);
        back.accumulate(a, 2, 1f);
        net.forward(b);
        back.accumulate(b, 6, 0.5f);
        float[] both = back.gradient();
        for (int i = 0; i < both.length; i++) {
            assertEquals(ga[i] + gb[i], both[i], 1e-5 + 1e-4 * Math.abs(both[i]), "parameter " + i);
        }
    }

    /** A few Adam steps on one digit drive its loss down (the update has the right sign). */
    @Test
    void trainingLowersTheLoss() throws Exception {
        ConvNet net = ConvTrainer.initial(SHAPE, 1);
        Random rnd = new Random(2);
        List<Example> data = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            float[] img = new float[NetShape.SIDE * NetShape.SIDE];
            for (int k = 0; k < 40; k++) {
                img[rnd.nextInt(img.length)] = 1f;
            }
            for (int rep = 0; rep < 8; rep++) {
                data.add(new Example(img, d));
            }
        }
        double[] losses = new double[2];
        TrainParams tp = new TrainParams(30, 16, 5e-3, 0.1, 2, 1, AugmentParams.NONE);
        new ConvTrainer().train(net, data, tp, (epoch, loss, n) -> {
            if (epoch == 1) {
                losses[0] = loss;
            }
            losses[1] = loss;
        });
        assertTrue(losses[1] < 0.2 * losses[0], "loss " + losses[0] + " -> " + losses[1]);
    }
}
