package lens.web;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import lens.samples.ReplayRenderer;
import lens.samples.Scene;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/**
 * A replay as Chromium's fake camera: its frames as concatenated JPEGs, each stamped with its own
 * number (nine black or white blocks along the bottom left edge, away from the grid), so a test
 * that grabs the frame on screen knows which frame it is and where the grid truly is.
 */
final class FakeCamera {
    private static final int BITS = 9;
    private static final int BLOCK = 12;

    private FakeCamera() {
    }

    /** Writes the replay's frames, stamped, to {@code out} (at most 512 frames). */
    static void write(ReplayRenderer replay, Path out) throws IOException {
        if (replay.frames() > 1 << BITS) {
            throw new IllegalArgumentException("at most " + (1 << BITS) + " frames");
        }
        try (OutputStream o = Files.newOutputStream(out)) {
            for (int i = 0; i < replay.frames(); i++) {
                try (Scene s = replay.render(i)) {
                    stamp(s.image(), i);
                    MatOfByte buf = new MatOfByte();
                    Imgcodecs.imencode(".jpg", s.image(), buf, new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 90));
                    o.write(buf.toArray());
                    buf.release();
                }
            }
        }
    }

    /** Writes {@code frames} copies of one 640x480 BGR picture to {@code out}: a camera held still. */
    static void writeStill(Mat picture, int frames, Path out) throws IOException {
        MatOfByte buf = new MatOfByte();
        Imgcodecs.imencode(".jpg", picture, buf, new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, 90));
        byte[] jpeg = buf.toArray();
        buf.release();
        try (OutputStream o = Files.newOutputStream(out)) {
            for (int i = 0; i < frames; i++) {
                o.write(jpeg);
            }
        }
    }

    /** The number stamped on a frame grabbed from the page (BGR or BGRA), or -1 when it cannot be read. */
    static int frameNumber(Mat frame) {
        int n = 0;
        for (int b = 0; b < BITS; b++) {
            Mat inner = frame.submat(block(frame, b, 3));
            double mean = Core.mean(inner).val[1];
            inner.release();
            if (mean > 90 && mean < 165) {
                return -1;
            }
            n |= (mean >= 165 ? 1 : 0) << b;
        }
        return n;
    }

    private static void stamp(Mat image, int number) {
        for (int b = 0; b < BITS; b++) {
            Rect r = block(image, b, 0);
            double v = (number >> b & 1) == 1 ? 255 : 0;
            Imgproc.rectangle(image, new Point(r.x, r.y), new Point(r.x + r.width - 1, r.y + r.height - 1),
                    new Scalar(v, v, v), Imgproc.FILLED);
        }
    }

    /** Block {@code b}, shrunk by {@code inset} pixels on each side. */
    private static Rect block(Mat image, int b, int inset) {
        int x = 2 + b * BLOCK;
        int y = image.rows() - BLOCK - 2;
        return new Rect(x + inset, y + inset, BLOCK - 2 * inset, BLOCK - 2 * inset);
    }
}
