package lens.ocr.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** MNIST's training set read from its IDX files ({@link MnistDigits#loadTrainingSet}). */
class MnistDigitsTest {
    @TempDir
    Path dir;

    /** Labels 3, 0, 7, 9: the zero is skipped, each digit keeps its label and is cropped to its ink square. */
    @Test
    void readsDigitsOneToNineCroppedToTheirInk() throws IOException {
        int[] labels = {3, 0, 7, 9};
        write(labels, 4);
        List<LabelledInk> digits = MnistDigits.loadTrainingSet(dir, 10);
        try {
            assertEquals(List.of(3, 7, 9), digits.stream().map(LabelledInk::digit).toList());
            // digit i's ink is a (i+2)-pixel square at (5, 5)
            assertEquals(List.of(2, 4, 5), digits.stream().map(d -> d.ink().width()).toList());
            assertEquals(List.of(2, 4, 5), digits.stream().map(d -> d.ink().height()).toList());
        } finally {
            digits.forEach(d -> d.ink().release());
        }
    }

    /** Asked for fewer, it stops at that many digits 1-9. */
    @Test
    void stopsAtTheCountAsked() throws IOException {
        write(new int[] {1, 2, 0, 3, 4}, 5);
        List<LabelledInk> digits = MnistDigits.loadTrainingSet(dir, 2);
        assertEquals(List.of(1, 2), digits.stream().map(LabelledInk::digit).toList());
        digits.forEach(d -> d.ink().release());
    }

    /** An image file that does not match its labels (another count, or cut short) is refused by name. */
    @Test
    void refusesAnImageFileThatIsNotTheLabels() throws IOException {
        write(new int[] {1, 2, 3}, 2);
        IOException e = assertThrows(IOException.class, () -> MnistDigits.loadTrainingSet(dir, 10));
        assertTrue(e.getMessage().contains("train-images-idx3-ubyte"), e.getMessage());
        IOException missing = assertThrows(IOException.class, () -> MnistDigits.loadTrainingSet(dir.resolve("none"), 10));
        assertTrue(missing.getMessage().contains("scripts/fetch-mnist.sh"), missing.getMessage());
    }

    /** Writes {@code labels} and {@code images} 28 x 28 images (image i: an (i+2)-pixel white square at 5,5). */
    private void write(int[] labels, int images) throws IOException {
        ByteBuffer l = ByteBuffer.allocate(8 + labels.length);
        l.putInt(0x801).putInt(labels.length);
        for (int d : labels) {
            l.put((byte) d);
        }
        Files.write(dir.resolve("train-labels-idx1-ubyte"), l.array());
        ByteBuffer im = ByteBuffer.allocate(16 + images * 784);
        im.putInt(0x803).putInt(images).putInt(28).putInt(28);
        for (int i = 0; i < images; i++) {
            byte[] px = new byte[784];
            for (int y = 5; y < 5 + i + 2; y++) {
                for (int x = 5; x < 5 + i + 2; x++) {
                    px[y * 28 + x] = (byte) 255;
                }
            }
            im.put(px);
        }
        Files.write(dir.resolve("train-images-idx3-ubyte"), im.array());
    }
}
