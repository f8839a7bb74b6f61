package lens.ocr.training;

import org.opencv.core.Mat;

/** One training or test digit: its ink (white on black, cropped) and its true digit. */
public record LabelledInk(Mat ink, int digit) {
}
