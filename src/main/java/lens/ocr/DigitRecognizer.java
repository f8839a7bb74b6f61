package lens.ocr;

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

    @Override
    default void close() {
    }
}
