package lens.capture;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.opencv.core.Mat;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * One photo shown again and again at a frame rate, as a still camera would: the simplest way to
 * watch the live pipeline on a picture. Each frame is a fresh copy, so drawing on it is safe.
 */
public final class PhotoFrameSource implements FrameSource {
    private final Path file;
    private final Pacer pacer;
    private BufferedImage photo;
    private long sequence;

    public PhotoFrameSource(Path file, double fps) {
        this.file = file;
        this.pacer = new Pacer(fps);
    }

    @Override
    public void open() throws CaptureException {
        if (!Files.isRegularFile(file)) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "photo not found: " + file);
        }
        Mat m = Imgcodecs.imread(file.toString(), Imgcodecs.IMREAD_COLOR);
        try {
            if (m.empty()) {
                throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "not a readable image: " + file);
            }
            photo = MatImages.toImage(m);
        } finally {
            m.release();
        }
    }

    @Override
    public FrameResult next() {
        pacer.awaitNextFrame();
        BufferedImage copy = new BufferedImage(photo.getWidth(), photo.getHeight(), photo.getType());
        photo.copyData(copy.getRaster());
        return new FrameResult.Captured(copy, sequence++);
    }

    @Override
    public String describe() {
        return "photo " + file.getFileName();
    }

    @Override
    public void close() {
        photo = null;
    }
}
