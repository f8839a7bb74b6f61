package lens.ocr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import lens.ocr.training.Confusion;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.MnistDigits;
import org.junit.jupiter.api.Test;

class ModelRecognizerTest {
    @Test
    void loadsFromTheClasspath() {
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            assertEquals("model", m.name());
        }
    }

    @Test
    void readsRenderedPrintedDigits() {
        List<LabelledInk> digits = RenderedDigits.make(450, 7);
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            double acc = RenderedDigits.accuracy(m, digits);
            assertTrue(acc >= 0.95, "accuracy " + acc);
        }
    }

    /** The last 20% of each MNIST digit file is never trained on (see TrainCommand). */
    @Test
    void readsHeldOutMnistHandwriting() throws Exception {
        assumeTrue(MnistDigits.present(MnistDigits.defaultDir()),
                "skipped: MNIST digits not fetched (scripts/fetch-mnist.sh)");
        MnistDigits.Split split = MnistDigits.load(MnistDigits.defaultDir(), 0.2);
        split.train().forEach(d -> d.ink().release());
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            Confusion c = Confusion.measure(m, split.test());
            split.test().forEach(d -> d.ink().release());
            assertTrue(c.accuracy() >= 0.90, "MNIST held-out accuracy " + c.accuracyText());
        }
    }

    @Test
    void confidenceIsTheWinnersShareOfScores() {
        List<LabelledInk> digits = RenderedDigits.make(9, 3);
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            for (LabelledInk d : digits) {
                DigitReading r = m.recognize(d.ink());
                double sum = 0;
                for (int k = 1; k <= 9; k++) {
                    sum += r.scores()[k];
                }
                assertEquals(1.0, sum, 1e-6);
                assertEquals(r.scores()[r.digit()], r.confidence(), 1e-9);
                d.ink().release();
            }
        }
    }
}
