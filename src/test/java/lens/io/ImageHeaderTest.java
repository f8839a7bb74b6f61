package lens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import lens.fuzz.HostileCorpus;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

/** Image sizes come from the header, before decoding; a header that claims too many pixels is refused. */
class ImageHeaderTest {
    @TempDir
    Path dir;

    private static byte[] encode(String ext, int width, int height) {
        OpenCvLoader.ensureLoaded();
        Mat m = new Mat(height, width, CvType.CV_8UC3, new Scalar(20, 120, 220));
        MatOfByte buf = new MatOfByte();
        assertTrue(Imgcodecs.imencode(ext, m, buf));
        byte[] b = buf.toArray();
        m.release();
        buf.release();
        return b;
    }

    @ParameterizedTest
    @ValueSource(strings = {".png", ".jpg", ".bmp", ".tif", ".webp"})
    void everyFormatsHeaderGivesTheEncodedSize(String ext) {
        byte[] b = encode(ext, 123, 45);
        ImageHeader h = ImageHeader.read(b, ImageFiles.kind(b));
        assertEquals(new ImageHeader(123, 45), h, ext);
    }

    @Test
    void aCutHeaderGivesNoSize() {
        byte[] b = encode(".png", 10, 10);
        assertNull(ImageHeader.read(Arrays.copyOf(b, 14), "PNG"));
    }

    @Test
    void aPngClaimingFourGigapixelsIsRefusedBeforeDecoding() throws Exception {
        Path f = Files.write(dir.resolve("huge.png"), HostileCorpus.hugePng());
        ImageFiles.Loaded.TooLarge t = assertInstanceOf(ImageFiles.Loaded.TooLarge.class, ImageFiles.load(f));
        assertTrue(t.reason().contains("65535x65535 pixels"), t.reason());
    }

    @Test
    void aSmallTiffInHugeTilesIsRefusedByItsTilesAndOneInFittingTilesIsRead() throws Exception {
        Path bomb = Files.write(dir.resolve("bomb.tif"), HostileCorpus.tiledTiff(256, 16000));
        ImageHeader h = ImageHeader.read(Files.readAllBytes(bomb), "TIFF");
        assertEquals(256, h.width());
        assertEquals(16000L * 16000, h.pixels());
        ImageFiles.Loaded.TooLarge t = assertInstanceOf(ImageFiles.Loaded.TooLarge.class, ImageFiles.load(bomb));
        assertTrue(t.reason().contains("256x256 TIFF in tiles of 256 MP"), t.reason());
        Path fine = Files.write(dir.resolve("fine.tif"), HostileCorpus.tiledTiff(256, 256));
        ImageFiles.Loaded.Image img = assertInstanceOf(ImageFiles.Loaded.Image.class, ImageFiles.load(fine));
        assertEquals(256, img.mat().cols());
        img.mat().release();
    }

    @Test
    void aJpegOfThousandsOfScansIsRefusedBeforeDecodingAndAProgressiveOneIsRead() throws Exception {
        Path bomb = Files.write(dir.resolve("scans.jpg"), HostileCorpus.manyScansJpeg(400, 1000));
        ImageFiles.Loaded.TooLarge t = assertInstanceOf(ImageFiles.Loaded.TooLarge.class, ImageFiles.load(bomb));
        assertTrue(t.reason().contains("is a JPEG of 1010 scans; photos may have at most 256"), t.reason());
        Path progressive = Files.write(dir.resolve("progressive.jpg"), HostileCorpus.manyScansJpeg(400, 0));
        ImageFiles.Loaded.Image img = assertInstanceOf(ImageFiles.Loaded.Image.class, ImageFiles.load(progressive));
        assertEquals(400, img.mat().cols());
        img.mat().release();
    }
}
