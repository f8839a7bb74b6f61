package lens.ocr.net;

import java.io.IOException;
import java.io.InputStream;
import lens.ocr.ModelRecognizer;

/** The committed digit model as the jar holds it, for the engine tests. */
final class CommittedNet {
    private CommittedNet() {
    }

    static DigitModel model() throws IOException {
        try (InputStream in = ModelRecognizer.class.getResourceAsStream(ModelRecognizer.RESOURCE)) {
            return DigitModel.read(in);
        }
    }

    /** The committed model's first network (every engine runs each network of a model alike). */
    static ConvNet read() throws IOException {
        return model().members().get(0);
    }
}
