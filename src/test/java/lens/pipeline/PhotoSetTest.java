package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.board.DatFile;
import lens.board.Grid;
import lens.io.ImageFiles;
import lens.ocr.training.DataSplit;
import lens.samples.FrameCut;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

class PhotoSetTest {
    private static final String SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @Test
    void selectScoresEachPictureOnceAndKeepsOnlyTheSplitAsked(@TempDir Path dir) throws Exception {
        OpenCvLoader.ensureLoaded();
        Grid truth = Grid.parse(SOLUTION);
        String dat = new DatFile("phone", "640x480", truth).format();
        Mat a = new Mat(40, 60, CvType.CV_8UC3, new Scalar(200, 200, 200));
        Mat b = new Mat(40, 60, CvType.CV_8UC3, new Scalar(90, 200, 200));
        Imgcodecs.imwrite(dir.resolve("image1.png").toString(), a);
        Imgcodecs.imwrite(dir.resolve("image1.jpg").toString(), a);
        Files.copy(dir.resolve("image1.jpg"), dir.resolve("image7.jpg"));
        Imgcodecs.imwrite(dir.resolve("image3.jpg").toString(), b);
        a.release();
        b.release();
        for (String n : List.of("image1", "image7", "image3")) {
            Files.writeString(dir.resolve(n + ".dat"), dat);
        }
        PhotoSet all = PhotoSet.load(dir);
        assertEquals(3, all.entries().size());
        List<String> kept = all.select(null).entries().stream().map(e -> e.image().getFileName().toString()).toList();
        assertEquals(List.of("image1.jpg", "image3.jpg"), kept, "image7 is image1's pixels under another number");
        DataSplit own = DataSplit.of(truth);
        assertEquals(2, all.select(own).entries().size());
        for (DataSplit other : DataSplit.values()) {
            if (other != own) {
                assertEquals(0, all.select(other).entries().size());
            }
        }
    }

    /** Conditions laid one after another each act on what the one before made (an inverted screen, then a dimmer picture). */
    @Test
    void conditionsActInTurn(@TempDir Path dir) throws Exception {
        OpenCvLoader.ensureLoaded();
        Mat paper = new Mat(40, 60, CvType.CV_8UC3, new Scalar(200, 200, 200));
        Imgcodecs.imwrite(dir.resolve("image1.jpg").toString(), paper);
        paper.release();
        Files.writeString(dir.resolve("image1.dat"), new DatFile("phone", "60x40", Grid.parse(SOLUTION)).format());
        PhotoSet set = PhotoSet.load(dir)
                .under((photo, rnd) -> lens.vision.Polarity.inverted(photo), true)
                .under((photo, rnd) -> {
                    Mat half = new Mat();
                    photo.convertTo(half, -1, 0.5, 0);
                    return half;
                }, true);
        ImageFiles.Loaded.Image seen = (ImageFiles.Loaded.Image) set.entries().get(0).load();
        assertEquals(28, seen.mat().get(10, 10)[0], 1, "255 - 200 = 55, then halved");
        seen.mat().release();
    }

    /**
     * {@code cut}: the picture loaded is the photo cropped so that the grid runs off the asked
     * side by the asked share of the grid, its corners moved into the crop; a photo without
     * true corners is left out.
     */
    @Test
    void aCutPhotoIsCroppedAtTheGridAndItsCornersMoveWithIt(@TempDir Path dir) throws Exception {
        OpenCvLoader.ensureLoaded();
        String dat = new DatFile("phone", "200x100", Grid.parse(SOLUTION)).format();
        Mat photo = new Mat(100, 200, CvType.CV_8UC3, new Scalar(200, 200, 200));
        for (String n : List.of("image1", "image2")) {
            Imgcodecs.imwrite(dir.resolve(n + ".jpg").toString(), photo);
            Files.writeString(dir.resolve(n + ".dat"), dat);
        }
        photo.release();
        // The grid spans x 40..140 and y 10..90.
        Files.writeString(dir.resolve("corners.csv"), "\"filepath\",\"p1_x\",\"p1_y\",\"p2_x\",\"p2_y\",\"p3_x\",\"p3_y\",\"p4_x\",\"p4_y\"\n"
                + "image1.jpg,40,10,140,10,140,90,40,90\n");
        PhotoSet set = PhotoSet.load(dir);
        PhotoSet right = set.cut(FrameCut.parse("right:0.1"));
        assertEquals(1, right.entries().size(), "image2 has no corners");
        PhotoSet.Entry e = right.entries().get(0);
        Mat kept = ((ImageFiles.Loaded.Image) e.load()).mat();
        assertEquals(130, kept.cols(), "the grid's right tenth (10 px) is cut");
        assertEquals(100, kept.rows());
        kept.release();
        assertEquals(Quad.of(new Point(40, 10), new Point(140, 10), new Point(140, 90), new Point(40, 90)), e.corners());
        PhotoSet.Entry top = set.cut(FrameCut.parse("top:0.25")).entries().get(0);
        Mat fromTop = ((ImageFiles.Loaded.Image) top.load()).mat();
        assertEquals(200, fromTop.cols());
        assertEquals(70, fromTop.rows(), "cut at y 30, a quarter of the grid's height in");
        fromTop.release();
        assertEquals(Quad.of(new Point(40, -20), new Point(140, -20), new Point(140, 60), new Point(40, 60)), top.corners());
        // A corner held too close: the top cut, then the right one, on what the top cut left.
        PhotoSet corner = set;
        for (FrameCut c : FrameCut.parseAll("top:0.25,right:0.1")) {
            corner = corner.cut(c);
        }
        PhotoSet.Entry both = corner.entries().get(0);
        Mat fromCorner = ((ImageFiles.Loaded.Image) both.load()).mat();
        assertEquals(130, fromCorner.cols(), "the right tenth cut too");
        assertEquals(70, fromCorner.rows(), "and the top quarter");
        fromCorner.release();
        assertEquals(top.corners(), both.corners());
        assertThrows(IllegalArgumentException.class, () -> FrameCut.parse("middle:0.1"));
        assertThrows(IllegalArgumentException.class, () -> FrameCut.parse("right:0.5"));
        assertThrows(IllegalArgumentException.class, () -> FrameCut.parseAll("right:0.1,right:0.2"));
    }
}
