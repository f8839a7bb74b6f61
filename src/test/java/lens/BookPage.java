package lens;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import lens.board.DatFile;
import lens.solve.ExhaustiveSolver;
import lens.vision.OpenCvLoader;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

/** A puzzle book's page with two puzzles, for the tests: two bundled sample photos side by side. */
public final class BookPage {
    /** The samples on the page, left to right. */
    public static final String LEFT = "newspaper-1";
    public static final String RIGHT = "newspaper-3";

    private BookPage() {
    }

    /** The page, 1600x600: {@link #LEFT} and {@link #RIGHT} at 800x600 each (the caller releases it). */
    public static Mat twoPuzzles() {
        OpenCvLoader.ensureLoaded();
        Mat page = new Mat(600, 1600, org.opencv.core.CvType.CV_8UC3);
        String[] samples = {LEFT, RIGHT};
        for (int k = 0; k < 2; k++) {
            Mat photo = Imgcodecs.imread("samples/photos/" + samples[k] + ".jpg");
            Mat half = page.submat(new Rect(800 * k, 0, 800, 600));
            Imgproc.resize(photo, half, new Size(800, 600));
            photo.release();
            half.release();
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
