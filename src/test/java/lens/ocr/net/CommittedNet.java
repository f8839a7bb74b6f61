package lens.ocr.net;

import java.io.IOException;
import java.io.InputStream;
import lens.ocr.ModelRecognizer;

/** The committed digit network as the jar holds it, for the engine tests. */
final class CommittedNet {
    private CommittedNet() {
    }

    static ConvNet read() throws IOException {
        try (InputStream in = ModelRecognizer.class.getResourceAsStream(ModelRecognizer.RESOURCE)) {
            return ConvNet.read(in);
        }
    }
}
