package lens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    @Test
    void aPgmOrPpmScanIsReadAndOneCutShortIsNamedSo() throws Exception {
        OpenCvLoader.ensureLoaded();
        Mat grey = new Mat(40, 30, CvType.CV_8UC1, new Scalar(90));
        MatOfByte buf = new MatOfByte();
        Imgcodecs.imencode(".pgm", grey, buf);
        byte[] pgm = buf.toArray();
        grey.release();
        buf.release();
        Path scan = Files.write(dir.resolve("scan"), pgm);
        assertTrue(ImageFiles.looksLikeImage(scan));
        ImageFiles.Loaded.Image img = assertInstanceOf(ImageFiles.Loaded.Image.class, ImageFiles.load(scan));
        assertEquals(30, img.mat().cols());
        assertEquals(40, img.mat().rows());
        img.mat().release();
        Path commented = Files.write(dir.resolve("c.ppm"),
                "P3\n# made by hand\n2 1\n255\n255 0 0  0 0 255\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        img = assertInstanceOf(ImageFiles.Loaded.Image.class, ImageFiles.load(commented));
        assertEquals(2, img.mat().cols());
        img.mat().release();
        Path cut = Files.write(dir.resolve("cut.pgm"), Arrays.copyOf(pgm, pgm.length - 100));
        ImageFiles.Loaded.Bad bad = assertInstanceOf(ImageFiles.Loaded.Bad.class, ImageFiles.load(cut));
        assertTrue(bad.reason().contains("truncated PGM/PPM"), bad.reason());
        Path huge = Files.write(dir.resolve("huge.pgm"),
                "P5 90000 90000 255\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertFalse(ImageFiles.load(huge) instanceof ImageFiles.Loaded.Image); // refused, never allocated
        Path word = Files.writeString(dir.resolve("p.txt"), "P5 is a paper size");
        assertFalse(ImageFiles.looksLikeAnyImage(word));
    }

    /**
     * A puzzle graphic whose paper is transparent (black ink in the alpha channel, every pixel's
     * colour black) is laid on white, as viewers show it: decoded as colour alone it was black and
     * refused as "too dark".
     */
    @Test
    void aPictureWithATransparentGroundIsLaidOnWhite() throws Exception {
        OpenCvLoader.ensureLoaded();
        for (String ext : new String[] {".png", ".webp"}) {
            Mat inkOnly = new Mat(40, 60, CvType.CV_8UC4, new Scalar(0, 0, 0, 0));
            inkOnly.submat(10, 20, 10, 30).setTo(new Scalar(0, 0, 0, 255)); // a black stroke
            inkOnly.submat(25, 30, 10, 30).setTo(new Scalar(0, 0, 0, 128)); // a half-transparent one
            MatOfByte buf = new MatOfByte();
            Imgcodecs.imencode(ext, inkOnly, buf, new org.opencv.core.MatOfInt(Imgcodecs.IMWRITE_WEBP_QUALITY, 101));
            Path f = Files.write(dir.resolve("graphic" + ext), buf.toArray());
            inkOnly.release();
            buf.release();
            ImageFiles.Loaded.Image img = assertInstanceOf(ImageFiles.Loaded.Image.class, ImageFiles.load(f));
            assertEquals(3, img.mat().channels(), ext);
            assertArrayEquals(new double[] {255, 255, 255}, img.mat().get(2, 2), 1, ext + ": the transparent ground is white");
            assertArrayEquals(new double[] {0, 0, 0}, img.mat().get(15, 20), 1, ext + ": the ink stays black");
            assertEquals(127, img.mat().get(27, 20)[0], 2, ext + ": half-transparent ink is grey");
            img.mat().release();
            ImageFiles.Loaded.Image grey = assertInstanceOf(ImageFiles.Loaded.Image.class,
                    ImageFiles.decodeGreyForReading(Files.readAllBytes(f), "graphic", 2));
            assertEquals(1, grey.mat().channels());
            assertEquals(30, grey.mat().cols());
            assertEquals(255, grey.mat().get(1, 1)[0], 1, ext + ": grey and reduced, still on white");
            grey.mat().release();
        }
    }
}
