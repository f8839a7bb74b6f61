package lens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

/** Pictures are written whole, never over an existing file, the input photo or through a link. */
class PictureWriterTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void opencv() {
        OpenCvLoader.ensureLoaded();
    }

    private static Mat picture() {
        return new Mat(20, 30, CvType.CV_8UC3, new Scalar(10, 200, 30));
    }

    private static Path written(PictureWriter.Result r) {
        return assertInstanceOf(PictureWriter.Result.Written.class, r, r.toString()).file();
    }

    private static String failed(PictureWriter.Result r) {
        return assertInstanceOf(PictureWriter.Result.Failed.class, r, r.toString()).reason();
    }

    private Set<String> names() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
    }

    @Test
    void writesADecodablePictureAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("a.solved.png");
        assertEquals(target, written(PictureWriter.write(picture(), target, null)));
        Mat back = Imgcodecs.imread(target.toString());
        assertEquals(30, back.cols());
        assertEquals(Set.of("a.solved.png"), names());
    }

    @Test
    void anExistingNameIsNumberedAndKept() throws Exception {
        Path target = dir.resolve("a.solved.png");
        Files.writeString(target, "mine");
        assertEquals(dir.resolve("a.solved-2.png"), written(PictureWriter.write(picture(), target, null)));
        assertEquals(dir.resolve("a.solved-3.png"), written(PictureWriter.write(picture(), target, null)));
        assertEquals("mine", Files.readString(target));
    }

    @Test
    void aSymbolicLinkIsNeverFollowed() throws Exception {
        Path victim = dir.resolve("victim.txt");
        Files.writeString(victim, "precious");
        Path link = Files.createSymbolicLink(dir.resolve("p.solved.png"), victim);
        assertEquals(dir.resolve("p.solved-2.png"), written(PictureWriter.write(picture(), link, null)));
        assertEquals("precious", Files.readString(victim));
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void neverOverTheInputPhotoEvenThroughALink() throws Exception {
        Path photo = dir.resolve("p.jpg");
        byte[] bytes = {1, 2, 3};
        Files.write(photo, bytes);
        assertTrue(failed(PictureWriter.write(picture(), photo, photo)).contains("input photo"));
        Path link = Files.createSymbolicLink(dir.resolve("other.png"), photo);
        assertTrue(failed(PictureWriter.write(picture(), link, photo)).contains("input photo"));
        assertArrayEquals(bytes, Files.readAllBytes(photo));
    }

    @Test
    void namesTheCauseOfATargetThatCannotBeWritten() throws Exception {
        assertTrue(failed(PictureWriter.write(picture(), dir, null)).contains("is a folder"));
        assertTrue(failed(PictureWriter.write(picture(), dir.resolve("x.xyz"), null)).contains("unknown picture type '.xyz'"));
        assertTrue(failed(PictureWriter.write(picture(), dir.resolve("noext"), null)).contains("no picture extension"));
        assertTrue(failed(PictureWriter.write(picture(), dir.resolve("missing/x.png"), null)).contains("no such folder"));
        assertTrue(failed(PictureWriter.write(picture(), Path.of("/dev/full"), null)).contains("not a regular file"));
        assertEquals(Set.of(), names());
    }

    @Test
    void aReadOnlyFolderIsNamed() throws Exception {
        Path ro = Files.createDirectory(dir.resolve("ro"));
        assumeTrue(ro.toFile().setWritable(false) && !Files.isWritable(ro), "running as root: folders are always writable");
        try {
            assertTrue(failed(PictureWriter.write(picture(), ro.resolve("x.png"), null)).contains("permission denied"));
        } finally {
            ro.toFile().setWritable(true);
        }
    }

    @Test
    void writesSvgAndNumbersASecondOne() throws Exception {
        Path f = dir.resolve("step-001.svg");
        assertEquals(f, written(PictureWriter.writeSvg("<svg/>", f)));
        assertEquals(dir.resolve("step-001-2.svg"), written(PictureWriter.writeSvg("<svg></svg>", f)));
        assertEquals("<svg/>", Files.readString(f));
        assertTrue(failed(PictureWriter.writeSvg("<svg/>", dir.resolve("x.png"))).contains(".svg"));
    }

    @Test
    void writesFramesAsPng() throws Exception {
        BufferedImage img = new BufferedImage(8, 6, BufferedImage.TYPE_3BYTE_BGR);
        Path f = written(PictureWriter.writePng(img, dir.resolve("frame-0000.png")));
        assertEquals(8, javax.imageio.ImageIO.read(f.toFile()).getWidth());
        assertTrue(failed(PictureWriter.writePng(img, dir.resolve("frame.jpg"))).contains("PNG"));
    }

    @Test
    void writeNewTakesExactlyItsNameOrNothing() throws Exception {
        Path target = dir.resolve("image-1.jpg");
        assertEquals(target, written(PictureWriter.writeNew(picture(), target, Imgcodecs.IMWRITE_JPEG_QUALITY, 85)));
        byte[] first = Files.readAllBytes(target);
        assertTrue(failed(PictureWriter.writeNew(picture(), target)).contains("already exists"));
        assertArrayEquals(first, Files.readAllBytes(target));
        assertEquals(Set.of("image-1.jpg"), names());
    }
}
