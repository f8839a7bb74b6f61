package lens.capture;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import lens.io.ImageFiles;
import lens.io.InputFile;
import org.opencv.core.Mat;
import org.opencv.videoio.VideoCapture;

/** The frames of a video file, decoded by OpenCV's VideoCapture (MJPEG AVI always works). */
final class VideoFeed implements FrameFeed {
    private final Path file;
    private final Mat frame = new Mat();
    private VideoCapture capture;

    private VideoFeed(Path file, VideoCapture capture) {
        this.file = file;
        this.capture = capture;
    }

    static VideoFeed open(Path file) throws CaptureException {
        String notVideo = InputFile.whyNotRegularFile(file);
        if (notVideo != null) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "video: " + notVideo);
        }
        if (ImageFiles.looksLikeImage(file)) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, file + " is a still image, not a video;"
                    + " use --source photo:" + file);
        }
        VideoCapture c = new VideoCapture(file.toString());
        if (!c.isOpened()) {
            c.release();
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "cannot decode video: " + file);
        }
        return new VideoFeed(file, c);
    }

    @Override
    public BufferedImage next() {
        if (capture == null || !capture.read(frame) || frame.empty()) {
            return null;
        }
        return MatImages.toImage(frame);
    }

    @Override
    public void rewind() {
        capture.release();
        capture = new VideoCapture(file.toString());
    }

    @Override
    public void close() {
        if (capture != null) {
            capture.release();
            capture = null;
        }
        frame.release();
    }
}
