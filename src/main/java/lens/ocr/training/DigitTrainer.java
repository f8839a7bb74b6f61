package lens.ocr.training;

import java.util.List;
import lens.ocr.DigitNormalizer;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.TermCriteria;
import org.opencv.ml.ANN_MLP;
import org.opencv.ml.Ml;

/**
 * Trains the digit network: every sample goes through {@link DigitNormalizer} (the reader's own
 * normaliser), targets are +1 for the true digit and -1 for the others, symmetric sigmoid
 * units, online backpropagation.
 */
public final class DigitTrainer {
    private final DigitNormalizer normalizer = new DigitNormalizer();

    /** The trained network; the caller saves it. */
    public ANN_MLP train(List<LabelledInk> samples, MlpParams params) {
        int f = normalizer.featureCount();
        Mat x = new Mat(samples.size(), f, CvType.CV_32F);
        Mat y = new Mat(samples.size(), 9, CvType.CV_32F);
        try {
            float[] target = new float[9];
            for (int i = 0; i < samples.size(); i++) {
                LabelledInk s = samples.get(i);
                x.put(i, 0, normalizer.features(s.ink()));
                java.util.Arrays.fill(target, -1f);
                target[s.digit() - 1] = 1f;
                y.put(i, 0, target);
            }
            ANN_MLP net = ANN_MLP.create();
            Mat layers = new Mat(1, 3, CvType.CV_32S);
            layers.put(0, 0, f, params.hidden(), 9);
            net.setLayerSizes(layers);
            layers.release();
            net.setActivationFunction(ANN_MLP.SIGMOID_SYM, 0, 0);
            // online backpropagation: one weight update per sample converges in a few dozen epochs,
            // where batch RPROP needs hundreds on this many samples
            net.setTrainMethod(ANN_MLP.BACKPROP, 0.1, 0.1);
            net.setTermCriteria(new TermCriteria(TermCriteria.MAX_ITER + TermCriteria.EPS,
                    params.iterations(), params.epsilon()));
            net.train(x, Ml.ROW_SAMPLE, y);
            return net;
        } finally {
            x.release();
            y.release();
        }
    }
}
