package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import lens.board.Grid;
import lens.samples.FlatPages;
import lens.samples.PageRenderer;
import lens.samples.PageStyle;
import lens.samples.RenderedPage;
import lens.samples.Scene;
import lens.samples.SceneRenderer;
import lens.samples.SceneSpec;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.imgcodecs.Imgcodecs;

/** {@code solve --explain --pictures}, {@code solve --hint N} and {@code solve PHOTO --hint}. */
class HintCommandsTest {
    private static final String EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @TempDir
    Path dir;

    @Test
    void explainWritesOnePicturePerStep() throws Exception {
        CliRun r = CliRun.of("solve", "--explain", "--pictures", dir.toString(), EASY);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        long steps = r.out().lines().filter(l -> l.matches("\\d+\\. .*")).count();
        try (Stream<Path> files = Files.list(dir)) {
            List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(steps, names.size(), "one picture per step");
            assertEquals("step-001.png", names.get(0));
        }
        assertTrue(r.out().contains("wrote " + steps + " step pictures into " + dir), r.out());
    }

    @Test
    void svgPicturesOnRequest() throws Exception {
        CliRun r = CliRun.of("solve", "--explain", "--pictures", dir.toString(), "--format", "svg", EASY);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String first = Files.readString(dir.resolve("step-001.svg"));
        assertTrue(first.startsWith("<?xml") && first.contains("<svg"), first.substring(0, 80));
    }

    /**
     * A file of puzzles draws the steps of at most {@link StepPictureFiles#MAX_PUZZLES} of them:
     * then exit 10 on the next one's line, the pictures drawn so far kept. Unbounded, a file of
     * the 49,158 17-clue puzzles would write about 190 GB (20 hard puzzles wrote 1,576 pictures,
     * 78 MB). Each puzzle here lacks one digit: one step, one picture.
     */
    @Test
    void picturesStopAtTheirPuzzleLimit() throws Exception {
        String oneStep = "." + SOLUTION.substring(1);
        Path file = dir.resolve("many.txt");
        Files.writeString(file, (oneStep + "\n").repeat(StepPictureFiles.MAX_PUZZLES + 5));
        Path pictures = dir.resolve("steps");
        CliRun r = CliRun.of("solve", "--explain", "--pictures", pictures.toString(), "--format", "svg", file.toString());
        assertEquals(ExitCodes.INPUT_LIMIT, r.exitCode(), r.err());
        int next = StepPictureFiles.MAX_PUZZLES + 1;
        assertTrue(r.errIsOneLine() && r.err().contains("line " + next + ":") && r.err().contains("at most "
                + StepPictureFiles.MAX_PUZZLES), r.err());
        try (Stream<Path> folders = Files.list(pictures)) {
            assertEquals(StepPictureFiles.MAX_PUZZLES, folders.count());
        }
        assertEquals(StepPictureFiles.MAX_PUZZLES, r.out().lines().filter(l -> l.startsWith("wrote ")).count());
    }

    @Test
    void picturesNeedExplainAndAPictureFormat() {
        CliRun r = CliRun.of("solve", "--pictures", dir.toString(), EASY);
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("--explain"), r.err());
        r = CliRun.of("solve", "--explain", "--pictures", dir.toString(), "--format", "gif", EASY);
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("png or svg"), r.err());
    }

    @Test
    void hintTakesACount() {
        CliRun one = CliRun.of("solve", "--hint", EASY);
        assertEquals(1, one.out().strip().lines().count(), one.out());
        CliRun three = CliRun.of("solve", "--hint", "3", EASY);
        List<String> lines = three.out().strip().lines().toList();
        assertEquals(3, lines.size(), three.out());
        assertTrue(lines.get(0).startsWith("1. ") && lines.get(2).startsWith("3. "), three.out());
        assertTrue(lines.get(0).endsWith(one.out().strip()), "the first of three is the single hint");
        CliRun zero = CliRun.of("solve", "--hint", "0", EASY);
        assertEquals(ExitCodes.INVALID_INPUT, zero.exitCode());
        assertTrue(zero.errIsOneLine(), zero.err());
    }

    @Test
    void photoHintDrawsTheStepAndPrintsIt() throws Exception {
        Path photo = dir.resolve("news.jpg");
        Files.copy(Path.of("samples/photos/newspaper-1.jpg"), photo);
        CliRun r = CliRun.of("solve", photo.toString(), "--hint");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("Hidden single: 7 in box 2 only fits r1c5"), r.out());
        Path out = dir.resolve("news.hint.png");
        assertTrue(r.out().contains("wrote " + out), r.out());
        OpenCvLoader.ensureLoaded();
        Mat picture = Imgcodecs.imread(out.toString());
        Mat original = Imgcodecs.imread(photo.toString());
        assertEquals(original.cols(), picture.cols());
        assertTrue(picture.rows() > original.rows(), "legend below the photo");
        picture.release();
        original.release();
    }

    /**
     * A puzzle part way through: the person has written some right digits and one wrong one. The
     * mistake is reported first, and the hint goes on from the right digits.
     */
    @Test
    void partlyFilledGridContinuesFromThePersonsDigits() throws Exception {
        Grid givens = Grid.parse(EASY);
        Grid solution = Grid.parse(SOLUTION);
        // r1c3 = 4 and r1c4 = 6 right; r9c1 = 5 wrong (should be 3)
        Grid hand = Grid.empty().with(2, 4).with(3, 6).with(72, 5);
        Grid seen = givens.with(2, 4).with(3, 6).with(72, 5);
        Path photo = render(givens, hand, dir.resolve("partly.png"));
        Path givensFile = dir.resolve("partly.givens");
        Files.writeString(givensFile, EASY + "\n");
        CliRun r = CliRun.of("solve", photo.toString(), "--hint", "--givens", givensFile.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err() + r.out());
        List<String> lines = r.out().strip().lines().toList();
        // "is 5" when the 5 is read beyond doubt as handwriting, else "looks like 5 ... (check it)"
        assertTrue(lines.get(0).equals("Mistake: r9c1 is 5, should be 3")
                || lines.get(0).equals("Mistake: r9c1 looks like 5 but should be 3 (check it)"), r.out());
        String expected = lens.pipeline.Hints.next(seen.with(72, 0), 1).get(0).step().sentence();
        assertEquals(expected, lines.get(1), "the hint continues from the person's right digits");
        assertTrue(Files.exists(dir.resolve("partly.hint.png")));
        // without --givens the written 5 is told from the print by its ink, so the printed digits
        // read make the puzzle and the hint goes the same way (with the model fitted on the shared
        // photos alone it was taken for print, and the rules only named "two 5s in column 1")
        CliRun alone = CliRun.of("solve", photo.toString(), "--hint");
        assertEquals(ExitCodes.OK, alone.exitCode(), alone.err() + alone.out());
        assertEquals(lines.subList(0, 2), alone.out().strip().lines().toList().subList(0, 2), alone.out());
        assertTrue(solution.get(2) == 4 && solution.get(3) == 6 && solution.get(72) == 3, "the test's own premise");
    }

    /**
     * A grid being solved by hand with three slips of the pen (its writing told from the print by
     * its ink), each repeating a printed digit of its row: as a puzzle the page breaks the rules,
     * yet the answer is the printed puzzle's, the slips named before it and circled on the
     * picture with the right digits drawn in.
     */
    @Test
    void slipsOfThePenAreNamedAndTheAnswerStillGiven() throws Exception {
        Grid givens = Grid.parse(EASY);
        List<int[]> slips = FlatPages.slips(givens, Grid.parse(SOLUTION), 3, 3);
        Grid hand = FlatPages.written(givens, Grid.parse(SOLUTION), 4, slips);
        Path photo = dir.resolve("slips.jpg");
        FlatPages.write(givens, hand, photo);
        CliRun r = CliRun.of("solve", photo.toString(), "--format", "line");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err() + r.out());
        List<String> lines = r.out().strip().lines().toList();
        assertEquals("read:", lines.get(0), r.out());
        for (int k = 0; k < 3; k++) {
            int[] slip = slips.get(k);
            String cell = lens.board.Units.cellName(slip[0]);
            assertTrue(lines.get(2 + k).equals("Mistake: " + cell + " is " + slip[1] + ", should be " + SOLUTION.charAt(slip[0]))
                    || lines.get(2 + k).startsWith("Mistake: " + cell + " looks like " + slip[1]), r.out());
        }
        assertEquals(List.of("solution:", SOLUTION), lines.subList(5, 7), r.out());
        assertTrue(lines.get(7).startsWith("wrote ") && Files.exists(dir.resolve("slips.solved.png")), r.out());
        CliRun json = CliRun.of("solve", photo.toString(), "--json", "--out", dir.resolve("slips2.png").toString());
        String first = lens.board.Units.cellName(slips.get(0)[0]);
        assertTrue(json.out().contains("\"mistakes\": [\n    \"" + first + " "), json.out());
    }

    /**
     * Three written digits that each repeat a printed digit of their row: as a puzzle the page
     * breaks the rules in three places, which {@code solve} alone refuses as a garbled reading,
     * but the hint checks the person's digits first, names the three and goes on without them.
     */
    @Test
    void aGridWithManyWrongDigitsStillGetsItsHint() throws Exception {
        Grid givens = Grid.parse(EASY);
        Grid solution = Grid.parse(SOLUTION);
        List<int[]> slips = FlatPages.slips(givens, solution, 0, 3);
        Grid hand = FlatPages.written(givens, solution, 0, slips);
        List<Integer> wrong = slips.stream().map(slip -> slip[0]).toList();
        Path photo = render(givens, hand, dir.resolve("wrong.png"));
        Path givensFile = dir.resolve("wrong.givens");
        Files.writeString(givensFile, EASY + "\n");
        CliRun solved = CliRun.of("solve", photo.toString());
        // The three are taken for print by their ink here, so nothing tells solve the page is
        // being solved by hand: its answer would rest on guessing which print to doubt.
        assertEquals(ExitCodes.UNUSABLE_PHOTO, solved.exitCode(), "the premise: as a puzzle the page is garbled; " + solved.err());
        CliRun r = CliRun.of("solve", photo.toString(), "--hint", "--givens", givensFile.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err() + r.out());
        List<String> lines = r.out().strip().lines().toList();
        for (int k = 0; k < 3; k++) {
            String cell = lens.board.Units.cellName(wrong.get(k));
            assertTrue(lines.get(k).startsWith("Mistake: " + cell + " "), r.out());
        }
        String expected = lens.pipeline.Hints.next(givens, 1).get(0).step().sentence();
        assertEquals(expected, lines.get(3), "the hint goes on from the printed digits");
    }

    /** Renders the printed puzzle with {@code hand}'s digits written in, flat and well lit. */
    private static Path render(Grid givens, Grid hand, Path file) {
        OpenCvLoader.ensureLoaded();
        Random rnd = new Random(7);
        RenderedPage page = PageRenderer.render(givens, hand, PageStyle.newspaper(), rnd);
        Quad grid = Quad.of(new Point(150, 90), new Point(610, 100), new Point(600, 540), new Point(140, 530));
        Quad pageQuad = page.placedAt(grid);
        SceneSpec spec = new SceneSpec(800, 640, pageQuad, 0.004, 0.3, 0.1, 1.0, 3, 7);
        try (Scene scene = SceneRenderer.place(page, spec)) {
            Imgcodecs.imwrite(file.toString(), scene.image());
        }
        return file;
    }
}
