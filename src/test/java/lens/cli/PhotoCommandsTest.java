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
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

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

    /**
     * The sample cut at the top by the frame (two rows of its grid gone) and at the right just
     * beyond the grid's border, and blurred: the grid found is carried past the top edge, its
     * reading fails, and the photo, not the puzzle, is blamed, at the side it runs off (it was
     * found a few pixels inside both edges and said to "seem to run off the top and right edges"
     * before grids were carried past the frame).
     */
    @Test
    void aGridCutByTheFrameIsBlamedOnThePhotoEvenWhenFoundInsideTheEdge() throws Exception {
        Mat photo = Imgcodecs.imread("samples/photos/newspaper-2.jpg");
        Mat cut = photo.submat(photo.rows() / 4, photo.rows(), 0, photo.cols() * 3 / 4).clone();
        Imgproc.GaussianBlur(cut, cut, new Size(0, 0), 3);
        Path f = dir.resolve("cut.jpg");
        Imgcodecs.imwrite(f.toString(), cut);
        photo.release();
        cut.release();
        CliRun r = CliRun.of("solve", f.toString());
        assertEquals(ExitCodes.UNUSABLE_PHOTO, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("runs off the top edge of the photo: step back"), r.err());
    }

    @Test
    void aBlurredPhotoWithoutAGridSaysItIsBlurred() throws Exception {
        Mat photo = Imgcodecs.imread("samples/photos/newspaper-2.jpg");
        Imgproc.GaussianBlur(photo, photo, new Size(0, 0), 8);
        Path f = dir.resolve("blurred.jpg");
        Imgcodecs.imwrite(f.toString(), photo);
        photo.release();
        CliRun r = CliRun.of("solve", f.toString());
        assertEquals(ExitCodes.NO_GRID, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("too blurred") && r.err().contains("focus"), r.err());
    }

    @Test
    void renderSampleWritesPhotoAndTruth() throws Exception {
        CliRun r = CliRun.of("render-sample", "--out", dir.toString(), "--seed", "5", "--size", "400x300");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.size(dir.resolve("newspaper-1.jpg")) > 1000);
        assertTrue(Files.readString(dir.resolve("corners.csv")).contains("newspaper-1.jpg,"));
        assertEquals(11, Files.readAllLines(dir.resolve("newspaper-1.dat")).size());
    }

    @Test
    void solvesTheCommittedSamplePhoto() throws Exception {
        Path out = dir.resolve("solved.png");
        CliRun r = CliRun.of("solve", "samples/photos/newspaper-2.jpg", "--out", out.toString(), "--format", "line");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.size(out) > 10_000);
        String truth = Files.readAllLines(Path.of("samples/photos/newspaper-2.dat")).subList(2, 11).toString()
                .replaceAll("[^0-9]", "").replace('0', '.');
        assertTrue(r.out().contains(truth), "board read as printed: " + r.out());
    }

    /** The sample is filled in correctly (its .dat is the solution of its .givens): any mistake reported is a false alarm. */
    @Test
    void verifyFindsNoMistakeInTheCorrectSample() throws Exception {
        Path out = dir.resolve("checked.png");
        Path givens = Path.of("samples/photos/handfilled-1.givens");
        CliRun r = CliRun.of("verify", "samples/photos/handfilled-1.jpg", "--givens", givens.toString(),
                "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("correct: the grid is the solution of the given puzzle"), r.out());
        assertTrue(Files.exists(out));
        CliRun rulesOnly = CliRun.of("verify", "samples/photos/handfilled-1.jpg", "--out", out.toString());
        assertEquals(ExitCodes.OK, rulesOnly.exitCode(), rulesOnly.out() + rulesOnly.err());
    }
    /**
     * {@code --givens} naming another puzzle than the one printed in the photo is refused by
     * {@code solve} as {@code verify} refuses it (exit 2, the cells that differ), with no answer
     * printed and no picture written: the answer was the photo's own solution, contradicting the
     * puzzle the user gave, with exit 0.
     */
    @Test
    void solveRefusesGivensOfAnotherPuzzleAsVerifyDoes() throws Exception {
        String other = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
        for (String photo : new String[] {"samples/photos/handfilled-1.jpg", "samples/photos/newspaper-1.jpg"}) {
            for (String hint : new String[] {null, "--hint"}) {
                Path out = dir.resolve("out.png");
                CliRun r = hint == null ? CliRun.of("solve", photo, "--givens", other, "--out", out.toString())
                        : CliRun.of("solve", photo, hint, "--givens", other, "--out", out.toString());
                assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), photo + " " + hint + ": " + r.out() + r.err());
                assertTrue(r.errIsOneLine() && r.err().contains("--givens: the given puzzle is not the one in the photo"),
                        r.err());
                assertTrue(!r.out().contains("solution:") && !Files.exists(out), r.out());
            }
        }
        // the right puzzle still answers
        Path out = dir.resolve("right.png");
        CliRun r = CliRun.of("solve", "samples/photos/handfilled-1.jpg", "--givens", "samples/photos/handfilled-1.givens",
                "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    }
}
