package lens.ocr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import lens.SharedData;
import lens.ocr.training.Confusion;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.FontDigitRenderer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.MnistDigits;
import lens.pipeline.PhotoCells;
import lens.ocr.training.RenderParams;
import lens.ocr.training.TrainingSources;
import org.junit.jupiter.api.Test;

/** The committed model on data it never trained on (see {@link TrainingSources} for the splits). */
class ModelRecognizerTest {
    @Test
    void loadsFromTheClasspath() {
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            assertEquals("model", m.name());
        }
    }

    /** Digits rendered from the fonts training holds out (every fifth face), photo-damaged. */
    @Test
    void readsRenderedDigitsOfUnseenFonts() {
        lens.vision.OpenCvLoader.ensureLoaded();
        List<Font> fonts = FontCatalog.load(FontCatalog.ROOT);
        assumeTrue(fonts.size() >= TrainingSources.FONT_HOLD_OUT_EVERY, "skipped: no fonts under " + FontCatalog.ROOT);
        List<Font> unseen = new ArrayList<>();
        for (int i = TrainingSources.FONT_HOLD_OUT_EVERY - 1; i < fonts.size(); i += TrainingSources.FONT_HOLD_OUT_EVERY) {
            unseen.add(fonts.get(i));
        }
        List<LabelledInk> digits = new FontDigitRenderer(unseen, RenderParams.DEFAULT).render(450, 7);
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            double acc = RenderedDigits.accuracy(m, digits);
            assertTrue(acc >= 0.97, "unseen-font accuracy " + acc);
        }
    }

    @Test
    void readsHeldOutMnistHandwriting() throws Exception {
        assumeTrue(MnistDigits.present(MnistDigits.defaultDir()),
                "skipped: MNIST digits not fetched (scripts/fetch-mnist.sh)");
        MnistDigits.Split split = MnistDigits.load(MnistDigits.defaultDir(),
                TrainingSources.MNIST_VALIDATION_END, 1.0);
        split.train().forEach(d -> d.ink().release());
        assertFloor(split.test(), 0.97, "MNIST");
    }

    @Test
    void readsHeldOutPrintedPhotoCells() throws Exception {
        assertPhotoFloor("printed", 0.99);
    }

    @Test
    void readsHeldOutHandfilledPhotoCells() throws Exception {
        assertPhotoFloor("handfilled", 0.985);
    }

    private static void assertPhotoFloor(String set, double floor) throws Exception {
        java.nio.file.Path dir = SharedData.photos(set);
        List<LabelledInk> cells;
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            cells = PhotoCells.withDefaults(m).load(dir, lens.ocr.training.DataSplit.TEST);
        }
        assertFloor(cells, floor, set + " photo cells");
    }

    private static void assertFloor(List<LabelledInk> digits, double floor, String what) {
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            Confusion c = Confusion.measure(m, digits);
            digits.forEach(d -> d.ink().release());
            assertTrue(c.accuracy() >= floor, what + " held-out accuracy " + c.accuracyText()
                    + " (confusions " + c.topConfusions(5) + ")");
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

    /** The jar carries the model's calibration: readings get a calibrated probability, some beyond doubt. */
    @Test
    void committedModelIsCalibrated() {
        List<LabelledInk> digits = RenderedDigits.make(45, 11);
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            Calibration c = m.calibration();
            assertTrue(c.temperature() > 0.5 && c.temperature() < 5, "temperature " + c.temperature());
            assertTrue(c.beyondDoubt() > 0.5 && c.beyondDoubt() < 1, "beyond doubt " + c.beyondDoubt());
            int sure = 0;
            for (LabelledInk d : digits) {
                DigitReading r = m.recognize(d.ink());
                assertEquals(c.probabilities(r.scores())[r.digit()], r.probability(), 1e-9);
                assertEquals(r.probability() >= c.beyondDoubt(), r.beyondDoubt());
                sure += r.beyondDoubt() ? 1 : 0;
                d.ink().release();
            }
            assertTrue(sure > 0, "no clean rendered digit is beyond doubt");
        }
    }

    /**
     * A digit cut two ways is read with each digit's larger score of the two cuts, renormalised,
     * calibrated as one; a digit with one cut reads as it does alone, in the same batch.
     */
    @Test
    void aDigitCutTwoWaysKeepsEachDigitsLargerScoreOfTheTwo() {
        List<LabelledInk> digits = RenderedDigits.make(30, 5);
        try (ModelRecognizer m = ModelRecognizer.fromClasspath()) {
            // two digits of different labels, each read right and surely
            LabelledInk first = null;
            LabelledInk other = null;
            for (LabelledInk d : digits) {
                DigitReading r = m.recognize(d.ink());
                if (r.digit() == d.digit() && r.confidence() > 0.6) {
                    if (first == null) {
                        first = d;
                    } else if (other == null && d.digit() != first.digit()) {
                        other = d;
                    }
                }
            }
            assertTrue(first != null && other != null, "two digits read surely");
            LabelledInk third = digits.get(digits.size() - 1);
            DigitReading a = m.recognize(first.ink());
            DigitReading b = m.recognize(other.ink());
            DigitReading c = m.recognize(third.ink());
            DigitReading[] both = m.recognizeAll(List.of(first.ink(), third.ink()),
                    java.util.Arrays.asList(other.ink(), null));
            double sum = 0;
            for (int d = 1; d <= 9; d++) {
                sum += Math.max(a.scores()[d], b.scores()[d]);
            }
            for (int d = 1; d <= 9; d++) {
                assertEquals(Math.max(a.scores()[d], b.scores()[d]) / sum, both[0].scores()[d], 1e-5);
                assertEquals(c.scores()[d], both[1].scores()[d], 1e-5);
            }
            assertTrue(both[0].scores()[first.digit()] > 0.25 && both[0].scores()[other.digit()] > 0.25,
                    "two cuts read as different digits keep both in the running");
            assertEquals(m.calibration().probabilities(both[0].scores())[both[0].digit()], both[0].probability(), 1e-9);
            DigitReading alone = m.recognize(first.ink(), other.ink());
            assertEquals(both[0].digit(), alone.digit());
            assertEquals(both[0].confidence(), alone.confidence(), 1e-5);
            assertEquals(a.confidence(), m.recognize(first.ink(), null).confidence(), 1e-9);
        }
        digits.forEach(LabelledInk::release);
    }
}
