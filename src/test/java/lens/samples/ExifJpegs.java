package lens.samples;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import lens.vision.OpenCvLoader;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.imgcodecs.Imgcodecs;

/** Test photos as a phone stores a portrait shot: the pixels turned, and an EXIF tag saying how to show them. */
public final class ExifJpegs {
    private ExifJpegs() {
    }

    /**
     * {@code photo} stored a quarter turn anticlockwise, with EXIF orientation 6 (show turned a
     * quarter clockwise), to {@code out}: a viewer that follows the tag shows the photo as it was.
     */
    public static void writeTurnedWithTag(Path photo, Path out) {
        OpenCvLoader.ensureLoaded();
        Mat m = Imgcodecs.imread(photo.toString());
        Mat turned = new Mat();
        Core.rotate(m, turned, Core.ROTATE_90_COUNTERCLOCKWISE);
        MatOfByte encoded = new MatOfByte();
        Imgcodecs.imencode(".jpg", turned, encoded);
        byte[] jpeg = encoded.toArray();
        m.release();
        turned.release();
        encoded.release();
        // APP1 "Exif": a little-endian TIFF header and one IFD entry, Orientation (0x0112) = 6
        byte[] exif = {'E', 'x', 'i', 'f', 0, 0, 'I', 'I', 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0,
            0, 0, 0, 0};
        ByteArrayOutputStream tagged = new ByteArrayOutputStream();
        tagged.write(jpeg, 0, 2);
        tagged.write(0xFF);
        tagged.write(0xE1);
        tagged.write((exif.length + 2) >> 8);
        tagged.write((exif.length + 2) & 0xFF);
        tagged.write(exif, 0, exif.length);
        tagged.write(jpeg, 2, jpeg.length - 2);
        try {
            Files.write(out, tagged.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
