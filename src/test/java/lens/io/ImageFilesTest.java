package lens.io;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

class ImageFilesTest {
    @TempDir
    Path dir;

    private byte[] jpeg() {
        OpenCvLoader.ensureLoaded();
        Mat m = new Mat(60, 80, CvType.CV_8UC3, new Scalar(10, 200, 30));
        MatOfByte buf = new MatOfByte();
        Imgcodecs.imencode(".jpg", m, buf);
        byte[] b = buf.toArray();
        m.release();
        buf.release();
        return b;
    }

    @Test
    void decodesByContentNotName() throws Exception {
        Path f = dir.resolve("photo.txt");
        Files.write(f, jpeg());
        assertTrue(ImageFiles.looksLikeImage(f));
        ImageFiles.Loaded.Image img = assertInstanceOf(ImageFiles.Loaded.Image.class, ImageFiles.load(f));
        img.mat().release();
    }

    @Test
    void refusesTextEmptyAndTruncated() throws Exception {
        Path text = dir.resolve("a.jpg");
        Files.writeString(text, "not a picture");
        assertInstanceOf(ImageFiles.Loaded.Bad.class, ImageFiles.load(text));
        Path empty = dir.resolve("b.jpg");
        Files.write(empty, new byte[0]);
        assertInstanceOf(ImageFiles.Loaded.Bad.class, ImageFiles.load(empty));
        byte[] j = jpeg();
        Path cut = dir.resolve("c.jpg");
        Files.write(cut, Arrays.copyOf(j, j.length / 2));
        ImageFiles.Loaded.Bad bad = assertInstanceOf(ImageFiles.Loaded.Bad.class, ImageFiles.load(cut));
        assertTrue(bad.reason().contains("truncated"), bad.reason());
    }

    @Test
    void aGifOrHeicPhotoIsNamedAsAFormatNotRead() throws Exception {
        Path gif = dir.resolve("scan.dat");
        Files.write(gif, "GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertTrue(ImageFiles.looksLikeAnyImage(gif));
        ImageFiles.Loaded.Bad bad = assertInstanceOf(ImageFiles.Loaded.Bad.class, ImageFiles.load(gif));
        assertTrue(bad.reason().contains("is in GIF format, which is not read here"), bad.reason());
        byte[] heic = new byte[64];
        System.arraycopy("\u0000\u0000\u0000\u0018ftypheic".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0, heic, 0, 12);
        Path iphone = Files.write(dir.resolve("IMG_0001.HEIC"), heic);
        assertTrue(ImageFiles.looksLikeAnyImage(iphone));
        bad = assertInstanceOf(ImageFiles.Loaded.Bad.class, ImageFiles.load(iphone));
        assertTrue(bad.reason().contains("is in HEIC format"), bad.reason());
        Path text = Files.writeString(dir.resolve("t.txt"), "GIF is a word");
        assertTrue(!ImageFiles.looksLikeAnyImage(text));
    }
}
