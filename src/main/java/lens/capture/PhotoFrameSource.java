package lens.capture;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import lens.io.ImageFiles;
import lens.io.InputFile;

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
        if (!InputFile.exists(file)) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "photo not found: " + file);
        }
        // a folder, a device or a pipe is named as such by the load below, not called missing
        ImageFiles.Loaded loaded = ImageFiles.load(file);
        if (!(loaded instanceof ImageFiles.Loaded.Image img)) {
            throw new CaptureException(loaded instanceof ImageFiles.Loaded.TooLarge ? CaptureException.Kind.INPUT_LIMIT
                    : CaptureException.Kind.UNREADABLE_INPUT, ImageFiles.reason(loaded));
        }
        try {
            photo = MatImages.toImage(img.mat());
        } finally {
            img.mat().release();
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
