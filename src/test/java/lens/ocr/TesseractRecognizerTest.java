package lens.ocr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import lens.ocr.training.LabelledInk;
import org.junit.jupiter.api.Test;

class TesseractRecognizerTest {
    @Test
    void readsRenderedPrintedDigits() {
        List<LabelledInk> digits = RenderedDigits.make(180, 7);
        try (TesseractRecognizer t = new TesseractRecognizer()) {
            double acc = RenderedDigits.accuracy(t, digits);
            System.out.println("tesseract rendered accuracy " + acc);
            assertTrue(acc >= 0.85, "accuracy " + acc);
        }
    }

    @Test
    void scoresRankTheReadDigitFirst() {
        List<LabelledInk> digits = RenderedDigits.make(9, 11);
        try (TesseractRecognizer t = new TesseractRecognizer()) {
            for (LabelledInk d : digits) {
                DigitReading r = t.recognize(d.ink());
                assertEquals(r.digit(), r.ranked()[0]);
                assertTrue(r.confidence() > 0 && r.confidence() <= 1);
                d.ink().release();
            }
        }
    }
}
