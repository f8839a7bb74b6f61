package lens.ocr.training;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import lens.ocr.net.ConvNet;
import lens.ocr.net.NetShape;

/**
 * Trains a {@link ConvNet} by mini-batch Adam on the softmax cross-entropy, with every sample
 * varied by {@link Augmenter} each time it is drawn. Each batch is split between
 * {@link TrainParams#threads()} workers that run forward and backward passes into their own
 * gradient buffers; the buffers are summed and one Adam step is taken. The learning rate follows
 * a cosine from {@code learningRate} down to {@code finalRate} of it.
 */
public final class ConvTrainer {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPS = 1e-8;

    /** Called after every epoch with the mean training loss (e.g. to print held-out accuracy). */
    public interface Progress {
        void epochDone(int epoch, double meanLoss, ConvNet net);
    }

    /** He-initialised weights (normal, variance 2 / fan-in), zero biases. */
    public static ConvNet initial(NetShape s, long seed) {
        Random rnd = new Random(seed);
        float[] p = new float[s.parameterCount()];
        fill(p, s.w1(), s.b1(), 25, rnd);
        fill(p, s.w2(), s.b2(), s.conv2Inputs(), rnd);
        fill(p, s.w3(), s.b3(), s.flat(), rnd);
        fill(p, s.w4(), s.b4(), s.hidden(), rnd);
        return new ConvNet(s, p);
    }

    private static void fill(float[] p, int from, int to, int fanIn, Random rnd) {
        double sd = Math.sqrt(2.0 / fanIn);
        for (int i = from; i < to; i++) {
            p[i] = (float) (rnd.nextGaussian() * sd);
        }
    }

    /** Trains {@code net} in place on {@code train} (shuffled every epoch). */
    public void train(ConvNet net, List<Example> train, TrainParams tp, Progress progress)
            throws InterruptedException {
        NetShape s = net.shape();
        float[] w = net.params();
        List<Worker> workers = new ArrayList<>();
        for (int t = 0; t < tp.threads(); t++) {
            workers.add(new Worker(net, tp.augment(), tp.seed() * 31 + t));
        }
        float[] m = new float[w.length];
        float[] v = new float[w.length];
        List<Example> order = new ArrayList<>(train);
        Random shuffle = new Random(tp.seed());
        long steps = (long) tp.epochs() * ((order.size() + tp.batch() - 1) / tp.batch());
        long step = 0;
        ExecutorService pool = Executors.newFixedThreadPool(tp.threads());
        try {
            for (int epoch = 1; epoch <= tp.epochs(); epoch++) {
                Collections.shuffle(order, shuffle);
                double loss = 0;
                for (int start = 0; start < order.size(); start += tp.batch()) {
                    int end = Math.min(order.size(), start + tp.batch());
                    loss += runBatch(pool, workers, order, start, end, w);
                    step++;
                    double cosine = 0.5 * (1 + Math.cos(Math.PI * step / steps));
                    double lr = tp.learningRate() * (tp.finalRate() + (1 - tp.finalRate()) * cosine);
                    adam(w, workers, m, v, step, lr, 1f / (end - start));
                }
                progress.epochDone(epoch, loss / order.size(), net);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static double runBatch(ExecutorService pool, List<Worker> workers, List<Example> order,
                                   int start, int end, float[] w) throws InterruptedException {
        int n = workers.size();
        int chunk = (end - start + n - 1) / n;
        List<Future<Double>> done = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            int from = Math.min(end, start + t * chunk);
            int to = Math.min(end, from + chunk);
            Worker wk = workers.get(t);
            done.add(pool.submit(() -> wk.run(order, from, to, w)));
        }
        double loss = 0;
        try {
            for (Future<Double> f : done) {
                loss += f.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("training worker failed", e.getCause());
        }
        return loss;
    }

    private static void adam(float[] w, List<Worker> workers, float[] m, float[] v, long step, double lr, float scale) {
        float[] g = workers.get(0).back.gradient();
        for (int t = 1; t < workers.size(); t++) {
            float[] other = workers.get(t).back.gradient();
            for (int i = 0; i < g.length; i++) {
                g[i] += other[i];
            }
        }
        double c1 = 1 - Math.pow(BETA1, step);
        double c2 = 1 - Math.pow(BETA2, step);
        float stepSize = (float) (lr * Math.sqrt(c2) / c1);
        float b1 = (float) BETA1, b2 = (float) BETA2;
        for (int i = 0; i < w.length; i++) {
            float gi = g[i] * scale;
            m[i] = b1 * m[i] + (1 - b1) * gi;
            v[i] = b2 * v[i] + (1 - b2) * gi * gi;
            w[i] -= stepSize * m[i] / ((float) Math.sqrt(v[i]) + (float) EPS);
        }
    }

    /** One thread's workspace: forward buffers, gradient, augmenter and random stream. */
    private static final class Worker {
        final ConvNet net;
        final ConvNet.Activations act;
        final Backprop back;
        final Augmenter augmenter;
        final Random rnd;

        Worker(ConvNet net, AugmentParams augment, long seed) {
            this.net = net;
            this.act = new ConvNet.Activations(net.shape());
            this.back = new Backprop(net.shape());
            this.augmenter = new Augmenter(augment);
            this.rnd = new Random(seed);
        }

        double run(List<Example> order, int from, int to, float[] w) {
            back.start(w);
            double loss = 0;
            for (int i = from; i < to; i++) {
                Example e = order.get(i);
                augmenter.apply(e.input(), act.input, rnd);
                net.forward(act);
                loss += back.accumulate(act, e.digit() - 1, 1f);
            }
            return loss;
        }
    }
}
