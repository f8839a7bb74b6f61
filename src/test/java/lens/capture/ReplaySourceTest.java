package lens.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.videoio.VideoWriter;

/** Replays go through Webcam Capture with the replay driver and deliver their frames in order. */
class ReplaySourceTest {
    @BeforeAll
    static void natives() {
        OpenCvLoader.ensureLoaded();
    }

    /** A frame whose blue channel encodes its number, so order can be checked after decoding. */
    private static Mat numbered(int i) {
        return new Mat(48, 64, CvType.CV_8UC3, new Scalar(20 * i + 10, 128, 200));
    }

    private static int numberOf(java.awt.image.BufferedImage img) {
        int blue = img.getRGB(32, 24) & 0xff;
        return Math.round((blue - 10) / 20f);
    }

    @Test
    void folderPlaysInNameOrderThenEnds(@TempDir Path dir) throws Exception {
        for (int i = 0; i < 5; i++) {
            Mat m = numbered(i);
            Imgcodecs.imwrite(dir.resolve("f" + i + ".png").toString(), m);
            m.release();
        }
        Files.writeString(dir.resolve("notes.txt"), "not an image");
        try (FrameSource s = FrameSources.create(SourceSpec.parse("replay:" + dir), 0, false, skipped -> { })) {
            s.open();
            for (int i = 0; i < 5; i++) {
                FrameResult.Captured c = assertInstanceOf(FrameResult.Captured.class, s.next());
                assertEquals(i, c.sequence());
                assertEquals(i, numberOf(c.image()));
                assertEquals(64, c.image().getWidth());
            }
            assertInstanceOf(FrameResult.Ended.class, s.next());
        }
    }

    @Test
    void loopingReplayStartsAgain(@TempDir Path dir) throws Exception {
        for (int i = 0; i < 3; i++) {
            Mat m = numbered(i);
            Imgcodecs.imwrite(dir.resolve("f" + i + ".png").toString(), m);
            m.release();
        }
        try (FrameSource s = FrameSources.create(SourceSpec.parse("replay:" + dir), 0, true, skipped -> { })) {
            s.open();
            int[] seen = new int[7];
            for (int i = 0; i < 7; i++) {
                seen[i] = numberOf(((FrameResult.Captured) s.next()).image());
            }
            assertEquals("[0, 1, 2, 0, 1, 2, 0]", Arrays.toString(seen));
        }
    }

    @Test
    void aFileThatDoesNotDecodeIsPassedOverAndToldOnceNamingIt(@TempDir Path dir) throws Exception {
        for (int i = 0; i < 3; i += 2) {
            Mat m = numbered(i);
            Imgcodecs.imwrite(dir.resolve("f" + i + ".png").toString(), m);
            m.release();
        }
        Path bad = Files.write(dir.resolve("f1.jpg"), new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 0x00, 0x01});
        List<String> told = new ArrayList<>();
        try (FrameSource s = FrameSources.create(SourceSpec.parse("replay:" + dir), 0, true, told::add)) {
            s.open();
            int[] seen = new int[5];
            for (int i = 0; i < 5; i++) {
                seen[i] = numberOf(((FrameResult.Captured) s.next()).image());
            }
            assertEquals("[0, 2, 0, 2, 0]", Arrays.toString(seen), "the bad file is passed over");
        }
        assertEquals(1, told.size(), "told once, not again on every loop: " + told);
        assertTrue(told.get(0).startsWith(bad.toString()), told.get(0));
    }

    @Test
    void aReplayInWhichNothingDecodesIsRefusedNamingAFile(@TempDir Path dir) throws Exception {
        Path first = Files.writeString(dir.resolve("a.png"), "not a picture");
        Files.writeString(dir.resolve("b.png"), "not a picture either");
        List<String> told = new ArrayList<>();
        CaptureException e = assertThrows(CaptureException.class,
                () -> FrameSources.create(SourceSpec.parse("replay:" + dir), 0, false, told::add));
        assertEquals(CaptureException.Kind.UNREADABLE_INPUT, e.kind());
        assertTrue(e.getMessage().startsWith("no decodable frame in replay " + dir + ": " + first)
                && e.getMessage().endsWith(" (and 1 more files that do not decode)"), e.getMessage());
        assertEquals(List.of(), told, "said once, in the refusal");
    }

    @Test
    void pacedReplayKeepsItsFrameRate(@TempDir Path dir) throws Exception {
        Mat m = numbered(0);
        Imgcodecs.imwrite(dir.resolve("f.png").toString(), m);
        m.release();
        try (FrameSource s = FrameSources.create(SourceSpec.parse("replay:" + dir), 50, true, skipped -> { })) {
            s.open();
            long t0 = System.nanoTime();
            for (int i = 0; i < 11; i++) {
                s.next();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            assertTrue(seconds >= 0.19, "10 frame periods at 50 fps take at least 0.2 s, took " + seconds);
        }
    }

    @Test
    void videoFilePlaysAsACamera(@TempDir Path dir) throws Exception {
        Path avi = dir.resolve("clip.avi");
        VideoWriter w = new VideoWriter(avi.toString(), VideoWriter.fourcc('M', 'J', 'P', 'G'), 25, new Size(64, 48));
        assertTrue(w.isOpened(), "OpenCV can write MJPEG AVI");
        for (int i = 0; i < 6; i++) {
            Mat m = numbered(i);
            w.write(m);
            m.release();
        }
        w.release();
        try (FrameSource s = FrameSources.create(SourceSpec.parse("video:" + avi), 0, false, skipped -> { })) {
            s.open();
            int n = 0;
            while (s.next() instanceof FrameResult.Captured c) {
                assertEquals(n, numberOf(c.image()), "frame " + n + " (JPEG keeps the colour within rounding)");
                n++;
            }
            assertEquals(6, n);
        }
    }

    @Test
    void photoRepeatsAsFreshCopies(@TempDir Path dir) throws Exception {
        Mat m = numbered(3);
        Path p = dir.resolve("p.jpg");
        Imgcodecs.imwrite(p.toString(), m);
        m.release();
        try (FrameSource s = FrameSources.create(SourceSpec.parse("photo:" + p), 0, false, skipped -> { })) {
            s.open();
            FrameResult.Captured a = (FrameResult.Captured) s.next();
            FrameResult.Captured b = (FrameResult.Captured) s.next();
            assertTrue(a.image() != b.image());
            assertEquals(3, numberOf(b.image()));
            assertEquals(1, b.sequence());
        }
    }

    @Test
    void missingOrEmptyInputsAreTypedFailures(@TempDir Path dir) throws Exception {
        CaptureException e = assertThrows(CaptureException.class,
                () -> FrameSources.create(SourceSpec.parse("replay:" + dir.resolve("none")), 0, false, skipped -> { }));
        assertEquals(CaptureException.Kind.UNREADABLE_INPUT, e.kind());
        e = assertThrows(CaptureException.class, () -> FrameSources.create(SourceSpec.parse("replay:" + dir), 0, false, skipped -> { }));
        assertTrue(e.getMessage().startsWith("no images"), e.getMessage());
        Files.writeString(dir.resolve("bad.avi"), "not a video");
        e = assertThrows(CaptureException.class,
                () -> FrameSources.create(SourceSpec.parse("video:" + dir.resolve("bad.avi")), 0, false, skipped -> { }));
        assertEquals(CaptureException.Kind.UNREADABLE_INPUT, e.kind());
        Files.writeString(dir.resolve("bad.jpg"), "not a photo");
        FrameSource photo = FrameSources.create(SourceSpec.parse("photo:" + dir.resolve("bad.jpg")), 0, false, skipped -> { });
        e = assertThrows(CaptureException.class, photo::open);
        assertEquals(CaptureException.Kind.UNREADABLE_INPUT, e.kind());
    }
}
