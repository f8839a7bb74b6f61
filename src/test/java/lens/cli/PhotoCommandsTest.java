package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

class PhotoCommandsTest {
    @TempDir
    Path dir;

    @Test
    void textFileNamedJpgIsNotAnImage() throws Exception {
        Path f = dir.resolve("p.jpg");
        Files.writeString(f, "hello");
        CliRun r = CliRun.of("solve", f.toString());
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("not an image"), r.err());
    }

    @Test
    void emptyImage() throws Exception {
        Path f = dir.resolve("e.png");
        Files.write(f, new byte[0]);
        CliRun r = CliRun.of("verify", f.toString());
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("empty"), r.err());
    }

    @Test
    void photoWithoutGrid() {
        OpenCvLoader.ensureLoaded();
        Path f = dir.resolve("blank.png");
        Mat m = new Mat(300, 400, CvType.CV_8UC3, new Scalar(230, 230, 230));
        Imgcodecs.imwrite(f.toString(), m);
        m.release();
        CliRun r = CliRun.of("solve", f.toString());
        assertEquals(ExitCodes.NO_GRID, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("no grid"), r.err());
    }

    @Test
    void renderSampleWritesPhotoAndTruth() throws Exception {
        CliRun r = CliRun.of("render-sample", "--out", dir.toString(), "--seed", "5", "--size", "400x300");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.size(dir.resolve("newspaper-1.jpg")) > 1000);
        assertTrue(Files.readString(dir.resolve("corners.csv")).contains("newspaper-1.jpg,"));
        assertEquals(11, Files.readAllLines(dir.resolve("newspaper-1.dat")).size());
    }
}
