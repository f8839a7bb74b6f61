package lens;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.board.DatFile;
import lens.board.Grid;
import lens.board.Units;
import lens.samples.FlatPages;
import lens.solve.ExhaustiveSolver;
import lens.vision.OpenCvLoader;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/** A puzzle book's page with two puzzles, for the tests: two photos side by side. */
public final class BookPage {
    /** The samples on the page, left to right. */
    public static final String LEFT = "newspaper-1";
    public static final String RIGHT = "newspaper-3";

    private BookPage() {
    }

    /** The page, 1600x600: {@link #LEFT} and {@link #RIGHT} at 800x600 each (the caller releases it). */
    public static Mat twoPuzzles() {
        return sideBySide(Path.of("samples/photos/" + LEFT + ".jpg"), Path.of("samples/photos/" + RIGHT + ".jpg"));
    }

    /**
     * A page of two puzzles as {@code dir/worked.jpg}: on the left one being solved by hand with
     * three slips of the pen (the hand-filled sample's puzzle, rows 4 to 6, {@link FlatPages}),
     * on the right {@link #RIGHT}, not begun. Returns the slips' cells ("r4c2", ...).
     */
    public static List<String> worked(Path dir) throws IOException {
        Path left = dir.resolve("slips.jpg");
        List<int[]> slips = FlatPages.writeSlipsPage(left);
        Mat page = sideBySide(left, Path.of("samples/photos/" + RIGHT + ".jpg"));
        Imgcodecs.imwrite(dir.resolve("worked.jpg").toString(), page);
        page.release();
        return slips.stream().map(slip -> Units.cellName(slip[0])).toList();
    }

    /**
     * A newspaper's page as {@code dir/answered.jpg}: on the left yesterday's answer printed in
     * full (the solution of the hand-filled sample's puzzle), on the right today's puzzle
     * ({@link #RIGHT}).
     */
    public static Path withYesterdaysAnswer(Path dir) throws IOException {
        Path left = dir.resolve("answer.jpg");
        FlatPages.write(ExhaustiveSolver.solve(FlatPages.sampleGivens()).solution(), Grid.empty(), left);
        Mat page = sideBySide(left, Path.of("samples/photos/" + RIGHT + ".jpg"));
        Path file = dir.resolve("answered.jpg");
        Imgcodecs.imwrite(file.toString(), page);
        page.release();
        return file;
    }

    /**
     * A page of four puzzles as {@code dir/four.jpg}, 1600x1200: the three newspaper samples and,
     * at the bottom right, the hand-filled sample (finished, correct).
     */
    public static Path fourPuzzles(Path dir) {
        Mat page = tiled(2, Path.of("samples/photos/newspaper-1.jpg"), Path.of("samples/photos/newspaper-2.jpg"),
                Path.of("samples/photos/newspaper-3.jpg"), Path.of("samples/photos/handfilled-1.jpg"));
        Path file = dir.resolve("four.jpg");
        Imgcodecs.imwrite(file.toString(), page);
        page.release();
        return file;
    }

    /** Two photos at 800x600 each on a 1600x600 page (the caller releases it). */
    private static Mat sideBySide(Path left, Path right) {
        return tiled(2, left, right);
    }

    /** Photos at 800x600 each, {@code across} to a row, row by row (the caller releases the page). */
    private static Mat tiled(int across, Path... photos) {
        OpenCvLoader.ensureLoaded();
        int rows = (photos.length + across - 1) / across;
        Mat page = new Mat(600 * rows, 800 * across, org.opencv.core.CvType.CV_8UC3);
        for (int k = 0; k < photos.length; k++) {
            Mat photo = Imgcodecs.imread(photos[k].toString());
            Mat tile = page.submat(new Rect(800 * (k % across), 600 * (k / across), 800, 600));
            Imgproc.resize(photo, tile, new Size(800, 600));
            photo.release();
            tile.release();
        }
        return page;
    }

    /** The page written as {@code dir/book.jpg}. */
    public static Path written(Path dir) {
        Mat page = twoPuzzles();
        Path file = dir.resolve("book.jpg");
        Imgcodecs.imwrite(file.toString(), page);
        page.release();
        return file;
    }

    /** The solution of a bundled sample's puzzle, as an 81-digit line. */
    public static String solution(String sample) throws IOException {
        return ExhaustiveSolver.solve(DatFile.parse(Files.readString(Path.of("samples/photos/" + sample + ".dat"))).grid())
                .solution().toLine();
    }
}
