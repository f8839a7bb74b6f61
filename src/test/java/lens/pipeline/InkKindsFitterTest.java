package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import lens.ocr.training.DataSplit;
import lens.vision.InkStats;
import org.junit.jupiter.api.Test;

class InkKindsFitterTest {
    /**
     * Synthetic pages: each page has its own print (contrast, stroke, height vary from page to
     * page more than print and pen differ on one page); written digits are darker, thinner,
     * smaller and higher than that page's print. About 40% of the cells are written, so a fit
     * that learnt nothing would be right on about 60%.
     */
    private static List<InkKindsFitter.Page> pages(DataSplit split, int count, long seed) {
        Random random = new Random(seed);
        List<InkKindsFitter.Page> out = new ArrayList<>();
        for (int page = 0; page < count; page++) {
            double contrast = 40 + 50 * random.nextDouble();
            double stroke = 0.05 + 0.04 * random.nextDouble();
            double height = 0.4 + 0.2 * random.nextDouble();
            InkStats[] stats = new InkStats[81];
            boolean[] written = new boolean[81];
            for (int cell = 0; cell < 50; cell++) {
                boolean pen = cell >= 30;
                double n = 0.3;
                stats[cell] = new InkStats(cell, contrast + (pen ? 25 : 0) + 6 * n * random.nextGaussian(),
                        stroke - (pen ? 0.02 : 0) + 0.004 * n * random.nextGaussian(), 0.3,
                        0.2 + 0.02 * random.nextGaussian(), height - (pen ? 0.08 : 0) + 0.02 * n * random.nextGaussian(),
                        0.38, 0.02 * random.nextGaussian(), (pen ? 0.05 : 0) + 0.02 * random.nextGaussian());
                written[cell] = pen;
            }
            out.add(new InkKindsFitter.Page(split.label() + page, split, stats, written));
        }
        return out;
    }

    @Test
    void separatesPenFromPrintOnSyntheticPages() {
        List<InkKindsFitter.Page> all = new ArrayList<>(pages(DataSplit.TRAIN, 30, 1));
        all.addAll(pages(DataSplit.VALIDATION, 10, 2));
        InkKindsFitter.Fit fit = InkKindsFitter.fit(all);
        assertTrue(fit.trainCells() == 1500 && fit.validationCells() == 500, fit.text());
        assertTrue(fit.trainRight() >= 0.97 * fit.trainCells(), fit.text());
        assertTrue(fit.validationRight() >= 0.95 * fit.validationCells(), fit.text());

        InkClassifier reread = InkClassifier.parse(fit.modelText().lines().toList());
        for (InkKindsFitter.Page p : all.subList(30, 40)) {
            assertArrayEquals(fit.classifier().classify(p.stats()).written(), reread.classify(p.stats()).written(), 0);
        }
    }

    @Test
    void logisticRegressionFindsALinearBoundary() {
        Random random = new Random(3);
        List<double[]> inputs = new ArrayList<>();
        List<Boolean> labels = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            double x = random.nextGaussian();
            double y = 10 + 5 * random.nextGaussian();
            inputs.add(new double[] {x, y});
            labels.add(2 * x - (y - 10) / 5 > 0);
        }
        InkClassifier.Logistic model = InkKindsFitter.logistic(inputs, labels);
        int right = 0;
        for (int i = 0; i < inputs.size(); i++) {
            right += (model.probability(inputs.get(i)) > 0.5) == labels.get(i) ? 1 : 0;
        }
        assertTrue(right >= 390, right + " of 400 right");
    }
}
