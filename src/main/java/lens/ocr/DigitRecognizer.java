package lens.ocr;

import java.util.List;
import org.opencv.core.Mat;

/**
 * Reads one printed or handwritten digit. The input is the digit as vision isolated it:
 * an 8-bit single-channel image, white ink (255) on black (0), cropped to the digit's bounding
 * box (any size; the recognizer normalises it). Implementations are not required to be
 * thread-safe; whoever creates one closes it.
 */
public interface DigitRecognizer extends AutoCloseable {
    /** Short engine name as used by {@code --ocr}: {@code model} or {@code tesseract}. */
    String name();

    DigitReading recognize(Mat ink);

    /**
     * Reads several digits at once (a board's filled cells): reading i is that of
     * {@code inks.get(i)}, the same as {@link #recognize} gives. Engines that can run a batch
     * faster than one digit at a time override it; the default reads them one by one.
     */
    default DigitReading[] recognizeAll(List<Mat> inks) {
        DigitReading[] readings = new DigitReading[inks.size()];
        for (int i = 0; i < readings.length; i++) {
            readings[i] = recognize(inks.get(i));
        }
        return readings;
    }

    /**
     * Reads digits cut two ways: {@code followed.get(i)}, when not null, is digit i cut a second
     * way ({@code CellImage#followedInk}: its strokes followed into fainter ink) and reading i
     * weighs both cuts (the model: each digit's larger score of the two). Engines that cannot
     * weigh two readings read the first cut alone (the default).
     */
    default DigitReading[] recognizeAll(List<Mat> inks, List<Mat> followed) {
        return recognizeAll(inks);
    }

    @Override
    default void close() {
    }
}
