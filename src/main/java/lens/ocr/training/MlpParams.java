package lens.ocr.training;

/**
 * Shape and training of the digit network.
 *
 * @param hidden     hidden-layer width (enough for 520 features and 9 classes; wider costs speed and file size)
 * @param iterations training epochs (online backpropagation stops improving noticeably after about this many)
 * @param epsilon    stop earlier when the error changes less than this
 */
public record MlpParams(int hidden, int iterations, double epsilon) {
    public static final MlpParams DEFAULT = new MlpParams(160, 12, 1e-5);
}
