package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.samples.ExifJpegs;
import lens.samples.FlatPages;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
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

    /**
     * A puzzle app in dark mode draws its grid light on dark: the sample inverted is read as the
     * sample is (before, "no grid found"), and its answer drawn on the photo as taken.
     */
    @Test
    void aGridDrawnLightOnDarkIsRead() throws Exception {
        Mat photo = Imgcodecs.imread("samples/photos/newspaper-2.jpg");
        Core.bitwise_not(photo, photo);
        Path f = dir.resolve("dark-mode.png");
        Imgcodecs.imwrite(f.toString(), photo);
        photo.release();
        Path out = dir.resolve("solved.png");
        CliRun r = CliRun.of("solve", f.toString(), "--out", out.toString(), "--format", "line");
        assertEquals(0, r.exitCode(), r.err());
        String truth = Files.readAllLines(Path.of("samples/photos/newspaper-2.dat")).subList(2, 11).toString()
                .replaceAll("[^0-9]", "").replace('0', '.');
        assertTrue(r.out().contains(truth), "board read as printed: " + r.out());
        Mat solved = Imgcodecs.imread(out.toString(), Imgcodecs.IMREAD_GRAYSCALE);
        assertTrue(Core.mean(solved).val[0] < 110, "drawn on the dark photo as taken, not on the inverted copy: mean "
                + Core.mean(solved).val[0]);
        solved.release();
    }

    /** A puzzle graphic with a transparent ground (its ink in the alpha channel) is read as viewers show it, on white. */
    @Test
    void aPuzzleOnATransparentGroundIsRead() throws Exception {
        OpenCvLoader.ensureLoaded();
        Mat photo = Imgcodecs.imread("samples/photos/newspaper-2.jpg", Imgcodecs.IMREAD_GRAYSCALE);
        Mat ink = new Mat();
        Core.bitwise_not(photo, ink);
        Mat black = Mat.zeros(photo.size(), photo.type());
        Mat graphic = new Mat();
        Core.merge(java.util.List.of(black, black, black, ink), graphic);
        Path f = dir.resolve("graphic.png");
        Imgcodecs.imwrite(f.toString(), graphic);
        for (Mat m : new Mat[] {photo, ink, black, graphic}) {
            m.release();
        }
        CliRun r = CliRun.of("solve", f.toString(), "--out", dir.resolve("solved.png").toString(), "--format", "line");
        assertEquals(0, r.exitCode(), r.err());
        String truth = Files.readAllLines(Path.of("samples/photos/newspaper-2.dat")).subList(2, 11).toString()
                .replaceAll("[^0-9]", "").replace('0', '.');
        assertTrue(r.out().contains(truth), "board read as printed: " + r.out());
    }

    /**
     * A puzzle book's page with two puzzles: both are answered, the second named by where it
     * lies, and both answers drawn on the picture; a photo of one puzzle says nothing of others.
     */
    @Test
    void aPageWithTwoPuzzlesHasBothAnswered() throws Exception {
        Path f = lens.BookPage.written(dir);
        Path out = dir.resolve("book.solved.png");
        CliRun r = CliRun.of("solve", f.toString(), "--out", out.toString(), "--format", "line");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains(lens.BookPage.solution(lens.BookPage.RIGHT)), r.out());
        assertTrue(r.out().contains("another grid, left of the first:"), r.out());
        assertTrue(r.out().contains(lens.BookPage.solution(lens.BookPage.LEFT)), r.out());
        CliRun json = CliRun.of("solve", f.toString(), "--out", dir.resolve("book.json.png").toString(), "--json");
        assertEquals(0, json.exitCode(), json.err());
        com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(json.out()).getAsJsonObject();
        assertEquals(1, o.getAsJsonArray("others").size(), json.out());
        assertEquals(lens.BookPage.solution(lens.BookPage.LEFT),
                o.getAsJsonArray("others").get(0).getAsJsonObject().get("solution").getAsString());
        CliRun one = CliRun.of("solve", "samples/photos/newspaper-2.jpg", "--out", dir.resolve("one.png").toString());
        assertEquals(0, one.exitCode(), one.err());
        assertFalse(one.out().contains("another grid"), one.out());
    }

    /**
     * A page of two puzzles, one being solved with slips of the pen and one not begun (the larger
     * grid): both are checked (the largest alone was before: "no mistakes so far: 0 filled in",
     * exit 0), the worked one first with its slips named, and its verdict gives the exit code.
     */
    @Test
    void verifyChecksEveryPuzzleOfAPage() throws Exception {
        List<String> slips = lens.BookPage.worked(dir);
        Path page = dir.resolve("worked.jpg");
        CliRun r = CliRun.of("verify", page.toString(), "--out", dir.resolve("worked.checked.png").toString());
        assertEquals(ExitCodes.MISTAKES, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().indexOf("mistakes: ") < r.out().indexOf("another grid, right of the first:"), r.out());
        assertEquals(1, r.out().split("another grid, ", -1).length - 1, r.out());
        assertTrue(r.out().contains("no mistakes so far: 0 filled in"), r.out());
        for (String cell : slips) {
            assertTrue(r.out().contains(cell + ": reads "), cell + " named in " + r.out());
        }
        CliRun json = CliRun.of("verify", page.toString(), "--out", dir.resolve("worked.json.png").toString(), "--json");
        assertEquals(ExitCodes.MISTAKES, json.exitCode(), json.err());
        JsonObject o = JsonParser.parseString(json.out()).getAsJsonObject();
        JsonObject other = o.getAsJsonArray("others").get(0).getAsJsonObject();
        assertEquals("mistakes", o.get("verdict").getAsString(), json.out());
        assertEquals("no_mistakes_so_far", other.get("verdict").getAsString(), json.out());
        assertEquals("right of the first", other.get("where").getAsString(), json.out());
    }

    /**
     * A hint on a page of two puzzles is for the one being filled in, not the larger one not
     * begun (its first hidden single was drawn before, the slips of the other unnamed).
     */
    @Test
    void aHintOnAPageOfTwoIsForThePuzzleBeingFilledIn() throws Exception {
        List<String> slips = lens.BookPage.worked(dir);
        CliRun r = CliRun.of("solve", dir.resolve("worked.jpg").toString(), "--hint", "--out",
                dir.resolve("worked.hint.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("the hint is for the grid left of the largest, the one being filled in"), r.err());
        for (String cell : slips) {
            assertTrue(r.out().contains("Mistake: " + cell + " "), cell + " named in " + r.out());
        }
    }

    /**
     * A page of four puzzles, the hand-filled one finished: all four are checked, it first (the
     * most written in). Before the found grids were painted in the colour of the paper around
     * them, the patches' edges beside the last grid were taken for a shadow's edge across it.
     */
    @Test
    void verifyChecksEachOfFourPuzzles() {
        Path page = lens.BookPage.fourPuzzles(dir);
        CliRun r = CliRun.of("verify", page.toString(), "--out", dir.resolve("four.checked.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertEquals(3, r.out().split("another grid, ", -1).length - 1, r.out());
        assertTrue(r.out().indexOf("correct: ") < r.out().indexOf("another grid, "), r.out());
    }

    /**
     * Yesterday's answer printed beside today's puzzle is no grid to check or answer: only the
     * puzzle is (the answer, read as a full grid, was shown first by verify, "correct", and
     * printed by solve as another grid with nothing to answer).
     */
    @Test
    void aPrintedAnswerBesideThePuzzleIsLeftOut() throws Exception {
        Path page = lens.BookPage.withYesterdaysAnswer(dir);
        CliRun r = CliRun.of("verify", page.toString(), "--out", dir.resolve("answered.checked.png").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("no mistakes so far: ") && !r.out().contains("another grid"), r.out());
        CliRun solved = CliRun.of("solve", page.toString(), "--out", dir.resolve("answered.solved.png").toString(),
                "--format", "line");
        assertEquals(ExitCodes.OK, solved.exitCode(), solved.err());
        assertTrue(solved.out().contains(lens.BookPage.solution(lens.BookPage.RIGHT)), solved.out());
        assertFalse(solved.out().contains("another grid"), solved.out());
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
     * A stroke in an empty cell reads as a 1 that repeats its row's printed 1; the correction takes
     * it for a stain and the answer is drawn in that cell, circled in amber on the picture (check
     * it by eye), so that it does not look like the answer written over the print.
     */
    @Test
    void aCellTheCorrectionRevisedIsCircledInAmberOnTheAnswer() {
        int cell = FlatPages.STROKE_CELL;
        int margin = FlatPages.STROKE_MARGIN;
        Path photo = dir.resolve("stroke.png");
        FlatPages.writeStrayStroke(photo);
        Path out = dir.resolve("stroke-solved.png");
        CliRun r = CliRun.of("solve", photo.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.err().contains("corrected r2c2: 1 -> empty"), r.err());
        Mat solved = Imgcodecs.imread(out.toString());
        int amber = 0;
        int elsewhere = 0;
        for (int y = margin; y < margin + 9 * cell; y++) {
            for (int x = margin; x < margin + 9 * cell; x++) {
                double[] px = solved.get(y, x);
                if (px[2] > 200 && px[1] > 120 && px[1] < 200 && px[0] < 80) {
                    // the ring reaches a little past its cell's lines
                    boolean inR2c2 = Math.abs(x - (margin + 1.5 * cell)) < cell && Math.abs(y - (margin + 1.5 * cell)) < cell;
                    amber += inR2c2 ? 1 : 0;
                    elsewhere += inR2c2 ? 0 : 1;
                }
            }
        }
        solved.release();
        assertTrue(amber > 50, "an amber ring around r2c2: " + amber + " amber pixels");
        assertEquals(0, elsewhere, "no other cell circled");
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

    /**
     * A phone's portrait photo stored turned with an EXIF orientation tag is read and drawn as it
     * is shown (the decoder follows the tag): the answer's picture is upright, not turned.
     */
    @Test
    void aPhotosOrientationTagIsFollowed() throws Exception {
        Path photo = dir.resolve("tagged.jpg");
        ExifJpegs.writeTurnedWithTag(Path.of("samples/photos/newspaper-2.jpg"), photo);
        Path out = dir.resolve("tagged-solved.png");
        CliRun r = CliRun.of("solve", photo.toString(), "--out", out.toString(), "--format", "line");
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        Mat solved = Imgcodecs.imread(out.toString());
        assertEquals(800, solved.cols(), "drawn as shown: 800 wide, as the sample");
        assertEquals(600, solved.rows());
        solved.release();
    }

    /**
     * A 12x12 or 6x6 puzzle is named as a grid of another size (exit 7), not blamed on a fold in
     * the page as its lines through the cells of a 9x9 reading were. (A grid whose outline is
     * not found as such, as a 16x16 one with thick lines, whose small cells the detector does not
     * count, keeps the message of the outline found.)
     */
    @Test
    void aGridOfAnotherSizeIsNamedAsOne() {
        int[][] sizes = {{12, 3, 40}, {6, 3, 60}};
        for (int[] s : sizes) {
            StringBuilder cells = new StringBuilder();
            for (int i = 0; i < s[0] * s[0]; i++) {
                cells.append(i % 5 == 0 ? (char) ('1' + i % 6) : '.');
            }
            Mat page = FlatPages.plainGrid(cells.toString(), s[0], s[1], s[2], 60);
            Path photo = dir.resolve("grid-" + s[0] + ".png");
            Imgcodecs.imwrite(photo.toString(), page);
            page.release();
            CliRun r = CliRun.of("solve", photo.toString(), "--out", dir.resolve("out-" + s[0] + ".png").toString());
            assertEquals(ExitCodes.UNUSABLE_PHOTO, r.exitCode(), r.out() + r.err());
            assertTrue(r.errIsOneLine() && r.err().contains("the grid has " + s[0] + " cells a side, not 9"), r.err());
        }
    }

    /**
     * A crossword photographed instead of the sudoku (15x15 and 13x13, black squares) is named as
     * a grid of another size (exit 7): refined onto nine of its cells, it was blamed on "a shadow's
     * edge" (its black squares evened out as shade) or on the frame's edge.
     */
    @Test
    void aCrosswordIsNamedAsAGridOfAnotherSize() {
        for (int n : new int[] {15, 13}) {
            Mat page = FlatPages.crossword(n, 28, 30, n);
            Path photo = dir.resolve("crossword-" + n + ".png");
            Imgcodecs.imwrite(photo.toString(), page);
            page.release();
            CliRun r = CliRun.of("solve", photo.toString(), "--out", dir.resolve("crossword-out-" + n + ".png").toString());
            assertEquals(ExitCodes.UNUSABLE_PHOTO, r.exitCode(), r.out() + r.err());
            assertTrue(r.errIsOneLine() && r.err().contains("the grid has " + n + " cells a side, not 9"), r.err());
        }
    }

    /**
     * A 5x5 mini crossword filled in with letters is named as a grid of another size (exit 7): its
     * letters read as digits that break the rules, and it was blamed on the photo ("retake the
     * photo square-on").
     */
    @Test
    void aFilledMiniCrosswordIsNamedAsAGridOfAnotherSize() {
        Mat page = FlatPages.letterGrid(5, 6, 0.2);
        Path photo = dir.resolve("mini-crossword.png");
        Imgcodecs.imwrite(photo.toString(), page);
        page.release();
        CliRun r = CliRun.of("solve", photo.toString(), "--out", dir.resolve("mini-crossword-out.png").toString());
        assertEquals(ExitCodes.UNUSABLE_PHOTO, r.exitCode(), r.out() + r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("the grid has 5 cells a side, not 9"), r.err());
    }

    /**
     * A puzzle given with one digit mistyped (r2c2 8 for the printed 3, read beyond doubt) is
     * named as the cause and refused (exit 2) by {@code verify} and {@code solve}: the grid,
     * correctly filled in, was "12 cells to check by eye, the photo reads poorly".
     */
    @Test
    void aMistypedGivenIsNamedNotBlamedOnThePhoto() throws Exception {
        String mistyped = "..14.....28...91.7.7......81268.5.....37.1........3481....5.....689.7..2..53....4";
        for (String command : new String[] {"verify", "solve"}) {
            Path out = dir.resolve(command + ".png");
            CliRun r = CliRun.of(command, "samples/photos/handfilled-1.jpg", "--givens", mistyped, "--out", out.toString());
            assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), command + ": " + r.out() + r.err());
            assertTrue(r.errIsOneLine() && r.err().contains("differs from the photo's print (r2c2 holds 8, the photo 3)"),
                    command + ": " + r.err());
            assertTrue(!Files.exists(out), command + " wrote no picture");
        }
    }
}
